/**
 * The account's procurement records as the handlers read them (docs/api.md §13): its settings (or the
 * defaults), who approves, people's names, its funds with their figures. The rules themselves are pure, in
 * mocks/approval-rules.ts.
 */
import { approverIdsOf, defaultSettings, fundApproverId, fundUsable, fundUsage, mayCharge, mayDecide } from './approval-rules.ts';
import { db } from './db/index.ts';
import type { FundRecord, MemberRecord, OrderRecord, ProcurementSettingsRecord } from './db/types.ts';
import { accountOwnerId, nowIso } from './lib.ts';

/** Today's date in China (YYYY-MM-DD): funds are usable within their period. */
export const chinaToday = (): string => nowIso().slice(0, 10);

export function settingsOf(ownerId: string): ProcurementSettingsRecord {
  return db.state.procurementSettings.find((s) => s.memberId === ownerId) ?? defaultSettings(ownerId);
}

/** A person's name: a sub-account's name as its owner wrote it, else the member's contact name. */
export function personName(memberId: string | undefined): string {
  if (!memberId) return '';
  const sub = db.state.subMembers.find((s) => s.subMbrId === memberId);
  if (sub) return sub.name;
  const member = db.state.members.find((m) => m._id === memberId);
  if (!member) return '';
  return member.contactName || ('contactName' in member.companyInfo ? member.companyInfo.contactName : '') || member.cellphone;
}

/** The account's approvers: the owner first, then the enabled approver sub-accounts. */
export function approverIds(ownerId: string): string[] {
  const enabled = new Set(db.state.subMembers.filter((s) => s.memberId === ownerId && s.enabled).map((s) => s.subMbrId));
  return approverIdsOf(settingsOf(ownerId), ownerId, enabled);
}

/** The 负责人 of the order's fund as it stands (null without a fund): with the owner, the only one who decides it. */
export function orderFundApprover(order: Pick<OrderRecord, 'memberId' | 'fundId'>): string | null {
  const fund = order.fundId ? db.state.funds.find((f) => f._id === order.fundId) : undefined;
  return fund ? fundApproverId(fund, approverIds(order.memberId), order.memberId) : null;
}

/** This member may decide this order now (it awaits approval, the member approves it — its fund's too —, it is not theirs). */
export function canDecide(member: MemberRecord, order: OrderRecord): boolean {
  return (
    order.status === 'pendingApproval' &&
    order.memberId === accountOwnerId(member) &&
    mayDecide(member._id, order, approverIds(order.memberId), orderFundApprover(order))
  );
}

/** Orders of the account awaiting this member's decision, newest first. */
export function awaitingDecision(member: MemberRecord): OrderRecord[] {
  const ownerId = accountOwnerId(member);
  if (!approverIds(ownerId).includes(member._id)) return [];
  return db.state.orders.filter((o) => o.memberId === ownerId && canDecide(member, o));
}

export const accountFunds = (ownerId: string): FundRecord[] => db.state.funds.filter((f) => f.memberId === ownerId);

export function fundView({ memberId: owner, ...fund }: FundRecord) {
  // the sub-accounts that still exist (a deleted one charges nothing, and the form can send the list back)
  const subs = new Set(db.state.subMembers.filter((s) => s.memberId === owner).map((s) => s.subMbrId));
  const approverId = fundApproverId(fund, approverIds(owner), owner);
  return {
    ...fund,
    approverId,
    approverName: personName(approverId),
    memberIds: fund.memberIds.filter((id) => subs.has(id)),
    ...fundUsage(fund, db.state.orders),
    usable: fundUsable(fund, chinaToday()),
  };
}

/** The funds this member sees: the owner every fund, a sub-account the active ones it may charge. */
export function visibleFunds(member: MemberRecord): FundRecord[] {
  return accountFunds(accountOwnerId(member)).filter((f) => !member.parentMbrId || (f.active && mayCharge(f, member)));
}

/** Funds this member could charge today. */
export function chargeableFunds(member: MemberRecord): FundRecord[] {
  return accountFunds(accountOwnerId(member)).filter((f) => mayCharge(f, member) && fundUsable(f, chinaToday()));
}
