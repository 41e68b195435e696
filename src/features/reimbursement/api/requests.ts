import { http, idSegment, paths, type Schema } from '@/shared/api';

/** An invoice as §7 answers it: its status, whether and in which formats it may be downloaded. */
export type PackInvoice = Pick<Schema<'Invoice'>, '_id' | 'invoiceNo' | 'status' | 'formats' | 'canDownload'>;
export type InvoiceFormat = PackInvoice['formats'][number];

// Every call here is silent: the pack's dialog says each failure in its own line (docs/api.md §14 报销材料包).

export async function fetchInvoice(id: string, signal: AbortSignal): Promise<PackInvoice> {
  const { data } = await http.get<Schema<'Invoice'>>(paths.invoice(`/invoice/${idSegment(id)}`), { signal, silent: true });
  return data;
}

const file = async (method: string, path: string, signal: AbortSignal, json?: unknown): Promise<Blob> =>
  (await http.blob(method, path, { signal, silent: true, json })).data;

export const packFiles = {
  invoice: (id: string, format: InvoiceFormat, signal: AbortSignal) =>
    file('POST', paths.invoice(`/invoice/download/${idSegment(id)}`), signal, { format }),
  acceptanceSlip: (orderId: string, signal: AbortSignal) => file('GET', paths.v1(`/orders/${idSegment(orderId)}/acceptance-slip`), signal),
  contract: (orderId: string, signal: AbortSignal) => file('GET', paths.v1(`/orders/${idSegment(orderId)}/contract`), signal),
  quote: (quoteId: string, signal: AbortSignal) => file('GET', paths.v1(`/quotes/${idSegment(quoteId)}/pdf`), signal),
  sds: (matlId: string, signal: AbortSignal) => file('GET', paths.v1(`/materials/${idSegment(matlId)}/sds`), signal),
  /** The lot's COA: looked up by material and lot (10404: the mall has none), then its file. */
  coa: async (matlId: string, lot: string, signal: AbortSignal) => {
    const { data } = await http.get<Schema<'Coa'>>(paths.v1(`/materials/${idSegment(matlId)}/coa`), { params: { lot }, signal, silent: true });
    return file('GET', paths.common(`/scm/coas/${idSegment(data._id)}/file`), signal);
  },
};

export type CoverBody = Schema<'ReimbursementCoverOrder'>[];

/** 报销附件清单: drawn by the mall from what the shop gathered (POST {v1}/reimbursement/cover). */
export const fetchCover = (scope: string, orders: CoverBody, signal: AbortSignal): Promise<Blob> =>
  file('POST', paths.v1('/reimbursement/cover'), signal, { scope, orders });
