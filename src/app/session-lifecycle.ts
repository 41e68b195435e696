import { useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCartQuery } from '@/entities/cart';
import { materialQueries } from '@/entities/material';
import { useMemberQuery } from '@/entities/member';
import { claimNotice, isApiError } from '@/shared/api/errors';
import { queryRoots } from '@/shared/api/query-roots';
import { ROUTES } from '@/shared/config/routes';
import { feedback } from '@/shared/lib/feedback';
import { clearSession, passingFailure, reloadSession, sessionKey, sessionPhaseAtom, SessionStartDelayContext } from '@/shared/session';
import { readTokenInfo, subscribeTokenInfo, syncAccessTokenCookie } from '@/shared/storage';

/** Routes on which the member is reloaded too, not only the cart (spec §4). */
const FULL_RELOAD_PATHS: readonly string[] = [ROUTES.cart, ROUTES.orderAdd];

/**
 * The session lifecycle of spec §4, mounted once in the shell: start after
 * the start delay when a token is stored; on each route change copy the cookie
 * and reload the cart (and the member where the spec says); when the session
 * changes (sign-in, another tab, logout) the previous member's caches go; a
 * passing failure of member or cart is said once. It lives in the app because
 * it joins two entities (member and cart), which never import each other.
 */
export function useSessionLifecycle(): void {
  const qc = useQueryClient();
  const { pathname } = useLocation();
  const store = useStore();
  const delay = useContext(SessionStartDelayContext);
  const { member } = useMemberQuery();
  const cart = useCartQuery();
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
      // the catalogue carries the company's prices (docs/api.md §5): emptied and read again with the new token (or
      // none), so the last member's 协议价 is never shown to the next one. Not resetQueries: a query started from the
      // landing script's answer (initialData, fetched with the last member's token) would be reset to that answer.
      const catalogue = { queryKey: materialQueries.all() };
      qc.removeQueries({ ...catalogue, type: 'inactive' });
      for (const query of qc.getQueryCache().findAll({ ...catalogue, type: 'active' })) {
        query.setState({ ...query.state, data: undefined, dataUpdatedAt: 0, status: 'pending', error: null });
      }
      void qc.refetchQueries({ ...catalogue, type: 'active' });
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

