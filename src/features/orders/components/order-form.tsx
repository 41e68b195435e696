import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Radio, Result, Skeleton, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { isApiError, queryRoots } from '@/shared/api';
import { claimNotice } from '@/shared/api/errors';
import { ROUTES } from '@/shared/config/routes';
import { formatPrice } from '@/shared/lib/format';
import {
  chosenLines,
  clearSelectedCartInfo,
  lineAmount,
  readSelectedCartInfo,
  toSelectedCartLine,
  useCartQuery,
  writeSelectedCartInfo,
  type CartLine,
} from '@/entities/cart';
import { useSession } from '@/entities/member';
import { pricedLines, quoteQueries, type Quote } from '@/entities/quote';
import { addressQueries } from '@/entities/address';
import { invoiceProfileQueries } from '@/entities/invoice-profile';
import { fundQueries, usableFunds } from '@/entities/fund';
import { reloadSession } from '@/shared/session';
import { useCreateOrder } from '../api/mutations';
import { COMPLIANCE_REFUSALS, FUND_REFUSALS, QUOTE_REFUSAL } from '../api/requests';
import { previewQueries } from '../api/preview';
import { useDebouncedValue } from '../model/use-debounced-value';
import { FundPicker, PreviewNotices } from './checkout-fund';
import { ComplianceBanner, PurposeInputs, type PurposeLine } from './checkout-compliance';
import { checkPurposes } from '../model/purposes';
import own from './checkout-fund.styles';
import { formatAddress } from '@/shared/lib/address';
import { checkoutShipments, diffCheckout, newIdempotencyKey, seenAtStart, totals, type CheckoutChange } from '../model/checkout';
import { conditionOf, type ShippingCondition } from '@/entities/material';
import { withoutUploadHint } from '@/entities/qualification';
import { ShipmentHead, withShipmentHeads } from './checkout-shipments';
import styles from './orders.styles';
import { getFeedback } from '@/shared/lib/feedback';
import { actionBarRef } from '@/shared/ui/action-bar';
import { ButtonLink } from '@/shared/ui/button-link';
import { LoadFailed } from '@/shared/ui/load-failed';
import { StockTag } from '@/shared/ui/stock-tag';
import { MALL_CODE } from '@/shared/api/mall-facts.gen';

const NO_INVOICE = 'none';
/** Refusals after which the cart is read again: gone lines (10012), off-shelf (10013), a new price (10014) or quantity (10015). */
const { cartLinesGone, materialUnavailable, priceChanged, quantityChanged } = MALL_CODE;
const CART_STALE_CODES: ReadonlySet<number> = new Set([cartLinesGone, materialUnavailable, priceChanged, quantityChanged]);
/** The preview is asked once the lines and the fund have stood still this long. */
const PREVIEW_DEBOUNCE_MS = 300;

function describe(change: CheckoutChange): string {
  if (change.kind === 'price') return `${change.catalogNo} ${change.name}：价格由 ${formatPrice(change.was)} 变为 ${formatPrice(change.now)}`;
  if (change.kind === 'quantity') return `${change.catalogNo} ${change.name}：数量由 ${change.was} 变为 ${change.now}`;
  if (change.kind === 'unavailable') return `${change.catalogNo} ${change.name}：已下架，无法购买`;
  return `${change.catalogNo} ${change.name}：已不在购物车中`;
}

/** The member centre's address dialog, composed by the page (a feature never imports another): `onDone` gets the new address id, or nothing when cancelled. */
type RenderAddressDialog = (open: boolean, onDone: (id?: string) => void) => ReactNode;

/** One line of the checkout as it is shown and ordered: a cart line, or a priced line of a quote. */
interface CheckoutLine {
  key: string;
  /** null: a line of a quote for something the catalogue does not list */
  matlId: string | null;
  name: string;
  mfrName: string;
  catalogNo: string;
  spec: string;
  price: number;
  quantity: number;
  /** how it ships (docs/api.md §20); a quote's line is placed by the preview's shipments */
  shippingCondition?: ShippingCondition;
  /** the cart line (its stock), when the line comes from the cart */
  cart?: CartLine;
  /** the quote's line (its list price, discount, lead time), when it comes from a quote */
  quoted?: Quote['lines'][number];
}

/** What the order is placed from: the cart's selected lines, or a quote (docs/api.md §16 Accepting). */
type CheckoutSource = { kind: 'cart'; cart: readonly CartLine[]; lines: readonly CartLine[] } | { kind: 'quote'; quote: Quote };

const fromCart = (l: CartLine): CheckoutLine => ({
  key: l.matlId,
  matlId: l.matlId,
  name: l.name,
  mfrName: l.mfrName,
  catalogNo: l.catalogNo,
  spec: l.spec,
  price: l.price,
  quantity: l.quantity,
  shippingCondition: conditionOf(l),
  cart: l,
});

const fromQuote = (quote: Quote): CheckoutLine[] =>
  pricedLines(quote).map((l) => ({
    key: l._id,
    matlId: l.matlId,
    name: l.name,
    mfrName: l.mfrName,
    catalogNo: l.catalogNo,
    spec: l.spec,
    price: l.unitPrice,
    quantity: l.quantity,
    quoted: l,
  }));

/** Why a quote cannot be ordered now, as the mall would say it (docs/api.md §16, 10132). */
function quoteBlock(quote: Quote): string | null {
  if (quote.canAccept) return null;
  if (quote.status === 'expired') return `报价单已过期（有效期至 ${quote.validUntil ?? '—'}），请重新询价`;
  if (quote.status === 'accepted') return `报价单已下单（订单 ${quote.orderNo ?? '—'}），不能重复使用`;
  if (quote.status === 'declined') return '报价单已拒绝，不能下单';
  if (quote.status === 'pending') return '报价单尚未完成报价';
  return '该报价单暂不能下单';
}

/**
 * Create an order (spec §2 /order/add): the cart's selected lines once the cart is known, else why not; with
 * `quoteId` (/order/add?quote=…, docs/api.md §16) the quote's priced lines at the quoted prices instead.
 */
export function OrderForm({ renderAddressDialog, quoteId = null }: { renderAddressDialog: RenderAddressDialog; quoteId?: string | null }) {
  // Here, not in CheckoutForm: placing the order empties the selection, which unmounts CheckoutForm, and the
  // success callbacks (clear selectedCartInfo, go to the result page) must still run (react-query drops a
  // mutate() callback whose observer has unmounted).
  const create = useCreateOrder();
  if (quoteId !== null) return <QuoteOrderForm id={quoteId} create={create} renderAddressDialog={renderAddressDialog} />;
  return <CartOrderForm create={create} renderAddressDialog={renderAddressDialog} />;
}

/** The checkout from a quote: the quote once known, else why not (not found, a failure, not orderable now). */
function QuoteOrderForm({ id, create, renderAddressDialog }: { id: string; create: ReturnType<typeof useCreateOrder>; renderAddressDialog: RenderAddressDialog }) {
  const query = useQuery(quoteQueries.detail(id));
  if (query.isPending && query.failureCount === 0) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!query.data) {
    const failure = query.error ?? query.failureReason;
    if (isApiError(failure) && failure.status === 404) {
      return <Result status="404" title="报价单不存在" extra={<ButtonLink to={ROUTES.quotes} type="primary">返回我的询价</ButtonLink>} />;
    }
    return <LoadFailed title="报价单暂时无法加载" message={failure?.message} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  const quote = query.data;
  const block = quoteBlock(quote);
  // once placed, the quote reads 已接受: the form stays until the result page opens (the mutation is still
  // pending while its onSuccess waits for the invalidated reads, the quote among them)
  if (block && !create.isPending && !create.isSuccess) {
    return (
      <div className={styles.emptyBox}>
        <Result
          status="warning"
          title={`报价单 ${quote.quoteNo} 不能下单`}
          subTitle={block}
          extra={[
            <ButtonLink key="quote" to={ROUTES.quote(quote._id)} type="primary">
              查看报价单
            </ButtonLink>,
            <ButtonLink key="quotes" to={ROUTES.quotes}>
              我的询价
            </ButtonLink>,
          ]}
        />
      </div>
    );
  }
  return <CheckoutForm source={{ kind: 'quote', quote }} create={create} renderAddressDialog={renderAddressDialog} />;
}

function CartOrderForm({ create, renderAddressDialog }: { create: ReturnType<typeof useCreateOrder>; renderAddressDialog: RenderAddressDialog }) {
  const qc = useQueryClient();
  const cartQuery = useCartQuery();
  const cart = cartQuery.data?.list;
  const lines = useMemo(() => chosenLines(cart ?? []), [cart]);

  if (!cart) {
    return cartQuery.isError || cartQuery.failureCount > 0 ? (
      <LoadFailed
        title="购物车暂时无法加载"
        retrying={cartQuery.isFetching}
        onRetry={() => void reloadSession(qc, { member: false, cart: true })}
      />
    ) : (
      <Skeleton active paragraph={{ rows: 8 }} />
    );
  }

  if (lines.length === 0) {
    return (
      <div className={styles.emptyBox}>
        <Empty description="没有要结算的商品">
          <ButtonLink to={ROUTES.cart} type="primary">返回购物车</ButtonLink>
        </Empty>
      </div>
    );
  }

  return <CheckoutForm source={{ kind: 'cart', cart, lines }} create={create} renderAddressDialog={renderAddressDialog} />;
}

const NO_CART: readonly CartLine[] = [];

/**
 * Items, address, invoice, remarks, totals; exactly one order per submission. Mounted once the cart (or the
 * quote) is known, so what it first shows counts as seen from its first render on (seenAtStart).
 */
function CheckoutForm({
  source,
  create,
  renderAddressDialog,
}: {
  /** the cart (every line, to tell what changed since checkout; the selected available lines: what is ordered), or a quote */
  source: CheckoutSource;
  /** the order's mutation, owned by OrderForm, which outlives this form */
  create: ReturnType<typeof useCreateOrder>;
  renderAddressDialog: RenderAddressDialog;
}) {
  const quote = source.kind === 'quote' ? source.quote : null;
  const cart = source.kind === 'cart' ? source.cart : NO_CART;
  const cartLines = source.kind === 'cart' ? source.lines : NO_CART;
  const lines = useMemo(() => (quote ? fromQuote(quote) : cartLines.map(fromCart)), [quote, cartLines]);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { modal } = getFeedback();
  const { member, access } = useSession();
  const addresses = useQuery(addressQueries.list(member?._id));
  const profiles = useQuery(invoiceProfileQueries.list(member?._id));
  const funds = useQuery({ ...fundQueries.list(), enabled: access.hasCompany });

  const [seen, setSeen] = useState(() => (quote ? [] : seenAtStart(readSelectedCartInfo(), cartLines)));
  // the mall's reason when it refused to order the quote (10132), said in the quote's banner
  const [quoteRefusal, setQuoteRefusal] = useState<string | null>(null);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [poNo, setPoNo] = useState('');
  const [adding, setAdding] = useState(false);
  // undefined: the buyer has not chosen (the only usable fund is then chosen for them); null: 不使用经费
  const [fundChoice, setFundChoice] = useState<string | null | undefined>(undefined);
  const [fundError, setFundError] = useState<string | null>(null);
  // controlled chemicals (docs/api.md §21): the 用途 typed per line, their problems, the mall's refusal (10172–10174)
  const [purposeText, setPurposeText] = useState<Record<string, string>>({});
  const [purposeErrors, setPurposeErrors] = useState<Record<string, string>>({});
  const [complianceRefusal, setComplianceRefusal] = useState<string | null>(null);
  // One key per submission attempt: a double click, a slow answer or a retry after a timeout reuse it.
  const key = useRef(newIdempotencyKey());
  const submitting = useRef(false);

  const changes = useMemo(() => (quote ? [] : diffCheckout(seen, cart)), [quote, seen, cart]);
  const sum = quote ? { goods: quote.goodsAmount, freight: quote.freight, coldChainFee: 0, amount: quote.amount } : totals(lines);

  const addressList = addresses.data?.list ?? [];
  const chosenAddress = addressId ?? addressList.find((a) => a.isDefault)?._id ?? addressList[0]?._id ?? null;
  const profileList = profiles.data?.list ?? [];
  const chosenInvoice = invoiceId ?? profileList.find((p) => p.isDefault)?._id ?? NO_INVOICE;

  // The funds the buyer may charge now; a choice that is no longer one of them is none.
  const usable = useMemo(() => usableFunds(funds.data ?? []), [funds.data]);
  const onlyFund = usable.length === 1 ? (usable[0]?._id ?? null) : null;
  const fundId = fundChoice === undefined ? onlyFund : fundChoice !== null && usable.some((f) => f._id === fundChoice) ? fundChoice : null;

  // What placing would do (approval, a shortfall, the total): asked once the funds are fetched (the only usable
  // fund is then chosen) and lines and fund have stood still for PREVIEW_DEBOUNCE_MS, so the first preview already
  // carries the fund and none is asked for a value about to change; a failed preview shows nothing.
  const previewLines = useMemo(() => lines.map((l) => ({ matlId: l.matlId ?? l.key, quantity: l.quantity, price: l.price })), [lines]);
  const previewInput = useMemo(() => ({ lines: previewLines, fundId }), [previewLines, fundId]);
  const settled = useDebouncedValue(previewInput, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    ...previewQueries.preview(member?._id, settled.lines, settled.fundId, quote?._id ?? null),
    enabled: funds.isFetched && settled === previewInput,
  });
  const shown = preview.isError ? undefined : preview.data;
  const current = shown && !preview.isPlaceholderData && settled === previewInput ? shown : undefined;
  const fundRequired = shown?.fundRequired === true && usable.length > 0;
  const blocked = current?.blocked ?? null;
  // the mall's totals once it has answered for these lines, else the page's own
  const total = current ? { goods: current.goodsAmount, freight: current.freight, coldChainFee: current.coldChainFee, amount: current.amount } : sum;
  // one group per shipment (docs/api.md §20): the mall's word once it has answered, else each line's condition
  const shipments = withShipmentHeads(checkoutShipments(lines, current?.shipments));

  // the explosive or toxic lines, as the cart says them at once and the preview once it has answered
  const purposeLines = useMemo<PurposeLine[]>(() => {
    const byId = new Map<string, PurposeLine>();
    for (const l of lines) if (l.matlId && l.cart?.compliance.purposeRequired) byId.set(l.matlId, { matlId: l.matlId, name: l.name, controls: l.cart.compliance.controls });
    for (const c of shown?.compliance.lines ?? []) if (c.purposeRequired && !byId.has(c.matlId)) byId.set(c.matlId, { matlId: c.matlId, name: c.name, controls: c.controls });
    return [...byId.values()];
  }, [lines, shown]);
  const complianceBlocked = current?.compliance.blocked ?? null;
  const expiring = [...new Set((shown?.compliance.lines ?? []).map((c) => c.expiring).filter((e): e is string => Boolean(e)))];
  const typePurpose = (matlId: string, value: string) => {
    setPurposeText((t) => ({ ...t, [matlId]: value }));
    setPurposeErrors(({ [matlId]: _, ...rest }) => rest);
  };

  const chooseFund = (id: string | null) => {
    setFundChoice(id);
    setFundError(null);
  };

  const acknowledge = () => {
    writeSelectedCartInfo(cartLines);
    setSeen(cartLines.map(toSelectedCartLine));
  };

  const place = () => {
    if (submitting.current || create.isPending) return;
    if (!chosenAddress) {
      modal.warning({ title: '请选择收货地址', content: '还没有收货地址，请先新增一个。' });
      return;
    }
    // every 用途 is checked with the fund, so both are said at once; the first (用途, above the fund) is shown
    const checked = checkPurposes(purposeLines, purposeText);
    if (Object.keys(checked.errors).length > 0) {
      setPurposeErrors(checked.errors);
      if (fundRequired && !fundId) setFundError('请选择经费');
      document.getElementById('purpose-section')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    if (fundRequired && !fundId) {
      setFundError('请选择经费');
      // (jsdom draws nothing and has no scrolling)
      document.getElementById('fund-title')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    if (blocked || quoteRefusal || complianceBlocked) return;
    if (changes.length > 0) {
      modal.confirm({
        title: '商品信息有变化',
        content: (
          <ul className={styles.missing}>
            {changes.map((c) => (
              <li key={`${c.matlId}-${c.kind}`}>{describe(c)}</li>
            ))}
          </ul>
        ),
        okText: '按最新信息提交',
        cancelText: '返回检查',
        onOk: () => {
          acknowledge();
          send();
        },
      });
      return;
    }
    send();
  };

  const send = () => {
    if (submitting.current) return;
    submitting.current = true;
    setComplianceRefusal(null);
    const { purposes } = checkPurposes(purposeLines, purposeText);
    create.mutate(
      {
        addressId: chosenAddress!,
        ...(chosenInvoice !== NO_INVOICE ? { invoiceProfileId: chosenInvoice } : {}),
        remark: remark.trim(),
        poNo: poNo.trim(),
        ...(fundId ? { fundId } : {}),
        // from a quote the mall orders the quote's priced lines (matlIds is ignored) and compares `expected` with the
        // quoted prices; a line the catalogue does not list becomes an order line under its quote line's _id (§16)
        matlIds: lines.map((l) => l.matlId ?? l.key),
        expected: lines.map((l) => ({ matlId: l.matlId ?? l.key, price: l.price, quantity: l.quantity })),
        ...(quote ? { quoteId: quote._id } : {}),
        ...(purposes.length > 0 ? { purposes } : {}),
        idempotencyKey: key.current,
      },
      {
        onSuccess: (order) => {
          if (!quote) clearSelectedCartInfo();
          key.current = newIdempotencyKey();
          // Only the id: the result page loads the order and shows the mall's number and amount.
          void navigate(`${ROUTES.orderResult}?${new URLSearchParams({ id: order._id }).toString()}`, { replace: true });
        },
        onError: (error) => {
          if (quote && isApiError(error) && (error.code === QUOTE_REFUSAL || error.code === priceChanged || error.code === quantityChanged || error.status === 404)) {
            // the quote changed meanwhile (expired, ordered elsewhere, declined): its reason in the banner, the quote read again
            if (error.code === QUOTE_REFUSAL) {
              claimNotice(error); // said here only (createOrder leaves 10132 to the page)
              setQuoteRefusal(error.message);
            }
            void qc.invalidateQueries({ queryKey: quoteQueries.all() });
          } else if (!quote && isApiError(error) && error.code !== undefined && CART_STALE_CODES.has(error.code)) {
            void reloadSession(qc, { member: false, cart: true });
          }
          // a line without a covering qualification, over its limit, or without its 用途: said in the banner, what
          // was typed kept, the preview read again (and the cart, whose lines carry the verdict)
          if (isApiError(error) && error.code !== undefined && COMPLIANCE_REFUSALS.has(error.code)) {
            claimNotice(error); // said here only (createOrder leaves these codes to the page)
            setComplianceRefusal(error.message);
            if (!quote) void qc.invalidateQueries({ queryKey: queryRoots.cart });
            void preview.refetch();
          }
          // a fund the buyer may no longer charge, or one that no longer covers the order: said under the
          // picker, and the funds and the preview are read again
          if (isApiError(error) && error.code !== undefined && FUND_REFUSALS.has(error.code)) {
            claimNotice(error); // said here only (createOrder leaves these codes to the page)
            setFundError(error.message);
            void qc.invalidateQueries({ queryKey: fundQueries.root() });
            void preview.refetch();
          }
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  return (
    <div className={styles.checkout}>
      {quote ? (
        <Alert
          type={quoteRefusal ? 'error' : 'info'}
          showIcon
          className={styles.block}
          role={quoteRefusal ? 'alert' : 'status'}
          title={
            <span>
              价格来自报价单 <Link to={ROUTES.quote(quote._id)}>{quote.quoteNo}</Link>
              {quote.validUntil ? `（有效期至 ${quote.validUntil}）` : ''}
            </span>
          }
          description={
            quoteRefusal ? (
              <span>
                {quoteRefusal}。<Link to={ROUTES.quote(quote._id)}>返回报价单</Link>
              </span>
            ) : (
              '按报价单中已报价的商品、数量和价格下单，不影响购物车。'
            )
          }
        />
      ) : null}
      {changes.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          className={styles.block}
          title="自您在购物车查看后，以下商品信息有变化"
          description={
            <ul className={styles.missing}>
              {changes.map((c) => (
                <li key={`${c.matlId}-${c.kind}`}>{describe(c)}</li>
              ))}
            </ul>
          }
          action={
            <Button size="small" onClick={acknowledge}>
              我已知晓
            </Button>
          }
        />
      ) : null}

      <ComplianceBanner
        blocked={complianceBlocked}
        refusal={complianceRefusal}
        expiring={expiring}
        controls={(shown?.compliance.lines ?? []).filter((c) => c.status !== 'ok').flatMap((c) => c.controls)}
      />

      <section className={styles.panel} aria-labelledby="addr-title">
        <div className={styles.panelHead}>
          <h2 id="addr-title">收货地址</h2>
          {!adding ? (
            <Button type="link" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              新增地址
            </Button>
          ) : null}
        </div>
        {addresses.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
        {renderAddressDialog(adding, (id) => {
          if (id) setAddressId(id);
          setAdding(false);
        })}
        {addressList.length === 0 && !addresses.isPending && !adding ? <p className={styles.muted}>还没有收货地址，请新增。</p> : null}
        <Radio.Group className={styles.choices} aria-labelledby="addr-title" value={chosenAddress} onChange={(event) => setAddressId(String(event.target.value))}>
          {addressList.map((a) => (
            <Radio key={a._id} value={a._id} className={styles.choice}>
              <span className={styles.choiceMain}>
                {a.receiver} {a.cellphone}
                {a.isDefault ? (
                  <Tag color="blue" className={styles.tagGap}>
                    默认
                  </Tag>
                ) : null}
              </span>
              <span className={styles.muted}>{formatAddress(a)}</span>
            </Radio>
          ))}
        </Radio.Group>
      </section>

      <section className={styles.panel} aria-labelledby="items-title">
        <div className={styles.panelHead}>
          <h2 id="items-title">商品清单（{lines.length} 种）</h2>
          {quote ? <Link to={ROUTES.quote(quote._id)}>查看报价单</Link> : <Link to={ROUTES.cart}>返回购物车修改</Link>}
        </div>
        <ul className={styles.checkoutItems}>
          {shipments.map(({ line: l, shipment, count }, i) => (
            <li key={l.key}>
              {shipment ? <ShipmentHead shipment={shipment} count={count} first={i === 0} /> : null}
              <div className={styles.itemName}>{l.name}</div>
              <div className={styles.muted}>
                {[l.mfrName, `货号 ${l.catalogNo}`, l.spec].filter(Boolean).join(' · ')}{' '}
                {l.cart ? <StockTag stock={l.cart.stock} leadDays={l.cart.leadDays} /> : null}
                {l.quoted?.leadDays !== null && l.quoted?.leadDays !== undefined ? ` · 货期 ${l.quoted.leadDays} 天` : ''}
              </div>
              <div className={styles.itemLine}>
                <span>
                  {l.quoted && l.quoted.listPrice !== null && l.quoted.listPrice > l.price ? <del className={styles.muted}>{formatPrice(l.quoted.listPrice)}</del> : null}{' '}
                  {formatPrice(l.price)} × {l.quantity}
                  {l.quoted?.discountNote ? <Tag className={styles.tagGap}>{l.quoted.discountNote}</Tag> : null}
                </span>
                <b>{formatPrice(l.cart ? lineAmount(l.cart) : (l.quoted?.amount ?? l.price * l.quantity))}</b>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <PurposeInputs lines={purposeLines} values={purposeText} errors={purposeErrors} onChange={typePurpose} />

      {usable.length > 0 ? <FundPicker funds={usable} value={fundId} onChange={chooseFund} required={fundRequired} error={fundError} /> : null}

      <section className={styles.panel} aria-labelledby="invoice-title">
        <div className={styles.panelHead}>
          <h2 id="invoice-title">发票</h2>
        </div>
        <Radio.Group className={styles.choices} aria-labelledby="invoice-title" value={chosenInvoice} onChange={(event) => setInvoiceId(String(event.target.value))}>
          <Radio value={NO_INVOICE} className={styles.choice}>
            不开发票
          </Radio>
          {profileList.map((p) => (
            <Radio key={p._id} value={p._id} className={styles.choice}>
              <span className={styles.choiceMain}>
                {p.title}
                <Tag className={styles.tagGap}>{p.typeLabel}</Tag>
                {p.isDefault ? <Tag color="blue">默认</Tag> : null}
              </span>
              {p.taxNo ? <span className={styles.muted}>税号 {p.taxNo}</span> : null}
            </Radio>
          ))}
        </Radio.Group>
      </section>

      <section className={styles.panel} aria-labelledby="remark-title">
        <div className={styles.panelHead}>
          <h2 id="remark-title">备注</h2>
        </div>
        <label htmlFor="order-po-no" className={own.poLabel}>
          采购单号 / 内部编号
        </label>
        <Input
          id="order-po-no"
          className={styles.block}
          placeholder="选填，打印在合同和验收单上"
          aria-label="采购单号"
          maxLength={50}
          value={poNo}
          onChange={(e) => setPoNo(e.target.value)}
        />
        <Input.TextArea placeholder="订单备注（选填）" aria-label="订单备注" maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 5 }} value={remark} onChange={(e) => setRemark(e.target.value)} />
      </section>

      {shown ? <PreviewNotices preview={shown} /> : null}

      <div ref={actionBarRef} className={styles.submitBar} role="region" aria-label="提交订单">
        <div className={styles.submitSum}>
          <span className={styles.muted}>
            商品 {formatPrice(total.goods)} · 运费 {total.freight ? formatPrice(total.freight) : '免运费'}
            {total.coldChainFee ? <> · 干冰费 <span data-testid="checkout-cold-chain-fee">{formatPrice(total.coldChainFee)}</span></> : null}
          </span>
          <span>
            应付 <b className={styles.amount} data-testid="checkout-amount">{formatPrice(total.amount)}</b>
          </span>
          {/* why 提交订单 is disabled, where the button is (the notice itself may be out of sight on a phone) */}
          {blocked ? <span className={own.barError}>{blocked}</span> : null}
          {quoteRefusal ? <span className={own.barError}>{quoteRefusal}</span> : null}
          {complianceBlocked ? <span className={own.barError}>{access.isSubAccount ? withoutUploadHint(complianceBlocked) : complianceBlocked}</span> : null}
        </div>
        <Button type="primary" size="large" className={styles.submit} loading={create.isPending} disabled={Boolean(blocked) || Boolean(quoteRefusal) || Boolean(complianceBlocked)} onClick={place}>
          提交订单
        </Button>
      </div>
    </div>
  );
}
