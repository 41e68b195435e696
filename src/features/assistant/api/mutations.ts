import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { addToCart } from './requests';

/** Add to cart from an answer; the header badge refreshes through the shared cart key. */
export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (matlId: string) => addToCart(matlId),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryRoots.cart }),
  });
}
