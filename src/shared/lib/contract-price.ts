import { formatFen, toFen, type Fen } from './money';
import { MALL_QUANTITY } from '@/shared/api/mall-facts.gen';

/**
 * The company's terms on a material (协议价与阶梯价, docs/api.md §5), as the mall sends them (`PriceTerms`): the one
 * pricing rule of the shop. The catalogue, the product page, the cart, quick order, buying lists and the checkout
 * read it; it lives in shared/ because the cart, material and order entities all need it and an entity never
 * imports another. The checkout shows the mall's preview, the last word.
 */
export interface PriceTerms {
  contractPrice?: number;
  validFrom?: string;
  validTo?: string;
  breaks?: readonly { from: number; price: number }[];
  minQuantity?: number;
  multiple?: number;
}

/** Anything priced: the list price (yuan, as the mall sends it) and the company's terms, if any. */
export interface Priced {
  price: number;
  terms?: PriceTerms | undefined;
}

/** The list price, in fen. */
export const listFen = (item: Priced): Fen => toFen(item.price);

/** The price before any break: the 协议价 while the mall sends it, else the list price, in fen. */
export const baseFen = (item: Priced): Fen => toFen(item.terms?.contractPrice ?? item.price);

/** The breaks that lower the price, `from` ascending. */
function breaksOf(item: Priced): { from: number; fen: Fen }[] {
  const base = baseFen(item);
  return (item.terms?.breaks ?? [])
    .map((b) => ({ from: b.from, fen: toFen(b.price) }))
    .filter((b) => b.fen < base)
    .sort((a, b) => a.from - b.from);
}

/** The unit price for `quantity`: the highest break reached, else the 协议价, else the list price, in fen. */
export function unitFen(item: Priced, quantity: number): Fen {
  const reached = breaksOf(item).filter((b) => b.from <= quantity);
  return reached.length > 0 ? reached[reached.length - 1]!.fen : baseFen(item);
}

/** What `quantity` costs at its unit price, in fen. */
export const amountFen = (item: Priced, quantity: number): Fen => unitFen(item, quantity) * quantity;

/** What `quantity` saves against the list price, in fen (0 without terms). */
export const savingFen = (item: Priced, quantity: number): Fen => Math.max(0, (listFen(item) - unitFen(item, quantity)) * quantity);

/** The next break above `quantity`: how many more to buy and the unit price then; null when none is left. */
export function nextBreak(item: Priced, quantity: number): { more: number; from: number; unitFen: Fen } | null {
  const next = breaksOf(item).find((b) => b.from > quantity);
  return next ? { more: next.from - quantity, from: next.from, unitFen: next.fen } : null;
}

/** 再买 2 件享 ¥39.00/件, or null. */
export function nextBreakText(item: Priced, quantity: number, unit = '件'): string | null {
  const next = nextBreak(item, quantity);
  return next ? `再买 ${next.more} ${unit}享 ${formatFen(next.unitFen)}/${unit}` : null;
}

/** The ladder as a table: one row per price, from the minimum up (`to` null: and above). */
export function ladderRows(item: Priced): { from: number; to: number | null; unitFen: Fen }[] {
  const breaks = breaksOf(item);
  if (breaks.length === 0) return [];
  const starts = [{ from: quantityRule(item.terms).min, fen: baseFen(item) }, ...breaks];
  return starts.map((s, i) => ({ from: s.from, to: i + 1 < starts.length ? starts[i + 1]!.from - 1 : null, unitFen: s.fen }));
}

/** The minimum and the multiple (1 without them). */
export function quantityRule(terms: PriceTerms | undefined): { min: number; multiple: number } {
  const multiple = Math.max(1, terms?.multiple ?? 1);
  return { min: Math.max(1, terms?.minQuantity ?? 1, multiple), multiple };
}

/** Whether `quantity` keeps the minimum and the multiple. */
export function keepsRule(terms: PriceTerms | undefined, quantity: number): boolean {
  const { min, multiple } = quantityRule(terms);
  return quantity >= min && quantity % multiple === 0;
}

/**
 * The nearest quantity that keeps the rule: up to the minimum, then up to the next multiple (down when that passes
 * the cart's maximum).
 */
export function correctQuantity(terms: PriceTerms | undefined, quantity: number, max: number = MALL_QUANTITY.maximum): number {
  const { min, multiple } = quantityRule(terms);
  const up = Math.ceil(Math.max(quantity, min) / multiple) * multiple;
  return up <= max ? up : Math.floor(max / multiple) * multiple;
}

/** 该商品起订 5 包，按 5 的倍数购买 (or one of the two); null without a rule. */
export function ruleText(terms: PriceTerms | undefined, unit: string): string | null {
  const { min, multiple } = quantityRule(terms);
  const parts = [min > 1 ? `起订 ${min} ${unit}` : '', multiple > 1 ? `按 ${multiple} 的倍数购买` : ''].filter(Boolean);
  return parts.length > 0 ? `该商品${parts.join('，')}` : null;
}

/**
 * A quantity the buyer asked for, corrected to the rule: the quantity to use and what to tell them (null: as
 * asked).
 */
export function checkQuantity(item: { terms?: PriceTerms | undefined; unit: string }, quantity: number): { quantity: number; message: string | null } {
  if (keepsRule(item.terms, quantity)) return { quantity, message: null };
  const corrected = correctQuantity(item.terms, quantity);
  return { quantity: corrected, message: `${ruleText(item.terms, item.unit) ?? ''}，已改为 ${corrected} ${item.unit}` };
}

/** The stepper's +: the next quantity that keeps the rule. */
export const stepUp = (terms: PriceTerms | undefined, quantity: number): number => correctQuantity(terms, quantity + 1);

/** The stepper's −: the largest quantity below that keeps the rule, or null when there is none. */
export function stepDown(terms: PriceTerms | undefined, quantity: number): number | null {
  const { min, multiple } = quantityRule(terms);
  const down = Math.floor((quantity - 1) / multiple) * multiple;
  return down >= min ? down : null;
}
