import { http, type Page } from '@/shared/api/http';
import { idSegment } from '@/shared/api/id-segment';
import { paths } from '@/shared/api/url';
import type { Invoice, InvoiceDetail, InvoiceFilters, InvoiceFormat, InvoiceProfile, InvoiceProfileInput, InvoiceType } from './types';

const enc = encodeURIComponent;

// ---------------------------------------------------------------- profiles (发票抬头)

/**
 * GET {invoice}/member/invoice: the account's invoice profiles, default first.
 * Also for the order page (issue 12), which calls it itself.
 */
export async function fetchInvoiceProfiles(type?: InvoiceType, signal?: AbortSignal): Promise<Page<InvoiceProfile>> {
  const body = await http.get<Page<InvoiceProfile>>(paths.invoice('/member/invoice'), { params: { type, page: 1, pageSize: 20 }, signal });
  return body.data;
}

/**
 * GET {invoice}/member/invoice/{id} (by `id`, spec §3): one profile as the mall has it now. 编辑 starts from it,
 * not from the list's copy, so a change made meanwhile (another tab, another device) is not overwritten.
 */
export async function fetchInvoiceProfile(id: string, signal?: AbortSignal): Promise<InvoiceProfile> {
  const body = await http.get<InvoiceProfile>(paths.invoice(`/member/invoice/${enc(id)}`), { signal });
  return body.data;
}

/** POST {invoice}/member/invoice: adds without `_id`, updates with it (the same path, spec §7). */
export async function saveInvoiceProfile(input: InvoiceProfileInput): Promise<InvoiceProfile> {
  const body = await http.post<InvoiceProfile>(paths.invoice('/member/invoice'), { json: input });
  return body.data;
}

/** DELETE {invoice}/member/invoices/{id} (by `id`, spec §3). */
export async function deleteInvoiceProfile(id: string): Promise<void> {
  await http.delete<{ _id: string }>(paths.invoice(`/member/invoices/${enc(id)}`));
}

export async function setDefaultInvoiceProfile(id: string): Promise<InvoiceProfile> {
  const body = await http.put<InvoiceProfile>(paths.invoice(`/member/invoices/${enc(id)}/is-default`));
  return body.data;
}

// ---------------------------------------------------------------- order invoices

export const INVOICE_PAGE_SIZE = 10;

/** GET {invoice}/invoice with the filters of the URL. */
export async function fetchInvoices(filters: InvoiceFilters, signal?: AbortSignal): Promise<Page<Invoice>> {
  const body = await http.get<Page<Invoice>>(paths.invoice('/invoice'), {
    params: {
      status: filters.status,
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

export async function reissueInvoice(input: { invoiceId: string; reason: string; profileId?: string }): Promise<Invoice> {
  const body = await http.post<Invoice>(paths.invoice('/member/invoice/reissue'), { json: input });
  return body.data;
}

/** POST {invoice}/invoice/download/{id}: the file as a Blob (spec §7: code 0 plus data). */
export async function downloadInvoiceFile(id: string, format: InvoiceFormat = 'pdf'): Promise<Blob> {
  const path = paths.invoice(`/invoice/download/${idSegment(id)}`);
  const body = await http.blob('POST', path, { json: { format } });
  return body.data;
}
