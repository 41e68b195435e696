/** A quote (询价 / 报价单, docs/api.md §16): the quote pages and the checkout from a quote read one cache entry. */
export { PENDING_QUOTE_REFETCH_MS, quoteQueries } from './api/queries';
export type { QuoteFilters } from './api/requests';
export type { Quote, QuoteInput, QuoteLine, QuoteListItem, QuoteStatus } from './api/types';
export { pricedLines, validityOf, type Validity } from './model/rules';
