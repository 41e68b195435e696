/**
 * The message centre of the fake mall (docs/api.md §12): messages made by the mall's own events (order moved on,
 * approval waiting, quote answered, statement disputes answered, and the seed's), listed with paging and filters,
 * read state kept per member (so it holds on every browser), read-all leaving must-read announcements, the order's
 * status read now, and the BioLegend supply notice's acknowledgement kept by the mall.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { SEED_NOW_MS } from '../../mocks/db/seed/time.ts';
import { billingControlHandlers } from '../../mocks/handlers/billing-control.ts';
import { noticeHandlers } from '../../mocks/handlers/notices.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { quoteControlHandlers } from '../../mocks/handlers/quotes.ts';
import { shipControlHandlers } from '../../mocks/handlers/ship-control.ts';
import { statementControlHandlers, statementHandlers } from '../../mocks/handlers/statements.ts';
import { requestValidation } from '../../mocks/validation.ts';

const { callJson } = handlerClient(
  [requestValidation, ...noticeHandlers, ...orderHandlers, ...billingControlHandlers, ...shipControlHandlers, ...quoteControlHandlers, ...statementHandlers, ...statementControlHandlers],
  'http://localhost:3000',
);

const OWNER = DEMO.owner._id;
const CHEN = DEMO.sub._id;
const LIU = () => db.state.subMembers.find((s) => s.account === 'shengke-cell01')!.subMbrId;

interface Message {
  _id: string;
  kind: string;
  title: string;
  content: string;
  mustRead: boolean;
  read: boolean;
  link?: { type: string; id: string };
  order?: { _id: string; status: string; statusLabel: string };
}

const list = async (as: string, query = '') => (await callJson<Page<Message>>(as, 'GET', `/mall/v1/member/messages${query}`)).body.data;
const unread = async (as: string) => (await callJson<{ count: number }>(as, 'GET', '/mall/v1/member/messages/unread-count')).body.data.count;
const all = async (as: string) => (await list(as, '?pageSize=100')).list;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW_MS });
  db.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the seed', () => {
  it('gives the owner every kind of message, each linking to its object, unread', async () => {
    const mine = await all(OWNER);
    expect(new Set(mine.map((m) => m.kind))).toEqual(new Set(['announcement', 'orderStatus', 'approval', 'statement', 'quote']));
    expect(mine.every((m) => !m.read)).toBe(true);
    expect(await unread(OWNER)).toBe(mine.length);
    expect(mine.find((m) => m.kind === 'statement')?.link).toEqual({ type: 'statement', id: '2026-10' });
    for (const m of mine.filter((x) => x.kind === 'approval' || x.kind === 'orderStatus')) expect(m.link).toEqual({ type: 'order', id: m.order?._id });
    for (const m of mine.filter((x) => x.kind === 'quote')) expect(db.state.quotes.some((q) => q._id === m.link?.id)).toBe(true);
  });

  it('a sub-account gets no approval of its own orders; 刘洋 gets those of the fund he decides', async () => {
    expect((await all(CHEN)).some((m) => m.kind === 'approval')).toBe(false);
    const liu = (await all(LIU())).filter((m) => m.kind === 'approval');
    expect(liu.length).toBeGreaterThan(0);
    for (const m of liu) expect(db.state.orders.find((o) => o._id === m.order?._id)?.status).toBe('pendingApproval');
  });
});

describe('listing', () => {
  it('pages newest first, filters unread and by kind, refuses other values', async () => {
    const first = await list(OWNER, '?pageSize=2');
    expect(first.list).toHaveLength(2);
    expect(first.total).toBe((await all(OWNER)).length);
    const only = await list(OWNER, '?kind=approval&pageSize=100');
    expect(only.list.length).toBeGreaterThan(0);
    expect(only.list.every((m) => m.kind === 'approval')).toBe(true);
    const bad = await callJson(OWNER, 'GET', '/mall/v1/member/messages?status=new');
    expect(bad.status).toBe(400);
    const badKind = await callJson(OWNER, 'GET', '/mall/v1/member/messages?kind=spam');
    expect(badKind.status).toBe(400);
  });

  it("shows an order's status now, not when the message was made", async () => {
    const message = (await all(OWNER)).find((m) => m.kind === 'orderStatus' && m.order)!;
    const order = db.state.orders.find((o) => o._id === message.order!._id)!;
    order.status = 'completed';
    const now = (await all(OWNER)).find((m) => m._id === message._id)!;
    expect(now.order).toMatchObject({ status: 'completed', statusLabel: '已完成' });
  });
});

describe('read state, kept by the mall', () => {
  it('mark one read: read for the member on a new sign-in (new token), unread for others, 404 for a stranger', async () => {
    const before = await unread(OWNER);
    const target = (await all(OWNER)).find((m) => m.kind === 'announcement' && !m.mustRead)!;
    const marked = await callJson<Message>(OWNER, 'PUT', `/mall/v1/member/messages/${target._id}/read`);
    expect(marked.body.data).toMatchObject({ _id: target._id, read: true });
    expect(await unread(OWNER)).toBe(before - 1);
    expect((await list(OWNER, '?status=unread&pageSize=100')).list.some((m) => m._id === target._id)).toBe(false);
    expect((await all(CHEN)).find((m) => m._id === target._id)?.read).toBe(false);
    const ownOrder = (await all(OWNER)).find((m) => m.kind === 'statement')!;
    expect((await callJson(CHEN, 'PUT', `/mall/v1/member/messages/${ownOrder._id}/read`)).status).toBe(404);
  });

  it('read-all marks everything but a must-read announcement', async () => {
    const marked = await callJson<{ count: number }>(OWNER, 'PUT', '/mall/v1/member/messages/read-all');
    const left = (await all(OWNER)).filter((m) => !m.read);
    expect(left.map((m) => m.mustRead)).toEqual([true]);
    expect(marked.body.data.count).toBeGreaterThan(0);
    expect(await unread(OWNER)).toBe(1);
  });
});

describe("the mall's events make messages", () => {
  it('the mall reviewing and shipping an order tells its buyer and the owner', async () => {
    const order = db.state.orders.find((o) => o.memberId === OWNER && o.placedBy === CHEN && o.status === 'pendingReview')!;
    const count = (await all(CHEN)).length;
    expect((await callJson(null, 'POST', `/__mock/orders/${order._id}/review`)).status).toBe(200);
    expect((await callJson(null, 'POST', `/__mock/orders/${order._id}/ship`)).status).toBe(200);
    const news = (await all(CHEN)).filter((m) => m.order?._id === order._id && m.kind === 'orderStatus');
    expect((await all(CHEN)).length).toBe(count + 2);
    expect(news.map((m) => m.content).join('|')).toContain('已发货');
    expect(news.every((m) => m.order?.status === 'pendingReceipt')).toBe(true);
    expect((await all(OWNER)).filter((m) => m.order?._id === order._id && m.kind === 'orderStatus')).toHaveLength(2);
  });

  it('an order sent for approval tells each approver who may decide it, not its buyer', async () => {
    const fund = db.state.funds.find((f) => f.code === '32170001')!;
    const material = db.state.materials.filter((m) => !m.offShelf && m.stock > 0 && m.price >= 1000 && m.price <= 2000).sort((a, b) => a._id.localeCompare(b._id))[0]!;
    db.state.carts = db.state.carts.filter((c) => c.memberId !== CHEN);
    db.state.carts.push({ memberId: CHEN, matlId: material._id, quantity: Math.ceil(5001 / material.price), selected: true, addedAt: '2026-11-20T10:00:00+08:00' });
    const addressId = (db.state.addresses.find((a) => a.memberId === CHEN) ?? db.state.addresses.find((a) => a.memberId === OWNER)!)._id;
    const { body } = await callJson<{ _id: string; status: string }>(CHEN, 'POST', '/mall/v1/orders', { addressId, fundId: fund._id });
    expect(body.data.status).toBe('pendingApproval');
    for (const approver of [OWNER, LIU()]) {
      expect((await list(approver, '?kind=approval&status=unread&pageSize=100')).list.find((m) => m.order?._id === body.data._id)).toMatchObject({ title: '待我审批', read: false });
    }
    expect((await all(CHEN)).some((m) => m.order?._id === body.data._id)).toBe(false);
  });

  it('a quote answered tells who asked, linking to the quote', async () => {
    const quote = db.state.quotes.find((q) => q.lines.some((l) => l.kind === 'custom' && l.status === 'pending'))!;
    expect((await callJson(null, 'POST', `/__mock/quotes/${quote._id}/answer`, {})).status).toBe(200);
    const news = (await all(quote.requestedBy)).filter((m) => m.kind === 'quote' && m.link?.id === quote._id);
    expect(news).toHaveLength(1);
    expect(news[0]!.content).toContain(quote.quoteNo);
  });

  it("the mall answering a statement's disputes tells the owner", async () => {
    const month = '2026-10';
    const { body } = await callJson<{ lines: { orderId: string }[] }>(OWNER, 'GET', `/mall/v1/statements/${month}`);
    const orderId = body.data.lines[0]!.orderId;
    expect((await callJson(OWNER, 'POST', `/mall/v1/statements/${month}/disputes`, { orderId, note: '数量不符' })).body.code).toBe(0);
    expect((await callJson(null, 'POST', `/__mock/statements/${month}/resolve`)).status).toBe(200);
    const news = (await all(OWNER)).filter((m) => m.kind === 'statement' && m.title.includes('异议'));
    expect(news).toEqual([expect.objectContaining({ link: { type: 'statement', id: month }, read: false })]);
  });
});

describe('the BioLegend supply notice', () => {
  it('is required of a non-distributor until acknowledged, on every browser; never of a distributor', async () => {
    const get = async (as: string) => (await callJson<{ required: boolean; acknowledgedAt: string | null }>(as, 'GET', '/mall/v1/member/supply-notice')).body.data;
    expect(await get(CHEN)).toEqual({ required: true, acknowledgedAt: null });
    const acked = (await callJson<{ acknowledgedAt: string }>(CHEN, 'PUT', '/mall/v1/member/supply-notice')).body.data.acknowledgedAt;
    expect(acked).toMatch(/^2026-11-21T/);
    expect(await get(CHEN)).toEqual({ required: true, acknowledgedAt: acked });
    // acknowledging again keeps the first time
    vi.setSystemTime(SEED_NOW_MS + 3_600_000);
    expect((await callJson<{ acknowledgedAt: string }>(CHEN, 'PUT', '/mall/v1/member/supply-notice')).body.data.acknowledgedAt).toBe(acked);
    expect((await get(DEMO.distributor._id)).required).toBe(false);
  });
});
