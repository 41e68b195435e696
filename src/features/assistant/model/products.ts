import { catalogueKey, toHalfWidth } from '@/shared/lib/catalogue-number';
import type { Segment } from './answer';

/**
 * Catalogue numbers in an answer (issue 14 item 6): a product number, then
 * one or more `-` parts, the last holding a letter (a pack size such as
 * `25T`, `100UG`): `309486-25T`, `12-4962-42-25T`, `ab289916-30UL`.
 * Dates and the hotline do not match.
 *
 * Every part is bounded (a hostile 100k-character token stays linear): the product number 2–12 digits, at
 * most 5 middle parts, each part 1–12 characters, and the last part's letter is
 * found by a bounded look-ahead. The unbounded form backtracked quadratically on
 * a long token such as `12-aaaa…a-` (about a second for 20k characters).
 */
const CATALOG_NO =
  /(?<![A-Za-z0-9\-/[(_])(?:[A-Za-z]{1,4}-?)?\d{2,12}(?:-[A-Za-z0-9]{1,12}){0,5}-(?=[A-Za-z0-9]{0,11}[A-Za-z])[A-Za-z0-9]{1,12}(?![A-Za-z0-9\-\]_])/g;

export const MAX_LOOKUPS = 10;

/**
 * Distinct catalogue numbers outside think blocks and code (the answer's think split, src/features/assistant/model/answer.ts), first seen first (at most MAX_LOOKUPS), read as the
 * catalogue search reads them (src/shared/lib/catalogue-number.ts): a full-width `３０９４８６－２５Ｔ` is found as
 * `309486-25T`, and `309486-25t` is the same number.
 */
export function findCatalogNumbers(segments: readonly Segment[]): string[] {
  const seen = new Map<string, string>();
  for (const segment of segments) {
    if (segment.think) continue;
    const withoutCode = toHalfWidth(segment.src.replace(/```[\s\S]*?```|`[^`\n]*`/g, ' '));
    for (const match of withoutCode.matchAll(CATALOG_NO)) {
      const key = catalogueKey(match[0]);
      if (!seen.has(key)) seen.set(key, match[0]);
      if (seen.size >= MAX_LOOKUPS) return [...seen.values()];
    }
  }
  return [...seen.values()];
}

export interface ProductRef {
  _id: string;
  catalogNo: string;
  name: string;
  spec: string;
  price: number;
  /** with leadDays: 现货 / 期货 / 缺货 on the card (src/shared/lib/stock-status.ts) */
  stock: number;
  leadDays: number;
}

/**
 * Known catalogue numbers become Markdown links to their product pages, compared by the catalogue
 * normaliser's key (case, full-width, separators). The number keeps the form the answer wrote it in:
 * it is found in the half-width copy of the text, which has the same length (toHalfWidth maps one
 * character to one), and cut from the original.
 */
export function linkCatalogNumbers(segments: readonly Segment[], products: readonly ProductRef[]): string {
  const byNumber = new Map(products.map((p) => [catalogueKey(p.catalogNo), p]));
  return segments
    .map((segment) => {
      if (segment.think) return `<think>${segment.src}</think>`;
      const src = segment.src;
      let out = '';
      let last = 0;
      for (const match of toHalfWidth(src).matchAll(CATALOG_NO)) {
        const product = byNumber.get(catalogueKey(match[0]));
        if (!product) continue;
        const found = src.slice(match.index, match.index + match[0].length);
        out += `${src.slice(last, match.index)}[${found}](/product/${encodeURIComponent(product._id)})`;
        last = match.index + match[0].length;
      }
      return out + src.slice(last);
    })
    .join('');
}
