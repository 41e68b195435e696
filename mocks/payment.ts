/**
 * Payment by bank transfer (docs/api.md §17) as the fake mall reads it: pure functions of an order, shared by the
 * order answers, the payment receipts, the demo control `POST /__mock/orders/{id}/pay` and the statements (§18).
 *
 * What an order has received is the sum of its `transfers` (as the mall's finance matched them). The seed writes
 * a transfer for every order it paid (mocks/db/seed/billing.ts); an order with `paidAt` but no `transfers` (a
 * session saved before transfers existed) reads as paid in full at `paidAt`, so `paidAt` alone never contradicts
 * the payment status.
 */
import type { OrderRecord, OrderStatus, PaymentReceiptRecord } from './db/types.ts';
import { recordEvent } from './order-timeline.ts';
import { cents, isFenAmount, yuan } from './rmb.ts';
import { accountCreditOf } from './credit-terms.ts';
import { formatFen, toFen } from '../src/shared/lib/money.ts';
import { MALL_COUNTS, MALL_LABELS } from './facts.gen.ts';

export type PaymentStatus = 'unpaid' | 'partial' | 'paid' | 'refunding' | 'refunded';

// never a word of the order statuses (待付款 is an order status)
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = MALL_LABELS.PaymentStatus;

/** Orders not to be paid: still in approval, rejected by the approver, or cancelled (`payment` is null). */
export const NOT_PAYABLE: readonly OrderStatus[] = ['pendingApproval', 'rejected', 'cancelled'];

/**
 * The mall takes payment once it has reviewed the order (docs/api.md §17): from 待付款 on. No account of the fake
 * mall may pay before the review.
 */
const BEFORE_REVIEW: readonly OrderStatus[] = ['pendingApproval', 'rejected', 'pendingReview'];

export const NOT_REVIEWED_YET = '订单尚在商城审核中，审核通过后即可付款';

/**
 * Accounts with credit terms (账期): the days after delivery within which they pay (docs/api.md §17); the others pay
 * before shipment (先款后货). In the fake mall, the demo owner's account (mocks/credit-terms.ts).
 */
export const creditDaysOf = (ownerId: string): number | null => accountCreditOf(ownerId)?.days ?? null;

export type Refund = NonNullable<OrderRecord['refund']>;

export type Transfer = NonNullable<OrderRecord['transfers']>[number];

/** The transfers of the order, oldest first (see the module's note on `paidAt` without transfers). */
export function transfersOf(order: Pick<OrderRecord, 'transfers' | 'paidAt' | 'amount'>): Transfer[] {
  if (order.transfers) return [...order.transfers].sort((a, b) => a.at.localeCompare(b.at));
  return order.paidAt ? [{ at: order.paidAt, amount: order.amount, payer: '' }] : [];
}

export interface PaymentOf {
  status: PaymentStatus;
  statusLabel: string;
  amountPaid: number;
  /** amount − amountPaid, never below 0 */
  amountDue: number;
  /** the order number, to write as 付款备注 */
  reference: string;
  /** when the payment completed it (null until paid) */
  paidAt: string | null;
  transfers: Transfer[];
}

/** What the order has received and what it still owes (any status; `orderPayment` says null for unpayable ones). */
export function paymentOf(order: Pick<OrderRecord, 'orderNo' | 'amount' | 'transfers' | 'paidAt' | 'refund'>): PaymentOf {
  const transfers = transfersOf(order);
  const paidCents = transfers.reduce((sum, t) => sum + cents(t.amount), 0);
  const paidInFull = paidCents >= cents(order.amount);
  // a refund (a cancelled order that had received money) says what happens to the money; nothing is due then
  const status: PaymentStatus = order.refund ? order.refund.status : paidInFull ? 'paid' : paidCents > 0 ? 'partial' : 'unpaid';
  return {
    status,
    statusLabel: PAYMENT_STATUS_LABELS[status],
    amountPaid: yuan(paidCents),
    amountDue: order.refund ? 0 : yuan(Math.max(0, cents(order.amount) - paidCents)),
    reference: order.orderNo,
    paidAt: paidInFull ? (order.paidAt ?? transfers[transfers.length - 1]?.at ?? null) : null,
    transfers,
  };
}

/** Whether the order is to be paid at all, or has money to account for (docs/api.md §17). */
export const isPayable = (order: Pick<OrderRecord, 'status' | 'refund'>): boolean => Boolean(order.refund) || !NOT_PAYABLE.includes(order.status);

/** `OrderListItem.paymentStatus`: null for orders not to be paid (a cancelled one with a refund says the refund). */
export function paymentStatusOf(order: OrderRecord): PaymentStatus | null {
  return isPayable(order) ? paymentOf(order).status : null;
}

/** Whether the mall takes a transfer or a receipt for the order now: reviewed, not cancelled, not paid. */
export const canPayNow = (order: OrderRecord): boolean =>
  !BEFORE_REVIEW.includes(order.status) && order.status !== 'cancelled' && ['unpaid', 'partial'].includes(paymentOf(order).status);

/**
 * Cancel the order's money (the order is being cancelled): what it received is refunded to the paying account, a
 * refund that stays on the order (`refunding` until the mall's finance completes it). Nothing when none was received.
 */
export function openRefund(order: OrderRecord, at: string): Refund | null {
  const received = paymentOf(order).amountPaid;
  if (received <= 0) return null;
  order.refund = { status: 'refunding', amount: received, requestedAt: at, refundedAt: null, reason: '订单取消，已收款原路退回付款账户' };
  return order.refund;
}

/** Complete the order's refund (the demo control; check `refundRefusal` first): 已退款, on the timeline. */
export function completeRefund(order: OrderRecord, payer: string, at: string): void {
  const refund = order.refund;
  if (!refund) return;
  refund.status = 'refunded';
  refund.refundedAt = at;
  recordEvent(order, 'refunded', '退款完成', '商城客服', `${formatFen(toFen(refund.amount))} 已原路退回${payer ? `：${payer}` : ''}`, at);
}

/** Why the order's refund cannot be completed now (the demo control answers 409), or null. */
export function refundRefusal(order: OrderRecord): string | null {
  if (!order.refund) return '该订单没有退款';
  if (order.refund.status === 'refunded') return '该订单已退款完成';
  return null;
}

/** `PaymentReceipt` of docs/api.md §17: the record without who uploaded it (by id) and its bytes. */
export function receiptView(receipt: PaymentReceiptRecord) {
  const { uploadedBy: _by, base64: _bytes, ...view } = receipt;
  return view;
}

/** `OrderDetail.payment` (`OrderPayment` with the receipts, oldest first), null for orders not to be paid. */
export function orderPayment(order: OrderRecord) {
  if (!isPayable(order)) return null;
  const receipts = [...(order.paymentReceipts ?? [])].sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt));
  return { ...paymentOf(order), canPay: canPayNow(order), refund: order.refund ? { ...order.refund } : null, receipts: receipts.map(receiptView) };
}

/** Why a transfer of `amount` cannot be recorded on the order now, or null (the demo control answers 409). */
export function transferRefusal(order: OrderRecord, amount: number): string | null {
  if (order.status === 'cancelled') return '订单已取消，无需付款';
  if (order.status === 'pendingApproval' || order.status === 'rejected') return '订单尚未审批通过，暂不能付款';
  if (order.status === 'pendingReview') return NOT_REVIEWED_YET;
  const { status, amountDue } = paymentOf(order);
  if (status === 'paid') return '订单已付清';
  if (!isFenAmount(amount)) {
    return '付款金额须为大于 0 的金额（最多两位小数）';
  }
  if (cents(amount) > cents(amountDue)) return `付款金额超过待付金额 ¥${amountDue.toFixed(2)}`;
  return null;
}

/**
 * Record a transfer the mall matched to the order (check `transferRefusal` first). When the transfers cover the
 * amount the order is paid: `paidAt`, a 'paid' event (确认收款), and an order in `pendingPayment` moves on to
 * `pendingShipment`. A part payment changes only the transfers (and the order's version).
 */
export function recordTransfer(order: OrderRecord, amount: number, payer: string, at: string): void {
  // transfers of an order paid before they were recorded (see the module's note) are written out first
  order.transfers = [...transfersOf(order), { at, amount: yuan(cents(amount)), payer }];
  if (paymentOf(order).status === 'paid') {
    order.paidAt = at;
    if (order.status === 'pendingPayment') order.status = 'pendingShipment';
    recordEvent(order, 'paid', '确认收款', '商城客服', `对公转账 ¥${amount.toFixed(2)}，付款方：${payer}`, at);
  } else {
    order.version += 1;
  }
}

// ---------------------------------------------------------------- payment receipts (付款凭证)

export const MAX_RECEIPTS = MALL_COUNTS.paymentReceipts;
export const MAX_RECEIPT_BYTES = MALL_COUNTS.paymentReceiptBytes;
export const RECEIPT_RULE = '付款凭证须为 JPG、PNG、WebP 图片或 PDF，且不超过 10 MB';

/** The file's type read from its first bytes (what it claims does not count): JPEG, PNG, WebP or PDF; else null. */
export function sniffReceiptType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf' | null {
  const at = (offset: number, ...expected: number[]): boolean => expected.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  if (at(0, 0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}

/** Why the order takes no receipt now (10141), or null. */
export function receiptUploadRefusal(order: OrderRecord): string | null {
  if (order.status === 'cancelled') return '订单已取消，无需付款';
  if (order.status === 'pendingApproval' || order.status === 'rejected') return '订单尚未审批通过，暂不能付款';
  if (order.status === 'pendingReview') return NOT_REVIEWED_YET;
  if (paymentOf(order).status === 'paid') return '订单已付清，无需上传付款凭证';
  return null;
}

/** Why the order's receipt may not be deleted (10141), or null: they stay once paid, or with the cancelled order. */
export function receiptDeleteRefusal(order: OrderRecord): string | null {
  if (order.status === 'cancelled') return '订单已取消，付款凭证不能删除';
  if (paymentOf(order).status === 'paid') return '订单已付清，付款凭证不能删除';
  return null;
}
