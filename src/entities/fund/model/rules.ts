import { formatFen, toFen } from '@/shared/lib/money';
import type { Fund } from '../api/types';
import { MALL_LABELS } from '@/shared/api/mall-facts.gen';

/** §13 bounds of FundInput, for the form's checks (the mall checks them again). */
export const FUND_LIMITS = {
  nameMax: 40,
  codeMax: 40,
  holderMax: 20,
  budgetMax: 100_000_000,
  maxFunds: 50,
} as const;

export const FUND_CODE_KIND_LABEL: Record<Fund['codeKind'], string> = MALL_LABELS.FundCodeKind;

/** The funds a buyer may charge now (the mall's `usable`: active and today within the period). */
export const usableFunds = (funds: readonly Fund[]): Fund[] => funds.filter((f) => f.usable);

/** A fund's 可用余额 as the shop writes it: ¥129,054.00, or 超支 ¥70.00 below 0 (never a negative amount). */
export function availableText(available: number): string {
  const fen = toFen(available);
  return fen < 0 ? `超支 ${formatFen(-fen)}` : formatFen(fen);
}
