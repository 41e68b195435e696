import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchInvoice, fetchInvoiceDetail, fetchInvoices } from './requests';
import type { InvoiceFilters } from './types';

/**
 * Keys from general to specific, under the shared invoices root (orders refresh it after an order),
 * and keyed by the signed-in member's _id: another account in the same tab never sees cached data.
 * The profiles (发票抬头) are src/entities/invoice-profile, under the same root.
 */
export const invoiceQueries = {
  all: () => queryRoots.invoices,
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
