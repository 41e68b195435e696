import { CART_QUANTITY_MIN, isCartQuantity } from '@/entities/cart';

/** The quantity a visitor chose before signing in comes back in the URL (?qty=). */
export const QTY_PARAM = 'qty';

export function readQuantity(raw: string | null): number {
  const value = Number(raw);
  return isCartQuantity(value) ? value : CART_QUANTITY_MIN;
}
