/** The cart entity's only door: one cart type, one query, the mutations that own its cache, its limits and rules. */
export type { BatchCandidate, BatchResult, CartInfo, CartLine } from './api/types';
export { isCart } from './api/requests';
export { batchLines, exportCart, updateQuantity } from './api/changes';
export { acceptCartAnswer, useAddToCart, useBatchLines, useDeleteLines, useLineQuantity, useSelectLines } from './api/mutations';
export { CART_QUANTITY_MAX, CART_QUANTITY_MIN, isCartQuantity, typedQuantity } from './model/limits';
export { chosenLines, lineAmountFen, selectionOf, type CartSelection } from './model/selection';
export {
  clearSelectedCartInfo,
  readSelectedCartInfo,
  toSelectedCartLine,
  writeSelectedCartInfo,
  type SelectedCartLine,
} from './model/selected-cart-info';
export { EMPTY_CART, useCart, useCartCount, useCartQuery } from './model/use-cart';
export { chosenResult, parseQuickOrder, QUICK_ORDER_MAX_INPUT_LINES, QUICK_ORDER_MAX_PROBLEMS_SHOWN, reportRows, withQuantityRules, type QuickOrderParse } from './model/quick-order';
export { showAddedReport, toAddedReport, type AddedReport } from './ui/added-report';
export { PasteInput, PasteReport } from './ui/paste-report';
