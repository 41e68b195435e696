import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { readSessionFlag, SESSION_KEYS, useSession } from '@/shared/session';
import { wechatBindAtom } from './dialogs';

/**
 * Opens the WeChat-binding dialog by itself on routes that allow it, once the
 * session is ready and the signed-in member has no wechatId, unless it was
 * closed in this tab (atom flag, remembered in sessionStorage).
 * It opens on the next tick, so a dialog opened in the same render (the
 * supply notice after a login) can still hold it back through `routeAllows`.
 */
export function useWechatPrompt(routeAllows: boolean): void {
  const { member, access, loading, leaving } = useSession();
  const [state, setState] = useAtom(wechatBindAtom);
  const needsBinding = access.isAuthenticated && !member?.wechatId;
  const closed = state.isClosed;

  useEffect(() => {
    if (!routeAllows || loading || leaving || !needsBinding || closed || state.open) return;
    if (readSessionFlag(SESSION_KEYS.wechatBindClosed)) {
      setState((s) => ({ ...s, isClosed: true }));
      return;
    }
    const timer = setTimeout(() => setState({ open: true, isClosed: false }), 0);
    return () => clearTimeout(timer);
  }, [routeAllows, loading, leaving, needsBinding, closed, state.open, setState]);

  // Signed out meanwhile (logout, another tab): nothing left to bind.
  const signedOut = !loading && !access.isAuthenticated;
  useEffect(() => {
    if (signedOut && state.open) setState((s) => ({ ...s, open: false }));
  }, [signedOut, state.open, setState]);
}
