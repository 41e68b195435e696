/** Order pages' parts, for their lazily loaded routes (kept out of the first load). */
export { OrderList } from './components/order-list';
export { OrderForm } from './components/order-form';
export { OrderResult } from './components/order-result';
export { OrderDetailView } from './components/order-detail';
