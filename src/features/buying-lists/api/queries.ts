import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { fetchBuyingList, fetchBuyingLists } from './requests';

/** 常购清单 (docs/api.md §23): under the member-scoped `member` root, so they go with the member. */
export const buyingListQueries = {
  all: () => [...queryRoots.member, 'buying-lists'] as const,
  list: () => queryOptions({ queryKey: [...buyingListQueries.all(), 'list'] as const, queryFn: ({ signal }) => fetchBuyingLists(signal) }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...buyingListQueries.all(), 'detail', id] as const, queryFn: ({ signal }) => fetchBuyingList(id, signal) }),
};
