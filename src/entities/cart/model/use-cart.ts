import { useQuery } from '@tanstack/react-query';
import { useSessionEnabled } from '@/shared/session';
import { cartQueries } from '../api/queries';
import type { CartInfo } from '../api/types';

/** The cart before it is known, or of a visitor. */
export const EMPTY_CART: CartInfo = { itemCounts: 0, list: [], selectedCount: 0, selectedAmount: 0 };

/** The cart query, enabled by the session (a stored token, the start delay over). */
export function useCartQuery() {
  const { enabled } = useSessionEnabled();
  return useQuery({ ...cartQueries.info(), enabled });
}

/** The member's cart, empty before it is known or without a session (the header badge, the add confirmation). */
export function useCart() {
  const { enabled } = useSessionEnabled();
  const cart = useCartQuery();
  return enabled ? (cart.data ?? EMPTY_CART) : EMPTY_CART;
}

/** How many lines the cart holds, undefined until the mall has said (the header says no number it does not know). */
export function useCartCount(): number | undefined {
  const { enabled } = useSessionEnabled();
  const cart = useCartQuery();
  return enabled ? cart.data?.itemCounts : undefined;
}
