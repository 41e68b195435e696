import { describe, expect, it } from 'vitest';
import { formatFen, fromFen, lineFen, percentOf, ratePercent, sumFen, toFen } from '@/shared/lib/money';

/** A deterministic stream of numbers in [0, 1) (Park–Miller), so a failure can be replayed. */
function stream(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

describe('toFen / fromFen: yuan of the contract in, integer fen out', () => {
  it('counts 0.1 + 0.2 as 30 fen, and sums of cents exactly', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // what float yuan did
    expect(toFen(0.1) + toFen(0.2)).toBe(30);
    expect(toFen(0.1 + 0.2)).toBe(30);
    expect(sumFen([0.1, 0.2, 0.3], toFen)).toBe(60);
    expect(lineFen(0.1, 3)).toBe(30);
    expect(lineFen(19.99, 2)).toBe(3998);
    // a thousand 0.01 lines are ¥10.00, where float yuan drifts
    expect(sumFen(Array.from({ length: 1000 }, () => 0.01), toFen)).toBe(1000);
  });

  it('rounds half away from zero on the decimal the number stands for (as Intl writes it)', () => {
    expect(toFen(1.005)).toBe(101); // 1.005 * 100 is 100.49999999999999
    expect(toFen(2.675)).toBe(268);
    expect(toFen(0.005)).toBe(1);
    expect(toFen(0.004)).toBe(0);
    expect(toFen(999.995)).toBe(100000);
    expect(toFen(-2.675)).toBe(-268);
    expect(toFen(-0.005)).toBe(-1);
    expect(toFen(-0.004)).toBe(0);
    expect(Object.is(toFen(-0), 0)).toBe(true);
  });

  it('keeps negatives: a refund, an overdrawn fund', () => {
    expect(toFen(-70)).toBe(-7000);
    expect(toFen(-0.01)).toBe(-1);
    expect(toFen(129054) - toFen(129124)).toBe(-7000);
    expect(fromFen(-7000)).toBe(-70);
  });

  it('is NaN for what is not a finite number, and — once written', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined]) {
      expect(toFen(bad)).toBeNaN();
      expect(formatFen(toFen(bad))).toBe('—');
    }
    expect(toFen(Number.MAX_VALUE)).toBeNaN();
  });

  it('round-trips every two-decimal amount (property, 20 000 draws up to ¥100 000 000 000)', () => {
    const next = stream(11);
    for (let i = 0; i < 20_000; i += 1) {
      const fen = Math.round((next() - 0.5) * 2e13);
      expect(toFen(fen / 100)).toBe(fen);
      expect(toFen(fromFen(fen))).toBe(fen);
    }
  });

  it('adds big sums exactly: 9999 lines of ¥99,999,999.99', () => {
    const price = 99_999_999.99;
    expect(lineFen(price, 9999)).toBe(9_999_999_999 * 9999);
    expect(Number.isSafeInteger(lineFen(price, 9999))).toBe(true);
    expect(formatFen(lineFen(price, 9999))).toBe('¥999,899,999,900.01');
    expect(sumFen(Array.from({ length: 9999 }, () => price), toFen)).toBe(lineFen(price, 9999));
  });
});

describe('a tax-inclusive split and a discount counted in fen', () => {
  // A quote (docs/api.md §16) shows 合计（含税） and 其中税额 at 13 %: net and tax, each whole fen, add up to the total.
  it('net + tax is the gross, to the fen, for every gross (property)', () => {
    const next = stream(3);
    for (let i = 0; i < 5000; i += 1) {
      const grossFen = Math.round(next() * 1e9);
      const netFen = Math.round(grossFen / 1.13);
      const taxFen = grossFen - netFen;
      expect(Number.isInteger(taxFen)).toBe(true);
      expect(netFen + taxFen).toBe(grossFen);
      expect(formatFen(grossFen)).toBe(`¥${fromFen(grossFen).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    }
    expect(ratePercent(0.13)).toBe(13);
    expect(ratePercent(0.06)).toBe(6);
  });

  it('a fund\'s share of its budget', () => {
    expect(percentOf(toFen(58780), toFen(200000))).toBeCloseTo(29.39, 10);
    expect(percentOf(toFen(0.1) + toFen(0.2), toFen(0.3))).toBe(100);
    expect(percentOf(100, 0)).toBe(0);
  });
});

describe('formatFen: the one way the shop writes money', () => {
  it('writes ¥, thousands commas and two decimals; without the symbol on request', () => {
    expect(formatFen(123450)).toBe('¥1,234.50');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(100000)).toBe('¥1,000.00');
    expect(formatFen(-7000)).toBe('¥-70.00');
    expect(formatFen(-1)).toBe('¥-0.01');
    expect(formatFen(123450, { symbol: false })).toBe('1,234.50');
    expect(formatFen(-123450, { symbol: false })).toBe('-1,234.50');
    expect(formatFen(2 ** 60)).toBe('¥11,529,215,046,068,469.76');
    expect(formatFen(1e23)).toBe('¥999,999,999,999,999,916,113.92'); // the float's own digits, never 1e+21
  });

  it('writes a contract amount as Intl.NumberFormat zh-CN writes the yuan (property, 15 000 draws)', () => {
    const intl = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const values = [0, 0.005, 0.004, 1.005, 2.675, -2.675, 999.995, 1234.5, 123456789.995, 0.1 + 0.2];
    const next = stream(7);
    for (let i = 0; i < 5000; i += 1) {
      values.push(Math.round(next() * 1e8) / 1000, Math.round(next() * 1e12) / 100, -Math.round(next() * 1e6) / 100);
    }
    for (const value of values) expect(formatFen(toFen(value))).toBe(`¥${intl.format(value)}`);
  });
});
