import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { fetchOrder, fetchOrderCounts, fetchOrders, fetchSfRoute, fetchStockOut } from './requests';
import type { OrderFilters } from './types';

/** Whether an order-list key is the 待我审批 list (`awaiting: 'me'` among its filters, approvals.ts). */
const isAwaitingKey = (key: readonly unknown[] | undefined) => (key?.[2] as { awaiting?: string } | undefined)?.awaiting === 'me';

/**
 * The previous page shown while the next loads, but only from a list of the same kind: the 待我审批 list (with its
 * 审批 buttons) never stands in for the other tabs, nor they for it.
 */
export const keepWithin =
  (awaiting: boolean) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    isAwaitingKey(previousQuery?.queryKey) === awaiting ? previous : undefined;

export const orderQueries = {
  all: () => queryRoots.orders,
  lists: () => [...orderQueries.all(), 'list'] as const,
  list: (filters: OrderFilters) =>
    queryOptions({
      queryKey: [...orderQueries.lists(), filters],
      queryFn: ({ signal }) => fetchOrders(filters, signal),
      placeholderData: keepWithin(false),
    }),
  counts: () =>
    queryOptions({
      queryKey: queryRoots.orderCounts,
      queryFn: ({ signal }) => fetchOrderCounts(signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', id],
      queryFn: ({ signal }) => fetchOrder(id, signal, true),
    }),
  stockOut: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'stock-out', id],
      queryFn: ({ signal }) => fetchStockOut(id, signal),
    }),
  sfRoute: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'sf-route', id],
      queryFn: ({ signal }) => fetchSfRoute(id, signal),
    }),
};
