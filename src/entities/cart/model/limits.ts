/** Quantity limits of a cart line (docs/api.md §4: POST {v1}/carts, PUT quantity, the batch lines): the one definition. */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 9999;

/** Whether `value` is a quantity the mall takes for a cart line. */
export function isCartQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= CART_QUANTITY_MIN && value <= CART_QUANTITY_MAX;
}
