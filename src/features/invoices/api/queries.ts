import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchInvoice, fetchInvoiceDetail, fetchInvoiceProfiles, fetchInvoices } from './requests';
import type { InvoiceFilters } from './types';

/** Keys from general to specific, under the shared invoices root (orders refresh it after an order). */
export const invoiceQueries = {
  all: () => queryRoots.invoices,
  profiles: () =>
    queryOptions({ queryKey: [...queryRoots.invoices, 'profiles'] as const, queryFn: ({ signal }) => fetchInvoiceProfiles(undefined, signal) }),
  lists: () => [...queryRoots.invoices, 'list'] as const,
  list: (filters: InvoiceFilters) =>
    queryOptions({
      queryKey: [...invoiceQueries.lists(), filters] as const,
      queryFn: ({ signal }) => fetchInvoices(filters, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...queryRoots.invoices, 'detail', id] as const, queryFn: ({ signal }) => fetchInvoiceDetail(id, signal) }),
  /** The download link page: silent (it shows its own message), no retry on a 404. */
  one: (id: string) =>
    queryOptions({
      queryKey: [...queryRoots.invoices, 'one', id] as const,
      queryFn: ({ signal }) => fetchInvoice(id, { signal, silent: true }),
      retry: false,
    }),
};
