import { unitFen as unitFenFor, type PriceTerms } from '@/shared/lib/contract-price';
import type { Fen } from '@/shared/lib/money';
import { readJson, STORAGE_KEYS, writeJson } from '@/shared/storage';

/** A selected cart line as checkout saw it (spec §3 selectedCartInfo): the order page compares prices with it. */
export interface SelectedCartLine {
  matlId: string;
  catalogNo: string;
  name: string;
  /** the list price (yuan, as the mall sent it) */
  price: number;
  quantity: number;
  /** the unit price the member saw for that quantity: the company's 协议价 or ladder, else the list price (absent in what older shops stored) */
  unitFen?: Fen;
}

/** What selectedCartInfo keeps of a line (a cart line has more): with the unit price its terms gave it then. */
export function toSelectedCartLine(line: SelectedCartLine & { terms?: PriceTerms | undefined }): SelectedCartLine {
  const { matlId, catalogNo, name, price, quantity } = line;
  return { matlId, catalogNo, name, price, quantity, unitFen: line.unitFen ?? unitFenFor(line, quantity) };
}

export function readSelectedCartInfo(): SelectedCartLine[] {
  const value = readJson<unknown>(STORAGE_KEYS.selectedCartInfo);
  return Array.isArray(value)
    ? value.filter((x): x is SelectedCartLine => typeof x === 'object' && x !== null && typeof (x as SelectedCartLine).matlId === 'string')
    : [];
}

/** Written when the member goes to checkout (the cart page's 去结算), after 我已知晓 and emptied once the order is placed. */
export function writeSelectedCartInfo(lines: readonly SelectedCartLine[]): void {
  writeJson(STORAGE_KEYS.selectedCartInfo, lines.map(toSelectedCartLine));
}

/** Empties selectedCartInfo (the order is placed). */
export function clearSelectedCartInfo(): void {
  writeJson(STORAGE_KEYS.selectedCartInfo, []);
}
