import type { Invoice } from '../api/types';

/**
 * The orders of an invoice (docs/api.md §19): a consolidated one lists them all, an ordinary one its order (the
 * mall sends `orders` for every invoice; an answer without it reads as the one order it names).
 */
export function invoiceOrders(invoice: Pick<Invoice, 'orderId' | 'orderNo' | 'amount' | 'orders'>): { _id: string; orderNo: string; amount: number }[] {
  return invoice.orders && invoice.orders.length > 0 ? invoice.orders : [{ _id: invoice.orderId, orderNo: invoice.orderNo, amount: invoice.amount }];
}

/** 合并开票 · N 个订单, for a consolidated invoice. */
export const consolidatedLabel = (count: number) => `合并开票 · ${count} 个订单`;
