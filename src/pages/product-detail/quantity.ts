import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@/shared/session/cart';

/** The quantity a visitor chose before signing in comes back in the URL (?qty=). */
export const QTY_PARAM = 'qty';

export function readQuantity(raw: string | null): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= CART_QUANTITY_MIN && value <= CART_QUANTITY_MAX ? value : CART_QUANTITY_MIN;
}
