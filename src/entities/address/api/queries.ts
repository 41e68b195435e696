import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchAddresses } from './requests';

/**
 * The one key of the address book, read by the member centre and the order page alike. It lies under the
 * member root, so a logout removes it (src/shared/api/query-roots.ts), and it is keyed by the signed-in
 * member's _id too: after a logout and another login in the same tab, one account never sees the other's book.
 */
export const addressQueries = {
  root: () => queryRoots.addresses,
  list: (memberId: string | undefined) =>
    queryOptions({ queryKey: [...queryRoots.addresses, memberId ?? ''] as const, queryFn: ({ signal }) => fetchAddresses(signal) }),
};
