import type { Fund } from '../api/types';

/** §13 bounds of FundInput, for the form's checks (the mall checks them again). */
export const FUND_LIMITS = {
  nameMax: 40,
  codeMax: 40,
  holderMax: 20,
  budgetMax: 100_000_000,
  maxFunds: 50,
} as const;

export const FUND_CODE_KIND_LABEL: Record<Fund['codeKind'], string> = { card: '经费卡号', project: '项目编号' };

/** Why a fund cannot be charged today, as its tag says it; null when it can. `today` is YYYY-MM-DD. */
export function fundStateLabel(fund: Pick<Fund, 'active' | 'periodStart' | 'periodEnd'>, today: string): '已停用' | '未生效' | '已过期' | null {
  if (!fund.active) return '已停用';
  if (today < fund.periodStart) return '未生效';
  if (today > fund.periodEnd) return '已过期';
  return null;
}

/** The funds a buyer may charge now (the mall's `usable`: active and today within the period). */
export const usableFunds = (funds: readonly Fund[]): Fund[] => funds.filter((f) => f.usable);
