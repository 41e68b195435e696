import { CART_QUANTITY_MIN, isCartQuantity } from '@/entities/cart';

/** The quantity a visitor chose before signing in comes back in the URL (?qty=). */
export const QTY_PARAM = 'qty';

export function readQuantity(raw: string | null): number {
  const value = Number(raw);
  return isCartQuantity(value) ? value : CART_QUANTITY_MIN;
}

/**
 * What a visitor pressed before signing in (?then=cart): carried in the login dialog's way back only, so the page
 * completes it once the member is signed in (add-to-cart.tsx), and removed from the address as it is done.
 */
export const THEN_PARAM = 'then';
