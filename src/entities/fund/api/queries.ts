import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchFund, fetchFunds } from './requests';

/**
 * The one key factory of the account's research funds, read by 账号设置 (经费), the checkout's fund picker and the
 * order pages (the resubmit dialog reads the list under the same key, ['member', 'funds']). Under the member root,
 * so a logout or another sign-in removes them (src/shared/api/query-roots.ts): an owner's and a sub-account's
 * lists, which differ, never meet.
 */
export const fundQueries = {
  root: () => queryRoots.funds,
  list: () =>
    queryOptions({
      queryKey: queryRoots.funds,
      queryFn: ({ signal }) => fetchFunds(signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...queryRoots.funds, 'detail', id] as const,
      queryFn: ({ signal }) => fetchFund(id, signal),
      // what is committed moves with every order: a fund opened again shows it as it stands
      staleTime: 0,
    }),
};
