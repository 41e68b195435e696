/**
 * Receiving (docs/api.md §14) as the other answers see it: a stock-out's receipt with the COA of each lot,
 * whether it can be received, who may receive, and the names of the account's people. Pure look-ups on the
 * database, shared by the order, receiving, after-sales and demo handlers.
 */
import { sameCatalogueNo } from '../src/shared/lib/catalogue-number.ts';
import { db } from './db/index.ts';
import type { CoaRecord, MemberRecord, OrderRecord, ReceiptRecord, StockOutRecord } from './db/types.ts';

/** The COA of a lot: the material's own record, else one of a sibling pack size (a lot covers the product). */
export function coaFor(matlId: string, lot: string): CoaRecord | undefined {
  const own = db.state.coas.find((c) => c.matlId === matlId && sameCatalogueNo(c.lot, lot));
  if (own) return own;
  const material = db.state.materials.find((m) => m._id === matlId);
  if (!material) return undefined;
  const siblings = new Set(db.state.materials.filter((m) => m.productNo === material.productNo).map((m) => m._id));
  return db.state.coas.find((c) => siblings.has(c.matlId) && sameCatalogueNo(c.lot, lot));
}

/** `StockOutReceipt` of docs/api.md §14: the record with each line's COA. */
export function receiptView(receipt: ReceiptRecord) {
  return {
    ...receipt,
    lines: receipt.lines.map((line) => ({ ...line, coaId: coaFor(line.matlId, line.lot)?._id ?? null })),
  };
}

/** Shipped, not received, and the order not cancelled. */
export function canReceive(stockOut: StockOutRecord, order: OrderRecord | undefined): boolean {
  return !stockOut.receipt && order?.status !== 'cancelled';
}

/** The name a person of an account goes by: a sub-account's name, else the member's contact name. */
export function personName(memberId: string): string {
  const sub = db.state.subMembers.find((s) => s.subMbrId === memberId);
  if (sub) return sub.name;
  const member = db.state.members.find((m) => m._id === memberId);
  if (!member) return '';
  const company = member.companyInfo as { contactName?: string };
  return member.contactName || company.contactName || member.cellphone;
}

/** Who may receive for the account of `ownerId`: the owner, then its enabled sub-accounts. */
export function receiversOf(ownerId: string): { _id: string; name: string; isOwner: boolean }[] {
  const subs = db.state.subMembers
    .filter((s) => s.memberId === ownerId && s.enabled)
    .map((s) => ({ _id: s.subMbrId, name: s.name, isOwner: false }));
  return [{ _id: ownerId, name: personName(ownerId), isOwner: true }, ...subs];
}

/** §13's receiverMustDiffer of the account; true when the account never saved its settings. */
export function receiverMustDiffer(ownerId: string): boolean {
  return db.state.procurementSettings.find((s) => s.memberId === ownerId)?.receiverMustDiffer ?? true;
}

/** The buyer of an order: the sub-account that placed it, else the owner. */
export function buyerOf(order: OrderRecord): string {
  return order.placedBy ?? order.memberId;
}

/** receiverMustDiffer forbids this member to confirm: it is the sub-account that placed the order (10115, §14). */
export function buyerMayNotConfirm(member: MemberRecord, order: OrderRecord): boolean {
  return Boolean(member.parentMbrId) && order.placedBy === member._id && receiverMustDiffer(order.memberId);
}

/**
 * `receiveNote` of docs/api.md §14: why this member may not confirm a delivery awaiting receipt and who can;
 * null when it may, or when nothing awaits. `own`: the member acts on the order (not a read-only approver).
 */
export function receiveNote(member: MemberRecord, stockOut: StockOutRecord, order: OrderRecord | undefined, own: boolean): string | null {
  if (!order || !canReceive(stockOut, order)) return null;
  const owner = personName(order.memberId);
  // a reader of the order (an approver): who may confirm, never the buyer the rule forbids
  if (!own) return order.placedBy && receiverMustDiffer(order.memberId) ? `确认收货由主账号 ${owner} 完成` : `确认收货由下单人或主账号 ${owner} 完成`;
  if (buyerMayNotConfirm(member, order)) return `收货确认须由下单人以外的成员完成，请由主账号 ${owner} 确认收货`;
  return null;
}

/** The caller's name as the timeline shows it. */
export function callerName(member: MemberRecord): string {
  return personName(member._id);
}
