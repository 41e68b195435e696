import { describe, expect, it } from 'vitest';
import { toSelectedCartLine } from '@/entities/cart';
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
      ['price', 471_000, 499_900],
      ['quantity', 2, 3],
    ]);
  });

  it('reports a 协议价 that ran out as a price change, though the list price stayed', () => {
    const terms = { contractPrice: 4200, validTo: '2026-11-30' };
    const saw = [toSelectedCartLine(line({ terms }))];
    expect(saw[0]!.unitFen).toBe(420_000);
    // the mall stops sending the contract price after its last day: the list price is the price now
    expect(diffCheckout(saw, [line({})])).toEqual([
      { matlId: 'm1', catalogNo: '593-EG-50UG', name: '重组人 EGF 蛋白', kind: 'price', was: 420_000, now: 471_000, termsEnded: true },
    ]);
    expect(diffCheckout(saw, [line({ terms })])).toEqual([]);
  });

  it('compares the company price at the quantity seen: a ladder step moved by the mall is a change, a quantity moved by another tab is not a price change', () => {
    const ladder = { breaks: [{ from: 10, price: 4000 }] };
    const saw = [toSelectedCartLine(line({ quantity: 10, terms: ladder }))];
    expect(diffCheckout(saw, [line({ quantity: 4, terms: ladder })]).map((c) => [c.kind, c.was, c.now])).toEqual([['quantity', 10, 4]]);
    expect(diffCheckout(saw, [line({ quantity: 10, terms: { breaks: [{ from: 10, price: 4100 }] } })]).map((c) => [c.kind, c.was, c.now, c.termsEnded])).toEqual([
      ['price', 400_000, 410_000, undefined],
    ]);
  });

  it('reads what an older shop stored (no unit price) by its list price: a 协议价 line is no change', () => {
    expect(diffCheckout(seen, [line({})])).toEqual([]);
    expect(diffCheckout(seen, [line({ terms: { contractPrice: 4200 } })])).toEqual([]);
    expect(diffCheckout(seen, [line({ price: 4999, terms: { contractPrice: 4200 } })]).map((c) => [c.kind, c.was, c.now])).toEqual([['price', 471_000, 499_900]]);
  });

  it('reports nothing when the line is as seen', () => {
    expect(diffCheckout(seen, [line({})])).toEqual([]);
  });
});

describe('seenAtStart: what the order page compares with', () => {
  it('is selectedCartInfo as checkout wrote it, plus the shown lines it does not name, as first shown', () => {
    const shown = [line({ price: 4999 }), line({ matlId: 'm2', catalogNo: 'X-2', name: '另一件', price: 8, quantity: 5 })];
    expect(seenAtStart(seen, shown)).toEqual([...seen, { matlId: 'm2', catalogNo: 'X-2', name: '另一件', price: 8, quantity: 5, unitFen: 800 }]);
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
