import { http, idSegment, paths, type Page } from '@/shared/api';
import type { Quote, QuoteListItem, QuoteStatus } from './types';

/**
 * GET {v1}/quotes/{id}. `silent`: the page says itself why a quote cannot be shown (404 报价单不存在, a failure).
 * A malformed id is not found, without a call (idSegment).
 */
export async function fetchQuote(id: string, signal?: AbortSignal): Promise<Quote> {
  const body = await http.get<Quote>(paths.v1(`/quotes/${idSegment(id)}`), { signal, silent: true });
  return body.data;
}

export interface QuoteFilters {
  status: 'all' | QuoteStatus;
  page: number;
  pageSize: number;
  /** the quote number (docs/api.md §16): the assistant finds a QT… by it */
  keyword?: string;
}

/** GET {v1}/quotes: the account's quotes, newest first (a sub-account's own). */
/** `silent`: the caller says a failure itself (the assistant's card). */
export async function fetchQuotes(filters: QuoteFilters, signal?: AbortSignal, silent = false): Promise<Page<QuoteListItem>> {
  const body = await http.get<Page<QuoteListItem>>(paths.v1('/quotes'), {
    params: { status: filters.status, keyword: filters.keyword || undefined, page: filters.page, pageSize: filters.pageSize },
    signal,
    silent,
  });
  return body.data;
}
