/** Checkout (spec §2 /order/add, /order/result): the order form from the cart or a quote, and the result. */
export { OrderForm } from './components/order-form';
export { OrderResult } from './components/order-result';
// Pure rules, for their unit tests (tests/features/checkout/checkout-model.test.ts, refusals.test.ts).
export { diffCheckout, seenAtStart } from './model/checkout';
export { sourceSum } from './model/checkout-source';
export { routeRefusal } from './model/refusals';
