/** My orders: the list, and the order detail that the page composes with the other order features' parts. */
export { OrderList } from './components/order-list';
export { OrderDetailView, type OrderDetailParts } from './components/order-detail';
export { startOrderCalls } from './api/early';
