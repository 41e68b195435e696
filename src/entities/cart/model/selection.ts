import { amountFen, savingFen } from '@/shared/lib/contract-price';
import { sumFen, type Fen } from '@/shared/lib/money';
import type { CartLine } from '../api/types';

/**
 * Unit price × quantity of one line, in fen: the company's 协议价 and the break its quantity reaches counted
 * (docs/api.md §5), also while a quantity change is on its way.
 */
export const lineAmountFen = (line: Pick<CartLine, 'price' | 'quantity' | 'terms'>): Fen => amountFen(line, line.quantity);

/** The lines that count as selected: selected and available (an unavailable line is never selected, counted or ordered). */
export function chosenLines<T extends Pick<CartLine, 'selected' | 'available'>>(list: readonly T[]): T[] {
  return list.filter((l) => l.available && l.selected);
}

export interface CartSelection {
  /** the lines that can be selected (available) */
  selectable: number;
  /** the selected available lines */
  chosen: CartLine[];
  /** their amount (unit price × quantity), in fen */
  amountFen: Fen;
  /** what the company's terms save on them against the list price, in fen (0 without terms; docs/api.md §5) */
  savingFen: Fen;
  /** every selectable line is selected (and there is one) */
  all: boolean;
  /** some, not all */
  some: boolean;
}

/** Selection and totals of a list of lines: the cart page's bar, a brand group's checkbox. */
export function selectionOf(list: readonly CartLine[]): CartSelection {
  const selectable = list.filter((l) => l.available).length;
  const chosen = chosenLines(list);
  const amountFen = sumFen(chosen, lineAmountFen);
  const saving = sumFen(chosen, (l) => savingFen(l, l.quantity));
  const all = selectable > 0 && chosen.length === selectable;
  return { selectable, chosen, amountFen, savingFen: saving, all, some: chosen.length > 0 && !all };
}
