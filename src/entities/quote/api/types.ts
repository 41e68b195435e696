import type { AnswerData, Schema } from '@/shared/api';

/** Quote shapes as the mall sends them (docs/api.md §16 Quotes; docs/openapi.yaml). */
export type QuoteStatus = Schema<'QuoteStatus'>;

export type QuoteLine = Schema<'QuoteLine'>;

export type QuoteListItem = Schema<'QuoteListItem'>;

export type Quote = AnswerData<'getQuote'>;

export type QuoteInput = Schema<'QuoteInput'>;
