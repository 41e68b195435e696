/**
 * 统一社会信用代码 (GB 32100-2015) and its embedded organisation code
 * (GB 11714). See docs/china-conventions.md.
 */
import type { Random } from '../random.ts';

export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Trim, drop spaces, full-width to half-width, upper-case (docs/china-conventions.md). */
export function normalizeCreditCode(input: string): string {
  return input
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u00a0\u3000]/g, '')
    .toUpperCase();
}

/** The shape of a (normalised) credit code, without the check character. */
export function hasCreditCodeShape(code: string): boolean {
  return PATTERN.test(code);
}

/** The 18th character for the first 17 characters of a credit code. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_CHARS.indexOf(first17.charAt(i));
    if (value < 0) throw new Error(`invalid credit code character in ${first17}`);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  return CREDIT_CODE_CHARS.charAt((31 - (sum % 31)) % 31);
}

/** Pattern and check character of a (normalised) unified social credit code. */
export function isValidCreditCode(code: string): boolean {
  return PATTERN.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17);
}

/** GB 11714 check character of an 8-character organisation code body. */
function orgCodeCheckChar(body: string): string {
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += parseInt(body.charAt(i), 36) * (weights[i] ?? 0);
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}

/**
 * A valid credit code: `authority` is the 2-character registration authority and
 * type (91 = 企业, 12 = 事业单位), `division` the 6-digit GB/T 2260 code.
 * Companies registered after 2015 get an `MA…` organisation code.
 */
export function makeCreditCode(r: Random, authority: string, division: string): string {
  const alnum = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const company = authority.startsWith('9');
  let body = company ? 'MA' + r.pick(['1', '2', '5', '6', '7']) : String(r.int(4, 7));
  while (body.length < 8) body += company ? alnum.charAt(r.int(0, alnum.length - 1)) : String(r.int(0, 9));
  const first17 = authority + division + body + orgCodeCheckChar(body);
  const code = first17 + creditCodeCheckChar(first17);
  if (!isValidCreditCode(code)) throw new Error(`generated an invalid credit code ${code}`);
  return code;
}
