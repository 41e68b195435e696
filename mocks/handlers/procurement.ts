/**
 * Procurement settings, research funds (经费) and the approvals count of the fake mall (docs/api.md §13).
 * Orders placed, approved, rejected and resubmitted are in mocks/handlers/orders.ts; the rules in
 * mocks/approval-rules.ts.
 */
import { http } from 'msw';
import { CATEGORIES, fundUsage, yuanText } from '../approval-rules.ts';
import { db } from '../db/index.ts';
import type { FundRecord, MaterialCategory, MemberRecord, ProcurementSettingsRecord } from '../db/types.ts';
import { Answer, type Body, accountOwnerId, api, fail, field, newId, nowIso, ok, readJson, refuse, withMember } from '../lib.ts';
import { accountFunds, approverIds, awaitingDecision, fundView, personName, settingsOf, visibleFunds } from '../procurement-data.ts';
import { ORDER_STATUS_LABELS, requireCompany } from './orders.ts';
import { MALL_CODE, MALL_COUNTS, type MallCode } from '../facts.gen.ts';
import { cents, round2 } from '../rmb.ts';

const MAX_FUNDS = MALL_COUNTS.funds;
const MAX_BUDGET = 100_000_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function settingsView(settings: ProcurementSettingsRecord) {
  const { memberId, ...rest } = settings;
  const enabled = enabledSubIds(memberId);
  return {
    ...rest,
    categories: [...rest.categories],
    // as they stand: a sub-account disabled or deleted since approves no more (and the form can send them back)
    approverIds: rest.approverIds.filter((id) => enabled.has(id)),
    approvers: approverIds(memberId).map((id) => ({ _id: id, name: personName(id) })),
  };
}

/** The enabled sub-accounts of the account. */
const enabledSubIds = (ownerId: string): Set<string> =>
  new Set(db.state.subMembers.filter((s) => s.memberId === ownerId && s.enabled).map((s) => s.subMbrId));

function readSettings(body: Body, ownerId: string): Omit<ProcurementSettingsRecord, 'memberId' | 'updatedAt'> {
  const approvalMode = body.approvalMode;
  if (approvalMode !== 'off' && approvalMode !== 'allSubOrders' && approvalMode !== 'rules') throw new Answer(fail(400, '审批方式只能是 off、allSubOrders 或 rules'));
  const amountOver = body.amountOver ?? null;
  if (amountOver !== null && (typeof amountOver !== 'number' || !Number.isFinite(amountOver) || amountOver <= 0)) throw new Answer(fail(400, '金额须大于 0'));
  const categories = body.categories;
  if (!Array.isArray(categories) || categories.some((c) => !(CATEGORIES as unknown[]).includes(c))) throw new Answer(fail(400, '未知的商品类别'));
  const ids = body.approverIds;
  const enabled = enabledSubIds(ownerId);
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || !enabled.has(id))) throw new Answer(fail(400, '审批人须是本企业启用的子账号'));
  return {
    approvalMode,
    amountOver: amountOver === null ? null : round2(amountOver),
    categories: [...new Set(categories as MaterialCategory[])],
    approverIds: [...new Set(ids as string[])],
    requireFund: field.boolean(body, 'requireFund', 'requireFund'),
    receiverMustDiffer: field.boolean(body, 'receiverMustDiffer', 'receiverMustDiffer'),
  };
}

function readFund(body: Body, ownerId: string, self: FundRecord | null): Omit<FundRecord, '_id' | 'memberId' | 'createdAt'> {
  const name = field.string(body, 'name', '经费名称', { max: 40 });
  const codeKind = body.codeKind;
  if (codeKind !== 'card' && codeKind !== 'project') throw new Answer(fail(400, '编号类型只能是 card（经费卡号）或 project（项目编号）'));
  const code = field.string(body, 'code', '经费编号', { max: 40 });
  if (accountFunds(ownerId).some((f) => f !== self && f.code.toLowerCase() === code.toLowerCase())) throw new Answer(fail(400, '该经费编号已登记'));
  const holder = field.string(body, 'holder', '负责人', { max: 20 });
  const budget = body.budget;
  if (typeof budget !== 'number' || !Number.isFinite(budget) || budget <= 0 || budget > MAX_BUDGET) {
    throw new Answer(fail(400, `预算须大于 0 且不超过 ${MAX_BUDGET} 元`));
  }
  const periodStart = field.string(body, 'periodStart', '开始日期');
  const periodEnd = field.string(body, 'periodEnd', '结束日期');
  for (const [date, label] of [[periodStart, '开始日期'], [periodEnd, '结束日期']] as const) {
    if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00+08:00`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
      throw new Answer(fail(400, `${label}格式不正确`));
    }
  }
  if (periodEnd < periodStart) throw new Answer(fail(400, '结束日期不能早于开始日期'));
  const memberIds = body.memberIds;
  const subs = new Set(db.state.subMembers.filter((s) => s.memberId === ownerId).map((s) => s.subMbrId));
  if (!Array.isArray(memberIds) || memberIds.some((id) => typeof id !== 'string' || !subs.has(id))) throw new Answer(fail(400, '可使用的子账号须是本企业的子账号'));
  // the 经费负责人: the owner (default) or an enabled approver sub-account
  const approverId = field.string(body, 'approverId', '经费负责人', { required: false }) || ownerId;
  if (!approverIds(ownerId).includes(approverId)) throw new Answer(fail(400, '经费负责人须是主账号或启用的审批人子账号'));
  return {
    name,
    codeKind,
    code,
    holder,
    budget: round2(budget),
    periodStart,
    periodEnd,
    memberIds: [...new Set(memberIds as string[])],
    active: field.boolean(body, 'active', 'active'),
    approverId,
  };
}

function requireOwner(member: MemberRecord, msg: string, code: MallCode): void {
  if (member.parentMbrId) throw new Answer(refuse(msg, code));
}

function fundOf(member: MemberRecord, id: string): FundRecord {
  const fund = visibleFunds(member).find((f) => f._id === id);
  if (!fund) throw new Answer(fail(404, '经费不存在'));
  return fund;
}

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }): number => b.createdAt.localeCompare(a.createdAt);

export const procurementHandlers = [
  http.get(
    api.v1('/member/procurement-settings'),
    withMember(({ member }) => {
      requireCompany(member);
      return ok(settingsView(settingsOf(accountOwnerId(member))));
    }),
  ),

  http.put(
    api.v1('/member/procurement-settings'),
    withMember(async ({ request, member }) => {
      requireCompany(member);
      requireOwner(member, '子账号无权修改采购设置', MALL_CODE.subAccountNoProcurementSettings);
      const body = await readJson(request);
      const input = readSettings(body, member._id);
      const record: ProcurementSettingsRecord = { memberId: member._id, ...input, updatedAt: nowIso() };
      db.state.procurementSettings = [...db.state.procurementSettings.filter((s) => s.memberId !== member._id), record];
      return ok(settingsView(record));
    }),
  ),

  http.get(
    api.v1('/member/funds'),
    withMember(({ member }) => {
      requireCompany(member);
      return ok(visibleFunds(member).slice().sort(newestFirst).slice(0, MAX_FUNDS).map(fundView));
    }),
  ),

  http.get(
    api.v1('/member/funds/:id'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const fund = fundOf(member, String(params.id));
      // the figures are the whole fund's; a sub-account lists only the orders it placed (§6)
      const orders = db.state.orders
        .filter((o) => o.memberId === fund.memberId && o.fundId === fund._id && o.status !== 'cancelled' && o.status !== 'rejected')
        .filter((o) => !member.parentMbrId || o.placedBy === member._id)
        .sort((a, b) => newestFirst(a, b) || b.orderNo.localeCompare(a.orderNo))
        .map((o) => ({
          _id: o._id,
          orderNo: o.orderNo,
          status: o.status,
          statusLabel: ORDER_STATUS_LABELS[o.status],
          amount: o.amount,
          placedByName: personName(o.placedBy ?? o.memberId),
          createdAt: o.createdAt,
          state: o.status === 'pendingApproval' ? ('pending' as const) : ('committed' as const),
        }));
      return ok({ ...fundView(fund), orders });
    }),
  ),

  http.post(
    api.v1('/member/funds'),
    withMember(async ({ request, member }) => {
      requireCompany(member);
      requireOwner(member, '子账号无权管理经费', MALL_CODE.subAccountNoFunds);
      const body = await readJson(request);
      const input = readFund(body, member._id, null);
      if (accountFunds(member._id).length >= MAX_FUNDS) return refuse(`最多登记 ${MAX_FUNDS} 个经费`, MALL_CODE.fundLimit);
      const fund: FundRecord = { _id: newId(), memberId: member._id, ...input, createdAt: nowIso() };
      db.state.funds.push(fund);
      return ok(fundView(fund));
    }),
  ),

  http.put(
    api.v1('/member/funds/:id'),
    withMember(async ({ params, request, member }) => {
      requireCompany(member);
      requireOwner(member, '子账号无权管理经费', MALL_CODE.subAccountNoFunds);
      const fund = fundOf(member, String(params.id));
      const body = await readJson(request);
      const input = readFund(body, member._id, fund);
      const { committed } = fundUsage(fund, db.state.orders);
      if (cents(input.budget) < cents(committed)) return refuse(`预算不能低于已占用金额 ${yuanText(committed)}`, MALL_CODE.fundLimit);
      Object.assign(fund, input);
      return ok(fundView(fund));
    }),
  ),

  http.get(
    api.v1('/approvals/count'),
    withMember(({ member }) => {
      requireCompany(member);
      return ok({ count: awaitingDecision(member).length });
    }),
  ),
];
