/** The orders feature's only door: the order pages' parts (lazy routes) and the checkout diff (pure rules). */
export { OrderList } from './components/order-list';
export { OrderForm } from './components/order-form';
export { OrderResult } from './components/order-result';
export { OrderDetailView } from './components/order-detail';
export { diffCheckout, seenAtStart } from './model/checkout';
