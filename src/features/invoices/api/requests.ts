import { http, type Page } from '@/shared/api/http';
import { idSegment } from '@/shared/api/id-segment';
import type { RequestBody } from '@/shared/api/mall-types';
import { paths } from '@/shared/api/url';
import type { Invoice, InvoiceDetail, InvoiceFilters, InvoiceFormat } from './types';

// ---------------------------------------------------------------- order invoices

export const INVOICE_PAGE_SIZE = 10;

/** GET {invoice}/invoice with the filters of the URL. */
export async function fetchInvoices(filters: InvoiceFilters, signal?: AbortSignal): Promise<Page<Invoice>> {
  const body = await http.get<Page<Invoice>>(paths.invoice('/invoice'), {
    params: {
      status: filters.status,
      type: filters.type === 'all' ? undefined : filters.type,
      orderNo: filters.orderNo || undefined,
      appliedAt: filters.from && filters.to ? [filters.from, filters.to] : undefined,
      page: filters.page,
      pageSize: INVOICE_PAGE_SIZE,
    },
    signal,
  });
  return body.data;
}

/** GET {invoice}/invoice/{id}; `silent` for the download link page, which says what went wrong itself. */
export async function fetchInvoice(id: string, options: { signal?: AbortSignal; silent?: boolean } = {}): Promise<Invoice> {
  const body = await http.get<Invoice>(paths.invoice(`/invoice/${idSegment(id)}`), options);
  return body.data;
}

export async function fetchInvoiceDetail(id: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  const body = await http.get<InvoiceDetail>(paths.invoice(`/invoice/detail/${idSegment(id)}`), { signal });
  return body.data;
}

export async function reissueInvoice(input: RequestBody<'reissueInvoice'>): Promise<Invoice> {
  const body = await http.post<Invoice>(paths.invoice('/member/invoice/reissue'), { json: input });
  return body.data;
}

/** POST {invoice}/invoice/download/{id}: the file as a Blob (spec §7: code 0 plus data). */
export async function downloadInvoiceFile(id: string, format: InvoiceFormat = 'pdf'): Promise<Blob> {
  const path = paths.invoice(`/invoice/download/${idSegment(id)}`);
  const body = await http.blob('POST', path, { json: { format } });
  return body.data;
}
