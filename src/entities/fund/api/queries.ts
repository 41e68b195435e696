import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchFund, fetchFunds } from './requests';

/**
 * The one key factory of the account's research funds, read by 账号设置 (经费), the checkout's fund picker and the
 * order pages. The keys lie under the member root, so a logout removes them (src/shared/api/query-roots.ts); the
 * signed-in member's _id in them keeps an owner's and a sub-account's lists (they differ) apart.
 */
export const fundQueries = {
  root: () => queryRoots.funds,
  list: (memberId: string | undefined) =>
    queryOptions({
      queryKey: [...queryRoots.funds, 'list', memberId ?? ''] as const,
      queryFn: ({ signal }) => fetchFunds(signal),
    }),
  detail: (memberId: string | undefined, id: string) =>
    queryOptions({
      queryKey: [...queryRoots.funds, 'detail', memberId ?? '', id] as const,
      queryFn: ({ signal }) => fetchFund(id, signal),
      // what is committed moves with every order: a fund opened again shows it as it stands
      staleTime: 0,
    }),
};
