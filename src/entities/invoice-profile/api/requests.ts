import { http, type Page } from '@/shared/api/http';
import { paths } from '@/shared/api/url';
import { MAX_INVOICE_PROFILES } from '../model/rules';
import type { InvoiceProfile, InvoiceProfileInput } from './types';

const enc = encodeURIComponent;

/** GET {invoice}/member/invoice: the account's invoice profiles (at most MAX_INVOICE_PROFILES), default first. */
export async function fetchInvoiceProfiles(signal?: AbortSignal): Promise<Page<InvoiceProfile>> {
  const body = await http.get<Page<InvoiceProfile>>(paths.invoice('/member/invoice'), {
    params: { page: 1, pageSize: MAX_INVOICE_PROFILES },
    signal,
  });
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
