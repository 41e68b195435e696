import type { AfterSalesCase, OrderDetail, StockOutSummary } from '@/entities/order';
import type { QuoteListItem } from '@/entities/quote';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';

/** A row of the assistant's account card: what it is and what the mall says now. */
export interface Fact {
  label: string;
  value: string;
  /** the row the question named (an after-sales number) */
  named?: boolean;
}

const TIME = 'MM-DD HH:mm';

/** The newest logistics event over the order's shipments (StockOutSummary.latestRoute), or null before any. */
function lastRoute(stockOuts: readonly StockOutSummary[]): { stockOut: StockOutSummary; text: string } | null {
  let best: { stockOut: StockOutSummary; time: string } | null = null;
  for (const stockOut of stockOuts) {
    const time = stockOut.latestRoute?.time ?? stockOut.shippedAt;
    if (!best || time > best.time) best = { stockOut, time };
  }
  if (!best) return null;
  const { stockOut } = best;
  const route = stockOut.latestRoute;
  const where = route ? `${formatDateTime(route.time, TIME)} ${route.place} ${route.remark}`.trim() : `${formatDateTime(stockOut.shippedAt, TIME)} 已发货，待揽收`;
  return { stockOut, text: `${stockOut.phase}：${where}（${stockOut.courier} ${stockOut.trackingNo}）` };
}

function approvalText(approval: NonNullable<OrderDetail['approval']>): string {
  switch (approval.status) {
    case 'pending':
      return `待审批（审批人：${approval.approvers.join('、') || '—'}）`;
    case 'approved':
      return `已通过${approval.decidedBy ? `（${approval.decidedBy}）` : ''}`;
    case 'rejected':
      return `已驳回${approval.rejectReason ? `：${approval.rejectReason}` : ''}`;
  }
}

/**
 * The card's rows for an order: status, the last logistics event, approval, after-sales and the amount due.
 * `cases`: undefined while asked, null when the call failed (never 无售后申请 then).
 */
export function orderFacts(order: OrderDetail, cases: readonly AfterSalesCase[] | null | undefined, caseNo?: string): Fact[] {
  const facts: Fact[] = [{ label: '订单状态', value: order.statusLabel }];
  const route = lastRoute(order.stockOuts);
  const unshipped = ['pendingApproval', 'pendingReview', 'pendingPayment', 'pendingShipment', 'rejected', 'cancelled'].includes(order.status);
  facts.push({ label: '物流', value: route ? route.text : unshipped ? '尚未发货' : '暂无物流信息' });
  if (order.approval) facts.push({ label: '审批', value: approvalText(order.approval) });
  if (cases === undefined) facts.push({ label: '售后', value: '查询中…' });
  else if (cases === null) facts.push({ label: '售后', value: '暂时无法查询，请稍后再问' });
  else if (cases.length === 0) facts.push({ label: '售后', value: '无售后申请' });
  else
    for (const c of cases)
      facts.push({ label: `售后 ${c.caseNo}`, value: `${c.name} · ${c.reasonLabel} → ${c.wantLabel} · ${c.statusLabel}`, named: c.caseNo === caseNo });
  if (order.payment) {
    const due = toFen(order.payment.amountDue);
    facts.push({ label: '付款', value: due > 0 ? `${order.payment.statusLabel}，待付 ${formatFen(due)}` : order.payment.statusLabel });
  }
  facts.push({ label: '订单金额', value: formatFen(toFen(order.amount)) });
  return facts;
}

/** The card's rows for a quote (its list entry): status, amount, validity, the order placed from it. */
export function quoteFacts(quote: QuoteListItem): Fact[] {
  const facts: Fact[] = [{ label: '报价状态', value: quote.statusLabel }];
  if (quote.amount > 0) facts.push({ label: '报价金额', value: formatFen(toFen(quote.amount)) });
  if (quote.validUntil) facts.push({ label: '有效期至', value: quote.validUntil });
  if (quote.orderNo) facts.push({ label: '已下单', value: quote.orderNo });
  return facts;
}
