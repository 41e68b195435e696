import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { fetchRestockAlerts, fetchRestockCount } from './requests';

/** The header's count is fresh for a minute. */
const COUNT_STALE_MS = 60_000;

/** 到货提醒 (docs/api.md §24): under the member-scoped `member` root, so they go with the member. */
export const restockQueries = {
  all: () => [...queryRoots.member, 'restock-alerts'] as const,
  list: () => queryOptions({ queryKey: [...restockQueries.all(), 'list'] as const, queryFn: ({ signal }) => fetchRestockAlerts(signal) }),
  count: () =>
    queryOptions({
      queryKey: [...restockQueries.all(), 'count'] as const,
      queryFn: ({ signal }) => fetchRestockCount(signal),
      staleTime: COUNT_STALE_MS,
      retry: false,
    }),
};
