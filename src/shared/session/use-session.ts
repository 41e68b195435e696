import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { isApiError } from '@/shared/api/errors';
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

  // Member and cart failing in passing: one toast (one key for both), the header offers 重试.
  const failure = isPassingFailure(member.error) ? member.error : isPassingFailure(cart.error) ? cart.error : null;
  useEffect(() => {
    if (failure) feedback.error(failure.message, { key: 'session-load-failed' });
  }, [failure]);
}

/** Member, cart, access flags and the loading state, for any component. */
export function useSession() {
  const token = useTokenInfo();
  const { phase, enabled, member, cart } = useSessionQueries(token);
  const memberInfo = enabled ? (member.data ?? null) : null;
  const failed = enabled && member.data === undefined && isPassingFailure(member.error);
  const loading = token !== null && (phase === 'starting' || (enabled && member.data === undefined && member.isPending));
  return {
    member: memberInfo,
    cart: enabled ? (cart.data ?? EMPTY_CART) : EMPTY_CART,
    access: getAccess(memberInfo),
    loading,
    /** a token is stored but the member could not be loaded (5xx, an HTML page, offline): offer 重试 */
    failed,
    retry: () => {
      void member.refetch();
      void cart.refetch();
    },
    /** a logout call is running */
    leaving: phase === 'leaving',
  };
}
