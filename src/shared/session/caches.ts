import type { QueryClient } from '@tanstack/react-query';
import { memberScoped, queryRoots } from '@/shared/api/query-roots';
import { removeItem, removeSessionItem, SESSION_KEYS, setFlag, STORAGE_KEYS, writeTokenInfo, type TokenInfo } from '@/shared/storage';

/** Load member and/or cart again (after a save, a route change); a call already running is reused. */
export async function reloadSession(qc: QueryClient, what: { member: boolean; cart: boolean }): Promise<void> {
  const reload = (queryKey: readonly string[]) => qc.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false });
  await Promise.all([what.member ? reload(queryRoots.member) : null, what.cart ? reload(queryRoots.cart) : null]);
}

/**
 * The member's data goes (logout, another account, account deletion): calls in
 * flight are cancelled, so a late answer puts nothing back, and every
 * member-scoped cache entry (src/shared/api/query-roots.ts) is removed, with the
 * cart lines the member took to checkout (selectedCartInfo): another member's
 * order page must not list them as changed. The prompt this tab showed was the previous member's: the next one
 * gets their own (src/app/shell/use-prompt-arbiter.ts).
 */
export function clearSession(qc: QueryClient): void {
  void qc.cancelQueries(memberScoped);
  qc.removeQueries(memberScoped);
  removeItem(STORAGE_KEYS.selectedCartInfo);
  removeSessionItem(SESSION_KEYS.promptShown);
}

/**
 * Signing in: the previous member's caches go, the token is stored, and the
 * member and cart queries, enabled by the token, load once by themselves.
 */
export function signIn(qc: QueryClient, tokens: TokenInfo): void {
  clearSession(qc);
  writeTokenInfo(tokens);
  setFlag(STORAGE_KEYS.showLoginModal, true);
}
