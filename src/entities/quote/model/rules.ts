import type { Quote, QuoteLine, QuoteStatus } from '../api/types';

/** Days from one China date (YYYY-MM-DD) to another. */
function daysBetween(from: string, to: string): number {
  const utc = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

export interface Validity {
  /** 有效期至 2026-12-01, or null before the mall has priced the quote */
  until: string | null;
  /** what to stress beside it: 今天到期 / 明天到期 / 已过期, else null */
  urgent: '今天到期' | '明天到期' | '已过期' | null;
}

/**
 * A quote's validity as the buyer reads it (docs/api.md §16): valid through `validUntil`, a China day; `today` is
 * the China date now (chinaDate(Date.now())). An accepted or declined quote has no urgency.
 */
export function validityOf(quote: { status: QuoteStatus; validUntil: string | null }, today: string): Validity {
  const until = quote.validUntil;
  if (!until) return { until: null, urgent: null };
  if (quote.status === 'expired') return { until, urgent: '已过期' };
  if (quote.status !== 'quoted') return { until, urgent: null };
  const left = daysBetween(today, until);
  return { until, urgent: left < 0 ? '已过期' : left === 0 ? '今天到期' : left === 1 ? '明天到期' : null };
}

/** The lines an order from the quote holds (docs/api.md §16 Accepting): the priced ones, at their quoted price. */
export function pricedLines(quote: Pick<Quote, 'lines'>): (QuoteLine & { unitPrice: number })[] {
  return quote.lines.filter((l): l is QuoteLine & { unitPrice: number } => l.status === 'quoted' && typeof l.unitPrice === 'number');
}
