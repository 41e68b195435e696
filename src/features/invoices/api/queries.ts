import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchInvoice, fetchInvoiceDetail, fetchInvoiceProfile, fetchInvoiceProfiles, fetchInvoices } from './requests';
import type { InvoiceFilters } from './types';

/**
 * Keys from general to specific, under the shared invoices root (orders refresh it after an order),
 * and keyed by the signed-in member's _id: another account in the same tab never sees cached data.
 */
export const invoiceQueries = {
  all: () => queryRoots.invoices,
  profilesRoot: () => [...queryRoots.invoices, 'profiles'] as const,
  profiles: (memberId: string | undefined) =>
    queryOptions({
      queryKey: [...invoiceQueries.profilesRoot(), memberId ?? ''] as const,
      queryFn: ({ signal }) => fetchInvoiceProfiles(undefined, signal),
    }),
  /** One profile, fresh for the edit form (under profilesRoot: a save reloads it with the list). */
  profile: (memberId: string | undefined, id: string) =>
    queryOptions({
      queryKey: [...invoiceQueries.profilesRoot(), 'one', memberId ?? '', id] as const,
      queryFn: ({ signal }) => fetchInvoiceProfile(id, signal),
      staleTime: 0,
    }),
  list: (memberId: string | undefined, filters: InvoiceFilters) =>
    queryOptions({
      queryKey: [...queryRoots.invoices, 'list', memberId ?? '', filters] as const,
      queryFn: ({ signal }) => fetchInvoices(filters, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (memberId: string | undefined, id: string) =>
    queryOptions({ queryKey: [...queryRoots.invoices, 'detail', memberId ?? '', id] as const, queryFn: ({ signal }) => fetchInvoiceDetail(id, signal) }),
  /** The download link page: silent (it shows its own message), no retry on a 404. */
  one: (memberId: string | undefined, id: string) =>
    queryOptions({
      queryKey: [...queryRoots.invoices, 'one', memberId ?? '', id] as const,
      queryFn: ({ signal }) => fetchInvoice(id, { signal, silent: true }),
      retry: false,
    }),
};
