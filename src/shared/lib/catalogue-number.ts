/**
 * One normaliser for what people type as catalogue numbers (货号), CAS numbers and other codes (COA
 * serial numbers, lots): the catalogue search (header, home, /product), quick order (快速下单), the COA
 * forms, the assistant's product links and the fake mall (mocks/handlers/catalogue.ts, mocks/handlers/cart.ts)
 * all use it, so a number one of them finds is found by the others (issue 24 item 2).
 *
 * Rules (docs/api.md "Query strings"):
 * - full-width text is half-width, space-like characters are spaces, dash look-alikes are `-` (./half-width.ts);
 * - case does not count;
 * - in a catalogue number, spaces, `-` and `_` do not count: `G0005-500G` = `g0005 500g` = `G0005_500G` = `G0005500G`.
 *   `.` and `/` do count: they carry meaning in pack sizes (`1.5ML` is not `15ML`).
 */

import { toHalfWidth } from './half-width.ts';

export { toHalfWidth };

const NOT_COUNTED = /[\s\-_]/g;

/**
 * A search text as the catalogue search sends it: half-width (above), runs of spaces collapsed, trimmed.
 * Case is kept (it is shown back to the user); the mall ignores it.
 */
export function normaliseKeyword(value: string): string {
  return toHalfWidth(value).replace(/\s+/g, ' ').trim();
}

/**
 * A code as typed into a field that holds one code (a catalogue number, a COA serial number, a lot):
 * half-width, without spaces (a line break or a space copied from a PDF). Case is kept, as typed: it
 * never counts in a comparison (catalogueKey). `Ｇ０００５－５００Ｇ ` → `G0005-500G`, `COA25G 001251` → `COA25G001251`.
 */
export function normaliseCode(value: string): string {
  return toHalfWidth(value).replace(/\s+/g, '');
}

/** What two catalogue numbers are compared by: the code without the separators that do not count, upper-case. */
export function catalogueKey(value: string): string {
  return normaliseCode(value).replace(NOT_COUNTED, '').toUpperCase();
}

/** True when two catalogue numbers (or codes) name the same thing under the rules above. */
export function sameCatalogueNo(a: string, b: string): boolean {
  const key = catalogueKey(a);
  return key !== '' && key === catalogueKey(b);
}

/** A CAS registry number: 2–7 digits, 2 digits, 1 check digit (`56-40-6`, `7732-18-5`). */
const CAS_SHAPE = /^\d{2,7}-\d{2}-\d$/;

/**
 * True when a search text is shaped like a CAS number (after normaliseKeyword). Such a query matches CAS
 * numbers exactly and catalogue numbers only as a whole, never a part of a longer number
 * (`56-40-6` is glycine, not `564063-50T`; issue 24 item 5). The check digit is not checked: a mistyped
 * CAS number finds nothing rather than unrelated products.
 */
export function isCasShaped(value: string): boolean {
  return CAS_SHAPE.test(normaliseKeyword(value));
}

