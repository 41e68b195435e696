import { useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Result, Skeleton } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { chosenLines, useCartQuery } from '@/entities/cart';
import { quoteQueries } from '@/entities/quote';
import { orderStyles as styles, ReimbursementNotes, useCreateOrder } from '@/entities/order';
import { reloadSession } from '@/shared/session';
import { ButtonLink } from '@/shared/ui/button-link';
import { LoadFailed } from '@/shared/ui/load-failed';
import { RecordFallback } from '@/shared/ui/record-fallback';
import { quoteBlock, type CheckoutSource } from '../model/checkout-source';
import { FundPicker, fundBlockText, PreviewNotices } from './checkout-fund';
import { COMPLIANCE_BANNER_ID, ComplianceBanner, PurposeInputs } from './checkout-compliance';
import { ChangesBanner, QuoteBanner } from './checkout-banners';
import { AddressSection, InvoiceSection, ItemsSection, RemarkSection } from './checkout-sections';
import { SubmitBar } from './checkout-submit-bar';
import { CreditLine } from './checkout-credit';
import { useCheckout } from './use-checkout';

/** The member centre's address dialog, composed by the page (a feature never imports another): `onDone` gets the new address id, or nothing when cancelled. */
type RenderAddressDialog = (open: boolean, onDone: (id?: string) => void) => ReactNode;

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
  const quote = query.data;
  if (!quote) return <RecordFallback query={query} rows={8} missing="报价单不存在" failed="报价单暂时无法加载" back={{ to: ROUTES.quotes, label: '返回我的询价' }} />;
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

/**
 * Items, address, invoice, remarks, totals; exactly one order per submission. Mounted once the cart (or the
 * quote) is known, so what it first shows counts as seen from its first render on (seenAtStart). Its state, preview
 * and placing are useCheckout's; its sections are drawn here in order.
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
  const checkout = useCheckout(source, create);
  const [adding, setAdding] = useState(false);
  const { quote, compliance, fund, purposes, shown } = checkout;
  return (
    <div className={styles.checkout}>
      {quote ? <QuoteBanner quote={quote} refusal={checkout.quoteRefusal} /> : null}
      <ChangesBanner changes={checkout.changes} onAcknowledge={checkout.acknowledge} />

      <ComplianceBanner
        id={COMPLIANCE_BANNER_ID}
        blocked={compliance.blocked}
        refusal={compliance.refusal}
        expiring={compliance.expiring}
        controls={(shown?.compliance.lines ?? []).filter((c) => c.status !== 'ok').flatMap((c) => c.controls)}
      />

      <AddressSection
        addresses={checkout.addresses}
        adding={adding}
        onAdd={() => setAdding(true)}
        addressDialog={renderAddressDialog(adding, (id) => {
          if (id) checkout.addresses.choose(id);
          setAdding(false);
        })}
      />

      <ItemsSection lines={checkout.lines} quote={checkout.quote} shipments={checkout.shipments} />

      <PurposeInputs lines={purposes.lines} values={purposes.values} errors={purposes.errors} onChange={purposes.type} />

      {fund.usable.length > 0 ? (
        <FundPicker funds={fund.usable} value={fund.fundId} onChange={fund.choose} required={fund.required} error={fund.error ?? (checkout.blocked ? fundBlockText(shown) : null)} />
      ) : null}

      <InvoiceSection invoices={checkout.invoices} />

      {checkout.credit.line ? <CreditLine credit={checkout.credit.line} refusal={checkout.credit.refusal} /> : null}

      <RemarkSection remark={checkout.remark} />

      {shown ? <PreviewNotices preview={shown} /> : null}

      {/* 报销 rules the order meets: said once, never blocking */}
      {shown ? <ReimbursementNotes notes={shown.reimbursementNotes} /> : null}

      <SubmitBar checkout={checkout} create={create} />
    </div>
  );
}
