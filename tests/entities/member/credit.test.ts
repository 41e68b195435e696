import { describe, expect, it } from 'vitest';
import { checkoutCredit, creditSummary, settlementText, type CreditPreview, type CreditTerms } from '@/entities/member';

const monthly: CreditTerms = {
  settlement: 'monthly',
  settlementLabel: '月结',
  creditDays: 45,
  creditLimit: 150_000,
  used: 57_527.5,
  available: 92_472.5,
  dueThisMonth: { amount: 300.25, orderCount: 2, nextDueDate: '2026-11-30' },
  overdue: { amount: 2200, orderCount: 1 },
};
const prepaid: CreditTerms = {
  settlement: 'prepaid',
  settlementLabel: '现结',
  creditDays: null,
  creditLimit: null,
  used: 0,
  available: null,
  dueThisMonth: { amount: 0, orderCount: 0, nextDueDate: null },
  overdue: { amount: 0, orderCount: 0 },
};
const preview = (over: Partial<CreditPreview> = {}): CreditPreview => ({
  settlement: 'monthly',
  settlementLabel: '月结',
  creditDays: 45,
  creditLimit: 150_000,
  available: 0.3,
  remainingAfter: 0.1,
  blocked: null,
  ...over,
});

describe('settlementText', () => {
  it('says 月结 with its 账期, or 现结', () => {
    expect(settlementText(monthly)).toBe('月结（账期 45 天）');
    expect(settlementText(prepaid)).toBe('现结');
  });
});

describe('creditSummary', () => {
  it('gives 账号设置 its figures in fen and the share used', () => {
    expect(creditSummary(monthly)).toMatchObject({
      monthly: true,
      terms: '月结（账期 45 天）',
      limitFen: 15_000_000,
      usedFen: 5_752_750,
      availableFen: 9_247_250,
      usedPercent: 38,
      dueFen: 30_025,
      dueCount: 2,
      nextDueDate: '2026-11-30',
      overdueFen: 220_000,
      overdueCount: 1,
    });
  });

  it('has no limit nor share for 现结', () => {
    expect(creditSummary(prepaid)).toMatchObject({ monthly: false, terms: '现结', limitFen: null, availableFen: null, usedPercent: null, hint: '先款后货：商城审核通过后付款，收到货款后发货' });
  });
});

describe('checkoutCredit', () => {
  it('says what remains after the order, in fen (0.3 − 0.2 is 0.1, not 0.09999)', () => {
    const credit = checkoutCredit(preview(), 20);
    expect(credit).toMatchObject({ terms: '月结（账期 45 天）', availableFen: 30, remainingAfterFen: 10, overFen: 0, blocked: null });
  });

  it('holds an order past the limit with the figures and what to do', () => {
    const credit = checkoutCredit(preview({ available: 92_472.5, remainingAfter: -8_407.5, blocked: '超出信用额度：…' }), 10_088_000);
    expect(credit.overFen).toBe(840_750);
    expect(credit.blocked).toBe(
      '本单 ¥100,880.00 超出可用信用额度 ¥92,472.50（超出 ¥8,407.50），暂不能提交。请先结清到期货款，或减少商品后再提交；如需提高额度请联系客服 400 819 7199。',
    );
  });

  it('never holds a 现结 order', () => {
    const credit = checkoutCredit({ ...preview(), settlement: 'prepaid', settlementLabel: '现结', creditDays: null, creditLimit: null, available: null, remainingAfter: null }, 1e9);
    expect(credit).toMatchObject({ monthly: false, terms: '现结', remainingAfterFen: null, blocked: null });
  });
});
