import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { fetchMember } from './requests';

/**
 * The member's query key (under the member-scoped root `member`, src/shared/api/query-roots.ts). An
 * ordinary query: useMemberQuery enables it while a token is stored and the session has started; it
 * loads by itself, and a route change or a save invalidates it (reloadSession).
 */
export const memberInfoQueries = {
  info: () => queryOptions({ queryKey: queryRoots.member, queryFn: ({ signal }) => fetchMember(signal), staleTime: Infinity }),
};
