import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/errors';
import { http } from '@/shared/api/http';
import { memberScoped, queryRoots } from '@/shared/api/query-roots';
import { paths } from '@/shared/api/url';
import { setFlag, STORAGE_KEYS, writeTokenInfo, type TokenInfo } from './storage';
import type { CartInfo, MemberInfo } from './types';

/**
 * Member and cart as the shell reads them (spec §4, §7 "Other"): code 0 with
 * data. A non-zero code is ignored (the previous state stays), silently.
 */
export class IgnoredAnswer extends Error {
  constructor(what: string) {
    super(`${what} answer ignored`);
    this.name = 'IgnoredAnswer';
  }
}

function isMember(value: unknown): value is MemberInfo {
  return typeof value === 'object' && value !== null && typeof (value as MemberInfo)._id === 'string';
}

function isCart(value: unknown): value is CartInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CartInfo).itemCounts === 'number' &&
    Array.isArray((value as CartInfo).list)
  );
}

export async function fetchMember(signal?: AbortSignal): Promise<MemberInfo> {
  // Silent: the shell says a failure once for member and cart together (useSessionLifecycle).
  const body = await http.get<unknown>(paths.v1('/member/info'), { silent: true, signal });
  if (!isMember(body.data)) throw new IgnoredAnswer('member');
  return { ...body.data, companyInfo: body.data.companyInfo ?? {} };
}

export async function fetchCart(signal?: AbortSignal): Promise<CartInfo> {
  try {
    const body = await http.get<unknown>(paths.v1('/carts'), { silent: true, signal });
    if (!isCart(body.data)) throw new IgnoredAnswer('cart');
    return body.data;
  } catch (error) {
    // A cancelled refetch is not a failure.
    if (!(isApiError(error) && error.kind === 'aborted')) console.error('无法获取购物车信息 (cart info cannot be fetched)', error);
    throw error;
  }
}

/**
 * Ordinary queries: useSession enables them while a token is stored and the
 * session has started (src/shared/session/use-session.ts); they load by
 * themselves, and a route change or a save invalidates them.
 */
export const sessionQueries = {
  member: () => queryOptions({ queryKey: queryRoots.member, queryFn: ({ signal }) => fetchMember(signal), staleTime: Infinity }),
  cart: () => queryOptions({ queryKey: queryRoots.cart, queryFn: ({ signal }) => fetchCart(signal), staleTime: Infinity }),
};

/** Load member and/or cart again (after a save, a route change); a call already running is reused. */
export async function reloadSession(qc: QueryClient, what: { member: boolean; cart: boolean }): Promise<void> {
  const reload = (queryKey: readonly string[]) => qc.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false });
  await Promise.all([what.member ? reload(queryRoots.member) : null, what.cart ? reload(queryRoots.cart) : null]);
}

/**
 * The member's data goes (logout, another account, account deletion): calls in
 * flight are cancelled, so a late answer puts nothing back, and every
 * member-scoped cache entry (src/shared/api/query-roots.ts) is removed.
 */
export function clearSession(qc: QueryClient): void {
  void qc.cancelQueries(memberScoped);
  qc.removeQueries(memberScoped);
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
