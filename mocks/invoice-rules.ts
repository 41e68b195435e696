/**
 * Invoices and the orders they cover (docs/api.md §7, §19), as pure functions of the records: which orders an
 * invoice covers, an order's invoice status (the statements of §18 read it), which orders may still be invoiced,
 * and the rules of a consolidated application (合并开票, 10160–10163). No database here: the handlers pass
 * `db.state` (or the seed) in.
 */
import type { InvoiceProfileRecord, InvoiceRecord, InvoiceStatus, OrderRecord } from './db/types.ts';
import { MALL_CODE, MALL_COUNTS, MALL_PROPERTY_LABELS, type MallCode } from './facts.gen.ts';
import { cents, round2, yuan } from './rmb.ts';

/** Invoices that stand: issued, being reissued or red-lettered (valid until the red-letter cancel), reissue refused. */
export const VALID_INVOICE: readonly InvoiceStatus[] = ['issued', 'reissuing', 'rejected', 'redLettering'];
/** An order in one of these is invoiced or being invoiced: it joins no other application (a reissued one is void). */
export const BLOCKING_INVOICE: readonly InvoiceStatus[] = ['applying', ...VALID_INVOICE];

export const MAX_CONSOLIDATED_ORDERS = MALL_COUNTS.invoiceOrders;

/** Every order of the invoice, the first being `orderId` (an ordinary invoice: just that one). */
export function invoiceOrderIds(invoice: Pick<InvoiceRecord, 'orderId' | 'orderIds'>): string[] {
  return invoice.orderIds?.length ? invoice.orderIds : [invoice.orderId];
}

/** The invoices covering the order, in their stored order. */
export function invoicesOfOrder(state: { readonly invoices: readonly InvoiceRecord[] }, orderId: string): InvoiceRecord[] {
  return state.invoices.filter((i) => invoiceOrderIds(i).includes(orderId));
}

/**
 * The invoices of each order, in their stored order, read once: `{ invoices: index.get(id) ?? [] }` answers the
 * functions here as `state` does, without a pass over every invoice per order (a large account, docs/api.md §10).
 */
export function invoicesByOrder(invoices: readonly InvoiceRecord[]): Map<string, InvoiceRecord[]> {
  const index = new Map<string, InvoiceRecord[]>();
  for (const invoice of invoices) {
    for (const id of new Set(invoiceOrderIds(invoice))) {
      const list = index.get(id);
      if (list) list.push(invoice);
      else index.set(id, [invoice]);
    }
  }
  return index;
}

export type OrderInvoiceStatus = 'none' | 'applying' | 'issued';

export const ORDER_INVOICE_STATUS_LABELS: Record<OrderInvoiceStatus, string> = MALL_PROPERTY_LABELS.StatementLine.invoiceStatus;

/**
 * The order's invoice status as the statements show it (docs/api.md §18): `issued` when a valid invoice covers it
 * (its number as `invoiceNo`), else `applying` when an application does, else `none`. Pass `db.state`.
 */
export function invoiceStatusOfOrder(
  state: { readonly invoices: readonly InvoiceRecord[] },
  orderId: string,
): { status: OrderInvoiceStatus; statusLabel: string; invoiceNo: string | null; invoiceId: string | null } {
  const covering = invoicesOfOrder(state, orderId);
  const valid = covering.find((i) => VALID_INVOICE.includes(i.status));
  const applying = covering.find((i) => i.status === 'applying');
  const status: OrderInvoiceStatus = valid ? 'issued' : applying ? 'applying' : 'none';
  const invoice = valid ?? applying;
  return {
    status,
    statusLabel: ORDER_INVOICE_STATUS_LABELS[status],
    invoiceNo: valid ? valid.invoiceNo : null,
    invoiceId: invoice?._id ?? null,
  };
}

/** Whether the order may go on a new application: completed and in no invoice but reissued ones. */
export function isInvoiceable(state: { readonly invoices: readonly InvoiceRecord[] }, order: OrderRecord): boolean {
  return order.status === 'completed' && !invoicesOfOrder(state, order._id).some((i) => BLOCKING_INVOICE.includes(i.status));
}

/** How titles are compared: spaces and case do not count (a tax number is upper case, a title has no case). */
const normTitle = (text: string): string => text.replace(/[\s\u3000]+/g, '').toUpperCase();

/** The order's invoice profile (chosen at order time) is the application's: same title and tax number. */
export function sameTitle(
  orderProfile: Pick<InvoiceProfileRecord, 'title' | 'taxNo'>,
  profile: Pick<InvoiceProfileRecord, 'title' | 'taxNo'>,
): boolean {
  return normTitle(orderProfile.title) === normTitle(profile.title) && normTitle(orderProfile.taxNo) === normTitle(profile.taxNo);
}

export interface Refusal {
  code: MallCode;
  msg: string;
}

/** 10160: how many orders an application may hold (after removing repeats). */
export function orderCountRefusal(orderIds: readonly string[]): Refusal | null {
  if (orderIds.length === 0) return { msg: '请选择要开票的订单', code: MALL_CODE.badInvoiceSelection };
  if (orderIds.length > MAX_CONSOLIDATED_ORDERS) return { msg: `一次最多合并 ${MAX_CONSOLIDATED_ORDERS} 个订单`, code: MALL_CODE.badInvoiceSelection };
  return null;
}

/**
 * The rules of docs/api.md §19 on orders the caller may see (unknown and invisible ones answer 404 before),
 * in the order they were chosen; the first broken rule answers:
 * 10160 none or more than 50; 10161 an order not completed, or already in an applying or valid invoice (the
 * first such order named); 10162 an order placed with another title or tax number; 10163 a 专票 profile
 * without its address, phone, bank and account.
 */
export function consolidatedRefusal(
  state: { readonly invoices: readonly InvoiceRecord[] },
  orders: readonly OrderRecord[],
  profile: Pick<InvoiceProfileRecord, 'type' | 'title' | 'taxNo' | 'regAddress' | 'regPhone' | 'bankName' | 'bankAccount'>,
): Refusal | null {
  const count = orderCountRefusal(orders.map((o) => o._id));
  if (count) return count;
  for (const order of orders) {
    if (order.status !== 'completed') return { msg: `订单 ${order.orderNo} 尚未完成，暂不能开票`, code: MALL_CODE.ordersNotInvoiceable };
    if (!isInvoiceable(state, order)) return { msg: `订单 ${order.orderNo} 已开票或正在开票`, code: MALL_CODE.ordersNotInvoiceable };
  }
  for (const order of orders) {
    if (order.invoiceProfile && !sameTitle(order.invoiceProfile, profile)) {
      return { msg: `所选订单的发票抬头不一致：订单 ${order.orderNo} 下单时选择了「${order.invoiceProfile.title}」`, code: MALL_CODE.invoiceTitleMismatch };
    }
  }
  const incomplete = [profile.regAddress, profile.regPhone, profile.bankName, profile.bankAccount].some((v) => v.trim() === '');
  if (profile.type === 'special' && incomplete) {
    return { msg: '增值税专用发票需要完整的抬头信息（注册地址、注册电话、开户银行、银行账号），请先补全该抬头', code: MALL_CODE.specialTitleIncomplete };
  }
  return null;
}


/** The VAT (13 %) included in a total, as the seed and the applications compute it. */
export const vatIn = (amount: number): number => round2((amount * 13) / 113);

/**
 * A consolidated application's record (status `applying`, no number yet): the orders' amounts summed, the
 * profile as a snapshot, the first order as `orderId`/`orderNo`.
 */
export function consolidatedInvoice(
  id: string,
  memberId: string,
  orders: readonly OrderRecord[],
  profile: InvoiceRecord['profile'],
  remark: string,
  appliedAt: string,
): InvoiceRecord {
  const first = orders[0];
  if (!first) throw new Error('a consolidated invoice needs at least one order');
  const amount = yuan(orders.reduce((sum, o) => sum + cents(o.amount), 0));
  return {
    _id: id,
    invoiceNo: '',
    memberId,
    orderId: first._id,
    orderNo: first.orderNo,
    type: profile.type,
    amount,
    taxAmount: vatIn(amount),
    status: 'applying',
    profile: { ...profile },
    appliedAt,
    formats: [],
    orderIds: orders.map((o) => o._id),
    consolidated: true,
    remark,
  };
}
