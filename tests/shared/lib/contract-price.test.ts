/** The shop's one pricing rule (docs/api.md §5 协议价与阶梯价), from fixtures shaped as the mall sends them. */
import { describe, expect, it } from 'vitest';
import {
  amountFen,
  checkQuantity,
  correctQuantity,
  keepsRule,
  ladderRows,
  nextBreak,
  nextBreakText,
  ruleText,
  savingFen,
  unitFen,
  type Priced,
} from '@/shared/lib/contract-price';

const TIPS: Priced = { price: 48, terms: { contractPrice: 42, validFrom: '2026-09-22', validTo: '2027-10-22', breaks: [{ from: 50, price: 36 }, { from: 10, price: 39 }] } };
const LADDER_ONLY: Priced = { price: 31.5, terms: { breaks: [{ from: 10, price: 29 }, { from: 20, price: 27.5 }] } };
const TUBES = { price: 43, unit: '包', terms: { contractPrice: 39.5, minQuantity: 5, multiple: 5 } };
const LIST: Priced = { price: 48 };

describe('contract price', () => {
  it('the unit price is the highest break reached, else the 协议价, else the list price', () => {
    expect(unitFen(TIPS, 1)).toBe(4200);
    expect(unitFen(TIPS, 9)).toBe(4200);
    expect(unitFen(TIPS, 10)).toBe(3900);
    expect(unitFen(TIPS, 49)).toBe(3900);
    expect(unitFen(TIPS, 50)).toBe(3600);
    expect(unitFen(LADDER_ONLY, 5)).toBe(3150);
    expect(unitFen(LADDER_ONLY, 20)).toBe(2750);
    expect(unitFen(LIST, 100)).toBe(4800);
  });

  it('a break that is not below the base price is ignored', () => {
    expect(unitFen({ price: 10, terms: { contractPrice: 8, breaks: [{ from: 5, price: 9 }] } }, 6)).toBe(800);
  });

  it('amount and saving against the list price', () => {
    expect(amountFen(TIPS, 10)).toBe(39000);
    expect(savingFen(TIPS, 10)).toBe(9000);
    expect(savingFen(LIST, 10)).toBe(0);
  });

  it('names the next break: 再买 N 件享 ¥x/件', () => {
    expect(nextBreak(TIPS, 8)).toEqual({ more: 2, from: 10, unitFen: 3900 });
    expect(nextBreakText(TIPS, 8, '盒')).toBe('再买 2 盒享 ¥39.00/盒');
    expect(nextBreakText(TIPS, 10)).toBe('再买 40 件享 ¥36.00/件');
    expect(nextBreakText(TIPS, 50)).toBeNull();
    expect(nextBreakText(LIST, 1)).toBeNull();
  });

  it('the ladder as table rows from the minimum', () => {
    expect(ladderRows(TIPS)).toEqual([
      { from: 1, to: 9, unitFen: 4200 },
      { from: 10, to: 49, unitFen: 3900 },
      { from: 50, to: null, unitFen: 3600 },
    ]);
    expect(ladderRows(TUBES)).toEqual([]);
    expect(ladderRows({ price: 39, terms: { minQuantity: 2, multiple: 2, breaks: [{ from: 10, price: 36 }] } })[0]).toEqual({ from: 2, to: 9, unitFen: 3900 });
  });
});

describe('minimum and multiple', () => {
  it('keeps or breaks the rule', () => {
    expect(keepsRule(TUBES.terms, 5)).toBe(true);
    expect(keepsRule(TUBES.terms, 10)).toBe(true);
    expect(keepsRule(TUBES.terms, 3)).toBe(false);
    expect(keepsRule(TUBES.terms, 7)).toBe(false);
    expect(keepsRule(undefined, 1)).toBe(true);
  });

  it('corrects up to the minimum, then to the next multiple; down at the maximum', () => {
    expect(correctQuantity(TUBES.terms, 1)).toBe(5);
    expect(correctQuantity(TUBES.terms, 7)).toBe(10);
    expect(correctQuantity(TUBES.terms, 10)).toBe(10);
    expect(correctQuantity({ minQuantity: 2 }, 1)).toBe(2);
    expect(correctQuantity({ multiple: 2 }, 3)).toBe(4);
    expect(correctQuantity(TUBES.terms, 9999)).toBe(9995);
    expect(correctQuantity(undefined, 3)).toBe(3);
  });

  it('says the rule and the correction', () => {
    expect(ruleText(TUBES.terms, '包')).toBe('该商品起订 5 包，按 5 的倍数购买');
    expect(ruleText({ minQuantity: 2 }, '瓶')).toBe('该商品起订 2 瓶');
    expect(ruleText({ multiple: 2, minQuantity: 2 }, '袋')).toBe('该商品起订 2 袋，按 2 的倍数购买');
    expect(ruleText(undefined, '包')).toBeNull();
    expect(checkQuantity(TUBES, 3)).toEqual({ quantity: 5, message: '该商品起订 5 包，按 5 的倍数购买，已改为 5 包' });
    expect(checkQuantity(TUBES, 15)).toEqual({ quantity: 15, message: null });
  });
});

describe('the stepper', () => {
  it('steps by the multiple, never below the minimum; without terms by one', async () => {
    const { stepUp, stepDown } = await import('@/shared/lib/contract-price');
    expect(stepUp(TUBES.terms, 5)).toBe(10);
    expect(stepUp(TUBES.terms, 3)).toBe(5);
    expect(stepDown(TUBES.terms, 10)).toBe(5);
    expect(stepDown(TUBES.terms, 7)).toBe(5);
    expect(stepDown(TUBES.terms, 5)).toBeNull();
    expect(stepUp(undefined, 1)).toBe(2);
    expect(stepDown(undefined, 2)).toBe(1);
    expect(stepDown(undefined, 1)).toBeNull();
  });
});
