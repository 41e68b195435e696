import { atom } from 'jotai';

/** 确认收货 of one delivery (docs/api.md §14), opened from its card on the order detail. */
export const receiptDialogAtom = atom<{ open: boolean; orderId: string; stockOutId: string }>({ open: false, orderId: '', stockOutId: '' });
