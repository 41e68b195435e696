/**
 * An order's timeline (docs/api.md §13 `TimelineEvent`): the events the
 * handlers record on the order (placed, approvals, cancel, after-sales…) merged
 * with those read from its stock-outs (shipped, received), oldest first.
 */
import { nowIso } from './lib.ts';
import type { OrderEventRecord, OrderRecord, StockOutRecord, TimelineKind } from './db/types.ts';

/** Record an event on the order and raise its version (every change does). */
export function recordEvent(
  order: OrderRecord,
  kind: TimelineKind,
  title: string,
  actor: string | null,
  note: string | null = null,
  at: string = nowIso(),
): void {
  order.events.push({ at, kind, title, actor, note });
  order.version += 1;
}

/** The order's timeline as answered: recorded events plus its deliveries, by time. */
export function timelineOf(order: OrderRecord, stockOuts: readonly StockOutRecord[]): OrderEventRecord[] {
  const fromDeliveries: OrderEventRecord[] = [];
  for (const so of stockOuts) {
    if (so.orderId !== order._id) continue;
    const lines = so.items.map((i) => `${i.catalogNo} × ${i.quantity}（批号 ${i.lot}）`).join('；');
    fromDeliveries.push({ at: so.shippedAt, kind: 'shipped', title: `发货 ${so.courier} ${so.trackingNo}`, actor: '商城客服', note: lines });
    if (so.receipt) {
      const r = so.receipt;
      fromDeliveries.push({ at: r.confirmedAt, kind: 'received', title: `确认收货 ${so.stockOutNo}`, actor: r.confirmedBy, note: `收货人 ${r.receiverName}，收货日期 ${r.receivedAt}` });
    }
  }
  // the receipt of the last delivery completes the order in the same second: completion comes last
  const last = (e: OrderEventRecord): number => (e.kind === 'completed' ? 1 : 0);
  return [...order.events, ...fromDeliveries].sort((a, b) => a.at.localeCompare(b.at) || last(a) - last(b));
}
