import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { fetchAfterSales, fetchApprovalCount, fetchAwaitingOrders, fetchOrder, fetchOrderCounts, fetchOrders, fetchSfRoute, fetchStockOut } from './requests';
import type { OrderFilters } from './types';

/** How long the header's count is taken as fresh: it moves when someone orders, which the shop is not told. */
export const APPROVAL_COUNT_STALE_MS = 60_000;

/** Whether an order-list key is the 待我审批 list (`awaiting: 'me'` among its filters). */
const isAwaitingKey = (key: readonly unknown[] | undefined) => (key?.[2] as { awaiting?: string } | undefined)?.awaiting === 'me';

/**
 * The previous page shown while the next loads, but only from a list of the same kind: the 待我审批 list (with its
 * 审批 buttons) never stands in for the other tabs, nor they for it.
 */
const keepWithin =
  (awaiting: boolean) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    isAwaitingKey(previousQuery?.queryKey) === awaiting ? previous : undefined;

/**
 * The order's one query-key factory (docs/architecture.md §3): every screen that reads an order (the detail, the
 * result, the approvals, the invoice application's 明细) reads it under `detail(id)`.
 */
export const orderQueries = {
  all: () => queryRoots.orders,
  lists: () => [...orderQueries.all(), 'list'] as const,
  /** `silent`: the caller says a failure itself (the same cache entry either way: not part of the key). */
  list: (filters: OrderFilters, silent = false) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- `silent` changes who says a failure, not the answer
    queryOptions({
      queryKey: [...orderQueries.lists(), filters],
      queryFn: ({ signal }) => fetchOrders(filters, signal, silent),
      placeholderData: keepWithin(false),
    }),
  /** Among the order lists (['orders', 'list', …]): whatever refreshes the lists refreshes this one. */
  awaiting: (filters: OrderFilters) => {
    const awaitingMe = { ...filters, awaiting: 'me' };
    return queryOptions({
      queryKey: [...orderQueries.lists(), awaitingMe],
      queryFn: ({ signal }) => fetchAwaitingOrders(awaitingMe, signal),
      placeholderData: keepWithin(true),
    });
  },
  counts: () =>
    queryOptions({
      queryKey: queryRoots.orderCounts,
      queryFn: ({ signal }) => fetchOrderCounts(signal),
    }),
  /** 待我审批's count, under the orders root: cancelling, placing or deciding an order (which refresh it) moves it too. */
  approvalCount: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'approvals-count'] as const,
      queryFn: ({ signal }) => fetchApprovalCount(signal),
      staleTime: APPROVAL_COUNT_STALE_MS,
      // the shop is not told when someone orders: read again as it goes stale, while the page is seen
      refetchInterval: APPROVAL_COUNT_STALE_MS,
      refetchIntervalInBackground: false,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', id],
      queryFn: ({ signal }) => fetchOrder(id, signal, true),
    }),
  /** The key of an order's after-sales cases (read by features/after-sales): an after-sales change refreshes it. */
  afterSalesKey: (orderId: string) => [...orderQueries.all(), 'after-sales', 'list', orderId] as const,
  /** An order's after-sales cases (features/after-sales, the assistant's card): one entry. */
  afterSales: (orderId: string) =>
    queryOptions({
      queryKey: orderQueries.afterSalesKey(orderId),
      queryFn: ({ signal }) => fetchAfterSales(orderId, signal),
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
