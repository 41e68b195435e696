import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { fetchStatement, fetchStatements } from './requests';

/**
 * Statements (docs/api.md §18) live under the orders root: a statement is the month's delivered orders, so
 * whatever changes an order (a delivery, a payment, a cancellation) refreshes them too, and they leave with the
 * member's other data on logout. Keyed by the signed-in member's _id, as the invoices are.
 */
export const statementQueries = {
  all: () => [...queryRoots.orders, 'statements'] as const,
  list: (memberId: string | undefined) =>
    queryOptions({
      queryKey: [...statementQueries.all(), 'list', memberId ?? ''] as const,
      queryFn: ({ signal }) => fetchStatements(signal),
    }),
  detailKey: (memberId: string | undefined, month: string, fundId: string | undefined) =>
    [...statementQueries.all(), 'detail', memberId ?? '', month, fundId ?? ''] as const,
  detail: (memberId: string | undefined, month: string, fundId: string | undefined) =>
    queryOptions({
      queryKey: statementQueries.detailKey(memberId, month, fundId),
      queryFn: ({ signal }) => fetchStatement(month, fundId, signal),
      // another fund of the same month: the lines shown stay until the new ones come
      placeholderData: keepPreviousData,
    }),
};
