import { http, isApiError, paths } from '@/shared/api';
import { IgnoredAnswer } from '@/shared/session';
import type { CartInfo } from './types';

/** The one check that an answer is a cart (GET and every change answer the whole cart, docs/api.md §4). */
export function isCart(value: unknown): value is CartInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<CartInfo>).itemCounts === 'number' &&
    Array.isArray((value as Partial<CartInfo>).list)
  );
}

/** The cart of an answer; anything else is ignored, silently (spec §7 "Other"). */
export function cartOf(data: unknown): CartInfo {
  if (!isCart(data)) throw new IgnoredAnswer('cart');
  return data;
}

/** Silent: the shell says a failure once for member and cart together (src/app/session-lifecycle.ts). */
export async function fetchCart(signal?: AbortSignal): Promise<CartInfo> {
  try {
    const body = await http.get<unknown>(paths.v1('/carts'), { silent: true, signal });
    return cartOf(body.data);
  } catch (error) {
    // A cancelled refetch is not a failure.
    if (!(isApiError(error) && error.kind === 'aborted')) console.error('无法获取购物车信息 (cart info cannot be fetched)', error);
    throw error;
  }
}
