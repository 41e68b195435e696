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

/** `/order?status=approvals`: the 待我审批 tab, the orders waiting for this member's decision (`awaiting=me`). */
export const APPROVALS_TAB = 'approvals';

export function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Past 待付款: the mall has confirmed the order, a cancel goes through the hotline (docs/api.md §6). */
const CONFIRMED: readonly OrderStatus[] = ['pendingShipment', 'partiallyShipped', 'pendingReceipt'];

/** Whether a cancel of this order goes through the hotline (the detail says so where 取消订单 would be). */
export const cancelsByPhone = (order: { status: OrderStatus; canCancel: boolean }) => !order.canCancel && CONFIRMED.includes(order.status);

/** Whether the order has a 销售合同 to download (the list, the detail): every order but a cancelled one. */
export const canDownloadContract = (order: { status: OrderStatus }) => order.status !== 'cancelled';
