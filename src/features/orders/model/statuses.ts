import type { OrderStatus } from '../api/types';

export const STATUS_COLOR: Record<OrderStatus, string> = {
  pendingReview: 'orange',
  pendingPayment: 'gold',
  pendingShipment: 'blue',
  partiallyShipped: 'geekblue',
  pendingReceipt: 'cyan',
  completed: 'green',
  cancelled: 'default',
};

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pendingReview',
  'pendingPayment',
  'pendingShipment',
  'partiallyShipped',
  'pendingReceipt',
  'completed',
  'cancelled',
];

export function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}
