/** The account's credit terms read from the database (docs/api.md §17 Credit terms; the rules: credit-rules.ts). */
import { accountCreditOf } from './credit-terms.ts';
import { creditTermsOf, type CreditTerms } from './credit-rules.ts';
import { db } from './db/index.ts';
import { chinaToday } from './procurement-data.ts';

/** The terms of the account owned by `ownerId`, today, from every order of the account. */
export function accountCreditTerms(ownerId: string): CreditTerms {
  const orders = db.state.orders.filter((o) => o.memberId === ownerId);
  return creditTermsOf(accountCreditOf(ownerId), orders, db.state.stockOuts, chinaToday());
}
