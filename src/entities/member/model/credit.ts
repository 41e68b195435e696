import type { Schema } from '@/shared/api';
import { formatFen, percentOf, toFen, type Fen } from '@/shared/lib/money';

/** The account's credit terms (docs/api.md §17 Credit terms): GET {v1}/member/credit-terms. */
export type CreditTerms = Schema<'CreditTerms'>;
/** The checkout preview's `credit`: the terms and what remains after this order. */
export type CreditPreview = Schema<'CreditPreview'>;

type Settled = Pick<CreditTerms, 'settlement' | 'creditDays'>;

/** 月结（账期 45 天） or 现结. */
export function settlementText(terms: Settled): string {
  return terms.settlement === 'monthly' && terms.creditDays !== null ? `月结（账期 ${terms.creditDays} 天）` : '现结';
}

/** What the terms mean for paying, in one line. */
export function settlementHint(terms: Settled): string {
  return terms.settlement === 'monthly' && terms.creditDays !== null
    ? `商城先发货，货物送达后 ${terms.creditDays} 天内付款，按月对账`
    : '先款后货：商城审核通过后付款，收到货款后发货';
}

/** 账号设置's figures, in fen: the limit, used, available (null for 现结), what falls due this month, what is overdue. */
export interface CreditSummary {
  monthly: boolean;
  terms: string;
  hint: string;
  limitFen: Fen | null;
  usedFen: Fen;
  availableFen: Fen | null;
  /** used / limit, 0–100 (for the bar); null for 现结 */
  usedPercent: number | null;
  dueFen: Fen;
  dueCount: number;
  /** the earliest due date this month, or null */
  nextDueDate: string | null;
  overdueFen: Fen;
  overdueCount: number;
}

export function creditSummary(terms: CreditTerms): CreditSummary {
  const limitFen = terms.creditLimit === null ? null : toFen(terms.creditLimit);
  const usedFen = toFen(terms.used);
  return {
    monthly: terms.settlement === 'monthly',
    terms: settlementText(terms),
    hint: settlementHint(terms),
    limitFen,
    usedFen,
    availableFen: terms.available === null ? null : toFen(terms.available),
    usedPercent: limitFen === null ? null : Math.min(100, Math.round(percentOf(usedFen, limitFen))),
    dueFen: toFen(terms.dueThisMonth.amount),
    dueCount: terms.dueThisMonth.orderCount,
    nextDueDate: terms.dueThisMonth.nextDueDate,
    overdueFen: toFen(terms.overdue.amount),
    overdueCount: terms.overdue.orderCount,
  };
}

/** The checkout's credit line, in fen: the terms, the available credit and what remains after this order. */
export interface CheckoutCredit {
  monthly: boolean;
  terms: string;
  hint: string;
  limitFen: Fen | null;
  availableFen: Fen | null;
  /** available − this order (negative: past the limit); null for 现结 */
  remainingAfterFen: Fen | null;
  /** past the limit: what it passes by */
  overFen: Fen;
  /** why 提交订单 is held (clear Chinese, with the figures), or null */
  blocked: string | null;
}

export function checkoutCredit(preview: CreditPreview, amountFen: Fen): CheckoutCredit {
  const availableFen = preview.available === null ? null : toFen(preview.available);
  const remainingAfterFen = preview.remainingAfter === null ? null : toFen(preview.remainingAfter);
  const overFen = remainingAfterFen !== null && remainingAfterFen < 0 ? -remainingAfterFen : 0;
  const passes = overFen > 0 || preview.blocked !== null;
  return {
    monthly: preview.settlement === 'monthly',
    terms: settlementText(preview),
    hint: settlementHint(preview),
    limitFen: preview.creditLimit === null ? null : toFen(preview.creditLimit),
    availableFen,
    remainingAfterFen,
    overFen,
    blocked: passes
      ? `本单 ${formatFen(amountFen)} 超出可用信用额度 ${formatFen(availableFen ?? 0)}${overFen > 0 ? `（超出 ${formatFen(overFen)}）` : ''}，暂不能提交。请先结清到期货款，或减少商品后再提交；如需提高额度请联系客服 400 819 7199。`
      : null,
  };
}
