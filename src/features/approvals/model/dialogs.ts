import { atom } from 'jotai';

/** 修改后重新提交: the buyer of a rejected order changes it and sends it again (docs/api.md §13). */
export const resubmitOrderAtom = atom<{ open: boolean; orderId: string }>({ open: false, orderId: '' });
