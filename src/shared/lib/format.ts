/** Only for amounts JavaScript writes in exponent form (1e21 and up): built on first use. */
let bigFormat: Intl.NumberFormat | undefined;

/**
 * |value| with two decimals and thousands commas, rounded half away from zero on
 * the shortest decimal form of the number, as Intl.NumberFormat('zh-CN') does
 * (1.005 -> 1.01). Written by hand because building that formatter loads the
 * locale's number data: about 45 ms of the first load's main thread on a slow
 * phone (docs/performance.md), for every page that shows a price.
 */
function twoDecimals(abs: number): string {
  const text = String(abs);
  if (text.includes('e')) {
    if (abs < 1) return '0.00';
    bigFormat ??= new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return bigFormat.format(abs);
  }
  const [whole = '0', fraction = ''] = text.split('.');
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${digits.slice(-2)}`;
}

/** 1234.5 -> ¥1,234.50 */
export function formatPrice(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  return `¥${value < 0 || Object.is(value, -0) ? '-' : ''}${twoDecimals(Math.abs(value))}`;
}
