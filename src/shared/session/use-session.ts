import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { queryRoots } from '@/shared/api/query-roots';
import { SESSION_START_DELAY_MS } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { getAccess } from './access';
import { clearSession, reloadSession, sessionQueries } from './member';
import { hasToken, STORAGE_KEYS, syncAccessTokenCookie } from './storage';
import { sessionPhaseAtom } from './store';
import { EMPTY_CART } from './types';

/** Routes on which the member is reloaded too, not only the cart (spec §4). */
const FULL_RELOAD_PATHS: readonly string[] = [ROUTES.cart, ROUTES.orderAdd];

/**
 * The session lifecycle of spec §4, mounted once in the shell:
 * start after 1200 ms when a token is stored; on each route change copy the
 * cookie and reload member and/or cart; follow other tabs' storage changes.
 */
export function useSessionLifecycle(): void {
  const qc = useQueryClient();
  const { pathname } = useLocation();
  const store = useStore();
  const setPhase = useSetAtom(sessionPhaseAtom);

  useEffect(() => {
    if (!hasToken()) {
      setPhase('ready');
      return;
    }
    const timer = setTimeout(() => {
      setPhase('ready');
      void reloadSession(qc, { member: true, cart: true });
    }, SESSION_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [qc, setPhase]);

  useEffect(() => {
    syncAccessTokenCookie();
    const phase = store.get(sessionPhaseAtom);
    if (phase === 'starting') return; // the start timer loads both
    if (phase === 'leaving') setPhase('ready'); // a logout moved us here
    if (hasToken()) {
      const member = qc.getQueryData(queryRoots.member);
      const full = FULL_RELOAD_PATHS.includes(pathname) || !member;
      void reloadSession(qc, { member: full, cart: true });
    } else if (pathname === ROUTES.login) {
      qc.setQueryData(queryRoots.member, null);
    }
  }, [pathname, qc, store, setPhase]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== globalThis.localStorage) return;
      if (event.key !== null && event.key !== STORAGE_KEYS.tokenInfo) return;
      if (hasToken()) {
        void reloadSession(qc, { member: true, cart: false });
      } else {
        clearSession(qc);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [qc]);
}

/** Member, cart, access flags and the loading state, for any component. */
export function useSession() {
  const phase = useAtomValue(sessionPhaseAtom);
  const member = useQuery(sessionQueries.member());
  const cart = useQuery(sessionQueries.cart());
  const memberInfo = member.data ?? null;
  const loading =
    (phase === 'starting' && hasToken()) || (member.data === undefined && member.fetchStatus === 'fetching');
  return {
    member: memberInfo,
    cart: cart.data ?? EMPTY_CART,
    access: getAccess(memberInfo),
    loading,
    /** a logout call is running */
    leaving: phase === 'leaving',
  };
}
