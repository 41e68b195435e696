/**
 * 统一社会信用代码 (GB 32100-2015), per docs/china-conventions.md: normalise, check
 * the pattern, then the check character (31 - S mod 31) mod 31.
 */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Trim, drop spaces, full-width to half-width, upper-case. */
export function normalizeCreditCode(input: string): string {
  return input
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u3000]/g, '')
    .toUpperCase();
}

export function isValidCreditCode(input: string): boolean {
  const code = normalizeCreditCode(input);
  if (!PATTERN.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CHARSET.indexOf(code[i] as string) * (WEIGHTS[i] as number);
  const check = (31 - (sum % 31)) % 31;
  return code[17] === CHARSET[check];
}
