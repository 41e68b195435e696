import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/errors';
import { http } from '@/shared/api/http';
import { queryRoots } from '@/shared/api/query-roots';
import { paths } from '@/shared/api/url';
import { hasToken } from './storage';
import { EMPTY_CART, type CartInfo, type MemberInfo } from './types';

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

export async function fetchMember(signal?: AbortSignal): Promise<MemberInfo | null> {
  // A non-zero code rejects inside the client (silently): React Query keeps the previous member.
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

export const sessionQueries = {
  member: () =>
    queryOptions({
      queryKey: queryRoots.member,
      queryFn: ({ signal }) => fetchMember(signal),
      enabled: false, // started by the session lifecycle, never by a component mount
      staleTime: Infinity,
      retry: false,
    }),
  cart: () =>
    queryOptions({
      queryKey: queryRoots.cart,
      queryFn: ({ signal }) => fetchCart(signal),
      enabled: false,
      staleTime: Infinity,
      retry: false,
    }),
};

/** Fetch member and/or cart now (the lifecycle decides when); a failure keeps the previous state. */
export async function reloadSession(qc: QueryClient, what: { member: boolean; cart: boolean }): Promise<void> {
  if (!hasToken()) return;
  const load = (options: ReturnType<typeof sessionQueries.member> | ReturnType<typeof sessionQueries.cart>) =>
    qc.fetchQuery({ ...options, staleTime: 0 } as Parameters<QueryClient['fetchQuery']>[0]).catch(() => undefined);
  await Promise.all([what.member ? load(sessionQueries.member()) : null, what.cart ? load(sessionQueries.cart()) : null]);
}

/** Logout and "no token on the login route": no member, an empty cart. */
export function clearSession(qc: QueryClient): void {
  qc.setQueryData(queryRoots.member, null);
  qc.setQueryData(queryRoots.cart, EMPTY_CART);
}
