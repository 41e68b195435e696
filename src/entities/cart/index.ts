/** The cart entity's only door: one cart type, one query, the mutations that own its cache, its limits and rules. */
export type { BatchResult, CartLine } from './api/types';
export { batchLines, exportCart, isCart } from './api/requests';
export { useAddToCart, useBatchLines, useDeleteLines, useLineQuantity, useSelectLines } from './api/mutations';
export { CART_QUANTITY_MAX, CART_QUANTITY_MIN, isCartQuantity } from './model/limits';
export { EMPTY_CART, chosenLines, lineAmount, money, selectionOf, type CartSelection } from './model/selection';
export {
  clearSelectedCartInfo,
  readSelectedCartInfo,
  toSelectedCartLine,
  writeSelectedCartInfo,
  type SelectedCartLine,
} from './model/selected-cart-info';
export { useCart, useCartQuery } from './model/use-cart';
