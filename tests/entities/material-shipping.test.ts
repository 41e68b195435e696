import { describe, expect, it } from 'vitest';
import { coldChainFeeFenOf, conditionOf, conditionOfText, DRY_ICE_FEE_FEN, shipmentsOf } from '@/entities/material';

describe('shipping conditions and the dry-ice fee (docs/api.md §20)', () => {
  it('one shipment per condition, ambient first, the fee on the dry-ice one only', () => {
    const lines = [
      { id: 'a', shippingCondition: 'dryIce' as const },
      { id: 'b', shippingCondition: 'ambient' as const },
      { id: 'c', shippingCondition: 'icePack' as const },
      { id: 'd', shippingCondition: 'dryIce' as const },
    ];
    expect(shipmentsOf(lines).map((s) => [s.condition, s.label, s.lines.map((l) => l.id), s.feeFen])).toEqual([
      ['ambient', '常温', ['b'], 0],
      ['icePack', '2–8 ℃ 冰袋', ['c'], 0],
      ['dryIce', '−20 ℃ 干冰', ['a', 'd'], DRY_ICE_FEE_FEN],
    ]);
    expect(DRY_ICE_FEE_FEN).toBe(8000);
    // two dry-ice lines still ship in one dry-ice parcel
    expect(coldChainFeeFenOf(lines)).toBe(8000);
    expect(coldChainFeeFenOf(lines.filter((l) => l.shippingCondition !== 'dryIce'))).toBe(0);
  });

  it('reads a condition from the older `shipping` text and from a stock-out’s coldChain', () => {
    expect(conditionOf({ shipping: '干冰' })).toBe('dryIce');
    expect(conditionOf({ shipping: '冰袋' })).toBe('icePack');
    expect(conditionOf({ shipping: '常温' })).toBe('ambient');
    expect(conditionOf({ shippingCondition: 'icePack', shipping: '常温' })).toBe('icePack');
    expect(conditionOfText(null)).toBe('ambient');
    expect(conditionOfText('干冰')).toBe('dryIce');
  });
});
