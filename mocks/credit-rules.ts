/**
 * What an account's credit terms come to (docs/api.md §17 Credit terms), pure: the handlers pass the records in.
 * 已用 is what the account's orders still owe (every order not cancelled or rejected); an order is due its delivery
 * date plus the 账期 days; the current month's dues and the overdue ones are the delivered orders not paid.
 */
import type { Schema } from '../src/shared/api/mall-types.ts';
import type { AccountCredit } from './credit-terms.ts';
import type { OrderRecord, StockOutRecord } from './db/types.ts';
import { MALL_LABELS } from './facts.gen.ts';
import { paymentOf } from './payment.ts';
import { addDays, chinaDate, deliveredAt, monthPeriod } from './statement-rules.ts';
import { cents, yuan } from './rmb.ts';
import { yuanText } from './approval-rules.ts';

export type CreditTerms = Schema<'CreditTerms'>;
export type CreditPreview = Schema<'CreditPreview'>;

/** 到期日 of an order delivered on `delivered` (YYYY-MM-DD): null for a 现结 account, or while not delivered. */
const dueDateOf = (delivered: string | null, credit: AccountCredit): string | null => (delivered ? addDays(delivered, credit.days) : null);

const NOT_OWED: readonly OrderRecord['status'][] = ['cancelled', 'rejected'];

/** What the order still owes against the credit (0 for a cancelled or rejected order, or a refund). */
const owedCents = (order: OrderRecord): number => (NOT_OWED.includes(order.status) ? 0 : cents(paymentOf(order).amountDue));

/** The account's terms at `today` (China date) from its orders (`orders`: the account's, every member's). */
export function creditTermsOf(credit: AccountCredit | null, orders: readonly OrderRecord[], stockOuts: readonly StockOutRecord[], today: string): CreditTerms {
  const settlement = credit ? 'monthly' : 'prepaid';
  const base = { settlement, settlementLabel: MALL_LABELS.Settlement[settlement], creditDays: credit?.days ?? null } as const;
  if (!credit) {
    return { ...base, creditLimit: null, used: 0, available: null, dueThisMonth: { amount: 0, orderCount: 0, nextDueDate: null }, overdue: { amount: 0, orderCount: 0 } };
  }
  const monthEnd = monthPeriod(today.slice(0, 7)).to;
  let used = 0;
  const due = { cents: 0, count: 0, next: null as string | null };
  const overdue = { cents: 0, count: 0 };
  for (const order of orders) {
    const owed = owedCents(order);
    if (owed <= 0) continue;
    used += owed;
    const at = deliveredAt(order, stockOuts);
    const dueDate = dueDateOf(at ? chinaDate(at) : null, credit);
    if (!dueDate || dueDate > monthEnd) continue;
    if (dueDate < today) {
      overdue.cents += owed;
      overdue.count += 1;
    } else {
      due.cents += owed;
      due.count += 1;
      if (!due.next || dueDate < due.next) due.next = dueDate;
    }
  }
  const limitCents = cents(credit.limit);
  return {
    ...base,
    creditLimit: credit.limit,
    used: yuan(used),
    available: yuan(Math.max(0, limitCents - used)),
    dueThisMonth: { amount: yuan(due.cents), orderCount: due.count, nextDueDate: due.next },
    overdue: { amount: yuan(overdue.cents), orderCount: overdue.count },
  };
}

/** 10100's text: the order of `amount` passes what is available. */
export const creditLimitMessage = (available: number, amount: number): string =>
  `超出信用额度：可用额度 ${yuanText(available)}，本单 ${yuanText(amount)}，请先结清到期货款或联系客服调整额度`;

/** The preview's `credit`: the terms and what remains after an order of `amount`; `blocked` when it passes the limit. */
export function creditPreviewOf(terms: CreditTerms, amount: number): CreditPreview {
  const { settlement, settlementLabel, creditDays, creditLimit, available } = terms;
  if (available === null) return { settlement, settlementLabel, creditDays, creditLimit, available, remainingAfter: null, blocked: null };
  const after = cents(available) - cents(amount);
  return { settlement, settlementLabel, creditDays, creditLimit, available, remainingAfter: yuan(after), blocked: after < 0 ? creditLimitMessage(available, amount) : null };
}
