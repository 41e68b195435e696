/**
 * Money in the shop is integer fen (分). The mall's contract speaks yuan with two decimals: a figure is turned into
 * fen once, where it enters a sum or a screen (toFen), and back into yuan only where a request body or a file needs
 * yuan (fromFen). Every sum, product and fee is counted here in fen, so 0.1 + 0.2 is 0.3; one formatter writes it.
 * The only file in src that multiplies or divides by 100 (eslint.config.js forbids it elsewhere).
 */
export type Fen = number;

const FEN_PER_YUAN = 100;

/**
 * Yuan -> fen, rounded half away from zero on the decimal the number stands for (1.005 -> 101, -2.675 -> -268, as
 * Intl writes them): the float product is read to 15 significant digits first (1.005 * 100 is 100.49999999999999).
 * NaN for what is not a finite number (null, undefined, NaN, ±Infinity): formatFen writes it as —.
 */
export function toFen(yuan: number | null | undefined): Fen {
  if (typeof yuan !== 'number' || !Number.isFinite(yuan)) return Number.NaN;
  const scaled = Math.abs(Number((yuan * FEN_PER_YUAN).toPrecision(15)));
  const fen = Math.floor(scaled + 0.5);
  if (!Number.isFinite(fen)) return Number.NaN;
  return yuan < 0 && fen !== 0 ? -fen : fen;
}

/** Fen -> yuan, for a request body or an exported file (the contract's two decimals). */
export function fromFen(fen: Fen): number {
  return Math.round(fen) / FEN_PER_YUAN;
}

/** Price (yuan, as the mall sends it) × quantity, in fen. */
export const lineFen = (price: number, quantity: number): Fen => toFen(price) * quantity;

/** The sum in fen of what `fenOf` reads from each item. */
export function sumFen<T>(items: Iterable<T>, fenOf: (item: T) => Fen): Fen {
  let sum = 0;
  for (const item of items) sum += fenOf(item);
  return sum;
}

/** What share of `whole` `part` is, in percent (0 when the whole is not above 0): a fund's used budget. */
export const percentOf = (part: Fen, whole: Fen): number => (whole > 0 ? (part * 100) / whole : 0);

/** A rate (0.13) as whole percent (13): the tax rate beside the tax amount. */
export const ratePercent = (rate: number): number => Math.round(rate * 100);

/**
 * Fen as the shop writes money: 123450 -> ¥1,234.50, -7000 -> ¥-70.00; `symbol: false` -> 1,234.50. — for what is
 * not a finite number. Written by hand, not Intl.NumberFormat('zh-CN'): building that formatter loads the locale's
 * number data, about 45 ms of the first load's main thread on a slow phone (docs/performance.md).
 */
export function formatFen(fen: Fen, { symbol = true }: { symbol?: boolean } = {}): string {
  if (typeof fen !== 'number' || !Number.isFinite(fen)) return '—';
  const whole = Math.round(fen);
  // BigInt: the digits of any integer, never an exponent form (1e21 and up)
  const digits = BigInt(Math.abs(whole)).toString().padStart(3, '0');
  const text = `${digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${digits.slice(-2)}`;
  return `${symbol ? '¥' : ''}${whole < 0 ? '-' : ''}${text}`;
}

/**
 * A figure of fen per unit (a unit price to compare sizes by, never charged): as formatFen from ¥1 (¥1.23/g), below
 * it with three significant digits (4.8 fen -> ¥0.048, 12.3 -> ¥0.123), so two cheap sizes that differ never read alike.
 */
export function formatFenRate(fen: number): string {
  if (!Number.isFinite(fen) || fen === 0 || Math.abs(fen) >= 100) return formatFen(fen);
  const yuan = Number((fen / 100).toPrecision(3));
  const decimals = Math.max(2, (String(yuan).split('.')[1] ?? '').length);
  return `¥${yuan.toFixed(decimals)}`;
}
