import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchQuote, fetchQuotes, type QuoteFilters } from './requests';

/** How often a quote still being answered (待报价) is read again while shown. */
export const PENDING_QUOTE_REFETCH_MS = 30_000;

/**
 * The one key of a quote (docs/api.md §16): the quote pages and the checkout from a quote read the same entry. Under
 * its own member-scoped root (src/shared/api/query-roots.ts): a logout removes it, placing an order refreshes it.
 */
export const quoteQueries = {
  all: () => queryRoots.quotes,
  details: () => [...queryRoots.quotes, 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...quoteQueries.details(), id] as const,
      queryFn: ({ signal }) => fetchQuote(id, signal),
    }),
  lists: () => [...queryRoots.quotes, 'list'] as const,
  /** The quote list (the 我的询价 page; the assistant's look-up by number, `keyword`). */
  /** `silent`: the caller says a failure itself (the same cache entry either way: not part of the key). */
  list: (filters: QuoteFilters, silent = false) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- `silent` changes who says a failure, not the answer
    queryOptions({
      queryKey: [...quoteQueries.lists(), filters] as const,
      queryFn: ({ signal }) => fetchQuotes(filters, signal, silent),
      placeholderData: keepPreviousData,
    }),
};
