import { queryOptions } from '@tanstack/react-query';
import { http, paths, queryRoots } from '@/shared/api';
import type { CreditTerms } from '../model/credit';

/** GET {v1}/member/credit-terms: any member of the account reads them (docs/api.md §17 Credit terms). */
export async function fetchCreditTerms(signal?: AbortSignal): Promise<CreditTerms> {
  const body = await http.get<CreditTerms>(paths.v1('/member/credit-terms'), { signal });
  return body.data;
}

/**
 * Under the orders root: placing, cancelling or paying an order refreshes them; keyed by the member, so one
 * account never sees another's.
 */
export const creditQueries = {
  terms: (memberId: string | undefined) =>
    queryOptions({
      queryKey: [...queryRoots.orders, 'credit-terms', memberId ?? ''] as const,
      queryFn: ({ signal }) => fetchCreditTerms(signal),
      staleTime: 0,
    }),
};
