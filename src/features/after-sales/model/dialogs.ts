import { atom } from 'jotai';

/** 申请售后 for one delivered line (docs/api.md §15), opened from a delivery card on the order detail. */
export const afterSalesDialogAtom = atom<{ open: boolean; orderId: string; matlId: string }>({ open: false, orderId: '', matlId: '' });
