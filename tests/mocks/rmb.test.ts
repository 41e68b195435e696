import { describe, expect, it } from 'vitest';
import { RMB_UPPERCASE_MAX, cents, isFenAmount, rmbUppercase, round2, yuan } from '../../mocks/rmb.ts';

describe('rmbUppercase', () => {
  it.each([
    [0, '零元整'],
    [0.0, '零元整'],
    [0.004, '零元整'],
    [0.01, '壹分'],
    [0.05, '伍分'],
    [0.1, '壹角'],
    [0.29, '贰角玖分'],
    [0.5, '伍角'],
    [0.55, '伍角伍分'],
    [1, '壹元整'],
    [1.05, '壹元零伍分'],
    [1.5, '壹元伍角'],
    [10, '壹拾元整'],
    [10.5, '壹拾元伍角'],
    [15, '壹拾伍元整'],
    [100, '壹佰元整'],
    [101, '壹佰零壹元整'],
    [110, '壹佰壹拾元整'],
    [1000.05, '壹仟元零伍分'],
    [1004.5, '壹仟零肆元伍角'],
    [1010, '壹仟零壹拾元整'],
    [1680.32, '壹仟陆佰捌拾元叁角贰分'],
    [10010, '壹万零壹拾元整'],
    [10100, '壹万零壹佰元整'],
    [11000, '壹万壹仟元整'],
    [12345.67, '壹万贰仟叁佰肆拾伍元陆角柒分'],
    [100000, '壹拾万元整'],
    [100100, '壹拾万零壹佰元整'],
    [1001000, '壹佰万壹仟元整'],
    [1000001, '壹佰万零壹元整'],
    [10000000, '壹仟万元整'],
    [100000000, '壹亿元整'],
    [100000000.01, '壹亿元零壹分'],
    [100000001, '壹亿零壹元整'],
    [100010000, '壹亿零壹万元整'],
    [110000000, '壹亿壹仟万元整'],
    [1000000000, '壹拾亿元整'],
    [1234567890.12, '壹拾贰亿叁仟肆佰伍拾陆万柒仟捌佰玖拾元壹角贰分'],
    [1000100000000, '壹万零壹亿元整'],
    [-3, '负叁元整'],
    [-1004.5, '负壹仟零肆元伍角'],
  ])('%s -> %s', (amount, words) => {
    expect(rmbUppercase(amount)).toBe(words);
  });

  it('rounds to the fen without float drift', () => {
    expect(rmbUppercase(0.1 + 0.2)).toBe('叁角');
    expect(rmbUppercase(19.999)).toBe('贰拾元整');
    expect(rmbUppercase(1128.5)).toBe('壹仟壹佰贰拾捌元伍角');
  });

  it('refuses what it cannot write', () => {
    expect(() => rmbUppercase(Number.NaN)).toThrow(RangeError);
    expect(() => rmbUppercase(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => rmbUppercase(RMB_UPPERCASE_MAX + 1)).toThrow(RangeError);
    expect(rmbUppercase(RMB_UPPERCASE_MAX)).toBe('玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
  });
});

describe('isFenAmount', () => {
  it.each([19.99, 0.01, 0.07, 1.1, 1280.5, 4.35, 1_000_000.01, 500])('takes %s (whole fen, floating point notwithstanding)', (value) => {
    expect(isFenAmount(value)).toBe(true);
  });
  it.each([0, -1, 19.999, 0.001, Number.NaN, Number.POSITIVE_INFINITY, '19.99', null])('refuses %s', (value) => {
    expect(isFenAmount(value)).toBe(false);
  });
});

describe("the fake mall's one set of rounding helpers (cents, yuan, round2)", () => {
  it('reads yuan as whole fen through floating-point noise and back', () => {
    expect(cents(19.99)).toBe(1999);
    expect(cents(0.29)).toBe(29);
    expect(yuan(1999)).toBe(19.99);
    expect(yuan(cents(0.1) + cents(0.2))).toBe(0.3);
  });
  it('rounds an amount to the fen', () => {
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2((100 * 13) / 113)).toBe(11.5);
  });
});
