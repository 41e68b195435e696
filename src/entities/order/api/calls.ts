import { paths } from '@/shared/api';
import type { OrderFilters } from './types';

/**
 * The list's, the counts' and the detail's calls (requests.ts), also started early by the landing script on a
 * member's first visit to /order or an order (src/features/orders/api/early.ts): the same URLs, so the request
 * client takes them. A module of their own: the landing script carries no more than these.
 */
export const ordersCall = (filters: OrderFilters) => ({
  path: paths.v1('/orders'),
  params: {
    status: filters.status,
    keyword: filters.keyword || undefined,
    createdAt: filters.createdAt ?? undefined,
    paymentStatus: filters.paymentStatus ?? undefined,
    page: filters.page,
    pageSize: filters.pageSize,
  },
});
export const awaitingOrdersCall = (filters: OrderFilters) => ({
  path: paths.v1('/orders'),
  params: {
    awaiting: 'me',
    keyword: filters.keyword || undefined,
    createdAt: filters.createdAt ?? undefined,
    page: filters.page,
    pageSize: filters.pageSize,
  },
});
export const orderCountsCall = () => ({ path: paths.v1('/orders/status/count') });
export const approvalCountCall = () => ({ path: paths.v1('/approvals/count') });
/** For an id already checked (requireMallId, isMallId). */
export const orderCall = (id: string) => ({ path: paths.v2(`/orders/${encodeURIComponent(id)}`) });
