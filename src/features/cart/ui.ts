/** The cart page's parts, for its lazily loaded route (kept out of the first load). */
export { CartView } from './components/cart-view';
export { parseQuickOrder } from './model/quick-order';
