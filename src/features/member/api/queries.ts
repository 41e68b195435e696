import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchSubMembers } from './requests';

/**
 * Query keys of the member centre, from general to specific (under the shared
 * member root). Keyed by the signed-in member's _id too: after a logout and
 * another login in the same tab, one account never sees the other's cached data.
 * The address book is src/entities/address.
 */
export const memberQueries = {
  subMembersRoot: () => [...queryRoots.member, 'sub-members'] as const,
  subMembers: (memberId: string | undefined) =>
    queryOptions({ queryKey: [...memberQueries.subMembersRoot(), memberId ?? ''] as const, queryFn: ({ signal }) => fetchSubMembers(signal) }),
};
