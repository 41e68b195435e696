/** The cart's only door: dialog atoms and lazy loaders for the shell, the cart page's parts for its lazy route. */
export { cartConfirmAtom, quickOrderAtom } from './model/dialogs';
// Load on their first opening (LazyDialog): never import the components statically here.
export const loadCartConfirmDialog = () => import('./components/cart-confirm-dialog');
export const loadQuickOrderDialog = () => import('./components/quick-order-dialog');
export { CartView } from './components/cart-view';
