import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useLocation } from 'react-router-dom';
import { http, isApiError, paths } from '@/shared/api';
import { TEXT } from '@/shared/config/constants';
import { isPublicPath, ROUTES } from '@/shared/config/routes';
import { feedback } from '@/shared/lib/feedback';
import { navigateTo } from '@/shared/lib/navigation';
import { clearSession, sessionPhaseAtom, type AppStore } from '@/shared/session';
import { clearStorage } from '@/shared/storage';

export type LogoutOutcome = 'done' | 'failed' | 'refused';

/**
 * Logout, spec §4 steps 1-5:
 * 1. member cleared and cart zeroed at once; 2. the call;
 * 3. code 0: all local storage cleared, to the login page unless the path is
 *    public, success message; 4. failure: storage cleared, error message;
 * 5. a non-zero code: nothing shown, nothing cleaned.
 */
export async function logout({ qc, store, pathname }: { qc: QueryClient; store: AppStore; pathname: string }): Promise<LogoutOutcome> {
  // Step 1 (issue 8, defect 9): the member's calls in flight are cancelled and every
  // member-scoped cache entry removed, so nothing of theirs comes back; 'leaving' keeps
  // the member and cart queries off while the call runs.
  store.set(sessionPhaseAtom, 'leaving');
  clearSession(qc);
  try {
    await http.post<null>(paths.v1('/auth/logout'), { silent: true });
  } catch (error) {
    store.set(sessionPhaseAtom, 'ready');
    if (isApiError(error) && error.kind === 'business') return 'refused';
    clearStorage();
    feedback.error(TEXT.logoutFailed);
    return 'failed';
  }
  clearStorage();
  // Leaving a members-only page: the phase returns to 'ready' once the route has changed
  // (useSessionLifecycle), so the page's access gate never redirects in between.
  if (isPublicPath(pathname)) store.set(sessionPhaseAtom, 'ready');
  else void navigateTo(ROUTES.loginWechat, { replace: true });
  feedback.success(TEXT.logoutSuccess);
  return 'done';
}

/** Logout as a mutation, from wherever the user is (the header's menu). */
export function useLogout() {
  const qc = useQueryClient();
  const store = useStore();
  const { pathname } = useLocation();
  return useMutation({ mutationFn: () => logout({ qc, store, pathname }) });
}
