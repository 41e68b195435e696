/**
 * Quotes in the fake mall (docs/api.md §16): the pure rules from fixtures (discounts, status, validity, totals and
 * the VAT in them, the mall's answers, refusals), the seed's demo quotes and their dates, the handlers (access,
 * requests, the lazy answer, the demo control, decline, the 报价单 PDF) and ordering from a quote.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { readPdfResponse } from './pdf-reader.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { MALL_STARTED_MS, db } from '../../mocks/db/index.ts';
import { SEED_NOW, createSeed } from '../../mocks/db/seed/index.ts';
import { DEMO_QUOTE_ID, shiftQuotes } from '../../mocks/db/seed/quotes.ts';
import type { CompanyInfo, QuoteLineRecord, QuoteRecord, QuoteStatus } from '../../mocks/db/types.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { quoteControlHandlers, quoteHandlers } from '../../mocks/handlers/quotes.ts';
import { chinaToday } from '../../mocks/procurement-data.ts';
import { quoteTotalsOf } from '../../mocks/quote-data.ts';
import { shippingConditionOf } from '../../mocks/hazard-data.ts';
import {
  addDays,
  answerQuote,
  canAccept,
  canDecline,
  chinaDate,
  daysBetween,
  declineRefusal,
  listedUnitPrice,
  nextQuoteNo,
  orderRefusal,
  quoteStatus,
  requoteItems,
  quoteTotals,
  volumeDiscount,
} from '../../mocks/quote-rules.ts';
import { money } from '../../mocks/documents.ts';
import { rmbUppercase } from '../../mocks/rmb.ts';
import { stockStatus } from '../../src/shared/lib/stock-status.ts';
import { ALL_ROUTES } from '../e2e/support/all-routes.ts';

const BASE = 'http://localhost:3000';
const { call, callJson } = handlerClient([...quoteControlHandlers, ...quoteHandlers, ...orderHandlers], BASE);
const owner: string = DEMO.owner._id;
const sub: string = DEMO.sub._id;
const NSFC_FUND = '66af00000000000000000001';

beforeEach(() => db.reset());
afterEach(() => vi.useRealTimers());

// ---------------------------------------------------------------- fixtures

const line = (over: Partial<QuoteLineRecord>): QuoteLineRecord => ({
  _id: '77b000000000000000000001',
  kind: 'listed',
  matlId: '66a300000000000000000001',
  catalogNo: 'A-1',
  name: '抗体',
  spec: '100 µg',
  mfrName: 'BioLegend',
  quantity: 1,
  neededBy: null,
  note: '',
  status: 'quoted',
  listPrice: 100,
  unitPrice: 100,
  leadDays: 2,
  declineReason: null,
  ...over,
});

const quote = (over: Partial<QuoteRecord>): QuoteRecord => ({
  _id: '77b000000000000000000100',
  quoteNo: 'QT2611210001',
  memberId: owner,
  requestedBy: owner,
  lines: [line({})],
  remark: '',
  createdAt: '2026-11-21T10:00:00+08:00',
  quotedAt: '2026-11-21T10:00:00+08:00',
  validUntil: '2026-12-21',
  declinedBy: null,
  declineReason: null,
  orderId: null,
  ...over,
});

const pendingCustom = (answerAt?: number) =>
  line({ _id: '77b000000000000000000002', kind: 'custom', matlId: null, catalogNo: '', mfrName: '', status: 'pending', listPrice: null, unitPrice: null, leadDays: null, ...(answerAt === undefined ? {} : { answerAt }) });

describe('rules (mocks/quote-rules.ts)', () => {
  it('volume discount: ≥ 10 units 92 %, ≥ 5 units 95 %, to the fen', () => {
    expect([1, 4, 5, 9, 10, 200].map((q) => volumeDiscount(q)?.note ?? null)).toEqual([null, null, '满 5 件 95 折', '满 5 件 95 折', '满 10 件 92 折', '满 10 件 92 折']);
    expect(listedUnitPrice(100, 4)).toBe(100);
    expect(listedUnitPrice(100, 5)).toBe(95);
    expect(listedUnitPrice(123.45, 10)).toBe(113.57); // 113.574
    expect(listedUnitPrice(99.99, 5)).toBe(94.99); // 94.9905
    expect(listedUnitPrice(0.29, 10)).toBe(0.27); // 0.2668
  });

  it('totals: priced lines only, freight by the order rule, the 13 % VAT inside the amount', () => {
    const lines = [line({ quantity: 2, unitPrice: 95 }), pendingCustom(), line({ _id: 'x', kind: 'custom', status: 'declined', unitPrice: null })];
    // 205 − 205 / 1.13 = 23.584… → 23.58
    expect(quoteTotals(lines)).toEqual({ goodsAmount: 190, freight: 15, coldChainFee: 0, amount: 205, taxAmount: 23.58 });
    // free freight from 500; 1000.10 − 885.04 = 115.06
    expect(quoteTotals([line({ quantity: 10, unitPrice: 100.01 })])).toEqual({ goodsAmount: 1000.1, freight: 0, coldChainFee: 0, amount: 1000.1, taxAmount: 115.06 });
    expect(quoteTotals([pendingCustom()])).toEqual({ goodsAmount: 0, freight: 0, coldChainFee: 0, amount: 0, taxAmount: 0 });
  });

  it('totals carry the dry-ice fee of the order the quote would become (§20), inside the amount and its VAT', () => {
    // 190 + 15 + 80 = 285; 285 − 285 / 1.13 = 32.787… → 32.79
    expect(quoteTotals([line({ quantity: 2, unitPrice: 95 })], 80)).toEqual({ goodsAmount: 190, freight: 15, coldChainFee: 80, amount: 285, taxAmount: 32.79 });
    // nothing priced yet: no fee either
    expect(quoteTotals([pendingCustom()], 80)).toMatchObject({ coldChainFee: 0, amount: 0 });
  });

  it('status from the lines, validUntil (valid through that China day) and today; what the buyer may do', () => {
    const today = '2026-11-21';
    const cases: [Partial<QuoteRecord>, QuoteStatus][] = [
      [{ lines: [line({}), pendingCustom()], quotedAt: null, validUntil: null }, 'pending'],
      [{ validUntil: today }, 'quoted'],
      [{ validUntil: '2026-11-20' }, 'expired'],
      [{ validUntil: '2026-11-20', orderId: 'o1' }, 'accepted'],
      [{ declinedBy: 'buyer' }, 'declined'],
      [{ declinedBy: 'buyer', lines: [pendingCustom()] }, 'declined'],
      [{ lines: [line({ status: 'declined', unitPrice: null })], validUntil: null }, 'declined'],
    ];
    for (const [over, status] of cases) expect(quoteStatus(quote(over), today), JSON.stringify(over)).toBe(status);
    const may = (s: QuoteStatus) => [canAccept(s), canDecline(s)];
    expect(['pending', 'quoted', 'accepted', 'expired', 'declined'].map((s) => may(s as QuoteStatus))).toEqual([
      [false, true],
      [true, true],
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it('refusals (10132) say why', () => {
    const q = quote({ validUntil: '2026-11-20' });
    expect(orderRefusal('quoted', q, null)).toBeNull();
    expect(orderRefusal('expired', q, null)).toBe('报价单已过期（有效期至 2026-11-20），请重新询价');
    expect(orderRefusal('accepted', q, 'SO2611210001')).toBe('报价单已下单（订单 SO2611210001），不能重复使用');
    expect(orderRefusal('declined', q, null)).toBe('报价单已拒绝，不能下单');
    expect(orderRefusal('pending', q, null)).toBe('报价单尚未完成报价');
    expect([declineRefusal('pending'), declineRefusal('quoted'), declineRefusal('accepted'), declineRefusal('declined'), declineRefusal('expired')]).toEqual([
      null,
      null,
      '报价单已下单，不能拒绝',
      '报价单已拒绝',
      '报价单已过期',
    ]);
  });

  it('a custom line is answered lazily when due, at its own time; validity is the China date + 30 days', () => {
    // due 2026-11-21 23:59 China time: quoted that day, valid through 12-21
    const due = Date.parse('2026-11-21T23:59:00+08:00');
    const asked = quote({ lines: [line({}), pendingCustom(due)], quotedAt: null, validUntil: null });
    expect(answerQuote(asked, due - 1)).toBe(asked);
    const answered = answerQuote(asked, due + 3_600_000);
    expect(answered.lines[1]).toMatchObject({ status: 'quoted', mfrName: '实研定制', leadDays: 21, declineReason: null });
    expect(answered.lines[1]!.catalogNo).toMatch(/^QS-\d{6}$/);
    expect(answered.lines[1]!.unitPrice).toBeGreaterThan(0);
    expect(answered.lines[1]).not.toHaveProperty('answerAt');
    expect(answered).toMatchObject({ quotedAt: '2026-11-21T23:59:00+08:00', validUntil: '2026-12-21' });
    // the same answer every time it is read (a reloaded demo reads it again)
    expect(answerQuote(asked, due + 7_200_000)).toEqual(answered);
    // a catalogue number the buyer gave stays; the control's price is used
    const named = quote({ lines: [{ ...pendingCustom(), catalogNo: 'SG-1' }], quotedAt: null, validUntil: null });
    expect(answerQuote(named, due, { price: 4680 }).lines[0]).toMatchObject({ catalogNo: 'SG-1', unitPrice: 4680 });
  });

  it('every line declined: the mall declines the quote; a priced line keeps it quoted', () => {
    const now = Date.parse('2026-11-21T10:00:00+08:00');
    const allCustom = answerQuote(quote({ lines: [pendingCustom()], quotedAt: null, validUntil: null }), now, { decline: true });
    expect(allCustom).toMatchObject({ declinedBy: 'mall', validUntil: null });
    expect(allCustom.lines[0]!.declineReason).toMatch(/^无法供货：/);
    expect(quoteStatus(allCustom, '2026-11-21')).toBe('declined');
    const mixed = answerQuote(quote({ lines: [line({}), pendingCustom()], quotedAt: null, validUntil: null }), now, { decline: true });
    expect(mixed).toMatchObject({ declinedBy: null, validUntil: '2026-12-21' });
    expect(quoteStatus(mixed, '2026-11-21')).toBe('quoted');
    // the buyer's decline and an order stop the answers
    const declined = quote({ lines: [pendingCustom(0)], declinedBy: 'buyer' });
    expect(answerQuote(declined, now)).toBe(declined);
  });

  it('dates: the China day, whole days between two times, quote numbers by day', () => {
    expect(chinaDate('2026-11-21T23:30:00+08:00')).toBe('2026-11-21');
    expect(chinaDate(Date.parse('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(daysBetween(SEED_NOW, '2026-11-26T01:00:00+08:00')).toBe(5);
    expect(daysBetween(SEED_NOW, '2026-11-20T23:59:00+08:00')).toBe(-1);
    expect(nextQuoteNo('2026-11-21', ['QT2611210001', 'QT2611210007', 'QT2611200009'])).toBe('QT2611210008');
    expect(nextQuoteNo('2026-11-22', ['QT2611210001'])).toBe('QT2611220001');
  });
});

// ---------------------------------------------------------------- the seed

describe('the demo quotes (seed)', () => {
  const today = () => chinaToday();

  it('are deterministic, and dated from the day the fake mall started (the ordered one on the seed clock)', () => {
    const seeded = createSeed().quotes;
    expect(JSON.stringify(createSeed().quotes)).toBe(JSON.stringify(seeded));
    expect(db.seed.quotes).toEqual(shiftQuotes(seeded, daysBetween(SEED_NOW, MALL_STARTED_MS)));
    const moved = shiftQuotes(seeded, 3);
    const accepted = seeded.find((q) => q.orderId)!;
    expect(moved.find((q) => q._id === accepted._id)).toBe(accepted);
    const other = seeded.find((q) => q._id === DEMO_QUOTE_ID)!;
    const shifted = moved.find((q) => q._id === DEMO_QUOTE_ID)!;
    expect(Date.parse(shifted.createdAt) - Date.parse(other.createdAt)).toBe(3 * 86_400_000);
    expect(shifted.validUntil).toBe(addDays(other.validUntil!, 3));
    expect(shifted.quoteNo).toBe(`QT${chinaDate(shifted.createdAt).slice(2).replace(/-/g, '')}${other.quoteNo.slice(-4)}`);
  });

  it('the owner has one in every status, one expiring tomorrow, one with volume discounts; 陈晨 has her own', () => {
    const ownerQuotes = db.state.quotes.filter((q) => q.memberId === owner);
    const statuses = ownerQuotes.map((q) => quoteStatus(q, today()));
    for (const status of ['pending', 'quoted', 'accepted', 'expired', 'declined'] as const) expect(statuses).toContain(status);
    expect(ownerQuotes.some((q) => q.declinedBy === 'buyer')).toBe(true);
    expect(ownerQuotes.some((q) => q.declinedBy === 'mall')).toBe(true);
    // tomorrow as of the day the fake mall started (a run that crosses midnight, China time, keeps that day's dates)
    expect(ownerQuotes.some((q) => quoteStatus(q, today()) === 'quoted' && q.validUntil === addDays(chinaDate(MALL_STARTED_MS), 1))).toBe(true);
    const pending = ownerQuotes.find((q) => quoteStatus(q, today()) === 'pending')!;
    expect(pending.lines.some((l) => l.kind === 'custom' && l.status === 'pending')).toBe(true);
    const demo = db.state.quotes.find((q) => q._id === DEMO_QUOTE_ID)!;
    expect(quoteStatus(demo, today())).toBe('quoted');
    expect(demo.lines.map((l) => l.quantity)).toEqual(expect.arrayContaining([10, 5]));
    expect(demo.lines.some((l) => l.status === 'declined')).toBe(true);
    expect(ownerQuotes.filter((q) => q.requestedBy === sub)).toHaveLength(1);
    // the e2e route visit and the README use its id
    expect(ALL_ROUTES.map((r) => r.path)).toContain(`/quote/${DEMO_QUOTE_ID}`);
    const ids = db.state.quotes.map((q) => q.quoteNo);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the accepted one is linked to its order, which says so on its timeline; its prices are the order’s', async () => {
    const accepted = db.state.quotes.find((q) => q.orderId)!;
    const order = db.state.orders.find((o) => o._id === accepted.orderId)!;
    expect(order.quoteId).toBe(accepted._id);
    // the README names it
    expect(order.orderNo).toBe('SO2611140070');
    expect(accepted.createdAt < order.createdAt).toBe(true);
    expect(accepted.lines.map((l) => [l.matlId, l.quantity, l.unitPrice])).toEqual(order.items.map((i) => [i.matlId, i.quantity, i.price]));
    const { body } = await callJson<{ quote: { _id: string; quoteNo: string } | null; timeline: { kind: string; note: string | null }[] }>(owner, 'GET', `/mall/v2/orders/${order._id}`);
    expect(body.data.quote).toEqual({ _id: accepted._id, quoteNo: accepted.quoteNo });
    expect(body.data.timeline.find((e) => e.kind === 'placed')?.note).toBe(`按报价单 ${accepted.quoteNo} 下单`);
    const other = await callJson<{ quote: unknown }>(owner, 'GET', `/mall/v2/orders/${db.state.orders.find((o) => o.memberId === owner && !o.quoteId)!._id}`);
    expect(other.body.data.quote).toBeNull();
  });
});

// ---------------------------------------------------------------- handlers

interface QuoteView {
  _id: string;
  quoteNo: string;
  status: QuoteStatus;
  statusLabel: string;
  validUntil: string | null;
  quotedAt: string | null;
  amount: number;
  goodsAmount: number;
  freight: number;
  taxAmount: number;
  taxRate: number;
  lineCount: number;
  names: string[];
  requestedByName: string;
  orderId: string | null;
  orderNo: string | null;
  canAccept: boolean;
  canDecline: boolean;
  declinedBy: 'buyer' | 'mall' | null;
  declineReason: string | null;
  lines: (QuoteLineRecord & { statusLabel: string; amount: number | null; discountNote: string | null })[];
}

const squash = (text: string): string => text.replace(/\s+/g, '');
const orderable = () => db.state.materials.filter((m) => !m.offShelf && stockStatus(m).orderable && m.stock > 0);
const byStatus = (status: QuoteStatus, as = owner) =>
  db.state.quotes.find((q) => q.memberId === owner && (as === owner || q.requestedBy === as) && quoteStatus(q, chinaToday()) === status)!;
const ask = (body: unknown, as = owner) => callJson<QuoteView>(as, 'POST', '/mall/v1/quotes', body);

describe('GET {v1}/quotes and {v1}/quotes/{id}', () => {
  it('the owner sees every quote of the account newest first, a sub-account its own; filters by status', async () => {
    const all = await callJson<Page<QuoteView>>(owner, 'GET', '/mall/v1/quotes?pageSize=50');
    expect(all.body.code).toBe(0);
    expect(all.body.data.total).toBe(db.state.quotes.filter((q) => q.memberId === owner).length);
    expect(all.body.data.pageSize).toBe(50);
    const times = all.body.data.list.map((q) => (q as unknown as { createdAt: string }).createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.body.data.list.some((q) => q.requestedByName === '陈晨')).toBe(true);
    const mine = await callJson<Page<QuoteView>>(sub, 'GET', '/mall/v1/quotes');
    expect(mine.body.data.list.map((q) => q.requestedByName)).toEqual(['陈晨']);
    expect((await callJson<Page<QuoteView>>(owner, 'GET', '/mall/v1/quotes')).body.data.pageSize).toBe(10);
    const expired = await callJson<Page<QuoteView>>(owner, 'GET', '/mall/v1/quotes?status=expired');
    expect(expired.body.data.list.map((q) => q.status)).toEqual(['expired']);
    const bad = await callJson(owner, 'GET', '/mall/v1/quotes?status=old');
    expect([bad.status, bad.body.msg]).toEqual([400, '报价单状态不正确']);
    expect((await callJson(DEMO.noCompany._id, 'GET', '/mall/v1/quotes')).body).toMatchObject({ code: 10010, msg: '请先完善企业信息' });
  });

  it('a quote with its lines, totals and what may be done; 404 for a quote the member does not see', async () => {
    const { body } = await callJson<QuoteView>(owner, 'GET', `/mall/v1/quotes/${DEMO_QUOTE_ID}`);
    expect(body.data).toMatchObject({ status: 'quoted', statusLabel: '已报价', canAccept: true, canDecline: true, taxRate: 0.13 });
    const ten = body.data.lines.find((l) => l.quantity === 10)!;
    expect(ten).toMatchObject({ discountNote: '满 10 件 92 折', unitPrice: listedUnitPrice(ten.listPrice!, 10), statusLabel: '已报价' });
    expect(body.data.lines.find((l) => l.status === 'declined')).toMatchObject({ statusLabel: '无法供货', amount: null });
    const stored = db.state.quotes.find((q) => q._id === DEMO_QUOTE_ID)!;
    expect(body.data).toMatchObject(quoteTotalsOf(stored));
    expect(body.data.lines[0]).not.toHaveProperty('answerAt');
    const subsQuote = db.state.quotes.find((q) => q.requestedBy === sub)!;
    expect((await callJson(owner, 'GET', `/mall/v1/quotes/${subsQuote._id}`)).body.code).toBe(0);
    const hidden = await callJson(sub, 'GET', `/mall/v1/quotes/${DEMO_QUOTE_ID}`);
    expect([hidden.status, hidden.body.msg]).toEqual([404, '报价单不存在']);
  });
});

describe('POST {v1}/quotes', () => {
  it('prices listed lines at once (volume discount); a custom line keeps the quote pending', async () => {
    const [a, b] = orderable();
    const listedOnly = await ask({ items: [{ matlId: a!._id, quantity: 10 }, { matlId: b!._id, quantity: 1 }], remark: '招标 2026-118' }, sub);
    expect(listedOnly.body.code, listedOnly.body.msg).toBe(0);
    expect(listedOnly.body.data).toMatchObject({ status: 'quoted', requestedByName: '陈晨', validUntil: addDays(chinaToday(), 30) });
    expect(listedOnly.body.data.quoteNo).toMatch(new RegExp(`^QT${chinaToday().slice(2).replace(/-/g, '')}\\d{4}$`));
    expect(listedOnly.body.data.lines[0]).toMatchObject({ kind: 'listed', listPrice: a!.price, unitPrice: listedUnitPrice(a!.price, 10) });
    const stored = db.state.quotes.find((q) => q._id === listedOnly.body.data._id)!;
    expect(stored).toMatchObject({ memberId: owner, requestedBy: sub, remark: '招标 2026-118' });

    const withCustom = await ask({ items: [{ matlId: a!._id, quantity: 1 }], customItems: [{ name: '定制多肽', spec: '5 mg', quantity: 2, neededBy: addDays(chinaToday(), 10), note: '纯度 ≥ 95%' }] });
    expect(withCustom.body.data).toMatchObject({ status: 'pending', quotedAt: null, validUntil: null, canAccept: false, canDecline: true });
    expect(withCustom.body.data.lines[1]).toMatchObject({ kind: 'custom', matlId: null, catalogNo: '', mfrName: '', status: 'pending', statusLabel: '待报价', unitPrice: null });
    // the listed line's price counts already
    expect(withCustom.body.data.amount).toBe(quoteTotalsOf(db.state.quotes.find((q) => q._id === withCustom.body.data._id)!).amount);
  });

  it('refuses an empty or too long request (10130), a material twice (400), an off-shelf one (10131), bad fields (400)', async () => {
    const [a] = orderable();
    expect((await ask({ remark: '空' })).body).toMatchObject({ code: 10130, msg: '请至少添加一个询价商品' });
    const many = orderable().slice(0, 51).map((m) => ({ matlId: m._id, quantity: 1 }));
    expect((await ask({ items: many })).body).toMatchObject({ code: 10130, msg: '一次最多询价 50 种商品' });
    const twice = await ask({ items: [{ matlId: a!._id, quantity: 1 }, { matlId: a!._id, quantity: 2 }] });
    expect([twice.status, twice.body.msg]).toEqual([400, `商品重复：${a!.catalogNo}`]);
    const off = db.state.materials.find((m) => m.offShelf)!;
    expect((await ask({ items: [{ matlId: off._id, quantity: 1 }] })).body).toMatchObject({ code: 10131, msg: `商品 ${off.catalogNo} 已下架，无法询价` });
    const past = await ask({ customItems: [{ name: '定制多肽', spec: '5 mg', quantity: 1, neededBy: addDays(chinaToday(), -1) }] });
    expect([past.status, past.body.msg]).toEqual([400, '需求日期不能早于今天']);
    const noSpec = await ask({ customItems: [{ name: '定制多肽', quantity: 1 }] });
    expect([noSpec.status, noSpec.body.msg]).toEqual([400, '规格不能为空']);
    const zero = await ask({ items: [{ matlId: a!._id, quantity: 0 }] });
    expect([zero.status, zero.body.msg]).toEqual([400, '数量不能小于 1']);
    expect(db.state.quotes).toHaveLength(db.seed.quotes.length);
  });

  it('the fake mall answers a custom line by itself 2 minutes after the request, read lazily', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const asked = await ask({ customItems: [{ name: '定制多肽', spec: '5 mg', quantity: 2 }] });
    vi.setSystemTime(Date.now() + 119_000);
    expect((await callJson<QuoteView>(owner, 'GET', `/mall/v1/quotes/${asked.body.data._id}`)).body.data.status).toBe('pending');
    vi.setSystemTime(Date.now() + 2_000);
    const { body } = await callJson<QuoteView>(owner, 'GET', `/mall/v1/quotes/${asked.body.data._id}`);
    expect(body.data).toMatchObject({ status: 'quoted', canAccept: true, validUntil: addDays(chinaToday(), 30) });
    expect(body.data.lines[0]).toMatchObject({ status: 'quoted', mfrName: '实研定制', leadDays: 21 });
    expect(body.data.lines[0]!.catalogNo).toMatch(/^QS-\d{6}$/);
    // stored as answered
    expect(db.state.quotes.find((q) => q._id === asked.body.data._id)!.lines[0]!.status).toBe('quoted');
  });
});

describe('POST /__mock/quotes/{id}/answer (demo control)', () => {
  it('prices every pending custom line now, then has nothing left (409); declines on request; 404 for no quote', async () => {
    const pending = byStatus('pending');
    const control = (id: string, body: unknown) => callJson<QuoteView>(null, 'POST', `/__mock/quotes/${id}/answer`, body);
    const { body } = await control(pending._id, { price: 1280.5 });
    expect(body.code).toBe(0);
    expect(body.data.status).toBe('quoted');
    expect(body.data.lines.find((l) => l.kind === 'custom')).toMatchObject({ unitPrice: 1280.5, status: 'quoted', leadDays: 21, catalogNo: 'SG-2026-118' });
    const again = await control(pending._id, {});
    expect([again.status, again.body.msg]).toEqual([409, '该报价单没有待报价的商品']);
    expect((await control('66bc00000000000000000999', {})).status).toBe(404);
    const bad = await control(pending._id, { price: -1 });
    expect(bad.status).toBe(400);
    for (const price of [19.999, '19.99']) expect((await control(pending._id, { price })).status).toBe(400);

    const asked = await ask({ customItems: [{ name: '定制多肽', spec: '5 mg', quantity: 2 }] });
    // a price with two decimals that floating point cannot hold exactly (19.99 * 100 = 1998.9999999999998)
    const fen = await ask({ customItems: [{ name: '定制引物', spec: '1 OD', quantity: 1 }] });
    const priced = await control(fen.body.data._id, { price: 19.99 });
    expect(priced.body.code, priced.body.msg).toBe(0);
    expect(priced.body.data.lines[0]).toMatchObject({ unitPrice: 19.99, status: 'quoted' });
    const declined = await control(asked.body.data._id, { decline: true });
    expect(declined.body.data).toMatchObject({ status: 'declined', declinedBy: 'mall', canDecline: false });
    expect(declined.body.data.lines[0]!.declineReason).toMatch(/^无法供货：/);
  });
});

describe('PUT {v1}/quotes/{id}/decline', () => {
  it('the buyer turns a quoted or pending quote down; refusals (10132) for the others', async () => {
    const decline = (id: string, body: unknown = {}, as = owner) => callJson<QuoteView>(as, 'PUT', `/mall/v1/quotes/${id}/decline`, body);
    const { body } = await decline(DEMO_QUOTE_ID, { reason: '经费未获批' });
    expect(body.data).toMatchObject({ status: 'declined', declinedBy: 'buyer', declineReason: '经费未获批', canAccept: false, canDecline: false });
    expect((await decline(DEMO_QUOTE_ID)).body).toMatchObject({ code: 10132, msg: '报价单已拒绝' });
    expect((await decline(byStatus('pending')._id)).body.data).toMatchObject({ status: 'declined', declineReason: null });
    expect((await decline(byStatus('accepted')._id)).body).toMatchObject({ code: 10132, msg: '报价单已下单，不能拒绝' });
    expect((await decline(byStatus('expired')._id)).body).toMatchObject({ code: 10132, msg: '报价单已过期' });
    expect((await decline(DEMO_QUOTE_ID, {}, sub)).status).toBe(404);
    const long = await decline(byStatus('quoted', sub)._id, { reason: '长'.repeat(201) }, sub);
    expect(long.status).toBe(400);
  });
});

describe('GET {v1}/quotes/{id}/pdf', () => {

  it('the 报价单: seller, buyer, dates, priced and declined lines, tax, the total in 大写, terms and remark', async () => {
    const response = await call(owner, 'GET', `/mall/v1/quotes/${DEMO_QUOTE_ID}/pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const stored = db.state.quotes.find((q) => q._id === DEMO_QUOTE_ID)!;
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain(`报价单-${stored.quoteNo}.pdf`);
    const pdf = await readPdfResponse(response);
    const text = squash(pdf.text);
    const company = db.state.members.find((m) => m._id === owner)!.companyInfo as CompanyInfo;
    const totals = quoteTotalsOf(stored);
    expect(pdf.title).toBe(`报价单 ${stored.quoteNo}`);
    // one quote number everywhere (issue 42): the page's QT…, never a BJ- prefix of the PDF's own
    expect(pdf.text).not.toContain('BJ-');
    expect(text).toContain(squash(`报价单号：${stored.quoteNo}`));
    for (const expected of [
      '上海实研生物科技有限公司',
      '91310115MA1G7K2T6K',
      '中国工商银行上海张江科技支行',
      company.name,
      company.creditCode,
      '询价人：王敏',
      `有效期至：${Number(stored.validUntil!.slice(0, 4))}年${Number(stored.validUntil!.slice(5, 7))}月${Number(stored.validUntil!.slice(8))}日`,
      '满10件92折',
      '无法供货：',
      '税率13%',
      `其中税额（税率13%）${money(totals.taxAmount)}`,
      `报价总金额（含税）${money(totals.amount)}`,
      `人民币${rmbUppercase(totals.amount)}`,
      stored.remark,
      '银行转账',
    ]) {
      expect(text, expected).toContain(squash(expected));
    }
    for (const l of stored.lines) expect(text).toContain(squash(l.name));
  });

  it('none while pending or without a priced line (10133); 404 for another member', async () => {
    expect((await callJson(owner, 'GET', `/mall/v1/quotes/${byStatus('pending')._id}/pdf`)).body).toMatchObject({ code: 10133, msg: '尚未报价，暂无报价单' });
    const byMall = db.state.quotes.find((q) => q.declinedBy === 'mall')!;
    expect((await callJson(owner, 'GET', `/mall/v1/quotes/${byMall._id}/pdf`)).body.code).toBe(10133);
    expect((await call(sub, 'GET', `/mall/v1/quotes/${DEMO_QUOTE_ID}/pdf`)).status).toBe(404);
  });
});

// ---------------------------------------------------------------- ordering from a quote

describe('an order from a quote (POST {v1}/orders/preview and {v1}/orders with quoteId)', () => {
  const address = () => db.state.addresses.find((a) => a.memberId === owner)!;
  const place = (body: Record<string, unknown>, as = owner) =>
    callJson<{ _id: string; orderNo: string; amount: number; status: string }>(as, 'POST', '/mall/v1/orders', { addressId: address()._id, fundId: NSFC_FUND, ...body });

  /** A quoted quote with a listed line at a discount, a priced custom line and a declined one. */
  async function mixedQuote(): Promise<QuoteView> {
    const [a] = orderable();
    const asked = await ask({ items: [{ matlId: a!._id, quantity: 5 }], customItems: [{ name: '定制多肽', spec: '5 mg', quantity: 2 }, { name: '定制抗体', spec: '1 mg', quantity: 1 }] });
    const quote = db.state.quotes.find((q) => q._id === asked.body.data._id)!;
    // the mall prices the first custom line, declines the second
    const answered = answerQuote({ ...quote, lines: quote.lines.slice(0, 2) }, Date.now(), { price: 900 });
    const declined = answerQuote({ ...quote, lines: quote.lines.slice(2) }, Date.now(), { decline: true });
    Object.assign(quote, answered, { lines: [...answered.lines, ...declined.lines] });
    return (await callJson<QuoteView>(owner, 'GET', `/mall/v1/quotes/${quote._id}`)).body.data;
  }

  it('a quote with a dry-ice line shows the 干冰费 the order will carry: the quote, its PDF, the preview and the order agree', async () => {
    const dryIce = orderable().find((m) => shippingConditionOf(m.shipping) === 'dryIce')!;
    const ambient = orderable().find((m) => shippingConditionOf(m.shipping) === 'ambient')!;
    const asked = await ask({ items: [{ matlId: dryIce._id, quantity: 1 }, { matlId: ambient._id, quantity: 1 }] });
    const quote = (await callJson<QuoteView & { coldChainFee: number }>(owner, 'GET', `/mall/v1/quotes/${asked.body.data._id}`)).body.data;
    expect(quote.coldChainFee).toBe(80);
    expect(quote.amount).toBe(Math.round((quote.goodsAmount + quote.freight + 80) * 100) / 100);
    const listed = (await callJson<Page<{ _id: string; amount: number }>>(owner, 'GET', '/mall/v1/quotes')).body.data.list.find((q) => q._id === quote._id)!;
    expect(listed.amount).toBe(quote.amount);
    const pdf = squash((await readPdfResponse(await call(owner, 'GET', `/mall/v1/quotes/${quote._id}/pdf`))).text);
    expect(pdf).toContain(squash(`干冰及保温箱费${money(80)}`));

    const preview = await callJson<{ coldChainFee: number; amount: number }>(owner, 'POST', '/mall/v1/orders/preview', { quoteId: quote._id, fundId: NSFC_FUND });
    expect(preview.body.data).toMatchObject({ coldChainFee: 80, amount: quote.amount });
    const expected = quote.lines.map((l) => ({ matlId: l.matlId!, price: l.unitPrice!, quantity: l.quantity }));
    const placed = await place({ quoteId: quote._id, expected, idempotencyKey: 'q-dry' });
    expect(placed.body.code, placed.body.msg).toBe(0);
    expect(placed.body.data.amount).toBe(quote.amount);
  });

  it('takes the quote’s priced lines at the quoted prices; the cart is neither read nor changed; the quote becomes accepted', async () => {
    const quote = await mixedQuote();
    expect(quote.status).toBe('quoted');
    const priced = quote.lines.filter((l) => l.status === 'quoted');
    const cart = JSON.stringify(db.state.carts);

    const preview = await callJson<{ goodsAmount: number; freight: number; amount: number; approval: { required: boolean } }>(owner, 'POST', '/mall/v1/orders/preview', {
      quoteId: quote._id,
      fundId: NSFC_FUND,
      matlIds: [db.state.carts.find((c) => c.memberId === owner)!.matlId],
    });
    expect(preview.body.code, preview.body.msg).toBe(0);
    expect(preview.body.data).toMatchObject({ goodsAmount: quote.goodsAmount, freight: quote.freight, amount: quote.amount });

    const expected = priced.map((l) => ({ matlId: l.matlId ?? l._id, price: l.unitPrice!, quantity: l.quantity }));
    const placed = await place({ quoteId: quote._id, expected, poNo: 'PO-Q-1', idempotencyKey: 'q-1' });
    expect(placed.body.code, placed.body.msg).toBe(0);
    expect(placed.body.data.amount).toBe(quote.amount);
    expect(placed.body.data.status).toBe(preview.body.data.approval.required ? 'pendingApproval' : 'pendingReview');
    expect(JSON.stringify(db.state.carts)).toBe(cart);

    const order = db.state.orders.find((o) => o._id === placed.body.data._id)!;
    expect(order).toMatchObject({ quoteId: quote._id, poNo: 'PO-Q-1', fundId: NSFC_FUND });
    expect(order.items.map((i) => [i.matlId, i.catalogNo, i.price, i.quantity])).toEqual(priced.map((l) => [l.matlId ?? l._id, l.catalogNo, l.unitPrice, l.quantity]));
    // the custom line: its quote line's _id as matlId
    const custom = priced.find((l) => l.kind === 'custom')!;
    expect(order.items.some((i) => i.matlId === custom._id && i.catalogNo.startsWith('QS-'))).toBe(true);

    const detail = await callJson<{ quote: { _id: string; quoteNo: string }; timeline: { kind: string; note: string | null }[] }>(owner, 'GET', `/mall/v2/orders/${order._id}`);
    expect(detail.body.data.quote).toEqual({ _id: quote._id, quoteNo: quote.quoteNo });
    expect(detail.body.data.timeline.find((e) => e.kind === 'placed')?.note).toBe(`按报价单 ${quote.quoteNo} 下单；经费：国自然面上项目 32170001`);

    const after = (await callJson<QuoteView>(owner, 'GET', `/mall/v1/quotes/${quote._id}`)).body.data;
    expect(after).toMatchObject({ status: 'accepted', statusLabel: '已接受', orderId: order._id, orderNo: order.orderNo, canAccept: false, canDecline: false });

    // used: refused, naming the order
    expect((await place({ quoteId: quote._id })).body).toMatchObject({ code: 10132, msg: `报价单已下单（订单 ${order.orderNo}），不能重复使用` });
    // a retried POST (same idempotency key) answers the order it created
    expect((await place({ quoteId: quote._id, idempotencyKey: 'q-1' })).body).toMatchObject({ code: 0, data: { _id: order._id, replayed: true } });
  });

  it('a quote becomes an order at most once: two submissions sent together (two tabs), one order, the other refused (10132)', async () => {
    const quote = await mixedQuote();
    const expected = quote.lines.filter((l) => l.status === 'quoted').map((l) => ({ matlId: l.matlId ?? l._id, price: l.unitPrice!, quantity: l.quantity }));
    const before = db.state.orders.length;
    const both = await Promise.all([place({ quoteId: quote._id, expected, idempotencyKey: 'tab-1' }), place({ quoteId: quote._id, expected, idempotencyKey: 'tab-2' })]);
    expect(both.map((r) => r.body.code).sort()).toEqual([0, 10132]);
    expect(db.state.orders).toHaveLength(before + 1);
    expect(db.state.orders.filter((o) => o.quoteId === quote._id)).toHaveLength(1);
  });

  it('expected is compared with the quote (10014); refusals 10132 before the order; 404 for a quote not seen', async () => {
    const demo = db.state.quotes.find((q) => q._id === DEMO_QUOTE_ID)!;
    const first = demo.lines.find((l) => l.status === 'quoted')!;
    const listPrice = await place({ quoteId: demo._id, expected: [{ matlId: first.matlId!, price: first.listPrice! }] });
    expect(listPrice.body).toMatchObject({ code: 10014, msg: `商品 ${first.catalogNo} 的价格已变为 ¥${first.unitPrice!.toFixed(2)}，请确认后再提交` });
    const orders = db.state.orders.length;
    const expired = byStatus('expired');
    expect((await place({ quoteId: expired._id })).body).toMatchObject({ code: 10132, msg: `报价单已过期（有效期至 ${expired.validUntil}），请重新询价` });
    expect((await place({ quoteId: byStatus('pending')._id })).body).toMatchObject({ code: 10132, msg: '报价单尚未完成报价' });
    const declined = db.state.quotes.find((q) => q.declinedBy === 'buyer')!;
    expect((await place({ quoteId: declined._id })).body).toMatchObject({ code: 10132, msg: '报价单已拒绝，不能下单' });
    expect((await callJson(owner, 'POST', '/mall/v1/orders/preview', { quoteId: expired._id })).body.code).toBe(10132);
    const hidden = await place({ quoteId: demo._id }, sub);
    expect([hidden.status, hidden.body.msg]).toEqual([404, '报价单不存在']);
    expect(db.state.orders).toHaveLength(orders);
    expect(demo.orderId).toBeNull();
  });

  it('a sub-account orders from its own quote under the account’s fund and approval rules', async () => {
    const own = byStatus('quoted', sub);
    const addressId = db.state.addresses.find((a) => a.memberId === sub || a.memberId === owner)!._id;
    const noFund = await callJson(sub, 'POST', '/mall/v1/orders', { addressId, quoteId: own._id });
    expect(noFund.body).toMatchObject({ code: 10092, msg: '请选择经费' });
    const preview = await callJson<{ approval: { required: boolean } }>(sub, 'POST', '/mall/v1/orders/preview', { quoteId: own._id, fundId: NSFC_FUND });
    const placed = await callJson<{ _id: string; status: string }>(sub, 'POST', '/mall/v1/orders', { addressId, quoteId: own._id, fundId: NSFC_FUND });
    expect(placed.body.code, placed.body.msg).toBe(0);
    expect(placed.body.data.status).toBe(preview.body.data.approval.required ? 'pendingApproval' : 'pendingReview');
    expect(db.state.orders.find((o) => o._id === placed.body.data._id)).toMatchObject({ placedBy: sub, quoteId: own._id });
  });
});

// ---------------------------------------------------------------- changing an order placed from a quote

describe('changing the quantities of an order placed from a quote (approve, resubmit)', () => {
  const item = (matlId: string, quantity: number, price: number) => ({ matlId, catalogNo: 'A-1', name: '抗体', spec: '100 µg', mfrName: 'BioLegend', price, quantity, shippedQty: 0 });
  const listed = line({ matlId: 'm-listed', quantity: 10, listPrice: 100, unitPrice: 92 });
  const custom = line({ _id: 'q-custom', kind: 'custom', matlId: null, quantity: 2, listPrice: null, unitPrice: 900 });

  it('re-prices a lowered listed line by the volume discount; keeps a custom line’s and an unchanged line’s price', () => {
    expect(requoteItems([listed, custom], [item('m-listed', 5, 92), item('q-custom', 1, 900)])).toEqual({
      ok: true,
      items: [item('m-listed', 5, listedUnitPrice(100, 5)), item('q-custom', 1, 900)],
    });
    expect(listedUnitPrice(100, 5)).toBe(95);
    expect(requoteItems([listed], [item('m-listed', 4, 92)])).toMatchObject({ items: [{ price: 100 }] });
    expect(requoteItems([listed], [item('m-listed', 10, 92)])).toMatchObject({ items: [{ price: 92 }] });
  });

  it('refuses a quantity above the quoted one', () => {
    expect(requoteItems([listed, custom], [item('m-listed', 11, 92)])).toEqual({ ok: false, msg: '按报价单下单的商品数量只能调低' });
    expect(requoteItems([listed, custom], [item('q-custom', 3, 900)])).toEqual({ ok: false, msg: '按报价单下单的商品数量只能调低' });
  });

  /** The sub-account orders 10 of a listed material (92 %) from its own quote; the order awaits the owner's approval. */
  async function quotedOrder() {
    const [a] = orderable();
    const asked = await ask({ items: [{ matlId: a!._id, quantity: 10 }] }, sub);
    expect(asked.body.code, asked.body.msg).toBe(0);
    const addressId = db.state.addresses.find((x) => x.memberId === sub || x.memberId === owner)!._id;
    const placed = await callJson<{ _id: string }>(sub, 'POST', '/mall/v1/orders', { addressId, quoteId: asked.body.data._id, fundId: NSFC_FUND });
    expect(placed.body.code, placed.body.msg).toBe(0);
    const order = db.state.orders.find((o) => o._id === placed.body.data._id)!;
    if (order.status !== 'pendingApproval') {
      order.status = 'pendingApproval';
      order.approval = { status: 'pending', reasons: ['金额超过审批额度'], adjusted: [] };
    }
    expect(order.items[0]!.price).toBe(listedUnitPrice(a!.price, 10));
    return { order, material: a! };
  }

  it('approve: lowering re-prices the line and the totals', async () => {
    const { order, material } = await quotedOrder();
    const approved = await callJson<{ items: { price: number; quantity: number }[]; goodsAmount: number }>(owner, 'PUT', `/mall/v1/orders/${order._id}/approve`, {
      version: order.version,
      quantities: [{ matlId: material._id, quantity: 5 }],
    });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect(approved.body.data.items[0]).toMatchObject({ quantity: 5, price: listedUnitPrice(material.price, 5) });
    expect(approved.body.data.goodsAmount).toBe(Math.round(listedUnitPrice(material.price, 5) * 5 * 100) / 100);
  });

  it('resubmit: at most the quoted quantity, a lowered line re-priced', async () => {
    const { order, material } = await quotedOrder();
    order.status = 'rejected';
    order.approval = { status: 'rejected', reasons: [], adjusted: [], rejectReason: '数量太多' };
    const resubmit = (quantity: number) =>
      callJson<{ items: { price: number; quantity: number }[] }>(sub, 'PUT', `/mall/v1/orders/${order._id}/resubmit`, {
        version: order.version,
        quantities: [{ matlId: material._id, quantity }],
      });
    const raised = await resubmit(11);
    expect([raised.status, raised.body.msg]).toEqual([400, '按报价单下单的商品数量只能调低']);
    expect(order.items[0]).toMatchObject({ quantity: 10, price: listedUnitPrice(material.price, 10) });
    const lowered = await resubmit(4);
    expect(lowered.body.code, lowered.body.msg).toBe(0);
    expect(lowered.body.data.items[0]).toMatchObject({ quantity: 4, price: material.price });
  });
});
