import { describe, expect, it } from 'vitest';
import { packAmount, unitPrice, unitPriceText } from '@/shared/lib/unit-price';

describe('unit price of a pack size', () => {
  it.each([
    ['100 g', 5200, { fen: 52, per: 'g' }],
    ['500 g', 15600, { fen: 31.2, per: 'g' }],
    ['1 kg', 27040, { fen: 27.04, per: 'g' }],
    ['2.5 kg', 17500, { fen: 7, per: 'g' }],
    ['2.5 KG', 17500, { fen: 7, per: 'g' }],
    ['500 G', 15600, { fen: 31.2, per: 'g' }],
    ['100 MG', 7200, { fen: 7200, per: '100 mg' }],
    ['500 ML', 5000, { fen: 10, per: 'mL' }],
    ['1 g', 6800, { fen: 6800, per: 'g' }],
    ['100 mg', 7200, { fen: 7200, per: '100 mg' }],
    ['10 mg', 9800, { fen: 98000, per: '100 mg' }],
    ['500 mL', 5000, { fen: 10, per: 'mL' }],
    ['4 L', 27500, { fen: 6.875, per: 'mL' }],
    ['2.5 L', 20000, { fen: 8, per: 'mL' }],
    ['250 µL', 39800, { fen: 159200, per: 'mL' }], // micro sign
    ['250 μL', 39800, { fen: 159200, per: 'mL' }], // Greek mu
    ['2×250 µL', 39800, { fen: 79600, per: 'mL' }],
    ['1,000 mL', 10000, { fen: 10, per: 'mL' }],
  ])('%s at %i fen', (spec, fen, expected) => {
    expect(unitPrice(fen, spec)).toEqual(expected);
  });

  it.each(['96T', '100 µg', '25,000 U', '1 支', '10 盒', '100 测试', '50 tests', '', '0 g', 'g', '1 constructor', '2 toString'])('%s has none (—)', (spec) => {
    expect(unitPrice(10000, spec)).toBeNull();
    expect(unitPriceText(10000, spec)).toBe('—');
  });

  it('reads the size in mg or µL', () => {
    expect(packAmount('2.5 kg')).toEqual({ mg: 2_500_000 });
    expect(packAmount('10 mL')).toEqual({ ul: 10_000 });
  });

  it('says the figure with its unit', () => {
    expect(unitPriceText(5000, '500 mL')).toBe('¥0.10/mL');
    expect(unitPriceText(9800, '10 mg')).toBe('¥980.00/100 mg');
    expect(unitPriceText(123450, '1 kg')).toBe('¥1.23/g');
    expect(unitPriceText(100, '1 g')).toBe('¥1.00/g');
  });

  it('keeps three significant digits below ¥1, so cheap sizes that differ never read alike', () => {
    // 2.5 L at ¥120 is 4.8 fen/mL and 500 mL at ¥27.50 is 5.5 fen/mL: both ¥0.05/mL to the fen
    expect(unitPriceText(12000, '2.5 L')).toBe('¥0.048/mL');
    expect(unitPriceText(2750, '500 mL')).toBe('¥0.055/mL');
    expect(unitPriceText(27500, '4 L')).toBe('¥0.0688/mL');
    expect(unitPriceText(5000, '500 mL')).toBe('¥0.10/mL');
    expect(unitPriceText(6150, '500 g')).toBe('¥0.123/g');
    expect(unitPriceText(99950, '1000 L')).toBe('¥0.000999/mL');
  });
});
