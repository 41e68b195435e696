export { cartConfirmAtom, quickOrderAtom } from './model/dialogs';
// Load on their first opening (LazyDialog): never import the components statically here.
export const loadCartConfirmDialog = () => import('./components/cart-confirm-dialog');
export const loadQuickOrderDialog = () => import('./components/quick-order-dialog');
