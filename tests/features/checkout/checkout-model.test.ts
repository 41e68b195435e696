import { describe, expect, it } from 'vitest';
import { diffCheckout, seenAtStart } from '@/features/checkout';

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
