import type { AfterSalesCase } from '../api/after-sales';
import type { Receiver } from '../api/receiving';
import type { OrderDetail, StockOutSummary } from '../api/types';

/** Said under 收货人 when the account requires a receiver other than the buyer (receiverMustDiffer, docs/api.md §13). */
export const RECEIVER_NOTE = '按报销要求，收货人须不同于下单人';


/** Who placed the order: `placedBy`, or the owner when null. */
export function buyerOf(placedBy: string | null, receivers: readonly Receiver[]): string | undefined {
  return placedBy ?? receivers.find((r) => r.isOwner)?._id;
}

/**
 * The receiver offered first: the signed-in member when it may receive, else nobody (the user picks). Never what
 * the rule forbids: with `mustDiffer` the buyer is not a receiver (10111), whoever confirms.
 */
export function defaultReceiverId(receivers: readonly Receiver[], placedBy: string | null, meId: string | undefined, mustDiffer: boolean): string | undefined {
  const buyer = buyerOf(placedBy, receivers);
  const me = receivers.find((r) => r._id === meId);
  if (!me || (mustDiffer && me._id === buyer)) return undefined;
  return me._id;
}

/** A delivery the customer has: signed for by the courier, or confirmed received. */
export const isDelivered = (stockOut: StockOutSummary) => Boolean(stockOut.signedAt || stockOut.receipt);

/** How many of a material the customer has had delivered: the received quantity, else the shipped one. */
export function deliveredQuantity(order: Pick<OrderDetail, 'stockOuts'>, matlId: string): number {
  let total = 0;
  for (const stockOut of order.stockOuts) {
    if (!isDelivered(stockOut)) continue;
    const lines = stockOut.receipt ? stockOut.receipt.lines : stockOut.items;
    for (const line of lines) if (line.matlId === matlId) total += line.quantity;
  }
  return total;
}

const FINISHED: readonly AfterSalesCase['status'][] = ['resolved', 'closed', 'withdrawn'];

/** A case still in the service desk's hands (a second one for the same line is refused: 10121). */
export const isOpenCase = (c: Pick<AfterSalesCase, 'status'>) => !FINISHED.includes(c.status);
