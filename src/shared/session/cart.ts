import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { queryRoots } from '@/shared/api/query-roots';
import { paths } from '@/shared/api/url';
import type { CartInfo } from './types';

/** Cart quantity limits of POST {v1}/carts (docs/api.md §4). */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 9999;

export async function addToCart(input: { matlId: string; quantity: number }): Promise<CartInfo> {
  const body = await http.post<CartInfo>(paths.v1('/carts'), { json: input });
  return body.data;
}

/**
 * Add a material to the cart. The answer is the whole cart, written straight
 * into the session's cart query so the header badge updates at once. Lives in
 * shared/session next to fetchCart so any page can add (the catalogue's detail,
 * the cart's quick order) without one feature importing another.
 */
export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => {
      qc.setQueryData(queryRoots.cart, cart);
    },
  });
}
