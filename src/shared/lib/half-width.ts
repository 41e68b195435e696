/**
 * What a Chinese IME types in full-width mode, read as the half-width text it means: the one mapping for catalogue
 * numbers and codes (./catalogue-number.ts), names (./person-name.ts), postcodes, phones and bank accounts in the
 * forms, and smart paste.
 *
 * - full-width ASCII (`！`–`～`: `Ｇ０００５－５００Ｇ`, `２０００３０`) is half-width;
 * - NBSP, figure, narrow and ideographic spaces are spaces;
 * - dash look-alikes (‐ ‑ ‒ – — ― − ﹣ and the full-width －) are `-`.
 *
 * One character to one: the assistant cuts links from the original text by position.
 */
const FULL_WIDTH_ASCII = /[\uff01-\uff5e]/g;
const SPACE_LIKE = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g;
const DASH_LIKE = /[\u2010-\u2015\u2212\ufe58\ufe63]/g;

export function toHalfWidth(text: string): string {
  return text
    .replace(FULL_WIDTH_ASCII, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(SPACE_LIKE, ' ')
    .replace(DASH_LIKE, '-');
}
