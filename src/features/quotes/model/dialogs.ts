import { atom } from 'jotai';

/** A listed material the request starts with (the cart's selection, a product page). */
export interface QuoteRequestItem {
  matlId: string;
  name: string;
  catalogNo: string;
  spec: string;
  mfrName: string;
  /** the price the buyer saw, when known */
  price: number | null;
  quantity: number;
}

/**
 * 询价 (docs/api.md §16): opened from the cart's settle bar, a product page, or the quote list's 新建询价 (no items).
 * `seq` tells one opening from the next: a new opening with items starts a new request; `openedAt` is when
 * (a needed-by date may not be before that China day).
 */
export const quoteRequestAtom = atom<{ open: boolean; items: QuoteRequestItem[]; seq: number; openedAt: number }>({ open: false, items: [], seq: 0, openedAt: 0 });

/** Opens the request with these listed items (none: a free-form request, keeping a draft not yet sent). */
export const openQuoteRequestAtom = atom(null, (_get, set, items: QuoteRequestItem[]) => {
  set(quoteRequestAtom, (s) => ({ open: true, items, seq: s.seq + 1, openedAt: Date.now() }));
});
