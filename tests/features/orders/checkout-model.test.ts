import { describe, expect, it } from 'vitest';
import { diffCheckout } from '@/features/orders';

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
