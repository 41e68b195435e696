import type { OrderStatus } from '../api/types';

export const STATUS_COLOR: Record<OrderStatus, string> = {
  pendingApproval: 'purple',
  pendingReview: 'orange',
  pendingPayment: 'gold',
  pendingShipment: 'blue',
  partiallyShipped: 'geekblue',
  pendingReceipt: 'cyan',
  completed: 'green',
  cancelled: 'default',
  rejected: 'red',
};

/** The mall's order of the statuses (docs/api.md §6, §13): the status count lists them so, after 全部. */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pendingApproval',
  'pendingReview',
  'pendingPayment',
  'pendingShipment',
  'partiallyShipped',
  'pendingReceipt',
  'completed',
  'cancelled',
  'rejected',
];

export function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}
