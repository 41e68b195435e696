/**
 * What the user typed, as the catalogue search sends it: full-width ASCII
 * (a Chinese IME's ＡＢＣ１２３－) to half-width, NBSP and ideographic spaces
 * to spaces, runs of spaces collapsed, trimmed. Case and separators are left
 * to the server, which matches `50-00-0` and `50000` alike (docs/api.md §5).
 */
export function normaliseKeyword(value: string): string {
  return value
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\u00a0\u2007\u202f\u3000]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
