export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue | readonly (string | number)[]>;

/**
 * Request parameter cleaning (spec §5): strings get U+00A0 turned into a
 * space and are trimmed; undefined values are dropped. Arrays are joined
 * with commas (the spec's createdAt range is a comma-separated pair).
 */
export function cleanParams(params: Params | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      out[key] = value.map((v) => cleanText(String(v))).join(',');
    } else if (typeof value === 'string') {
      out[key] = cleanText(value);
    } else {
      out[key] = String(value);
    }
  }
  return out;
}

export function cleanText(value: string): string {
  return value.replace(/\u00a0/g, ' ').trim();
}
