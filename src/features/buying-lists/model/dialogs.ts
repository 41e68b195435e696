import { atom } from 'jotai';

/** A line to save: a material and how many (the cart's selection, an order's lines, a product page's choice). */
export interface SaveToListLine {
  matlId: string;
  quantity: number;
}

/** 加入清单 (docs/api.md §23): opened with the lines to save; `seq` tells one opening from the next. */
export const saveToListAtom = atom<{ open: boolean; lines: SaveToListLine[]; seq: number }>({ open: false, lines: [], seq: 0 });

/** Opens 加入清单 with these lines. */
export const openSaveToListAtom = atom(null, (_get, set, lines: SaveToListLine[]) => {
  set(saveToListAtom, (s) => ({ open: true, lines, seq: s.seq + 1 }));
});
