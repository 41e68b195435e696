import { http, idSegment, paths } from '@/shared/api';
import type { Quote } from './types';

/**
 * GET {v1}/quotes/{id}. `silent`: the page says itself why a quote cannot be shown (404 报价单不存在, a failure).
 * A malformed id is not found, without a call (idSegment).
 */
export async function fetchQuote(id: string, signal?: AbortSignal): Promise<Quote> {
  const body = await http.get<Quote>(paths.v1(`/quotes/${idSegment(id)}`), { signal, silent: true });
  return body.data;
}
