/**
 * Chinese uppercase money (人民币大写金额), as contracts, invoices and cheques
 * write it: 12345.67 -> 壹万贰仟叁佰肆拾伍元陆角柒分. Rules of the 支付结算办法
 * (the payment and settlement rules of the People's Bank of China):
 * - an amount that stops at 元 ends with 整; one that has 角 or 分 does not;
 * - a run of zeros inside the number is read as one 零 (1004 -> 壹仟零肆元,
 *   10010 -> 壹万零壹拾元, 100010000 -> 壹亿零壹万元); zeros at the end of a
 *   section are silent (100000 -> 壹拾万元整);
 * - 10 is 壹拾 (never a bare 拾);
 * - 角 zero with 分 not zero: 元零X分 (1.05 -> 壹元零伍分), nothing before the
 *   分 when there are no yuan (0.05 -> 伍分).
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const SECTION_UNITS = ['仟', '佰', '拾', ''] as const;

/** Largest amount in yuan that still has exact cents in a double. */
export const RMB_UPPERCASE_MAX = 9_999_999_999_999.99;

const digit = (n: number): string => DIGITS[n] ?? '';

/** 1..9999 */
function readSection(n: number): string {
  let out = '';
  let started = false;
  let zero = false;
  [1000, 100, 10, 1].forEach((place, index) => {
    const d = Math.floor(n / place) % 10;
    if (d === 0) {
      if (started) zero = true;
      return;
    }
    if (zero) out += '零';
    zero = false;
    out += digit(d) + SECTION_UNITS[index];
    started = true;
  });
  return out;
}

/** A positive integer in 亿 / 万 sections. */
function readInteger(n: number): string {
  if (n >= 1e8) {
    const high = Math.floor(n / 1e8);
    const low = n % 1e8;
    return `${readInteger(high)}亿${low === 0 ? '' : (low < 1e7 ? '零' : '') + readInteger(low)}`;
  }
  if (n >= 1e4) {
    const high = Math.floor(n / 1e4);
    const low = n % 1e4;
    return `${readSection(high)}万${low === 0 ? '' : (low < 1000 ? '零' : '') + readSection(low)}`;
  }
  return readSection(n);
}

/**
 * The amount in yuan written in Chinese uppercase, rounded to the fen:
 * 0 -> 零元整, 1004.5 -> 壹仟零肆元伍角, -3 -> 负叁元整.
 * Throws a RangeError for NaN, infinities and amounts beyond RMB_UPPERCASE_MAX.
 */
export function rmbUppercase(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) > RMB_UPPERCASE_MAX) {
    throw new RangeError(`rmbUppercase: amount out of range: ${amount}`);
  }
  // toFixed first: 0.29 * 100 is 28.999…, and cents must not drift
  const cents = Math.round(Number(Math.abs(amount).toFixed(2)) * 100);
  if (cents === 0) return '零元整';
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  let out = amount < 0 ? '负' : '';
  if (yuan > 0) out += `${readInteger(yuan)}元`;
  if (jiao === 0 && fen === 0) return `${out}整`;
  if (jiao > 0) out += `${digit(jiao)}角`;
  else if (yuan > 0) out += '零';
  if (fen > 0) out += `${digit(fen)}分`;
  return out;
}

/**
 * A positive amount in yuan with at most two decimals (whole fen). Read with a tolerance: 19.99 * 100 is
 * 1998.9999999999998 in floating point, and is still 1999 fen.
 */
export function isFenAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/*
 * The fake mall's one set of rounding helpers (the shop has its own in src; the mall keeps its own): amounts are
 * yuan with two decimals, summed and compared as whole fen so that 0.1 + 0.2 is 0.30 and never 0.30000000000000004.
 */

/** Yuan as whole fen: 19.99 -> 1999 (19.99 * 100 is 1998.9999999999998). */
export const cents = (yuan: number): number => Math.round(yuan * 100);

/** Whole fen as yuan: 1999 -> 19.99. */
export const yuan = (fen: number): number => fen / 100;

/** Yuan rounded to the fen: 0.1 + 0.2 -> 0.3, 100 * 13 / 113 -> 11.5. */
export const round2 = (value: number): number => yuan(cents(value));
