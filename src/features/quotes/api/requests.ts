import { http, idSegment, paths, saveFile } from '@/shared/api';
import type { Quote, QuoteInput } from '@/entities/quote';

/** POST {v1}/quotes: a refusal (10130 no line / too many, 10131 off sale, 400 a field) is said by the client's toast. */
export async function createQuote(input: QuoteInput): Promise<Quote> {
  const body = await http.post<Quote>(paths.v1('/quotes'), { json: input });
  return body.data;
}

/** PUT {v1}/quotes/{id}/decline: the buyer turns the quote down (10132 says why not). */
export async function declineQuote({ id, reason }: { id: string; reason: string }): Promise<Quote> {
  const body = await http.put<Quote>(paths.v1(`/quotes/${idSegment(id)}/decline`), { json: reason ? { reason } : {} });
  return body.data;
}

/** What the download helper says once a 报价单 is saved. */
export const quotePdfDownloaded = (quoteNo: string) => `报价单 ${quoteNo} 已下载`;

/** 报价单 PDF (报价单-<quoteNo>.pdf, as the mall names it) through the download helper; 10133 (not yet priced) is the client's toast. */
export async function downloadQuotePdf(id: string, quoteNo: string): Promise<void> {
  const { data } = await http.blob('GET', paths.v1(`/quotes/${idSegment(id)}/pdf`));
  saveFile(data, `报价单-${quoteNo}`, 'pdf', quotePdfDownloaded(quoteNo));
}
