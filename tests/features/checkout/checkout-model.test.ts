import { describe, expect, it } from 'vitest';
import type { Quote } from '@/entities/quote';
import { diffCheckout, seenAtStart, sourceSum } from '@/features/checkout';

type Line = Parameters<typeof diffCheckout>[1][number];
const line = (over: Partial<Line>): Line =>
  ({ matlId: 'm1', catalogNo: '593-EG-50UG', name: '重组人 EGF 蛋白', price: 4710, quantity: 2, selected: true, available: true, ...over }) as Line;
const seen = [{ matlId: 'm1', catalogNo: '593-EG-50UG', name: '重组人 EGF 蛋白', price: 4710, quantity: 2 }];

describe('diffCheckout', () => {
  it('reports a quantity changed since it was seen, with both quantities', () => {
    expect(diffCheckout(seen, [line({ quantity: 500 })])).toEqual([
      { matlId: 'm1', catalogNo: '593-EG-50UG', name: '重组人 EGF 蛋白', kind: 'quantity', was: 2, now: 500 },
    ]);
  });

  it('reports a price and a quantity changed on the same line as two changes', () => {
    expect(diffCheckout(seen, [line({ price: 4999, quantity: 3 })]).map((c) => [c.kind, c.was, c.now])).toEqual([
      ['price', 4710, 4999],
      ['quantity', 2, 3],
    ]);
  });

  it('reports nothing when the line is as seen', () => {
    expect(diffCheckout(seen, [line({})])).toEqual([]);
  });
});

describe('seenAtStart: what the order page compares with', () => {
  it('is selectedCartInfo as checkout wrote it, plus the shown lines it does not name, as first shown', () => {
    const shown = [line({ price: 4999 }), line({ matlId: 'm2', catalogNo: 'X-2', name: '另一件', price: 8, quantity: 5 })];
    expect(seenAtStart(seen, shown)).toEqual([...seen, { matlId: 'm2', catalogNo: 'X-2', name: '另一件', price: 8, quantity: 5 }]);
    // the stored price stays what checkout saw: the new price is then told as a change
    expect(diffCheckout(seenAtStart(seen, shown), shown).map((c) => c.kind)).toEqual(['price']);
  });

  it('without selectedCartInfo (a visit without the cart page), what the page first shows counts as seen', () => {
    const shown = [line({})];
    expect(diffCheckout(seenAtStart([], shown), shown)).toEqual([]);
  });
});

describe('sourceSum: the checkout\'s sum before the mall\'s preview answers', () => {
  it('from a quote: the quote\'s own figures, its 干冰费 included (docs/api.md §16, §20), in fen', () => {
    const quote = { goodsAmount: 1234.5, freight: 0, coldChainFee: 80, amount: 1314.5 } as Quote;
    expect(sourceSum(quote, [])).toEqual({ goodsFen: 123_450, freightFen: 0, coldChainFeeFen: 8000, amountFen: 131_450 });
  });

  it('from the cart: the lines\' goods, freight below ¥500 and the dry-ice fee once', () => {
    const lines = [
      { key: 'a', matlId: 'a', price: 100, quantity: 2, shippingCondition: 'dryIce' as const },
      { key: 'b', matlId: 'b', price: 50.5, quantity: 1, shippingCondition: 'ambient' as const },
    ] as unknown as Parameters<typeof sourceSum>[1];
    expect(sourceSum(null, lines)).toEqual({ goodsFen: 25_050, freightFen: 1500, coldChainFeeFen: 8000, amountFen: 34_550 });
  });
});
