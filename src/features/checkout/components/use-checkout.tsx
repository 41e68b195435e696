import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, queryRoots } from '@/shared/api';
import { claimNotice } from '@/shared/api/errors';
import { ROUTES } from '@/shared/config/routes';
import { clearSelectedCartInfo, readSelectedCartInfo, toSelectedCartLine, writeSelectedCartInfo, type CartLine } from '@/entities/cart';
import { checkoutCredit, useSession } from '@/entities/member';
import { quoteQueries } from '@/entities/quote';
import { addressQueries } from '@/entities/address';
import { invoiceProfileQueries } from '@/entities/invoice-profile';
import { fundQueries, usableFunds } from '@/entities/fund';
import { checkPurposes, sumFenOf, type useCreateOrder } from '@/entities/order';
import { toFen } from '@/shared/lib/money';
import { reloadSession } from '@/shared/session';
import { getFeedback } from '@/shared/lib/feedback';
import { previewQueries } from '../api/preview';
import { useDebouncedValue } from '../model/use-debounced-value';
import { checkoutShipments, diffCheckout, newIdempotencyKey, seenAtStart } from '../model/checkout';
import { answersLines, brokenRule, checkoutLines, sourceSum, withPreviewPrices, type CheckoutSource } from '../model/checkout-source';
import { routeRefusal, type RefusalReload } from '../model/refusals';
import { ChangeList } from './checkout-banners';
import { withShipmentHeads } from './checkout-shipments';
import type { PurposeLine } from './checkout-compliance';

export const NO_INVOICE = 'none';
/** The preview is asked once the lines and the fund have stood still this long. */
const PREVIEW_DEBOUNCE_MS = 300;
const NO_CART: readonly CartLine[] = [];

/**
 * The checkout's state (address, invoice, remarks, fund, 用途), its preview (what placing would do now) and placing
 * the order: exactly one order per submission. `create` is owned by OrderForm, which outlives the form.
 */
export function useCheckout(source: CheckoutSource, create: ReturnType<typeof useCreateOrder>) {
  const quote = source.kind === 'quote' ? source.quote : null;
  const cart = source.kind === 'cart' ? source.cart : NO_CART;
  const cartLines = source.kind === 'cart' ? source.lines : NO_CART;
  const lines = useMemo(() => checkoutLines(quote, cartLines), [quote, cartLines]);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { modal } = getFeedback();
  const { member, access } = useSession();
  const addresses = useQuery(addressQueries.list(member?._id));
  const profiles = useQuery(invoiceProfileQueries.list(member?._id));
  const funds = useQuery({ ...fundQueries.list(), enabled: access.canUseCompanyPages });

  const [seen, setSeen] = useState(() => (quote ? [] : seenAtStart(readSelectedCartInfo(), cartLines)));
  // the mall's reason when it refused to order the quote (10132), said in the quote's banner
  const [quoteRefusal, setQuoteRefusal] = useState<string | null>(null);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [poNo, setPoNo] = useState('');
  // undefined: the buyer has not chosen (the only usable fund is then chosen for them); null: 不使用经费
  const [fundChoice, setFundChoice] = useState<string | null | undefined>(undefined);
  const [fundError, setFundError] = useState<string | null>(null);
  // controlled chemicals (docs/api.md §21): the 用途 typed per line, their problems, the mall's refusal (10172–10174)
  const [purposeText, setPurposeText] = useState<Record<string, string>>({});
  const [purposeErrors, setPurposeErrors] = useState<Record<string, string>>({});
  const [complianceRefusal, setComplianceRefusal] = useState<string | null>(null);
  // the mall's refusal of an order past the credit limit (10100), said in the 结算方式 block
  const [creditRefusal, setCreditRefusal] = useState<string | null>(null);
  // One key per submission attempt: a double click, a slow answer or a retry after a timeout reuse it.
  const key = useRef(newIdempotencyKey());
  const submitting = useRef(false);

  const changes = useMemo(() => (quote ? [] : diffCheckout(seen, cart)), [quote, seen, cart]);
  const sum = sourceSum(quote, lines);

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
  // the last answer for these very lines (a change of fund keeps it): its prices, shipments and totals stand
  const forLines = shown && answersLines(shown.lines, previewLines) ? shown : current;
  // the mall's totals once it has answered for these lines, else the page's own
  const total = forLines ? sumFenOf(forLines) : sum;
  // the mall's unit prices once it has answered (协议价与阶梯价, docs/api.md §5): shown, and sent as `expected`
  const priced = useMemo(() => withPreviewPrices(lines, forLines?.lines), [lines, forLines]);
  // one group per shipment (docs/api.md §20): the mall's word once it has answered, else each line's condition
  const shipments = useMemo(() => withShipmentHeads(checkoutShipments(priced, forLines?.shipments)), [priced, forLines]);

  // the explosive or toxic lines, as the cart says them at once and the preview once it has answered
  const purposeLines = useMemo<PurposeLine[]>(() => {
    const byId = new Map<string, PurposeLine>();
    for (const l of lines) if (l.matlId && l.cart?.compliance.purposeRequired) byId.set(l.matlId, { matlId: l.matlId, name: l.name, controls: l.cart.compliance.controls });
    for (const c of shown?.compliance.lines ?? []) if (c.purposeRequired && !byId.has(c.matlId)) byId.set(c.matlId, { matlId: c.matlId, name: c.name, controls: c.controls });
    return [...byId.values()];
  }, [lines, shown]);
  const complianceBlocked = current?.compliance.blocked ?? null;
  // 结算方式 (docs/api.md §17 Credit terms): the mall's last answer on screen; an order past the limit holds 提交订单
  const credit = shown ? checkoutCredit(shown.credit, toFen(shown.amount)) : null;
  const creditBlocked = current && credit ? credit.blocked : null;
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
    if (blocked || quoteRefusal || complianceBlocked || creditBlocked) return;
    // a line below its minimum or off its multiple: the mall would refuse it (10054)
    const broken = brokenRule(priced);
    if (broken) {
      modal.warning({ title: '请修改数量后再提交', content: broken });
      return;
    }
    if (changes.length > 0) {
      modal.confirm({
        title: '商品信息有变化',
        content: <ChangeList changes={changes} />,
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

  /** What is read again after a refusal (model/refusals.ts). */
  const reload = (what: RefusalReload) => {
    if (what === 'quote') void qc.invalidateQueries({ queryKey: quoteQueries.all() });
    else if (what === 'cart') void reloadSession(qc, { member: false, cart: true });
    else if (what === 'cartVerdicts') void qc.invalidateQueries({ queryKey: queryRoots.cart });
    else if (what === 'funds') void qc.invalidateQueries({ queryKey: fundQueries.root() });
    else void preview.refetch();
  };

  const send = () => {
    if (submitting.current) return;
    submitting.current = true;
    setComplianceRefusal(null);
    setCreditRefusal(null);
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
        expected: priced.map((l) => ({ matlId: l.matlId ?? l.key, price: l.price, quantity: l.quantity })),
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
          if (!isApiError(error)) return;
          const route = routeRefusal(error, quote ? 'quote' : 'cart');
          // said here only (createOrder leaves these codes to the page), in the place the table names
          if (route.say.length > 0) claimNotice(error);
          if (route.say.includes('quote')) setQuoteRefusal(error.message);
          if (route.say.includes('compliance')) setComplianceRefusal(error.message);
          if (route.say.includes('fund')) setFundError(error.message);
          if (route.say.includes('credit')) setCreditRefusal(error.message);
          route.reload.forEach(reload);
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  return {
    quote,
    lines: priced,
    changes,
    acknowledge,
    addresses: { list: addressList, pending: addresses.isPending, chosen: chosenAddress, choose: setAddressId },
    invoices: { list: profileList, chosen: chosenInvoice, choose: setInvoiceId },
    remark: { remark, setRemark, poNo, setPoNo },
    fund: { usable, fundId, choose: chooseFund, required: fundRequired, error: fundError },
    purposes: { lines: purposeLines, values: purposeText, errors: purposeErrors, type: typePurpose },
    compliance: { blocked: complianceBlocked, refusal: complianceRefusal, expiring },
    credit: { line: credit, blocked: creditBlocked, refusal: creditRefusal },
    shown,
    shipments,
    total,
    blocked,
    quoteRefusal,
    place,
  };
}
