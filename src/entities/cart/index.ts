/** The cart entity's only door: one cart type, one query, the mutations that own its cache, its limits and rules. */
export type { BatchResult, CartLine } from './api/types';
export { isCart } from './api/requests';
export { batchLines, exportCart } from './api/changes';
export { useAddToCart, useBatchLines, useDeleteLines, useLineQuantity, useSelectLines } from './api/mutations';
export { CART_QUANTITY_MAX, CART_QUANTITY_MIN, isCartQuantity } from './model/limits';
export { chosenLines, lineAmount, money, selectionOf, type CartSelection } from './model/selection';
export {
  clearSelectedCartInfo,
  readSelectedCartInfo,
  toSelectedCartLine,
  writeSelectedCartInfo,
  type SelectedCartLine,
} from './model/selected-cart-info';
export { EMPTY_CART, useCart, useCartQuery } from './model/use-cart';
