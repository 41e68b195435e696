import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';
import { createQuote, declineQuote } from './requests';
import { quoteQueries } from './queries';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

/** A new quote: its detail is known at once (the page it opens draws without a call), the lists read again. */
export function useCreateQuote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: (quote) => {
      qc.setQueryData(quoteQueries.detail(quote._id).queryKey, quote);
      return qc.invalidateQueries({ queryKey: quoteQueries.lists() });
    },
  });
}

/**
 * Declining a quote: the mall's answer is the quote as it now stands; the lists read again. A refusal (10132: the
 * quote was ordered, expired or declined meanwhile) reads the quote again, so the page shows why.
 */
export function useDeclineQuote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: declineQuote,
    onSuccess: (quote) => {
      qc.setQueryData(quoteQueries.detail(quote._id).queryKey, quote);
      return qc.invalidateQueries({ queryKey: quoteQueries.lists() });
    },
    onError: (error, { id }) => {
      if (isApiError(error) && error.code === MALL_CODE.quoteUnusable) void qc.invalidateQueries({ queryKey: quoteQueries.all() });
      else if (isApiError(error) && error.status === 404) void qc.invalidateQueries({ queryKey: quoteQueries.detail(id).queryKey });
    },
  });
}
