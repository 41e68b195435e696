/**
 * The fake mall's 报销规则 (docs/api.md §13): the owner sets them, every member reads them, and the preview and the
 * order detail say which rules an order meets (需合同, 固定资产, 疑似化整为零) without ever refusing it. The seed's
 * orders are cleared where a rule reads the account's other orders, so nothing depends on today's date.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import type { FundRecord, Material } from '../../mocks/db/types.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { procurementHandlers } from '../../mocks/handlers/procurement.ts';
import { reimbursementHandlers } from '../../mocks/handlers/reimbursement.ts';
import { MALL_CODE } from '../../mocks/facts.gen.ts';
import { requestValidation } from '../../mocks/validation.ts';

const { callJson } = handlerClient([requestValidation, ...orderHandlers, ...procurementHandlers, ...reimbursementHandlers], 'http://localhost:3000');

const OWNER = DEMO.owner._id;
const CHEN = DEMO.sub._id;
const LIU = () => db.state.subMembers.find((s) => s.account === 'shengke-cell01')!.subMbrId;
const nsfc = (): FundRecord => db.state.funds.find((f) => f.code === '32170001')!;

interface Note {
  rule: string;
  message: string;
  orderNos?: string[];
  lines?: { matlId: string; name: string; price: number }[];
}
interface Rules {
  contractThreshold: number;
  assetUnitPrice: number;
  splitWindowDays: number;
  updatedAt: string | null;
}

const usable = (m: Material): boolean => !m.offShelf && m.stock > 10 && !m.hazard && m.shipping === '常温';
/** An in-stock ambient material of this price range, of a brand the account's other materials here do not share. */
const materialIn = (min: number, max: number, brand?: string): Material =>
  db.state.materials.filter((m) => usable(m) && m.price >= min && m.price < max && (!brand || m.mfrName === brand)).sort((a, b) => a._id.localeCompare(b._id))[0]!;

function setCart(memberId: string, lines: [Material, number][]): void {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== memberId);
  for (const [material, quantity] of lines) db.state.carts.push({ memberId, matlId: material._id, quantity, selected: true, addedAt: '2026-11-20T10:00:00+08:00' });
}
const addressOf = (memberId: string) => (db.state.addresses.find((a) => a.memberId === memberId) ?? db.state.addresses.find((a) => a.memberId === OWNER)!)._id;

async function preview(memberId: string, lines: [Material, number][], fundId?: string) {
  setCart(memberId, lines);
  const res = await callJson<{ amount: number; reimbursementNotes: Note[]; blocked: string | null }>(memberId, 'POST', '/mall/v1/orders/preview', fundId ? { fundId } : {});
  expect(res.body.code).toBe(0);
  return res.body.data;
}
async function place(memberId: string, lines: [Material, number][], fundId?: string) {
  setCart(memberId, lines);
  const res = await callJson<{ _id: string; orderNo: string; status: string }>(memberId, 'POST', '/mall/v1/orders', { addressId: addressOf(memberId), ...(fundId ? { fundId } : {}) });
  expect(res.body.code).toBe(0);
  return res.body.data;
}
const putRules = (memberId: string, body: Record<string, unknown>) => callJson<Rules>(memberId, 'PUT', '/mall/v1/member/reimbursement-rules', body);

beforeEach(() => {
  db.reset();
  // the rules read the account's other orders: start from none
  db.state.orders = [];
});

describe('报销规则 settings', () => {
  it('reads the Chinese university defaults for every member of the account until the owner sets them', async () => {
    const res = await callJson<Rules>(CHEN, 'GET', '/mall/v1/member/reimbursement-rules');
    expect(res.body.data).toEqual({ contractThreshold: 50000, assetUnitPrice: 1000, splitWindowDays: 30, updatedAt: null });
  });

  it('lets the owner replace them and the sub-account read them, but not change them (10099)', async () => {
    const saved = await putRules(OWNER, { contractThreshold: 20000, assetUnitPrice: 1500, splitWindowDays: 14 });
    expect(saved.body.data).toMatchObject({ contractThreshold: 20000, assetUnitPrice: 1500, splitWindowDays: 14 });
    expect(saved.body.data.updatedAt).not.toBeNull();
    expect((await callJson<Rules>(CHEN, 'GET', '/mall/v1/member/reimbursement-rules')).body.data.contractThreshold).toBe(20000);
    const refused = await putRules(CHEN, { contractThreshold: 1, assetUnitPrice: 1, splitWindowDays: 1 });
    expect(refused.body).toMatchObject({ code: MALL_CODE.subAccountNoReimbursementRules, msg: '子账号无权修改报销规则' });
    expect((await callJson<Rules>(OWNER, 'GET', '/mall/v1/member/reimbursement-rules')).body.data.contractThreshold).toBe(20000);
  });

  it('refuses a threshold of 0 or a window out of 1–365 days in Chinese', async () => {
    expect((await putRules(OWNER, { contractThreshold: 0, assetUnitPrice: 1000, splitWindowDays: 30 })).status).toBe(400);
    // less than a fen rounds to 0: refused, not stored as a 0 threshold every order would meet
    expect((await putRules(OWNER, { contractThreshold: 50000, assetUnitPrice: 0.001, splitWindowDays: 30 })).status).toBe(400);
    const days = await putRules(OWNER, { contractThreshold: 50000, assetUnitPrice: 1000, splitWindowDays: 400 });
    expect(days.status).toBe(400);
    expect(days.body.msg).toContain('化整为零期限');
  });
});

describe('the rules an order meets (warned, never refused)', () => {
  it('names no rule for an order under every threshold', async () => {
    const cheap = materialIn(50, 500);
    expect((await preview(OWNER, [[cheap, 1]], nsfc()._id)).reimbursementNotes).toEqual([]);
  });

  it('需合同: an order whose amount reaches the contract threshold, and the order is still placed', async () => {
    await putRules(OWNER, { contractThreshold: 2000, assetUnitPrice: 100000, splitWindowDays: 30 });
    const m = materialIn(300, 900);
    const qty = Math.ceil(2000 / m.price);
    const data = await preview(OWNER, [[m, qty]], nsfc()._id);
    expect(data.reimbursementNotes.map((n) => n.rule)).toEqual(['contract']);
    expect(data.reimbursementNotes[0]!.message).toContain('合同金额 ¥2,000.00');
    expect(data.blocked).toBeNull();
    const placed = await place(OWNER, [[m, qty]], nsfc()._id);
    const detail = await callJson<{ reimbursementNotes: Note[] }>(OWNER, 'GET', `/mall/v2/orders/${placed._id}`);
    expect(detail.body.data.reimbursementNotes.map((n) => n.rule)).toEqual(['contract']);
  });

  it('固定资产: names the lines whose unit price reaches the asset threshold, and only those', async () => {
    const asset = materialIn(1000, 3000);
    const cheap = materialIn(50, 500);
    const notes = (await preview(OWNER, [[asset, 1], [cheap, 1]], nsfc()._id)).reimbursementNotes;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ rule: 'fixedAsset', lines: [{ matlId: asset._id, name: asset.name, price: asset.price }] });
  });

  it('疑似化整为零: same fund and brand within the window, each under the threshold, the sum over it: names the other orders', async () => {
    await putRules(OWNER, { contractThreshold: 2000, assetUnitPrice: 100000, splitWindowDays: 30 });
    const m = materialIn(300, 900);
    const qty = Math.max(1, Math.floor(1900 / 2 / m.price));
    const first = await place(OWNER, [[m, qty]], nsfc()._id);
    const second = await place(OWNER, [[m, qty]], nsfc()._id);
    const notes = (await preview(OWNER, [[m, qty]], nsfc()._id)).reimbursementNotes;
    expect(notes.map((n) => n.rule)).toEqual(['split']);
    expect(notes[0]!.orderNos).toEqual([first.orderNo, second.orderNo]);
    // another fund, or no order before it, is not a split
    expect((await preview(OWNER, [[m, qty]], db.state.funds.find((f) => f.codeKind === 'card')!._id)).reimbursementNotes).toEqual([]);
    db.state.orders = db.state.orders.filter((o) => o._id !== first._id && o._id !== second._id);
    expect((await preview(OWNER, [[m, qty]], nsfc()._id)).reimbursementNotes).toEqual([]);
  });

  it('疑似化整为零 leaves out orders of another brand, cancelled ones and those older than the window', async () => {
    await putRules(OWNER, { contractThreshold: 2000, assetUnitPrice: 100000, splitWindowDays: 30 });
    const m = materialIn(300, 900);
    const other = db.state.materials.filter((x) => usable(x) && x.mfrName !== m.mfrName && x.price >= 300 && x.price < 900)[0]!;
    const qty = Math.max(1, Math.floor(1900 / 2 / m.price));
    const a = await place(OWNER, [[m, qty]], nsfc()._id);
    const b = await place(OWNER, [[m, qty]], nsfc()._id);
    expect((await preview(OWNER, [[other, Math.max(1, Math.floor(900 / other.price))]], nsfc()._id)).reimbursementNotes).toEqual([]);
    db.state.orders.find((o) => o._id === a._id)!.status = 'cancelled';
    db.state.orders.find((o) => o._id === b._id)!.createdAt = '2020-01-01T10:00:00+08:00';
    expect((await preview(OWNER, [[m, qty]], nsfc()._id)).reimbursementNotes).toEqual([]);
  });

  it('an order awaiting approval carries the same notes for the buyer and the approver', async () => {
    const asset = materialIn(1000, 3000);
    const placed = await place(CHEN, [[asset, Math.ceil(5100 / asset.price)]], nsfc()._id);
    expect(placed.status).toBe('pendingApproval');
    const buyer = await callJson<{ reimbursementNotes: Note[] }>(CHEN, 'GET', `/mall/v2/orders/${placed._id}`);
    const approver = await callJson<{ reimbursementNotes: Note[]; canApprove: boolean }>(LIU(), 'GET', `/mall/v2/orders/${placed._id}`);
    expect(buyer.body.data.reimbursementNotes.map((n) => n.rule)).toEqual(['fixedAsset']);
    expect(approver.body.data.canApprove).toBe(true);
    expect(approver.body.data.reimbursementNotes).toEqual(buyer.body.data.reimbursementNotes);
  });
});
