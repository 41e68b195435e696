import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchInvoiceProfile, fetchInvoiceProfiles } from './requests';

/**
 * The one key factory of invoice profiles, read by the invoice page and the order page alike. The keys lie
 * under the invoices root, so a logout removes them (src/shared/api/query-roots.ts), and are keyed by the
 * signed-in member's _id: another account in the same tab never sees cached profiles.
 */
export const invoiceProfileQueries = {
  root: () => [...queryRoots.invoices, 'profiles'] as const,
  list: (memberId: string | undefined) =>
    queryOptions({
      queryKey: [...invoiceProfileQueries.root(), memberId ?? ''] as const,
      queryFn: ({ signal }) => fetchInvoiceProfiles(signal),
    }),
  /** Single profiles, below the root: a save reloads them with the list. */
  oneRoot: () => [...invoiceProfileQueries.root(), 'one'] as const,
  /** One profile, fresh for the edit form. */
  one: (memberId: string | undefined, id: string) =>
    queryOptions({
      queryKey: [...invoiceProfileQueries.oneRoot(), memberId ?? '', id] as const,
      queryFn: ({ signal }) => fetchInvoiceProfile(id, signal),
      staleTime: 0,
    }),
};
