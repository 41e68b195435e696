import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { reloadSession } from '@/shared/session';
import { orderQueries } from './queries';
import type { OrderDetail } from './types';

/** What changed an order: every mutation of an order says which, and refreshOrders reads again what it moved. */
export type OrderChange =
  /** placed: the ordered lines leave the cart, the fund charged holds the amount, a quote ordered reads 已接受 */
  | { kind: 'placed' }
  /** cancelled: the fund frees the amount, the quote it came from may be ordered again (docs/api.md §16) */
  | { kind: 'cancelled' }
  /** approved, rejected or resubmitted: the detail is the one the mall answered */
  | { kind: 'decided'; order: OrderDetail }
  /** a refusal after which the order shown is out of date (someone acted first, the fund's figures moved) */
  | { kind: 'outdated' }
  /** a delivery confirmed: its card, the timeline, the lists and counts (the order may be completed) */
  | { kind: 'received' }
  /** a payment receipt added or removed (or refused: the order may have been paid meanwhile) */
  | { kind: 'paid'; orderId: string }
  /** an after-sales case applied for or withdrawn: the order's cases and its timeline */
  | { kind: 'afterSales'; orderId: string };

type Part = 'cart' | 'orders' | 'lists' | 'counts' | 'funds' | 'quotes' | 'detail' | 'afterSales';

/** The one policy: what each change reads again. `orders` is the whole root (lists, details, counts, stock-outs, statements). */
const REFRESHES: Record<OrderChange['kind'], readonly Part[]> = {
  placed: ['cart', 'orders', 'funds', 'quotes'],
  cancelled: ['orders', 'funds', 'quotes'],
  decided: ['lists', 'counts', 'funds'],
  outdated: ['orders', 'funds'],
  received: ['orders'],
  paid: ['detail'],
  afterSales: ['afterSales', 'detail'],
};

/** Reads again what an order change moved (REFRESHES); a decision's answer is the detail itself. */
export function refreshOrders(qc: QueryClient, change: OrderChange): Promise<unknown> {
  if (change.kind === 'decided') qc.setQueryData(orderQueries.detail(change.order._id).queryKey, change.order);
  const orderId = 'orderId' in change ? change.orderId : undefined;
  const invalidate = (queryKey: readonly unknown[]) => qc.invalidateQueries({ queryKey });
  const part = (name: Part): Promise<unknown> => {
    switch (name) {
      case 'cart':
        return reloadSession(qc, { member: false, cart: true });
      case 'orders':
        return invalidate(orderQueries.all());
      case 'lists':
        return invalidate(orderQueries.lists());
      case 'counts':
        return Promise.all([invalidate(queryRoots.orderCounts), invalidate(orderQueries.approvalCount().queryKey)]);
      case 'funds':
        return invalidate(queryRoots.funds);
      case 'quotes':
        return invalidate(queryRoots.quotes);
      case 'detail':
        return orderId === undefined ? Promise.resolve() : invalidate(orderQueries.detail(orderId).queryKey);
      case 'afterSales':
        return orderId === undefined ? Promise.resolve() : invalidate(orderQueries.afterSalesKey(orderId));
    }
  };
  return Promise.all(REFRESHES[change.kind].map(part));
}
