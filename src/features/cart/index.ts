export { cartConfirmAtom } from './model/dialogs';
// Loads on its first opening (LazyDialog): never import the component statically here.
export const loadCartConfirmDialog = () => import('./components/cart-confirm-dialog');
