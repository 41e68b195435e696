import { queryOptions } from '@tanstack/react-query';
import { PENDING_QUOTE_REFETCH_MS, quoteQueries as entityQueries } from '@/entities/quote';

/**
 * The quotes' key factory: the entity's detail (one entry with the checkout from a quote) and lists, all
 * under the member-scoped `quotes` root.
 */
export const quoteQueries = {
  ...entityQueries,
  /** The detail as its page shows it: read again every 30 s while the mall is still answering (待报价). */
  live: (id: string) =>
    queryOptions({
      ...entityQueries.detail(id),
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_QUOTE_REFETCH_MS : false),
    }),
};
