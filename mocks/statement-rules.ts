/**
 * The rules of a month's statement (对账单, docs/api.md §18), pure: the handlers pass the records in.
 * An order is on the statement of the China month of its delivery — the latest `signedAt` of its stock-outs once
 * every item has shipped and every stock-out is signed, or its `completedAt` if earlier; never when cancelled.
 * The lines carry the fund, the payment (§17) and the invoice state (§7, §19) and the line's latest dispute; the
 * status is `open` for the current China month (the real clock), else the account's answer (StatementRecord):
 * `confirmed`, `disputed` while a dispute waits for the mall, else `pending`.
 */
import { formatFen, toFen } from '../src/shared/lib/money.ts';
import type { Schema } from '../src/shared/api/mall-types.ts';
import type { FundRecord, OrderRecord, StatementRecord, StockOutRecord } from './db/types.ts';
// types only: the payment and invoice rules are read through LineSources (the handler passes mocks/payment.ts's
// paymentOf and mocks/invoice-rules.ts's invoiceStatusOfOrder), so the seed can use these rules without a cycle
import type { OrderInvoiceStatus } from './invoice-rules.ts';
import type { PaymentStatus } from './payment.ts';
import { MALL_CODE, MALL_LABELS, type MallCode } from './facts.gen.ts';
import { cents, yuan } from './rmb.ts';

/** The answers' shapes are the contract's (docs/openapi.yaml through `npm run api:gen`). */
export type StatementStatus = Schema<'StatementStatus'>;
export type StatementLine = Schema<'StatementLine'>;
export type StatementDisputeView = Schema<'StatementDispute'>;
export type StatementTotals = Schema<'Statement'>['totals'];
export type FundRef = NonNullable<StatementLine['fund']>;

export const STATEMENT_STATUS_LABELS: Record<StatementStatus, Schema<'Statement'>['statusLabel']> = MALL_LABELS.StatementStatus;

/** How many months the list goes back, the current one included. */
export const STATEMENT_WINDOW = 12;

const HOUR = 3_600_000;
const p2 = (n: number): string => String(n).padStart(2, '0');

// ---------------------------------------------------------------- months

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` with a real month (01..12). */
export function isMonth(text: string): boolean {
  return MONTH.test(text);
}

/** The China (+08:00) month of a time: ms since the epoch or an ISO-8601 string. */
export function chinaMonth(time: number | string): string {
  const ms = typeof time === 'number' ? time : Date.parse(time);
  const d = new Date(ms + 8 * HOUR);
  return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}`;
}

/** The China date (YYYY-MM-DD) of a time. */
export function chinaDate(time: number | string): string {
  const ms = typeof time === 'number' ? time : Date.parse(time);
  return new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
}

/** The date (YYYY-MM-DD) `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
}

/** `month` moved by `n` months (negative: back). */
export function addMonths(month: string, n: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${p2((index % 12) + 1)}`;
}

/** The month's first and last days (YYYY-MM-DD). */
export function monthPeriod(month: string): { from: string; to: string } {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${p2(last)}` };
}

/** The months the statement list covers at `now`: the current China month and the 11 before it, newest first. */
export function windowMonths(now: number): string[] {
  const current = chinaMonth(now);
  return Array.from({ length: STATEMENT_WINDOW }, (_, i) => addMonths(current, -i));
}

// ---------------------------------------------------------------- delivery

/**
 * When the order was delivered (an ISO time), or null while it is not (or never: cancelled). The latest
 * `signedAt` of its stock-outs once every item has shipped and every stock-out is signed; its `completedAt`
 * when earlier (or when the deliveries were received without a signature on record).
 */
export function deliveredAt(order: OrderRecord, stockOuts: readonly StockOutRecord[]): string | null {
  if (order.status === 'cancelled') return null;
  const own = stockOuts.filter((s) => s.orderId === order._id);
  const fullyShipped = order.items.length > 0 && order.items.every((i) => i.shippedQty >= i.quantity);
  let signed: string | null = null;
  if (fullyShipped && own.length > 0 && own.every((s) => s.signedAt)) {
    signed = own.map((s) => s.signedAt as string).reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
  }
  const completed = order.completedAt ?? null;
  if (signed && completed) return Date.parse(completed) < Date.parse(signed) ? completed : signed;
  return signed ?? completed;
}

/** The China month of the order's delivery, or null (not delivered, or cancelled). */
export function deliveryMonth(order: OrderRecord, stockOuts: readonly StockOutRecord[]): string | null {
  const at = deliveredAt(order, stockOuts);
  return at ? chinaMonth(at) : null;
}

// ---------------------------------------------------------------- lines

export type Dispute = StatementRecord['disputes'][number];

/** What a line reads besides the order: look-ups the handler answers from the database. */
export interface LineSources {
  stockOuts: readonly StockOutRecord[];
  funds: readonly FundRecord[];
  /** the name of a member of the account (the buyer) */
  nameOf: (memberId: string) => string;
  /** the order's payment (§17): mocks/payment.ts paymentOf */
  paymentOf: (order: OrderRecord) => { status: PaymentStatus; statusLabel: string; amountPaid: number };
  /** the order's invoice state (§7, §19), mocks/invoice-rules.ts invoiceStatusOfOrder: a valid invoice reads issued, an applying one applying */
  invoiceOf: (order: OrderRecord) => { status: OrderInvoiceStatus; statusLabel: string; invoiceNo: string | null };
  /** the account's 账期 days (§17 credit terms): a line is due its delivery date plus these; none for a 现结 account */
  creditDays?: number | null;
}

export function fundRef(fund: FundRecord | undefined): FundRef | null {
  return fund ? { _id: fund._id, name: fund.name, code: fund.code } : null;
}

function disputeView(dispute: Dispute, orderNo: string): StatementDisputeView {
  return {
    _id: dispute._id,
    orderId: dispute.orderId,
    orderNo,
    note: dispute.note,
    byName: dispute.byName,
    createdAt: dispute.createdAt,
    status: dispute.status,
    answer: dispute.answer,
    answeredAt: dispute.answeredAt,
  };
}

/** The orders of `orders` delivered in `month`, as statement lines: by delivery date, then order number. */
export function statementLines(month: string, orders: readonly OrderRecord[], sources: LineSources, record: StatementRecord | undefined): StatementLine[] {
  const lines: StatementLine[] = [];
  // each order's stock-outs read once (not a pass over every stock-out per order: a large account, §10)
  const parcels = new Map<string, StockOutRecord[]>();
  for (const s of sources.stockOuts) parcels.set(s.orderId, [...(parcels.get(s.orderId) ?? []), s]);
  for (const order of orders) {
    const at = deliveredAt(order, parcels.get(order._id) ?? []);
    if (!at || chinaMonth(at) !== month) continue;
    const payment = sources.paymentOf(order);
    const invoice = sources.invoiceOf(order);
    const disputes = (record?.disputes ?? []).filter((d) => d.orderId === order._id);
    const latest = disputes.reduce<Dispute | undefined>((a, d) => (!a || d.createdAt >= a.createdAt ? d : a), undefined);
    lines.push({
      orderId: order._id,
      orderNo: order.orderNo,
      poNo: order.poNo ?? '',
      placedByName: sources.nameOf(order.placedBy ?? order.memberId),
      createdAt: order.createdAt,
      deliveredAt: chinaDate(at),
      dueDate: sources.creditDays ? addDays(chinaDate(at), sources.creditDays) : null,
      fund: fundRef(order.fundId ? sources.funds.find((f) => f._id === order.fundId) : undefined),
      goodsAmount: order.goodsAmount,
      freight: order.freight,
      amount: order.amount,
      paymentStatus: payment.status,
      // the label tables of payment.ts and invoice-rules.ts are the contract's enums (tests/contract checks the answers)
      paymentStatusLabel: payment.statusLabel as StatementLine['paymentStatusLabel'],
      amountPaid: yuan(Math.min(cents(payment.amountPaid), cents(order.amount))),
      invoiceStatus: invoice.status,
      invoiceStatusLabel: invoice.statusLabel as StatementLine['invoiceStatusLabel'],
      invoiceNo: invoice.invoiceNo,
      dispute: latest ? disputeView(latest, order.orderNo) : null,
    });
  }
  return lines.sort((a, b) => a.deliveredAt.localeCompare(b.deliveredAt) || a.orderNo.localeCompare(b.orderNo));
}

/** Sums of the lines, to the fen. Invoiced: the lines in a valid invoice (开票中 is not yet invoiced). */
export function statementTotals(lines: readonly StatementLine[]): StatementTotals {
  const sum = (pick: (l: StatementLine) => number): number => lines.reduce((s, l) => s + cents(pick(l)), 0);
  const amount = sum((l) => l.amount);
  const paid = sum((l) => l.amountPaid);
  const invoiced = sum((l) => (l.invoiceStatus === 'issued' ? l.amount : 0));
  return {
    orderCount: lines.length,
    goodsAmount: yuan(sum((l) => l.goodsAmount)),
    freight: yuan(sum((l) => l.freight)),
    amount: yuan(amount),
    paid: yuan(paid),
    unpaid: yuan(amount - paid),
    invoiced: yuan(invoiced),
    uninvoiced: yuan(amount - invoiced),
  };
}

// ---------------------------------------------------------------- status and what may be done

/** The account's open disputes of the month (optionally only on these orders). */
export function openDisputes(record: StatementRecord | undefined, orderIds?: ReadonlySet<string>): Dispute[] {
  return (record?.disputes ?? []).filter((d) => d.status === 'open' && (!orderIds || orderIds.has(d.orderId)));
}

/**
 * The month's status at `now`: `open` for the current China month (lines still arrive), else `confirmed` once the
 * owner confirmed it, `disputed` while any dispute of the account waits for the mall's answer, else `pending`.
 */
export function statementStatus(month: string, record: StatementRecord | undefined, now: number): StatementStatus {
  if (month >= chinaMonth(now)) return 'open';
  if (record?.confirmedAt) return 'confirmed';
  if (openDisputes(record).length > 0) return 'disputed';
  return 'pending';
}

/** Why the owner may not confirm the month now (code and text), or null when it may. */
export function confirmRefusal(status: StatementStatus): { code: MallCode; msg: string } | null {
  if (status === 'open') return { msg: '本月对账单尚未出账，下月 1 日后可确认', code: MALL_CODE.statementNotBilled };
  if (status === 'confirmed') return { msg: '对账单已确认', code: MALL_CODE.statementChanged };
  if (status === 'disputed') return { msg: '对账单有待处理的异议，请等待商城回复后再确认', code: MALL_CODE.statementChanged };
  return null;
}

/**
 * Why a dispute of this order may not be raised now, or null when it may. Any month not confirmed takes disputes,
 * the current (open) one too; one open dispute per order.
 */
export function disputeRefusal(status: StatementStatus, record: StatementRecord | undefined, orderId: string): { code: MallCode; msg: string } | null {
  if (status === 'confirmed') return { msg: '对账单已确认，不能再提出异议', code: MALL_CODE.statementChanged };
  if (openDisputes(record).some((d) => d.orderId === orderId)) return { msg: '该订单已有待处理的异议', code: MALL_CODE.statementChanged };
  return null;
}

/** The owner may confirm (a past month, not confirmed, no open dispute). */
export function canConfirm(isOwner: boolean, status: StatementStatus): boolean {
  return isOwner && confirmRefusal(status) === null;
}

/** The owner may dispute a line of the month (not confirmed, and a line without an open dispute). */
export function canDispute(isOwner: boolean, status: StatementStatus, lines: readonly StatementLine[], record: StatementRecord | undefined): boolean {
  return isOwner && lines.some((l) => disputeRefusal(status, record, l.orderId) === null);
}

// ---------------------------------------------------------------- the mall's answer (fake mall's control)

/** The mall's answer to a dispute once it checked the order (POST /__mock/statements/{month}/resolve, §10). */
export function mallAnswer(line: Pick<StatementLine, 'orderNo' | 'deliveredAt' | 'amount'> | undefined): string {
  if (!line) return '商城已核实：该订单的发货与金额无误，如仍有疑问请致电 400 819 7199。';
  return `商城已核实：订单 ${line.orderNo} 已于 ${line.deliveredAt} 签收，金额 ${formatFen(toFen(line.amount))} 与发货记录一致；如仍有疑问请致电 400 819 7199。`;
}

// ---------------------------------------------------------------- refunds (§17)

/**
 * The refunds of `orders` (cancelled orders that had received money) opened or completed in `month` (China months),
 * oldest first: money going back shows on the statement, outside its totals of delivered orders.
 */
export function statementRefunds(month: string, orders: readonly OrderRecord[], nameOf: (memberId: string) => string) {
  return orders
    .flatMap((order) => {
      const refund = order.refund;
      if (!refund) return [];
      const inMonth = chinaMonth(refund.requestedAt) === month || (refund.refundedAt !== null && chinaMonth(refund.refundedAt) === month);
      if (!inMonth) return [];
      return [
        {
          orderId: order._id,
          orderNo: order.orderNo,
          placedByName: nameOf(order.placedBy ?? order.memberId),
          amount: refund.amount,
          status: refund.status,
          statusLabel: refund.status === 'refunded' ? ('已退款' as const) : ('退款中' as const),
          requestedAt: refund.requestedAt,
          refundedAt: refund.refundedAt,
        },
      ];
    })
    .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
}
