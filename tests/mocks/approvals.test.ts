/**
 * The fake mall's procurement (docs/api.md §13) on the seed's owner account: rules (sub-account orders above
 * ¥5,000), approvers 王敏 (owner) and 刘洋 (shengke-cell01), a required fund; funds 国自然 (陈晨 and 刘洋 may
 * charge it) and 上海市科委 (陈晨 only).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { fundUsage } from '../../mocks/approval-rules.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import type { FundRecord, Material, OrderRecord } from '../../mocks/db/types.ts';
import { noticeHandlers } from '../../mocks/handlers/notices.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { procurementHandlers } from '../../mocks/handlers/procurement.ts';
import { receivingHandlers } from '../../mocks/handlers/receiving.ts';
import { afterSalesHandlers } from '../../mocks/handlers/after-sales.ts';
import { invoiceHandlers } from '../../mocks/handlers/invoices.ts';
import { shipControlHandlers } from '../../mocks/handlers/ship-control.ts';
import { requestValidation } from '../../mocks/validation.ts';

// behind the contract's request check, as the fake mall serves them: every request here is one the document allows
const { call, callJson } = handlerClient(
  [requestValidation, ...orderHandlers, ...procurementHandlers, ...noticeHandlers, ...receivingHandlers, ...afterSalesHandlers, ...shipControlHandlers, ...invoiceHandlers],
  'http://localhost:3000',
);

const OWNER = DEMO.owner._id;
const CHEN = DEMO.sub._id;
const subId = (account: string): string => db.state.subMembers.find((s) => s.account === account)!.subMbrId;
const LIU = () => subId('shengke-cell01');
const ZHOU = () => subId('shengke-lab02');

const nsfc = (): FundRecord => db.state.funds.find((f) => f.code === '32170001')!;
const stcsm = (): FundRecord => db.state.funds.find((f) => f.codeKind === 'card')!;
const order = (id: string): OrderRecord => db.state.orders.find((o) => o._id === id)!;
const waiting = (): OrderRecord[] => db.state.orders.filter((o) => o.memberId === OWNER && o.status === 'pendingApproval');
/** 陈晨's order waiting on the 国自然 fund, whose 负责人 is 刘洋 (the 科委 card's is the owner) */
const nsfcWaiting = (): OrderRecord => waiting().find((o) => o.fundId === nsfc()._id)!;
const seededRejected = (): OrderRecord => db.state.orders.find((o) => o.memberId === OWNER && o.status === 'rejected')!;
const usage = (fund: FundRecord) => fundUsage(fund, db.state.orders);

interface Detail {
  _id: string;
  status: string;
  version: number;
  items: { matlId: string; quantity: number; price: number }[];
  goodsAmount: number;
  freight: number;
  amount: number;
  fund: { _id: string; name: string } | null;
  approval: { status: string; reasons: string[]; approvers: string[]; decidedBy: string | null; rejectReason: string | null; adjusted: { matlId: string; from: number; to: number }[] } | null;
  canApprove: boolean;
  canResubmit: boolean;
  timeline: { kind: string; actor: string | null; note: string | null }[];
}

/** An in-stock material of about this price. */
const materialNear = (min: number, max: number): Material =>
  db.state.materials.filter((m) => !m.offShelf && m.stock > 0 && m.price >= min && m.price <= max).sort((a, b) => a._id.localeCompare(b._id))[0]!;

/** The member's cart: just these lines, selected. */
function setCart(memberId: string, lines: [Material, number][]): void {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== memberId);
  for (const [material, quantity] of lines) db.state.carts.push({ memberId, matlId: material._id, quantity, selected: true, addedAt: '2026-11-20T10:00:00+08:00' });
}

/** The member's own address, else the owner's (a sub-account may ship to the account's). */
const addressOf = (memberId: string) => (db.state.addresses.find((a) => a.memberId === memberId) ?? db.state.addresses.find((a) => a.memberId === OWNER)!)._id;

async function place(memberId: string, lines: [Material, number][], extra: Record<string, unknown> = {}) {
  setCart(memberId, lines);
  return callJson<{ _id: string; status: string; amount: number }>(memberId, 'POST', '/mall/v1/orders', { addressId: addressOf(memberId), ...extra });
}

const detail = async (memberId: string, id: string) => callJson<Detail>(memberId, 'GET', `/mall/v2/orders/${id}`);
const count = async (memberId: string) => (await callJson<{ count: number }>(memberId, 'GET', '/mall/v1/approvals/count')).body.data.count;

beforeEach(() => db.reset());

describe('placing an order with a fund', () => {
  it('refuses an owner order its fund does not cover (10093), naming both amounts', async () => {
    const fund = stcsm();
    // leave exactly ¥1,234.50 available on the card (陈晨's order waiting on it counted)
    fund.budget = usage(fund).committed + usage(fund).pending + 1234.5;
    const material = materialNear(700, 1200);
    const before = db.state.orders.length;
    const { body } = await place(OWNER, [[material, 2]], { fundId: fund._id });
    expect(body.code).toBe(10093);
    const amount = Math.round(material.price * 200) / 100;
    const yuan = (n: number) => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(body.msg).toBe(`经费可用余额不足：可用余额 ¥1,234.50，本单 ${yuan(amount)}`);
    expect(db.state.orders.length).toBe(before);
  });

  it('requires a fund when the buyer may charge one, and places the owner\'s own order straight into review', async () => {
    const material = materialNear(600, 1000);
    expect((await place(OWNER, [[material, 1]])).body).toMatchObject({ code: 10092, msg: '请选择经费' });
    const { body } = await place(OWNER, [[material, 10]], { fundId: nsfc()._id });
    expect(body.code).toBe(0);
    expect(body.data.status).toBe('pendingReview');
    expect(order(body.data._id).fundId).toBe(nsfc()._id);
    const { body: shown } = await detail(OWNER, body.data._id);
    expect(shown.data.fund).toMatchObject({ _id: nsfc()._id, name: '国自然面上项目 32170001' });
    expect(shown.data.approval).toBeNull();
    expect(shown.data.timeline.map((e) => [e.kind, e.actor])).toEqual([['placed', '王敏']]);
  });

  it('a sub-account order above ¥5,000 waits for approval: counted for each approver, listed by awaiting=me, pending on its fund', async () => {
    const fund = nsfc();
    const pendingBefore = usage(fund).pending;
    const [owner0, liu0, chen0] = [await count(OWNER), await count(LIU()), await count(CHEN)];
    // 刘洋 decides only the orders of the fund he is 负责人 of (国自然), the owner every one
    expect([owner0, liu0, chen0]).toEqual([2, 1, 0]);
    const material = materialNear(1000, 2000);
    const quantity = Math.ceil(5001 / material.price);
    const { body } = await place(CHEN, [[material, quantity]], { fundId: fund._id });
    expect(body.code).toBe(0);
    expect(body.data.status).toBe('pendingApproval');
    expect(usage(fund).pending).toBeCloseTo(pendingBefore + body.data.amount, 2);
    expect([await count(OWNER), await count(LIU()), await count(CHEN)]).toEqual([3, 2, 0]);

    const { body: mine } = await detail(CHEN, body.data._id);
    expect(mine.data.approval).toMatchObject({ status: 'pending', reasons: ['子账号订单金额超过 ¥5,000.00'], approvers: ['王敏', '刘洋'], decidedBy: null });
    expect(mine.data.canApprove).toBe(false);
    expect(mine.data.timeline.map((e) => e.kind)).toEqual(['placed', 'approvalRequested']);

    const { body: queue } = await callJson<Page<{ _id: string; awaitingMyApproval: boolean; fundName: string | null }>>(LIU(), 'GET', '/mall/v1/orders?awaiting=me');
    expect(queue.data.total).toBe(2);
    expect(queue.data.list[0]).toMatchObject({ _id: body.data._id, awaitingMyApproval: true, fundName: '国自然面上项目 32170001' });
    // 刘洋's own list stays his own orders; the order opens for him while it awaits him
    const { body: own } = await callJson<Page<{ _id: string }>>(LIU(), 'GET', '/mall/v1/orders');
    expect(own.data.list.map((o) => o._id)).not.toContain(body.data._id);
    expect((await detail(LIU(), body.data._id)).body.data.canApprove).toBe(true);
    // a sub-account that does not approve neither sees nor opens it
    expect((await detail(ZHOU(), body.data._id)).status).toBe(404);
    expect(await count(ZHOU())).toBe(0);
  });

  it('a sub-account order its fund does not cover goes to approval instead of being refused', async () => {
    const fund = stcsm();
    fund.budget = usage(fund).committed + usage(fund).pending + 100;
    const material = materialNear(300, 450);
    const { body } = await place(CHEN, [[material, 1]], { fundId: fund._id });
    expect(body.data.status).toBe('pendingApproval');
    const amount = `¥${body.data.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(order(body.data._id).approval?.reasons).toEqual([`超出经费可用余额：可用余额 ¥100.00，本单 ${amount}`]);
  });

  it('a sub-account neither sees nor charges a fund it may not charge (10092)', async () => {
    const { body: funds } = await callJson<{ _id: string }[]>(LIU(), 'GET', '/mall/v1/member/funds');
    expect(funds.data.map((f) => f._id)).toEqual([nsfc()._id]);
    expect((await callJson(LIU(), 'GET', `/mall/v1/member/funds/${stcsm()._id}`)).status).toBe(404);
    const material = materialNear(100, 300);
    expect((await place(LIU(), [[material, 1]], { fundId: stcsm()._id })).body).toMatchObject({ code: 10092, msg: '无权使用该经费' });
    setCart(LIU(), [[material, 1]]);
    expect((await callJson(LIU(), 'POST', '/mall/v1/orders/preview', { fundId: stcsm()._id })).status).toBe(404);
    // and an inactive fund is no fund
    nsfc().active = false;
    expect((await place(CHEN, [[material, 1]], { fundId: nsfc()._id })).body).toMatchObject({ code: 10092, msg: '该经费不可用：已停用或不在有效期内' });
  });

  it('previews the amount, the fund, the approval and what would block', async () => {
    const material = materialNear(1000, 2000);
    setCart(CHEN, [[material, Math.ceil(5001 / material.price)]]);
    const { body } = await callJson<{
      amount: number;
      fundRequired: boolean;
      fund: { _id: string; covers: boolean; remaining: number; available: number } | null;
      approval: { required: boolean; reasons: string[]; approvers: string[] };
      blocked: string | null;
    }>(CHEN, 'POST', '/mall/v1/orders/preview', { fundId: nsfc()._id });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      fundRequired: true,
      fund: { _id: nsfc()._id, covers: true, remaining: usage(nsfc()).remaining, available: usage(nsfc()).available },
      approval: { required: true, reasons: ['子账号订单金额超过 ¥5,000.00'], approvers: ['王敏', '刘洋'] },
      blocked: null,
    });
    const card = stcsm();
    card.budget = usage(card).committed + usage(card).pending + 10;
    setCart(OWNER, [[material, 1]]);
    const { body: owner } = await callJson<{ blocked: string | null; approval: { required: boolean } }>(OWNER, 'POST', '/mall/v1/orders/preview', { fundId: card._id });
    expect(owner.data.approval.required).toBe(false);
    expect(owner.data.blocked).toMatch(/^经费可用余额不足：可用余额 ¥10\.00，本单 ¥[\d,]+\.\d\d$/);
  });
});

describe('deciding', () => {
  it('an approver lowers quantities and approves: totals recomputed, the fund committed, the buyer told', async () => {
    const target = nsfcWaiting();
    expect(target.items.length).toBeGreaterThanOrEqual(2);
    const fund = db.state.funds.find((f) => f._id === target.fundId)!;
    const before = usage(fund);
    const placedAmount = target.amount;
    const [first, second] = target.items;
    const raise = await callJson(LIU(), 'PUT', `/mall/v1/orders/${target._id}/approve`, { version: target.version, quantities: [{ matlId: first!.matlId, quantity: first!.quantity + 1 }] });
    expect(raise.body).toMatchObject({ code: 400, msg: '审批数量只能调低' });

    const { body } = await callJson<Detail>(LIU(), 'PUT', `/mall/v1/orders/${target._id}/approve`, {
      version: target.version,
      quantities: [{ matlId: second!.matlId, quantity: 0 }],
      comment: '先买一种',
    });
    expect(body.code).toBe(0);
    expect(body.data.status).toBe('pendingReview');
    expect(body.data.items.map((i) => i.matlId)).not.toContain(second!.matlId);
    const goods = body.data.items.reduce((s, i) => s + Math.round(i.price * 100) * i.quantity, 0) / 100;
    expect(body.data.goodsAmount).toBe(goods);
    expect(body.data.amount).toBe(goods + body.data.freight);
    expect(body.data.approval).toMatchObject({ status: 'approved', decidedBy: '刘洋', adjusted: [{ matlId: second!.matlId, from: second!.quantity, to: 0 }] });
    expect(body.data.timeline.at(-1)).toMatchObject({ kind: 'approved', actor: '刘洋' });
    expect(body.data.timeline.at(-1)!.note).toContain('先买一种');
    const after = usage(fund);
    expect(after.committed).toBeCloseTo(before.committed + body.data.amount, 2);
    expect(after.pending).toBeCloseTo(before.pending - placedAmount, 2);
    // 刘洋 still opens what he decided; 陈晨 gets the news
    expect((await detail(LIU(), target._id)).body.data.approval?.status).toBe('approved');
    const { body: notices } = await callJson<{ kind: string; content: string; order?: { _id: string } }[]>(CHEN, 'GET', '/mall/v1/member/notices');
    const news = notices.data.find((n) => n.order?._id === target._id)!;
    expect(news.kind).toBe('orderStatus');
    expect(news.content).toContain('刘洋');
  });

  it('rejects with a reason and releases the pending amount; the buyer may resubmit', async () => {
    const target = waiting()[0]!;
    const fund = db.state.funds.find((f) => f._id === target.fundId)!;
    const before = usage(fund);
    expect((await callJson(OWNER, 'PUT', `/mall/v1/orders/${target._id}/reject`, { version: target.version, reason: '  ' })).body).toMatchObject({ code: 400, msg: '驳回原因不能为空' });
    // the contract's check first: a malformed decision never reaches the rules
    expect((await callJson(OWNER, 'PUT', `/mall/v1/orders/${target._id}/reject`, { version: -1, reason: '不买了' })).body).toMatchObject({ code: 400, msg: '版本不能小于 0' });
    const { body } = await callJson<Detail>(OWNER, 'PUT', `/mall/v1/orders/${target._id}/reject`, { version: target.version, reason: '预算紧张，下月再买' });
    expect(body.code).toBe(0);
    expect(body.data.status).toBe('rejected');
    expect(body.data.approval).toMatchObject({ status: 'rejected', decidedBy: '王敏', rejectReason: '预算紧张，下月再买' });
    expect(body.data.canResubmit).toBe(false); // the owner did not place it
    expect(usage(fund).pending).toBeCloseTo(before.pending - target.amount, 2);
    expect(usage(fund).committed).toBe(before.committed);
    expect((await detail(CHEN, target._id)).body.data.canResubmit).toBe(true);
    const { body: notices } = await callJson<{ content: string; order?: { _id: string } }[]>(CHEN, 'GET', '/mall/v1/member/notices');
    expect(notices.data.find((n) => n.order?._id === target._id)?.content).toContain('预算紧张，下月再买');
  });

  it('of two approvers acting at once exactly one wins; the other gets 10094 naming the winner', async () => {
    const target = nsfcWaiting();
    const version = target.version;
    const [a, b] = await Promise.all([
      callJson(OWNER, 'PUT', `/mall/v1/orders/${target._id}/approve`, { version }),
      callJson(LIU(), 'PUT', `/mall/v1/orders/${target._id}/reject`, { version, reason: '重复采购' }),
    ]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([0, 10094]);
    const loser = a.body.code === 0 ? b : a;
    const winner = a.body.code === 0 ? '已由 王敏 批准' : '已由 刘洋 驳回';
    expect(loser.body.msg).toBe(`该订单已被他人处理（${winner}），请刷新后查看`);
    expect(order(target._id).status).toBe(a.body.code === 0 ? 'pendingReview' : 'rejected');
    // an old version is refused even by the winner's tab
    expect((await callJson(OWNER, 'PUT', `/mall/v1/orders/${target._id}/approve`, { version })).body.code).toBe(10094);
  });

  it('refuses the buyer (10095); a non-approver sub-account and another company\'s approver get 404', async () => {
    const target = waiting()[0]!;
    const body = { version: target.version };
    // 周婷 neither approves nor opens a sibling's order (§6): for her it does not exist
    const zhou = await callJson(ZHOU(), 'PUT', `/mall/v1/orders/${target._id}/approve`, body);
    expect(zhou.status).toBe(404);
    expect(zhou.body.msg).toBe('订单不存在');
    expect((await callJson(ZHOU(), 'PUT', `/mall/v1/orders/${target._id}/reject`, { ...body, reason: 'x' })).status).toBe(404);
    expect((await callJson(CHEN, 'PUT', `/mall/v1/orders/${target._id}/approve`, body)).body).toMatchObject({ code: 10095, msg: '无权审批该订单' });
    const foreign = await callJson(DEMO.distributor._id, 'PUT', `/mall/v1/orders/${target._id}/reject`, { ...body, reason: 'x' });
    expect(foreign.status).toBe(404);
    expect((await detail(DEMO.distributor._id, target._id)).status).toBe(404);
    // an approver sub-account's own order is not theirs to decide
    db.state.procurementSettings[0]!.approverIds.push(CHEN);
    expect((await callJson(CHEN, 'PUT', `/mall/v1/orders/${target._id}/approve`, body)).body.code).toBe(10095);
    expect(order(target._id).status).toBe('pendingApproval');
  });

  it('the buyer cancels an order awaiting approval: released, and an approver then hears it was cancelled', async () => {
    const target = waiting()[0]!;
    const fund = db.state.funds.find((f) => f._id === target.fundId)!;
    const pending = usage(fund).pending;
    const version = target.version;
    const { body } = await callJson<{ status: string }>(CHEN, 'PUT', `/mall/v1/orders/${target._id}/cancel`);
    expect(body.data.status).toBe('cancelled');
    expect(usage(fund).pending).toBeCloseTo(pending - target.amount, 2);
    expect(order(target._id).events.at(-1)).toMatchObject({ kind: 'cancelled', actor: '陈晨' });
    expect((await callJson(OWNER, 'PUT', `/mall/v1/orders/${target._id}/approve`, { version })).body.msg).toBe('该订单已被他人处理（已取消），请刷新后查看');
    // a rejected order can be cancelled too
    const rejected = seededRejected();
    expect((await callJson<{ status: string }>(CHEN, 'PUT', `/mall/v1/orders/${rejected._id}/cancel`)).body.data.status).toBe('cancelled');
  });
});

describe('resubmitting', () => {
  it('only the buyer resubmits, only a rejected order, only the version seen; the rules are evaluated again', async () => {
    const target = seededRejected();
    const version = target.version;
    expect((await callJson(CHEN, 'PUT', `/mall/v1/orders/${target._id}/resubmit`, { version: version - 1 })).body.code).toBe(10094);
    expect((await callJson(OWNER, 'PUT', `/mall/v1/orders/${target._id}/resubmit`, { version })).body.code).toBe(10097);
    const other = waiting()[0]!;
    expect((await callJson(CHEN, 'PUT', `/mall/v1/orders/${other._id}/resubmit`, { version: other.version })).body).toMatchObject({ code: 10097, msg: '只有已驳回的订单可以重新提交' });

    // as it was: still above ¥5,000, back to approval
    const again = await callJson<Detail>(CHEN, 'PUT', `/mall/v1/orders/${target._id}/resubmit`, { version, poNo: 'KY2026-600' });
    expect(again.body.code).toBe(0);
    expect(again.body.data).toMatchObject({ status: 'pendingApproval', approval: { status: 'pending', decidedBy: null } });
    expect(order(target._id).poNo).toBe('KY2026-600');
    expect(again.body.data.timeline.slice(-2).map((e) => e.kind)).toEqual(['resubmitted', 'approvalRequested']);
  });

  it('lowered below the rules it goes straight to review, charged to its fund', async () => {
    const target = seededRejected();
    const fund = db.state.funds.find((f) => f._id === target.fundId)!;
    const committed = usage(fund).committed;
    const quantities = target.items.map((item, i) => ({ matlId: item.matlId, quantity: i === 0 ? 1 : 0 }));
    const { body } = await callJson<Detail>(CHEN, 'PUT', `/mall/v1/orders/${target._id}/resubmit`, { version: target.version, quantities });
    expect(body.code).toBe(0);
    expect(body.data.status).toBe('pendingReview');
    expect(body.data.approval).toBeNull();
    expect(body.data.items).toHaveLength(1);
    expect(usage(fund).committed).toBeCloseTo(committed + body.data.amount, 2);
    expect(body.data.timeline.at(-1)).toMatchObject({ kind: 'resubmitted', actor: '陈晨' });
    expect(body.data.timeline.at(-1)!.note).toContain('→ 0（删除）');
  });

  it('a resubmission must still name a fund the buyer may charge', async () => {
    const target = seededRejected();
    expect((await callJson(CHEN, 'PUT', `/mall/v1/orders/${target._id}/resubmit`, { version: target.version, fundId: null })).body).toMatchObject({ code: 10092, msg: '请选择经费' });
    expect(order(target._id).status).toBe('rejected');
  });
});

describe('settings and funds', () => {
  it('any member reads the settings; only the owner changes them (10090)', async () => {
    const { body } = await callJson<{ approvalMode: string; approvers: { name: string }[] }>(CHEN, 'GET', '/mall/v1/member/procurement-settings');
    expect(body.data).toMatchObject({ approvalMode: 'rules', amountOver: 5000, requireFund: true, approvers: [{ name: '王敏' }, { name: '刘洋' }] });
    const input = { approvalMode: 'allSubOrders', amountOver: null, categories: ['antibody'], approverIds: [ZHOU()], requireFund: false, receiverMustDiffer: true };
    expect((await callJson(CHEN, 'PUT', '/mall/v1/member/procurement-settings', input)).body).toMatchObject({ code: 10090, msg: '子账号无权修改采购设置' });
    const disabled = subId('shengke-buy01');
    expect((await callJson(OWNER, 'PUT', '/mall/v1/member/procurement-settings', { ...input, approverIds: [disabled] })).body).toMatchObject({ code: 400, msg: '审批人须是本企业启用的子账号' });
    expect((await callJson(OWNER, 'PUT', '/mall/v1/member/procurement-settings', { ...input, amountOver: 0 })).body.msg).toBe('金额须大于 0');
    const saved = await callJson<{ approvers: { name: string }[]; updatedAt: string }>(OWNER, 'PUT', '/mall/v1/member/procurement-settings', input);
    expect(saved.body.data.approvers.map((a) => a.name)).toEqual(['王敏', '周婷']);
    // 刘洋 no longer approves: his queue is empty, 周婷's is not
    expect(await count(LIU())).toBe(0);
    // 周婷 approves now, but both waiting orders are charged to funds whose 负责人 is the owner (刘洋 no longer approves)
    expect(await count(ZHOU())).toBe(0);
    expect(await count(OWNER)).toBe(2);
    // an order without a fund is any approver's
    delete waiting()[0]!.fundId;
    expect(await count(ZHOU())).toBe(1);
  });

  it('a disabled approver approves no more, and the settings say so', async () => {
    db.state.subMembers.find((s) => s.subMbrId === LIU())!.enabled = false;
    const { body } = await callJson<{ approverIds: string[]; approvers: { name: string }[] }>(OWNER, 'GET', '/mall/v1/member/procurement-settings');
    expect(body.data.approverIds).toEqual([]);
    expect(body.data.approvers.map((a) => a.name)).toEqual(['王敏']);
    expect(await count(LIU())).toBe(0);
    const target = waiting()[0]!;
    // no longer an approver, he cannot open a sibling's order either
    expect((await callJson(LIU(), 'PUT', `/mall/v1/orders/${target._id}/approve`, { version: target.version })).status).toBe(404);
  });

  it('only the owner keeps funds (10091); a budget below what is committed is refused (10096) with the amount', async () => {
    const input = { name: '校级开放课题', codeKind: 'card', code: 'XJ-2026-07', holder: '王敏', budget: 8000, periodStart: '2026-01-01', periodEnd: '2026-12-31', memberIds: [CHEN], active: true };
    expect((await callJson(CHEN, 'POST', '/mall/v1/member/funds', input)).body.code).toBe(10091);
    expect((await callJson(OWNER, 'POST', '/mall/v1/member/funds', { ...input, code: '32170001' })).body).toMatchObject({ code: 400, msg: '该经费编号已登记' });
    expect((await callJson(OWNER, 'POST', '/mall/v1/member/funds', { ...input, periodEnd: '2025-12-31' })).body.msg).toBe('结束日期不能早于开始日期');
    const { body } = await callJson<{ _id: string; committed: number; remaining: number; usable: boolean }>(OWNER, 'POST', '/mall/v1/member/funds', input);
    expect(body.data).toMatchObject({ committed: 0, remaining: 8000 });
    const fund = nsfc();
    const committed = usage(fund).committed;
    const { memberId: _m, _id, createdAt: _c, ...rest } = fund;
    const low = await callJson(OWNER, 'PUT', `/mall/v1/member/funds/${_id}`, { ...rest, budget: 1000 });
    expect(low.body.code).toBe(10096);
    expect(low.body.msg).toBe(`预算不能低于已占用金额 ¥${committed.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    const { body: shown } = await callJson<{ orders: { state: string; status: string }[]; pending: number }>(OWNER, 'GET', `/mall/v1/member/funds/${_id}`);
    expect(shown.data.orders.some((o) => o.state === 'pending')).toBe(true);
    expect(shown.data.orders.every((o) => o.status !== 'cancelled' && o.status !== 'rejected')).toBe(true);
    expect(shown.data.pending).toBe(usage(fund).pending);
  });
});

describe('a fund as a sub-account sees it', () => {
  it('lists only the orders the sub-account placed, with the whole fund\'s figures', async () => {
    const fund = nsfc();
    const material = materialNear(100, 300);
    expect((await place(LIU(), [[material, 1]], { fundId: fund._id })).body.code).toBe(0);
    type Shown = { orders: { _id: string; placedByName: string }[]; committed: number; pending: number; remaining: number };
    const { body: owner } = await callJson<Shown>(OWNER, 'GET', `/mall/v1/member/funds/${fund._id}`);
    const { body: chen } = await callJson<Shown>(CHEN, 'GET', `/mall/v1/member/funds/${fund._id}`);
    expect(new Set(owner.data.orders.map((o) => o.placedByName)).size).toBeGreaterThan(1);
    const chenOwn = db.state.orders.filter((o) => o.fundId === fund._id && o.placedBy === CHEN && o.status !== 'cancelled' && o.status !== 'rejected');
    expect(chen.data.orders.map((o) => o._id).sort()).toEqual(chenOwn.map((o) => o._id).sort());
    expect(chen.data.orders.length).toBeGreaterThan(0);
    expect(chen.data.orders.every((o) => o.placedByName === '陈晨')).toBe(true);
    expect([chen.data.committed, chen.data.pending, chen.data.remaining]).toEqual([owner.data.committed, owner.data.pending, owner.data.remaining]);
  });
});

describe('who opens what (review fixes)', () => {
  it('a stale approver hears who resubmitted the order (10094)', async () => {
    const target = seededRejected();
    const seen = target.version;
    const again = await callJson<Detail>(CHEN, 'PUT', `/mall/v1/orders/${target._id}/resubmit`, { version: seen });
    expect(again.body.data.status).toBe('pendingApproval');
    const stale = await callJson(LIU(), 'PUT', `/mall/v1/orders/${target._id}/approve`, { version: seen });
    expect(stale.body).toMatchObject({ code: 10094, msg: '该订单已被他人处理（已由 陈晨 重新提交），请刷新后查看' });
    // once decided again, the decision is what happened
    expect((await callJson(OWNER, 'PUT', `/mall/v1/orders/${target._id}/approve`, { version: again.body.data.version })).body.code).toBe(0);
    expect((await callJson(LIU(), 'PUT', `/mall/v1/orders/${target._id}/reject`, { version: again.body.data.version, reason: '晚了' })).body.msg).toBe('该订单已被他人处理（已由 王敏 批准），请刷新后查看');
  });

  it('an approver gets 404, not the status, for an order never sent for approval that it cannot open', async () => {
    const material = materialNear(100, 300);
    const { body } = await place(CHEN, [[material, 1]], { fundId: nsfc()._id });
    expect(body.data.status).toBe('pendingReview');
    const tried = await callJson(LIU(), 'PUT', `/mall/v1/orders/${body.data._id}/approve`, { version: 1 });
    expect(tried.status).toBe(404);
    expect((await detail(LIU(), body.data._id)).status).toBe(404);
  });

  it('an approver opens what it decided, with its stock-outs, contract and slip, but does not receive for the buyer', async () => {
    const target = nsfcWaiting();
    expect((await callJson(LIU(), 'PUT', `/mall/v1/orders/${target._id}/approve`, { version: target.version })).body.code).toBe(0);
    const shipped = await callJson<{ stockOutId: string }>(null, 'POST', `/__mock/orders/${target._id}/ship`);
    expect(shipped.body.code).toBe(0);
    const stockOutId = shipped.body.data.stockOutId;
    const { body } = await callJson<{ stockOuts: { _id: string; canReceive: boolean }[] }>(LIU(), 'GET', `/mall/v2/orders/${target._id}`);
    expect(body.data.stockOuts.map((s) => [s._id, s.canReceive])).toEqual([[stockOutId, false]]);
    // receiverMustDiffer (the seed's): the buyer does not confirm her own order, the owner does (docs/api.md §14)
    expect((await callJson<{ canReceive: boolean }>(CHEN, 'GET', `/mall/v1/stock-outs/${stockOutId}`)).body.data.canReceive).toBe(false);
    expect((await callJson<{ canReceive: boolean }>(OWNER, 'GET', `/mall/v1/stock-outs/${stockOutId}`)).body.data.canReceive).toBe(true);
    const shown = await callJson<{ canReceive: boolean }>(LIU(), 'GET', `/mall/v1/stock-outs/${stockOutId}`);
    expect(shown.body.code).toBe(0);
    expect(shown.body.data.canReceive).toBe(false);
    expect((await callJson(LIU(), 'GET', `/mall/v1/stock-outs/${stockOutId}/sfroute`)).body.code).toBe(0);
    expect((await call(LIU(), 'GET', `/mall/v1/orders/${target._id}/contract`)).headers.get('Content-Type')).toBe('application/pdf');
    // receiving stays with the buyer's side
    const receipt = { receiverId: OWNER, receivedAt: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10), lines: db.state.stockOuts.find((s) => s._id === stockOutId)!.items.map((i) => ({ matlId: i.matlId, quantity: i.quantity, lot: i.lot })) };
    expect((await callJson(LIU(), 'POST', `/mall/v1/stock-outs/${stockOutId}/receipt`, receipt)).status).toBe(404);
    expect((await callJson(CHEN, 'POST', `/mall/v1/stock-outs/${stockOutId}/receipt`, receipt)).body.code).toBe(10115);
    expect((await callJson(OWNER, 'POST', `/mall/v1/stock-outs/${stockOutId}/receipt`, receipt)).body.code).toBe(0);
    expect((await call(LIU(), 'GET', `/mall/v1/orders/${target._id}/acceptance-slip`)).headers.get('Content-Type')).toBe('application/pdf');
    expect((await callJson<unknown[]>(LIU(), 'GET', `/mall/v1/orders/${target._id}/after-sales`)).body.code).toBe(0);
    // a non-approver sibling opens none of it
    expect((await callJson(ZHOU(), 'GET', `/mall/v1/stock-outs/${stockOutId}`)).status).toBe(404);
    expect((await call(ZHOU(), 'GET', `/mall/v1/orders/${target._id}/contract`)).status).toBe(404);
  });

  it('an approver reads and downloads the invoices of an order it decided (its 报销材料包), but may not reissue them', async () => {
    const target = nsfcWaiting();
    expect((await callJson(LIU(), 'PUT', `/mall/v1/orders/${target._id}/approve`, { version: target.version })).body.code).toBe(0);
    const issued = db.state.invoices.find((i) => i.memberId === OWNER && i.status === 'issued' && !i.consolidated)!;
    const invoice = { ...structuredClone(issued), _id: '66e9000000000000000000ff', orderId: target._id, orderNo: target.orderNo, orderIds: undefined };
    db.state.invoices.unshift(invoice);
    // the order shows it to 刘洋, and so does the invoice's own answer
    const detail = await callJson<{ invoices: { _id: string }[] }>(LIU(), 'GET', `/mall/v2/orders/${target._id}`);
    expect(detail.body.data.invoices.map((i) => i._id)).toContain(invoice._id);
    const read = await callJson<{ _id: string; canReissue: boolean; canDownload: boolean }>(LIU(), 'GET', `/finance/v1/invoice/${invoice._id}`);
    expect(read.body.data).toMatchObject({ _id: invoice._id, canReissue: false, canDownload: true });
    expect((await call(LIU(), 'POST', `/finance/v1/invoice/download/${invoice._id}`, { format: 'pdf' })).headers.get('Content-Type')).toBe('application/pdf');
    // acting on it stays with the buyer's side, and the list stays §19's
    const reissue = await callJson(LIU(), 'POST', '/finance/v1/member/invoice/reissue', { invoiceId: invoice._id, reason: '抬头有误' });
    expect(reissue.status).toBe(404);
    const list = await callJson<Page<{ _id: string }>>(LIU(), 'GET', '/finance/v1/invoice?pageSize=100');
    expect(list.body.data.list.map((i) => i._id)).not.toContain(invoice._id);
    // a 合并开票 invoice over this order and another 刘洋 decided shows on the order's page too; one over an order he
    // may not open shows nowhere to him
    const decidedToo = db.state.orders.find((o) => o.memberId === OWNER && o._id !== target._id && o.placedBy === CHEN && o.status !== 'pendingApproval')!;
    decidedToo.approval = { status: 'approved', reasons: [], decidedBy: LIU(), decidedByName: '刘洋', adjusted: [] };
    const pair = { ...structuredClone(invoice), _id: '66e9000000000000000000fe', orderIds: [target._id, decidedToo._id], consolidated: true };
    const foreign = db.state.orders.find((o) => o.memberId === OWNER && !o.placedBy)!;
    const withForeign = { ...structuredClone(invoice), _id: '66e9000000000000000000fd', orderIds: [target._id, foreign._id], consolidated: true };
    db.state.invoices.unshift(pair, withForeign);
    const shown = (await callJson<{ invoices: { _id: string }[] }>(LIU(), 'GET', `/mall/v2/orders/${target._id}`)).body.data.invoices.map((i) => i._id);
    expect(shown).toContain(pair._id);
    expect(shown).not.toContain(withForeign._id);
    expect((await callJson(LIU(), 'GET', `/finance/v1/invoice/${withForeign._id}`)).status).toBe(404);
    // the owner still may reissue; a sibling who is no approver reads nothing
    expect((await callJson<{ canReissue: boolean }>(OWNER, 'GET', `/finance/v1/invoice/${invoice._id}`)).body.data.canReissue).toBe(true);
    expect((await callJson(ZHOU(), 'GET', `/finance/v1/invoice/${invoice._id}`)).status).toBe(404);
    expect((await call(ZHOU(), 'POST', `/finance/v1/invoice/download/${invoice._id}`, { format: 'pdf' })).status).toBe(404);
  });
});

describe('the preview\'s blocked (as docs/api.md §13 says)', () => {
  it('carries 10092\'s text for a chosen fund that is not usable, never 请选择经费', async () => {
    const material = materialNear(100, 300);
    setCart(CHEN, [[material, 1]]);
    const preview = async (fundId?: string) =>
      (await callJson<{ blocked: string | null; fundRequired: boolean }>(CHEN, 'POST', '/mall/v1/orders/preview', fundId ? { fundId } : {})).body.data;
    expect(await preview()).toMatchObject({ fundRequired: true, blocked: null });
    nsfc().periodEnd = '2020-12-31';
    expect((await preview(nsfc()._id)).blocked).toBe('该经费不可用：已停用或不在有效期内');
  });
});

describe('approval counts the money already waiting on the fund', () => {
  const money = (n: number) => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  it('an order that fits what is left but not once the orders awaiting approval are counted needs approval, the 可用余额 said', async () => {
    const fund = nsfc();
    const pending = usage(fund).pending;
    expect(pending).toBeGreaterThan(0);
    const material = materialNear(300, 450);
    // what is left covers the order alone, not with what already waits
    fund.budget = usage(fund).committed + pending + material.price;
    const { body } = await place(CHEN, [[material, 2]], { fundId: fund._id });
    expect(body.data.status).toBe('pendingApproval');
    expect(order(body.data._id).approval?.reasons).toEqual([`超出经费可用余额：可用余额 ${money(material.price)}，本单 ${money(body.data.amount)}`]);
  });

  it('every fund carries its 可用余额 = 预算 − 已占用 − 审批中, and its 负责人', async () => {
    const { body } = await callJson<{ _id: string; budget: number; committed: number; pending: number; available: number; approverId: string; approverName: string }[]>(OWNER, 'GET', '/mall/v1/member/funds');
    const shown = body.data.find((f) => f._id === nsfc()._id)!;
    expect(shown.pending).toBeGreaterThan(0);
    expect(Math.round(shown.available * 100)).toBe(Math.round(shown.budget * 100) - Math.round(shown.committed * 100) - Math.round(shown.pending * 100));
    expect(shown).toMatchObject({ approverId: LIU(), approverName: '刘洋' });
    expect(body.data.find((f) => f._id === stcsm()._id)).toMatchObject({ approverId: OWNER, approverName: '王敏' });
  });

  it('the order shows its fund\'s 可用余额 and what approving leaves, to the approver and in the 待我审批 list', async () => {
    const target = nsfcWaiting();
    const { body } = await detail(LIU(), target._id);
    const fund = body.data.fund as unknown as { available: number; afterApproval: number; pending: number; approverName: string };
    expect(fund.available).toBe(usage(nsfc()).available);
    // the order already counts as 审批中: approving it at its amount leaves the same 可用余额
    expect(fund.afterApproval).toBe(usage(nsfc()).available);
    expect(fund.approverName).toBe('刘洋');
    const { body: queue } = await callJson<Page<{ _id: string; fund: { _id: string; available: number; afterApproval: number } | null }>>(LIU(), 'GET', '/mall/v1/orders?awaiting=me');
    expect(queue.data.list.find((o) => o._id === target._id)!.fund).toEqual({ _id: nsfc()._id, name: nsfc().name, available: fund.available, afterApproval: fund.afterApproval });
  });

  it('an approver not tied to the fund: not in 待我审批, not counted, 10095 on approve and reject', async () => {
    const card = waiting().find((o) => o.fundId === stcsm()._id)!;
    const { body: queue } = await callJson<Page<{ _id: string }>>(LIU(), 'GET', '/mall/v1/orders?awaiting=me');
    expect(queue.data.list.map((o) => o._id)).not.toContain(card._id);
    const approve = await callJson(LIU(), 'PUT', `/mall/v1/orders/${card._id}/approve`, { version: card.version });
    expect(approve.body).toMatchObject({ code: 10095, msg: '无权审批使用该经费的订单，该经费由 王敏 审批' });
    expect((await callJson(LIU(), 'PUT', `/mall/v1/orders/${card._id}/reject`, { version: card.version, reason: '不买' })).body.code).toBe(10095);
    expect(order(card._id).status).toBe('pendingApproval');
    // named 负责人 of the card, he decides it
    stcsm().approverId = LIU();
    expect((await callJson(LIU(), 'PUT', `/mall/v1/orders/${card._id}/approve`, { version: card.version })).body.code).toBe(0);
  });

  it('the fund form names a 负责人: the owner or an enabled approver sub-account', async () => {
    const fund = nsfc();
    const input = { name: fund.name, codeKind: fund.codeKind, code: fund.code, holder: fund.holder, budget: fund.budget, periodStart: fund.periodStart, periodEnd: fund.periodEnd, memberIds: fund.memberIds, active: true };
    expect((await callJson(OWNER, 'PUT', `/mall/v1/member/funds/${fund._id}`, { ...input, approverId: ZHOU() })).body).toMatchObject({ code: 400, msg: '经费负责人须是主账号或启用的审批人子账号' });
    expect((await callJson<{ approverId: string }>(OWNER, 'PUT', `/mall/v1/member/funds/${fund._id}`, { ...input, approverId: OWNER })).body.data.approverId).toBe(OWNER);
    expect(await count(LIU())).toBe(0);
  });

  it('an approval that would overdraw is refused (10098); the 负责人 or the owner approves it as 超支批准 with a reason', async () => {
    const [first, second] = waiting();
    // both on the 国自然 fund, with room for exactly one of the two
    second!.fundId = first!.fundId = nsfc()._id;
    const fund = nsfc();
    fund.budget = usage(fund).committed + Math.max(first!.amount, second!.amount);
    const over = Math.round((first!.amount + second!.amount - Math.max(first!.amount, second!.amount)) * 100) / 100;
    const refused = await callJson(LIU(), 'PUT', `/mall/v1/orders/${first!._id}/approve`, { version: first!.version });
    expect(refused.body).toMatchObject({ code: 10098, msg: `批准后经费将超支 ${money(over)}，须由经费负责人作超支批准并填写原因` });
    expect(order(first!._id).status).toBe('pendingApproval');
    // the reason is required and checked
    expect((await callJson(LIU(), 'PUT', `/mall/v1/orders/${first!._id}/approve`, { version: first!.version, overdraft: { reason: '   ' } })).body).toMatchObject({ code: 400, msg: '超支原因不能为空' });
    const done = await callJson<Detail>(OWNER, 'PUT', `/mall/v1/orders/${first!._id}/approve`, { version: first!.version, overdraft: { reason: '课题结题前急需，下月经费到账后补足' } });
    expect(done.body.code).toBe(0);
    expect(done.body.data.timeline.at(-1)).toMatchObject({ kind: 'approved', title: '超支批准', actor: '王敏', note: `超支 ${money(over)}：课题结题前急需，下月经费到账后补足` });
    expect(usage(fund).available).toBe(-over);
  });

  it('an approval within the 可用余额 needs no overdraft and says nothing of one', async () => {
    const target = nsfcWaiting();
    const { body } = await callJson<Detail>(LIU(), 'PUT', `/mall/v1/orders/${target._id}/approve`, { version: target.version });
    expect(body.code).toBe(0);
    expect(body.data.timeline.at(-1)).toMatchObject({ kind: 'approved', title: '审批通过', note: null });
  });
});
