import type { OrderDetail, StockOutSummary } from '../api/types';

/** A delivery the customer has: signed for by the courier, or confirmed received (receiving and after-sales read it). */
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
