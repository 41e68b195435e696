import type { CartLine } from '../api/types';

/** An amount in yuan, to the fen. */
export const money = (value: number) => Math.round(value * 100) / 100;

/** Price × quantity of one line. */
export const lineAmount = (line: Pick<CartLine, 'price' | 'quantity'>) => money(line.price * line.quantity);

/** The lines that count as selected: selected and available (an unavailable line is never selected, counted or ordered). */
export function chosenLines<T extends Pick<CartLine, 'selected' | 'available'>>(list: readonly T[]): T[] {
  return list.filter((l) => l.available && l.selected);
}

export interface CartSelection {
  /** the lines that can be selected (available) */
  selectable: number;
  /** the selected available lines */
  chosen: CartLine[];
  /** their amount (price × quantity, to the fen) */
  amount: number;
  /** every selectable line is selected (and there is one) */
  all: boolean;
  /** some, not all */
  some: boolean;
}

/** Selection and totals of a list of lines: the cart page's bar, a brand group's checkbox. */
export function selectionOf(list: readonly CartLine[]): CartSelection {
  const selectable = list.filter((l) => l.available).length;
  const chosen = chosenLines(list);
  const amount = money(chosen.reduce((sum, l) => sum + l.price * l.quantity, 0));
  const all = selectable > 0 && chosen.length === selectable;
  return { selectable, chosen, amount, all, some: chosen.length > 0 && !all };
}
