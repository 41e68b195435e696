import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { passingFailure, useSessionEnabled } from '@/shared/session';
import { memberInfoQueries } from '../api/queries';
import { getAccess } from './access';

/** The member query, enabled by the session (a stored token, the start delay over). */
export function useMemberQuery() {
  const session = useSessionEnabled();
  const member = useQuery({ ...memberInfoQueries.info(), enabled: session.enabled });
  return { ...session, member };
}

/** Member, access flags and the loading state, for any component (the cart: useCart of src/entities/cart). */
export function useSession() {
  const qc = useQueryClient();
  const { token, phase, enabled, member } = useMemberQuery();
  const memberInfo = enabled ? (member.data ?? null) : null;
  // From the first failed attempt: the member is not known, which is not "signed out" (no login form, no redirect).
  const failure = enabled && member.data === undefined ? passingFailure(member) : null;
  const failed = failure !== null;
  const loading = token !== null && !failed && (phase === 'starting' || (enabled && member.data === undefined && member.isPending));
  return {
    member: memberInfo,
    access: getAccess(memberInfo),
    loading,
    /** a token is stored but the member could not be loaded (5xx, an HTML page, offline): offer 重试 */
    failed,
    /** what went wrong when `failed` (the transport's Chinese message) */
    failureMessage: failure?.message ?? null,
    /** loads member and cart again (the cart through its root key: an entity never imports another) */
    retry: () => {
      void member.refetch();
      void qc.refetchQueries({ queryKey: queryRoots.cart, exact: true });
    },
    /** a logout call is running */
    leaving: phase === 'leaving',
  };
}
