import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { fetchStatement, fetchStatements } from './requests';

/** Two detail keys of the same member and month (the fund, their last part, aside). */
const sameMonthKey = (a: QueryKey | undefined, b: QueryKey): boolean =>
  a !== undefined && a.length === b.length && a.slice(0, -1).every((part, i) => part === b[i]);

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
      // another fund of the same month and member: the lines shown stay until the new ones come; never another
      // month's (its figures and its 确认对账单 would read as this month's)
      placeholderData: (previous, previousQuery) =>
        previous?.month === month && sameMonthKey(previousQuery?.queryKey, statementQueries.detailKey(memberId, month, fundId))
          ? previous
          : undefined,
    }),
};
