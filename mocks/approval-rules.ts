/**
 * The procurement rules of docs/api.md §13 as pure functions (no database): which reasons an order needs
 * approval for, what a fund has committed, pending and left, whether a fund covers an order, who may decide,
 * and how an approver's (or a resubmission's) quantities change an order. The handlers
 * (mocks/handlers/procurement.ts, mocks/handlers/orders.ts) and the seed feed them records.
 */
import { CATEGORY_LABEL } from '../src/shared/config/material-categories.ts';
import { formatFen, toFen } from '../src/shared/lib/money.ts';
import { freightFor } from './db/seed/orders.ts';
import { controlledReason } from './compliance-rules.ts';
import { coldChainFeeOf } from './hazard-data.ts';
import type { ControlClass, FundRecord, MaterialCategory, OrderItem, OrderStatus, ProcurementSettingsRecord } from './db/types.ts';
import { cents, yuan } from './rmb.ts';

/** The shop's one list of category names (试剂, not 化学试剂): the reasons name categories as the shop does. */
export const CATEGORY_LABELS: Record<MaterialCategory, string> = CATEGORY_LABEL;
export const CATEGORIES = Object.keys(CATEGORY_LABELS) as MaterialCategory[];

/** An account without a settings record: no approval, no fund required, receivers must differ (§13). */
export function defaultSettings(memberId: string): ProcurementSettingsRecord {
  return {
    memberId,
    approvalMode: 'off',
    amountOver: null,
    categories: [],
    approverIds: [],
    requireFund: false,
    receiverMustDiffer: true,
    updatedAt: null,
  };
}

/** ¥1,234.50, as the mall's messages write money. */
export const yuanText = (value: number): string => formatFen(toFen(value));

// ---------------------------------------------------------------- funds

/** What a fund's figures are made of: the orders charged to it. */
export interface ChargedOrder {
  fundId?: string;
  status: OrderStatus;
  amount: number;
}

export interface FundUsage {
  /** charged and not cancelled/rejected: approved, or placed without approval */
  committed: number;
  /** awaiting approval against the fund */
  pending: number;
  /** budget − committed; negative after an overdraft approval */
  remaining: number;
  /** 可用余额: budget − committed − pending; negative is 超支 */
  available: number;
}

export function fundUsage(fund: Pick<FundRecord, '_id' | 'budget'>, orders: readonly ChargedOrder[]): FundUsage {
  let committed = 0;
  let pending = 0;
  for (const order of orders) {
    if (order.fundId !== fund._id || order.status === 'cancelled' || order.status === 'rejected') continue;
    if (order.status === 'pendingApproval') pending += cents(order.amount);
    else committed += cents(order.amount);
  }
  const budget = cents(fund.budget);
  return { committed: yuan(committed), pending: yuan(pending), remaining: yuan(budget - committed), available: yuan(budget - committed - pending) };
}

/** Active and `today` (YYYY-MM-DD, China date) within the period. */
export function fundUsable(fund: Pick<FundRecord, 'active' | 'periodStart' | 'periodEnd'>, today: string): boolean {
  return fund.active && fund.periodStart <= today && today <= fund.periodEnd;
}

/** The owner may charge every fund of the account; a sub-account the funds that name it. */
export function mayCharge(fund: Pick<FundRecord, 'memberId' | 'memberIds'>, member: { _id: string; parentMbrId?: string }): boolean {
  if (!member.parentMbrId) return fund.memberId === member._id;
  return fund.memberId === member.parentMbrId && fund.memberIds.includes(member._id);
}

export const fundCoverMessage = (available: number, amount: number): string =>
  `经费可用余额不足：可用余额 ${yuanText(available)}，本单 ${yuanText(amount)}`;

/**
 * 10093: the fund's 可用余额 (orders awaiting approval counted) does not cover the order and no approver can let
 * it through — approval is off, or the order is the owner's own (which never needs approval).
 */
export function fundCoverRefusal(args: { mode: ProcurementSettingsRecord['approvalMode']; bySubAccount: boolean; amount: number; available: number }): string | null {
  if (cents(args.amount) <= cents(args.available)) return null;
  return args.mode === 'off' || !args.bySubAccount ? fundCoverMessage(args.available, args.amount) : null;
}

/** The fund's 负责人 as it stands: the one named while an approver of the account, else the owner. */
export function fundApproverId(fund: Pick<FundRecord, 'approverId'>, approverIds: readonly string[], ownerId: string): string {
  return fund.approverId && approverIds.includes(fund.approverId) ? fund.approverId : ownerId;
}

/** How far below 0 the fund's 可用余额 would be once the order is approved at `amount` (0 when it fits). */
export function overdraftOf(availableWithoutOrder: number, amount: number): number {
  return yuan(Math.max(0, cents(amount) - cents(availableWithoutOrder)));
}

export const overdraftMessage = (over: number): string => `批准后经费将超支 ${yuanText(over)}，须由经费负责人作超支批准并填写原因`;

// ---------------------------------------------------------------- approval

export interface ApprovalQuestion {
  settings: Pick<ProcurementSettingsRecord, 'approvalMode' | 'amountOver' | 'categories'>;
  /** placed by a sub-account (the owner's own orders never need approval) */
  bySubAccount: boolean;
  /** the order's amount, freight included */
  amount: number;
  /** the categories of the order's items */
  categories: readonly MaterialCategory[];
  /** the fund's 可用余额 without this order (other orders awaiting approval counted), null without a fund */
  fundAvailable: number | null;
  /** the order's lines of controlled chemicals (docs/api.md §21): a sub-account's such order always needs approval */
  controlled?: readonly { name: string; controls: readonly ControlClass[] }[];
}

/** 超出经费可用余额 …: the order does not fit in the fund's 可用余额 (orders awaiting approval counted). */
export function fundShortfallReason(amount: number, available: number): string | null {
  if (cents(amount) <= cents(available)) return null;
  return `超出经费可用余额：可用余额 ${yuanText(available)}，本单 ${yuanText(amount)}`;
}

export const isFundShortfall = (reason: string): boolean => reason.startsWith('超出经费');

/** Why the order needs approval; empty when it does not. */
export function approvalReasons(q: ApprovalQuestion): string[] {
  const { settings } = q;
  if (!q.bySubAccount || settings.approvalMode === 'off') return [];
  const reasons: string[] = [];
  if (settings.approvalMode === 'allSubOrders') reasons.push('子账号订单均需审批');
  if (settings.approvalMode === 'rules') {
    if (settings.amountOver !== null && cents(q.amount) > cents(settings.amountOver)) {
      reasons.push(`子账号订单金额超过 ${yuanText(settings.amountOver)}`);
    }
    const hit = settings.categories.filter((c) => q.categories.includes(c));
    if (hit.length) reasons.push(`含需审批的商品类别：${hit.map((c) => CATEGORY_LABELS[c]).join('、')}`);
  }
  const controlled = controlledReason(q.controlled ?? []);
  if (controlled) reasons.push(controlled);
  const shortfall = q.fundAvailable === null ? null : fundShortfallReason(q.amount, q.fundAvailable);
  if (shortfall) reasons.push(shortfall);
  return reasons;
}

/** Who decides the account's orders: the owner first, then the approver sub-accounts that are enabled. */
export function approverIdsOf(settings: Pick<ProcurementSettingsRecord, 'approverIds'>, ownerId: string, enabledSubIds: ReadonlySet<string>): string[] {
  return [ownerId, ...settings.approverIds.filter((id) => enabledSubIds.has(id))];
}

/**
 * An approver decides any order of the account but one they placed themselves; an order charged to a fund only
 * the fund's 负责人 (`fundApprover`, as fundApproverId says) and the owner (`order.memberId`).
 */
export function mayDecide(memberId: string, order: { memberId: string; placedBy?: string }, approverIds: readonly string[], fundApprover?: string | null): boolean {
  if (!approverIds.includes(memberId) || (order.placedBy ?? order.memberId) === memberId) return false;
  return !fundApprover || memberId === order.memberId || memberId === fundApprover;
}

// ---------------------------------------------------------------- quantities

export interface QuantityChange {
  matlId: string;
  quantity: number;
}
export type Adjusted = { matlId: string; name: string; from: number; to: number }[];
export type Requantified = { ok: true; items: OrderItem[]; adjusted: Adjusted } | { ok: false; msg: string };

/**
 * New quantities for an order's lines: 0 drops a line, at least one stays. `onlyLower` (an approver) refuses
 * any raise; a resubmission may raise up to 9999.
 */
export function requantify(items: readonly OrderItem[], changes: readonly QuantityChange[], opts: { onlyLower: boolean }): Requantified {
  const next = new Map(items.map((i) => [i.matlId, i.quantity]));
  for (const change of changes) {
    const from = next.get(change.matlId);
    if (from === undefined) return { ok: false, msg: '商品不在该订单中' };
    if (!Number.isInteger(change.quantity) || change.quantity < 0 || change.quantity > 9999) return { ok: false, msg: '数量须为 0 到 9999 之间的整数' };
    if (opts.onlyLower && change.quantity > (items.find((i) => i.matlId === change.matlId)?.quantity ?? 0)) {
      return { ok: false, msg: '审批数量只能调低' };
    }
    next.set(change.matlId, change.quantity);
  }
  const adjusted: Adjusted = [];
  const kept: OrderItem[] = [];
  for (const item of items) {
    const to = next.get(item.matlId) ?? item.quantity;
    if (to !== item.quantity) adjusted.push({ matlId: item.matlId, name: item.name, from: item.quantity, to });
    if (to > 0) kept.push({ ...item, quantity: to });
  }
  if (kept.length === 0) return { ok: false, msg: '至少保留一种商品' };
  return { ok: true, items: kept, adjusted };
}

/** Goods, freight (free from ¥500), the dry-ice fee (docs/api.md §20) and amount of these lines. */
export function totalsOf(items: readonly OrderItem[]): { goodsAmount: number; freight: number; coldChainFee: number; amount: number } {
  const goods = items.reduce((sum, i) => sum + cents(i.price) * i.quantity, 0);
  const freight = freightFor(yuan(goods));
  const coldChainFee = coldChainFeeOf(items);
  return { goodsAmount: yuan(goods), freight, coldChainFee, amount: yuan(goods + cents(freight) + cents(coldChainFee)) };
}

/** 货号 名称 3 → 1；… as a timeline note. */
export function adjustedNote(adjusted: Adjusted): string {
  return adjusted.map((a) => `${a.name} ${a.from} → ${a.to}${a.to === 0 ? '（删除）' : ''}`).join('；');
}
