import { describe, expect, it } from 'vitest';
import { availableText, fundState } from '@/entities/fund';

const fund = { active: true, periodStart: '2026-01-01', periodEnd: '2026-12-31', available: 129_054 };
const TODAY = '2026-11-29';

describe('a fund\'s one state (src/entities/fund/model/state.ts)', () => {
  it('is 可用 while active, in its period and not overdrawn', () => {
    expect(fundState(fund, TODAY)).toEqual({ key: 'usable', label: '可用', color: 'green' });
    expect(fundState({ ...fund, available: 0 }, TODAY).label).toBe('可用');
  });

  it('is 已超支 alone once the 可用余额 is below 0 — never 可用 with it', () => {
    expect(fundState({ ...fund, available: -70 }, TODAY)).toEqual({ key: 'overdrawn', label: '已超支', color: 'red' });
    expect(fundState({ ...fund, available: -0.001 }, TODAY).label).toBe('可用'); // below a fen is 0
  });

  it('已停用 comes first, then 不在有效期 (before its start or after its end), whatever the balance', () => {
    expect(fundState({ ...fund, active: false, available: -70 }, TODAY).label).toBe('已停用');
    expect(fundState({ ...fund, available: -70 }, '2027-01-01').label).toBe('不在有效期');
    expect(fundState(fund, '2025-12-31').label).toBe('不在有效期');
    expect(fundState(fund, '2026-12-31').label).toBe('可用');
  });

  it('writes the 可用余额 as an amount, or 超支 ¥… below 0 (never a negative amount)', () => {
    expect(availableText(129_054)).toBe('¥129,054.00');
    expect(availableText(-70)).toBe('超支 ¥70.00');
    expect(availableText(0)).toBe('¥0.00');
  });
});
