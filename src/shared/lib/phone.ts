/**
 * Mobile numbers (docs/china-conventions.md): strip spaces, '-', brackets; drop a
 * leading +86 / 0086 / 86 before 11 digits; full-width digits to ASCII;
 * then ^1[3-9]\d{9}$. Returns null when it is not a mainland mobile number.
 */
export function normalizePhone(input: string): string | null {
  let value = input
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s\-()（）]/g, '');
  value = value.replace(/^(\+86|0086|86)(?=\d{11}$)/, '');
  return /^1[3-9]\d{9}$/.test(value) ? value : null;
}

/** 8–20 characters with at least two of letters, digits, symbols. */
export function isStrongPassword(value: string): boolean {
  if (value.length < 8 || value.length > 20) return false;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(value)).length;
  return kinds >= 2;
}
