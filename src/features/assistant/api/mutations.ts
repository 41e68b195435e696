import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import type { CartInfo } from '@/shared/session';
import { addToCart } from './requests';

function isCart(value: unknown): value is CartInfo {
  return typeof value === 'object' && value !== null && typeof (value as CartInfo).itemCounts === 'number' && Array.isArray((value as CartInfo).list);
}

/**
 * Add to cart from an answer. `POST {v1}/carts` answers the whole cart, which
 * replaces the shell's cart (src/shared/session/member.ts; that query never
 * refetches by itself), so the header badge updates at once.
 */
export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (matlId: string) => addToCart(matlId),
    onSuccess: (body) => {
      if (isCart(body.data)) qc.setQueryData(queryRoots.cart, body.data);
    },
  });
}
