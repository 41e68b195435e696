import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { claimNotice, isApiError } from '@/shared/api/errors';
import { queryRoots } from '@/shared/api/query-roots';
import { SESSION_START_DELAY_MS } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { feedback } from '@/shared/lib/feedback';
import { getAccess } from './access';
import { clearSession, reloadSession, sessionQueries } from './member';
import { readTokenInfo, sessionIdOf, subscribeTokenInfo, syncAccessTokenCookie, type TokenInfo } from './storage';
import { sessionPhaseAtom } from './store';
import { EMPTY_CART } from './types';

/** The pause before a stored session starts (spec §4: 1200 ms); the tests render with 0 (tests/utils/render.tsx). */
export const SessionStartDelayContext = createContext(SESSION_START_DELAY_MS);

/** The stored token, re-rendering on every change in this tab or another. */
export function useTokenInfo(): TokenInfo | null {
  return useSyncExternalStore(subscribeTokenInfo, readTokenInfo, () => null);
}

/** One sign-in is one session: a refresh keeps it (even one that rotates the refresh token), another login starts a new one. */
function sessionKey(info: TokenInfo | null): string | null {
  return info ? sessionIdOf(info) : null;
}

/** Routes on which the member is reloaded too, not only the cart (spec §4). */
const FULL_RELOAD_PATHS: readonly string[] = [ROUTES.cart, ROUTES.orderAdd];

/** A failure worth saying: the answer never came or was not the mall's (spec §8 "HTTP error other than 401"). */
function isPassingFailure(error: unknown): error is Error {
  return isApiError(error) && (error.kind === 'http' || error.kind === 'parse' || error.kind === 'network' || error.kind === 'timeout');
}

/**
 * The passing failure of a session query, from its first failed attempt on (React Query's retries may go on
 * in the background), or of its last fetch once that has ended; nothing while a new fetch (重试, a route
 * change) runs again.
 */
function passingFailure(query: { failureReason: unknown; error: unknown; fetchStatus: string }): Error | null {
  if (isPassingFailure(query.failureReason)) return query.failureReason;
  return query.fetchStatus === 'idle' && isPassingFailure(query.error) ? query.error : null;
}

function useSessionQueries(token: TokenInfo | null) {
  const phase = useAtomValue(sessionPhaseAtom);
  const enabled = token !== null && phase === 'ready';
  const member = useQuery({ ...sessionQueries.member(), enabled });
  const cart = useQuery({ ...sessionQueries.cart(), enabled });
  return { phase, enabled, member, cart };
}

/**
 * The session lifecycle of spec §4, mounted once in the shell: start after
 * the start delay when a token is stored; on each route change copy the cookie
 * and reload the cart (and the member where the spec says); when the session
 * changes (sign-in, another tab, logout) the previous member's caches go; a
 * passing failure of member or cart is said once.
 */
export function useSessionLifecycle(): void {
  const qc = useQueryClient();
  const { pathname } = useLocation();
  const store = useStore();
  const delay = useContext(SessionStartDelayContext);
  const { member, cart } = useSessionQueries(useTokenInfo());

  useEffect(() => {
    if (!readTokenInfo() || delay <= 0) {
      store.set(sessionPhaseAtom, 'ready');
      return;
    }
    const timer = setTimeout(() => store.set(sessionPhaseAtom, 'ready'), delay);
    return () => clearTimeout(timer);
  }, [delay, store]);

  // Another account (this tab or another) or none: the previous member's data goes at once,
  // before React renders with the new token; the enabled queries then load once.
  useEffect(() => {
    let key = sessionKey(readTokenInfo());
    return subscribeTokenInfo((info) => {
      const next = sessionKey(info);
      if (next === key) return;
      key = next;
      clearSession(qc);
    });
  }, [qc]);

  const lastPath = useRef<string | null>(null);
  const lastSession = useRef<string | null>(null);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    const first = lastPath.current === null;
    lastPath.current = pathname;
    syncAccessTokenCookie();
    const phase = store.get(sessionPhaseAtom);
    if (phase === 'leaving') store.set(sessionPhaseAtom, 'ready'); // a logout moved us here
    const token = readTokenInfo();
    if (!token) {
      if (pathname === ROUTES.login) clearSession(qc);
      return;
    }
    const key = sessionKey(token);
    const sameSession = lastSession.current === key;
    lastSession.current = key;
    // The start and a sign-in load member and cart by themselves.
    if (first || phase !== 'ready' || !sameSession) return;
    const full = FULL_RELOAD_PATHS.includes(pathname) || qc.getQueryData(queryRoots.member) === undefined;
    void reloadSession(qc, { member: full, cart: true });
  }, [pathname, qc, store]);

  // Member and cart failing in passing: said once, at the first failed attempt (not after the retries), for
  // both together; the header and the members-only pages offer 重试. Said again only after a new fetch
  // failed anew. A call of the page that shared the failure (the same refresh) and said it already counts.
  const failure = passingFailure(member) ?? passingFailure(cart);
  const said = useRef(false);
  useEffect(() => {
    if (!failure) {
      said.current = false;
      return;
    }
    if (said.current) return;
    said.current = true;
    if (!claimNotice(failure)) return;
    const shared = isApiError(failure) && (failure.kind === 'network' || failure.kind === 'timeout');
    feedback.error(failure.message, { key: shared ? `net-${failure.kind}` : 'session-load-failed' });
  }, [failure]);
}

/** Member, cart, access flags and the loading state, for any component. */
export function useSession() {
  const token = useTokenInfo();
  const { phase, enabled, member, cart } = useSessionQueries(token);
  const memberInfo = enabled ? (member.data ?? null) : null;
  // From the first failed attempt: the member is not known, which is not "signed out" (no login form, no redirect).
  const failure = enabled && member.data === undefined ? passingFailure(member) : null;
  const failed = failure !== null;
  const loading = token !== null && !failed && (phase === 'starting' || (enabled && member.data === undefined && member.isPending));
  return {
    member: memberInfo,
    cart: enabled ? (cart.data ?? EMPTY_CART) : EMPTY_CART,
    access: getAccess(memberInfo),
    loading,
    /** a token is stored but the member could not be loaded (5xx, an HTML page, offline): offer 重试 */
    failed,
    /** what went wrong when `failed` (the transport's Chinese message) */
    failureMessage: failure?.message ?? null,
    retry: () => {
      void member.refetch();
      void cart.refetch();
    },
    /** a logout call is running */
    leaving: phase === 'leaving',
  };
}
