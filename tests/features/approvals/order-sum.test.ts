/**
 * An order's sum as the checkout, the approval and the resubmit dialogs count it before the mall answers (docs/api.md
 * §6 freight, §20 dry-ice fee): in integer fen, the freight rule once (the order entity), the fee once (the material entity).
 */
import { describe, expect, it } from 'vitest';
import { coldChainFeeFenOf, type ShippingCondition } from '@/entities/material';
import { freightFenOf, totals as orderTotals } from '@/entities/order';
import { overdraftFenAt, totalsAt } from '@/features/approvals';
import { formatFen } from '@/shared/lib/money';

describe('freight rule (docs/api.md §6): free from ¥500 of goods, else ¥15', () => {
  it('charges ¥15 below ¥500, nothing from ¥500, nothing without lines', () => {
    expect(freightFenOf(49_999, 1)).toBe(1500);
    expect(freightFenOf(50_000, 1)).toBe(0);
    expect(freightFenOf(0, 0)).toBe(0);
  });
});

/** The checkout's sum of its lines: the order entity's totals with the material entity's dry-ice fee. */
const totals = (lines: readonly { price: number; quantity: number; shippingCondition?: ShippingCondition }[]) => orderTotals(lines, coldChainFeeFenOf(lines));

describe('totals: goods, freight, dry-ice fee and amount, in fen', () => {
  it('adds cents exactly: 0.1 × 3 + 0.2 is ¥0.50 of goods, plus ¥15 freight', () => {
    const sum = totals([
      { price: 0.1, quantity: 3 },
      { price: 0.2, quantity: 1 },
    ]);
    expect(sum).toEqual({ goodsFen: 50, freightFen: 1500, coldChainFeeFen: 0, amountFen: 1550 });
    expect(formatFen(sum.amountFen)).toBe('¥15.50');
  });

  it('frees the freight at exactly ¥500.00 made of cents (166.67 + 166.67 + 166.66)', () => {
    const sum = totals([{ price: 166.67, quantity: 2 }, { price: 166.66, quantity: 1 }]);
    expect(sum.goodsFen).toBe(50_000);
    expect(sum.freightFen).toBe(0);
  });

  it('adds ¥80 once per dry-ice shipment', () => {
    const sum = totals([
      { price: 1280, quantity: 1, shippingCondition: 'dryIce' },
      { price: 19.9, quantity: 2, shippingCondition: 'dryIce' },
      { price: 35.5, quantity: 1, shippingCondition: 'ambient' },
    ]);
    expect(sum).toEqual({ goodsFen: 135_530, freightFen: 0, coldChainFeeFen: 8000, amountFen: 143_530 });
  });

  it('an order placed before the fee (its coldChainFee 0) adds none when its quantities change', () => {
    const lines = [{ matlId: 'a', price: 99.9, quantity: 2, shippingCondition: 'dryIce' as const }];
    expect(totalsAt(lines, { a: 3 }, 0)).toEqual({ goodsFen: 29_970, freightFen: 1500, coldChainFeeFen: 0, amountFen: 31_470 });
    expect(totalsAt(lines, { a: 3 }, 8000).amountFen).toBe(39_470);
  });
});

describe('overdraftFenAt: how far below 0 approving leaves the fund, in fen', () => {
  it('gives back what a lowered amount saves, and is 0 when it fits or without a fund', () => {
    const fund = { afterApproval: -70.1 };
    expect(overdraftFenAt(fund, 31_470, 31_470)).toBe(7010);
    expect(overdraftFenAt(fund, 31_470, 24_460)).toBe(0);
    expect(overdraftFenAt(fund, 31_470, 24_461)).toBe(1);
    expect(overdraftFenAt(null, 100, 100)).toBe(0);
    expect(overdraftFenAt({ afterApproval: null }, 100, 100)).toBe(0);
  });
});
