/**
 * The accounts' credit terms (结算方式 / 账期 / 信用额度, docs/api.md §17 Credit terms) as the fake mall keeps them:
 * the demo owner's account (王敏 and its sub-accounts) 月结, 45 days after delivery, ¥150,000.00 of credit; every
 * other account 现结 (pays before shipment). Keyed by the account owner's id. No imports: payment.ts reads it.
 */
import { DEMO } from './db/demo-accounts.ts';

export interface AccountCredit {
  /** 账期: days after delivery within which the account pays */
  days: number;
  /** 信用额度 in yuan */
  limit: number;
}

const ACCOUNT_CREDIT: Readonly<Record<string, AccountCredit>> = {
  [DEMO.owner._id]: { days: 45, limit: 150_000 },
};

/**
 * The large account (MOCK_SCALE=large, mocks/db/seed/large.ts) is a big institute's: the same 月结 terms with a limit
 * for its volume (its thousands of orders owe far more than ¥150,000 at any time), so its members still place orders.
 */
export const LARGE_CREDIT_LIMIT = 20_000_000;
const largeScale = (): boolean => (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.MOCK_SCALE === 'large';

/** The account's credit terms, or null for a 现结 account (pays before shipment). */
export const accountCreditOf = (ownerId: string): AccountCredit | null => {
  const credit = ACCOUNT_CREDIT[ownerId];
  if (!credit) return null;
  return ownerId === DEMO.owner._id && largeScale() ? { ...credit, limit: LARGE_CREDIT_LIMIT } : credit;
};
