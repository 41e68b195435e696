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

/** The account's credit terms, or null for a 现结 account (pays before shipment). */
export const accountCreditOf = (ownerId: string): AccountCredit | null => ACCOUNT_CREDIT[ownerId] ?? null;
