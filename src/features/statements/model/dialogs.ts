import { atom } from 'jotai';

/** 确认对账单 of a month (docs/api.md §18); `fundId`: the fund the page shows, whose view is reloaded after. */
export const confirmStatementAtom = atom<{ open: boolean; month: string; fundId: string | undefined }>({ open: false, month: '', fundId: undefined });

/** 提出异议 on one line of a month's statement. */
export const disputeLineAtom = atom<{ open: boolean; month: string; orderId: string; orderNo: string }>({
  open: false,
  month: '',
  orderId: '',
  orderNo: '',
});
