import type { PackSource } from './build-pack';
import { atom } from 'jotai';

type OrderRef = { _id: string; orderNo: string };

/** One order (the order detail): 报销材料_SO….zip */
export const orderPack = (order: OrderRef): PackSource => ({ scope: `订单 ${order.orderNo}`, zipName: `报销材料_${order.orderNo}`, orders: [order] });

/** The order list's selection: one order as orderPack, several as 报销材料_SO…等3单.zip */
export const selectionPack = (orders: readonly OrderRef[]): PackSource =>
  orders.length === 1
    ? orderPack(orders[0]!)
    : { scope: `所选 ${orders.length} 个订单`, zipName: `报销材料_${orders[0]?.orderNo ?? ''}等${orders.length}单`, orders };

/** An invoice's orders (/invoice): one order as orderPack, a 合并开票 invoice's orders as 报销材料_发票<no>.zip */
export const invoicePack = (invoice: { invoiceNo: string; orders: readonly OrderRef[] }): PackSource =>
  invoice.orders.length === 1
    ? orderPack(invoice.orders[0]!)
    : { scope: `发票 ${invoice.invoiceNo} 的 ${invoice.orders.length} 个订单`, zipName: `报销材料_发票${invoice.invoiceNo}`, orders: invoice.orders };

/** A statement month (/statement), its fund when filtered: 报销材料_2026-10.zip */
export const monthPack = (month: string, orders: readonly OrderRef[], fundName?: string): PackSource => ({
  scope: `${month} 对账单${fundName ? `（${fundName}）` : ''}`,
  zipName: `报销材料_${month}`,
  orders: [...new Map(orders.map((o) => [o._id, o])).values()],
});

/** The pack dialog: open with what to pack. */
export const packDialogAtom = atom<{ open: boolean; source: PackSource | null; run: number }>({ open: false, source: null, run: 0 });
