import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http, paths, queryRoots, type RequestBody, type Schema } from '@/shared/api';

/** What placing the order would do now (docs/api.md §13 Checkout preview): totals, fund, approval, a refusal. */
export type OrderPreview = Schema<'OrderPreview'>;

export type PreviewInput = RequestBody<'previewOrder'>;

/**
 * POST {v1}/orders/preview: changes nothing. Silent: a failed preview shows nothing (placing the order is
 * authoritative and says its own refusal).
 */
export async function previewOrder(input: PreviewInput, signal?: AbortSignal): Promise<OrderPreview> {
  const body = await http.post<OrderPreview>(paths.v1('/orders/preview'), { json: input, signal, silent: true });
  return body.data;
}

/**
 * The checkout's preview, under the orders root (a logout removes it; placing an order refreshes it). Keyed by
 * the member, the lines as the buyer sees them (ids, quantities, prices), the fund and the quote: a change asks again.
 */
export const previewQueries = {
  preview: (
    memberId: string | undefined,
    lines: readonly { matlId: string; quantity: number; price: number }[],
    fundId: string | null,
    /** an order from a quote (docs/api.md §16): the mall previews the quote's priced lines */
    quoteId: string | null = null,
  ) =>
    queryOptions({
      queryKey: [...queryRoots.orders, 'preview', memberId ?? '', { lines, fundId, quoteId }] as const,
      queryFn: ({ signal }) =>
        previewOrder(quoteId ? { quoteId, ...(fundId ? { fundId } : {}) } : { matlIds: lines.map((l) => l.matlId), ...(fundId ? { fundId } : {}) }, signal),
      staleTime: 0,
      retry: false,
      // the last answer stays on screen while the next is asked (no flicker of the notices)
      placeholderData: keepPreviousData,
    }),
};
