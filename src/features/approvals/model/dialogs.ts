import { atom } from 'jotai';

/** 修改后重新提交: the buyer of a rejected order changes it and sends it again (docs/api.md §13). */
export const resubmitOrderAtom = atom<{ open: boolean; orderId: string }>({ open: false, orderId: '' });

/** 确认收货 of one delivery (docs/api.md §14), opened from its card on the order detail. */
export const receiptDialogAtom = atom<{ open: boolean; orderId: string; stockOutId: string }>({ open: false, orderId: '', stockOutId: '' });

/** 申请售后 for one delivered line (docs/api.md §15), opened from a delivery card on the order detail. */
export const afterSalesDialogAtom = atom<{ open: boolean; orderId: string; matlId: string }>({ open: false, orderId: '', matlId: '' });
