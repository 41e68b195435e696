import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { fetchOrder, fetchOrderCounts, fetchOrders, fetchSfRoute, fetchStockOut } from './requests';
import type { OrderFilters } from './types';

export const orderQueries = {
  all: () => queryRoots.orders,
  lists: () => [...orderQueries.all(), 'list'] as const,
  list: (filters: OrderFilters) =>
    queryOptions({
      queryKey: [...orderQueries.lists(), filters],
      queryFn: ({ signal }) => fetchOrders(filters, signal),
      placeholderData: keepPreviousData,
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
