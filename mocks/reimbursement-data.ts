/**
 * The account's 报销规则 and the notes an order gets from them (docs/api.md §13), read from the database for the
 * handlers (mocks/handlers/reimbursement.ts, mocks/handlers/orders.ts); the rules are mocks/reimbursement-rules.ts.
 */
import { db } from './db/index.ts';
import type { OrderRecord, ReimbursementRulesRecord } from './db/types.ts';
import { DEFAULT_REIMBURSEMENT_RULES, reimbursementNotes, type ReimbursementNote, type RuleOrder } from './reimbursement-rules.ts';

/** The account's rules, or the defaults (updatedAt null). */
export function rulesOf(ownerId: string): ReimbursementRulesRecord {
  return db.state.reimbursementRules.find((r) => r.memberId === ownerId) ?? { memberId: ownerId, ...DEFAULT_REIMBURSEMENT_RULES, updatedAt: null };
}

/** The notes of an order (a saved one, or the one being placed) among the account's orders. */
export function notesOf(ownerId: string, order: RuleOrder | OrderRecord): ReimbursementNote[] {
  const others = db.state.orders.filter((o) => o.memberId === ownerId);
  return reimbursementNotes(order, others, rulesOf(ownerId));
}
