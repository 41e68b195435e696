import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchAddresses, fetchSubMembers } from './requests';

/** Query keys of the member centre, from general to specific (under the shared member root). */
export const memberQueries = {
  addresses: () =>
    queryOptions({ queryKey: queryRoots.addresses, queryFn: ({ signal }) => fetchAddresses(signal) }),
  subMembers: () =>
    queryOptions({ queryKey: [...queryRoots.member, 'sub-members'] as const, queryFn: ({ signal }) => fetchSubMembers(signal) }),
};
