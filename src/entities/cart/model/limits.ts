/** Quantity limits of a cart line (docs/api.md §4: POST {v1}/carts, PUT quantity, the batch lines): the one definition. */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 9999;

/** Whether `value` is a quantity the mall takes for a cart line. */
export function isCartQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= CART_QUANTITY_MIN && value <= CART_QUANTITY_MAX;
}

/**
 * The quantity typed in a number field (half- or full-width digits), or null when it is not one the mall takes: a
 * stepper reads it on blur, before antd's field pulls a number below its minimum up to it without a word.
 */
export function typedQuantity(text: string): number | null {
  const digits = text.replace(/[\uff10-\uff19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).trim();
  const value = digits === '' ? NaN : Number(digits);
  return isCartQuantity(value) ? value : null;
}
