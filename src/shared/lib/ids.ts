/** The mall's ids (docs/api.md §1 "Data types"): 24 hexadecimal characters (`_id`). */
const MALL_ID = /^[0-9a-f]{24}$/i;

/**
 * True for a well-formed mall id. An id read from the address (a route param, a query) is checked with
 * this before it goes anywhere near a request path: `..`, `../x` or `a/b` are not ids.
 */
export function isMallId(value: unknown): value is string {
  return typeof value === 'string' && MALL_ID.test(value);
}

/** The mall id of an address `${base}/:id` (the landing script's early calls), or undefined for any other address. */
export function mallIdInPath(path: string, base: string): string | undefined {
  if (!path.startsWith(`${base}/`)) return undefined;
  const segment = path.slice(base.length + 1).replace(/\/$/, '');
  // an id is plain hex: a segment that needs decoding, or holds a slash, is not one
  return isMallId(segment) ? segment : undefined;
}
