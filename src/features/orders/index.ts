/** The orders feature's only door: the order pages' parts (lazy routes) and the checkout diff (pure rules). */
export { OrderList } from './components/order-list';
export { OrderForm } from './components/order-form';
export { OrderResult } from './components/order-result';
export { OrderDetailView } from './components/order-detail';
export { diffCheckout, seenAtStart } from './model/checkout';
// Loaded on first use (the shell imports this file): never import it statically here.
/** The header's 待我审批 (count and badge): its own chunk, fetched once the member is known to have a company. */
export const loadApprovalsEntry = () => import('./components/approvals-entry');
