/**
 * Statements (对账单) in the fake mall, docs/api.md §18: the pure rules from fixtures (the delivery month of an
 * order, the lines, totals, status, what may be done, the 12-month window), the seed's answers, the handlers as the
 * owner and as a sub-account with every refusal (10150–10152), the demo control that answers disputes (§10), and
 * the 对账单 PDF read back as text.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlerClient } from './helpers.ts';
import { readPdfResponse } from './pdf-reader.ts';
import { accountFunds, visibleFunds } from '../../mocks/procurement-data.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { createSeed } from '../../mocks/db/seed/index.ts';
import { SEED_NOW_MS } from '../../mocks/db/seed/time.ts';
import type { FundRecord, InvoiceRecord, OrderRecord, StatementRecord, StockOutRecord } from '../../mocks/db/types.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { shipControlHandlers } from '../../mocks/handlers/ship-control.ts';
import { statementControlHandlers, statementHandlers } from '../../mocks/handlers/statements.ts';
import { rmbUppercase } from '../../mocks/rmb.ts';
import { statementPdf, type StatementPdfInput } from '../../mocks/statement-pdf.ts';
import {
  addMonths,
  canConfirm,
  canDispute,
  chinaMonth,
  confirmRefusal,
  deliveredAt,
  deliveryMonth,
  disputeRefusal,
  isMonth,
  monthPeriod,
  statementLines,
  statementStatus,
  statementTotals,
  windowMonths,
  type LineSources,
  type StatementLine,
} from '../../mocks/statement-rules.ts';

// ---------------------------------------------------------------- fixtures

const order = (id: string, over: Partial<OrderRecord> = {}): OrderRecord => ({
  _id: id,
  orderNo: `SO26100${id}`,
  memberId: 'owner',
  status: 'completed',
  items: [
    { matlId: 'm1', catalogNo: 'C1', name: '抗体', spec: '100 µg', mfrName: '达优', price: 100.1, quantity: 2, shippedQty: 2 },
    { matlId: 'm2', catalogNo: 'C2', name: '试剂', spec: '500 mL', mfrName: '国药', price: 0.2, quantity: 1, shippedQty: 1 },
  ],
  goodsAmount: 200.4,
  freight: 15,
  amount: 215.4,
  address: { _id: 'a', receiver: '陈晨', cellphone: '13800000003', provinceCode: '310000', cityCode: '310100', districtCode: '310104', regionNames: ['上海市', '市辖区', '徐汇区'], detail: '1 号' },
  remark: '',
  createdAt: '2026-10-01T09:00:00+08:00',
  stockOutIds: [],
  version: 1,
  events: [],
  ...over,
});

const stockOut = (id: string, orderId: string, signedAt?: string): StockOutRecord => ({
  _id: id,
  stockOutNo: `CK${id}`,
  orderId,
  memberId: 'owner',
  items: [],
  courier: '顺丰速运',
  trackingNo: `SF${id}`,
  shippedAt: '2026-10-02T10:00:00+08:00',
  coldChain: null,
  routes: [],
  ...(signedAt ? { signedAt } : {}),
});

const fund: FundRecord = {
  _id: 'f1',
  memberId: 'owner',
  name: '国自然面上项目',
  codeKind: 'project',
  code: '32170001',
  holder: '王敏',
  budget: 10_000,
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
  memberIds: [],
  active: true,
  createdAt: '2026-01-01T10:00:00+08:00',
};

const record = (over: Partial<StatementRecord> = {}): StatementRecord => ({
  memberId: 'owner',
  month: '2026-10',
  confirmedAt: null,
  confirmedBy: null,
  confirmedByName: null,
  disputes: [],
  ...over,
});

const dispute = (orderId: string, status: 'open' | 'resolved', createdAt: string) => ({
  _id: `d-${orderId}-${createdAt}`,
  orderId,
  note: '金额不符',
  by: 'owner',
  byName: '王敏',
  createdAt,
  status,
  answer: status === 'resolved' ? '商城已核实：无误' : null,
  answeredAt: status === 'resolved' ? createdAt : null,
});

/** 2026-11-21 10:00 China time */
const NOV = SEED_NOW_MS;

describe('months', () => {
  it('are China months: 23:30 on 31 October in China is October, 00:30 on 1 November is November (still 31 October in UTC)', () => {
    expect(chinaMonth('2026-10-31T23:30:00+08:00')).toBe('2026-10');
    expect(chinaMonth('2026-11-01T00:30:00+08:00')).toBe('2026-11');
    expect(chinaMonth(Date.parse('2026-10-31T16:30:00Z'))).toBe('2026-11');
  });

  it('read YYYY-MM with a real month only', () => {
    expect(['2026-10', '2026-01', '1999-12'].every(isMonth)).toBe(true);
    expect(['2026-13', '2026-00', '202610', '2026-1', ' 2026-10', '2026-10-01'].some(isMonth)).toBe(false);
  });

  it('move across years and know their last day', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthPeriod('2026-10')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('the list covers the current China month and the 11 before it, newest first', () => {
    const months = windowMonths(NOV);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-11');
    expect(months[11]).toBe('2025-12');
    expect([...months].sort().reverse()).toEqual(months);
    // 1 January 00:30 in China is already the new year (31 December in UTC)
    expect(windowMonths(Date.parse('2026-12-31T16:30:00Z'))[0]).toBe('2027-01');
  });
});

describe('the delivery of an order', () => {
  it('is the latest signature once every item shipped and every parcel is signed', () => {
    const o = order('1');
    const parcels = [stockOut('s1', '1', '2026-10-05T15:00:00+08:00'), stockOut('s2', '1', '2026-10-31T23:10:00+08:00')];
    expect(deliveredAt(o, parcels)).toBe('2026-10-31T23:10:00+08:00');
    expect(deliveryMonth(o, parcels)).toBe('2026-10');
  });

  it('waits for every parcel to be signed and every item to be shipped', () => {
    const unsigned = [stockOut('s1', '1', '2026-10-05T15:00:00+08:00'), stockOut('s2', '1')];
    expect(deliveredAt(order('1', { status: 'pendingReceipt' }), unsigned)).toBeNull();
    const partial = order('1', { status: 'partiallyShipped', items: [{ ...order('1').items[0]!, shippedQty: 1 }] });
    expect(deliveredAt(partial, [stockOut('s1', '1', '2026-10-05T15:00:00+08:00')])).toBeNull();
    expect(deliveredAt(order('1', { status: 'pendingShipment' }), [])).toBeNull();
  });

  it('is the completion when that came first, or when a parcel has no signature on record', () => {
    const signed = [stockOut('s1', '1', '2026-11-01T09:00:00+08:00')];
    expect(deliveryMonth(order('1', { completedAt: '2026-10-31T20:00:00+08:00' }), signed)).toBe('2026-10');
    expect(deliveredAt(order('1', { completedAt: '2026-11-03T20:00:00+08:00' }), signed)).toBe('2026-11-01T09:00:00+08:00');
    expect(deliveredAt(order('1', { completedAt: '2026-10-08T20:00:00+08:00' }), [stockOut('s1', '1')])).toBe('2026-10-08T20:00:00+08:00');
  });

  it('never is for a cancelled order, signed or not', () => {
    const o = order('1', { status: 'cancelled', completedAt: '2026-10-08T20:00:00+08:00' });
    expect(deliveredAt(o, [stockOut('s1', '1', '2026-10-05T15:00:00+08:00')])).toBeNull();
  });

  it('reads only the order’s own parcels', () => {
    expect(deliveredAt(order('1'), [stockOut('s9', '2', '2026-10-05T15:00:00+08:00')])).toBeNull();
  });
});

describe('lines and totals', () => {
  const orders = [
    order('3', { orderNo: 'SO2610200003', fundId: 'f1', poNo: 'KY2026-001', placedBy: 'sub' }),
    order('1', { orderNo: 'SO2610050001' }),
    order('2', { orderNo: 'SO2610050000', amount: 0.3, goodsAmount: 0.1, freight: 0.2 }),
    order('4', { orderNo: 'SO2611010004' }),
    order('5', { orderNo: 'SO2610050005', status: 'cancelled' }),
  ];
  const parcels = [
    stockOut('a', '3', '2026-10-20T10:00:00+08:00'),
    stockOut('b', '1', '2026-10-05T16:00:00+08:00'),
    stockOut('c', '2', '2026-10-05T09:00:00+08:00'),
    stockOut('d', '4', '2026-11-01T10:00:00+08:00'),
    stockOut('e', '5', '2026-10-05T10:00:00+08:00'),
  ];
  const sources: LineSources = {
    stockOuts: parcels,
    funds: [fund],
    nameOf: (id) => ({ owner: '王敏', sub: '陈晨' })[id] ?? '',
    paymentOf: (o) =>
      o._id === '1'
        ? { status: 'partial', statusLabel: '部分付款', amountPaid: 100 }
        : o._id === '3'
          ? { status: 'paid', statusLabel: '已付款', amountPaid: 999 }
          : { status: 'unpaid', statusLabel: '未付款', amountPaid: 0 },
    invoiceOf: (o) =>
      o._id === '3'
        ? { status: 'issued', statusLabel: '已开票', invoiceNo: '26312000000000000001' }
        : o._id === '1'
          ? { status: 'applying', statusLabel: '开票中', invoiceNo: null }
          : { status: 'none', statusLabel: '未开票', invoiceNo: null },
  };

  it('are the month’s delivered orders by delivery date then order number, with fund, payment, invoice and the latest dispute', () => {
    const rec = record({ disputes: [dispute('3', 'resolved', '2026-11-02T10:00:00+08:00'), dispute('3', 'open', '2026-11-03T10:00:00+08:00')] });
    const lines = statementLines('2026-10', orders, sources, rec);
    expect(lines.map((l) => l.orderNo)).toEqual(['SO2610050000', 'SO2610050001', 'SO2610200003']);
    const [, partial, charged] = lines as [StatementLine, StatementLine, StatementLine];
    expect(partial).toMatchObject({ placedByName: '王敏', poNo: '', fund: null, paymentStatus: 'partial', paymentStatusLabel: '部分付款', amountPaid: 100, invoiceStatus: 'applying', invoiceStatusLabel: '开票中', invoiceNo: null, dispute: null, deliveredAt: '2026-10-05' });
    expect(charged).toMatchObject({
      orderId: '3',
      placedByName: '陈晨',
      poNo: 'KY2026-001',
      fund: { _id: 'f1', name: '国自然面上项目', code: '32170001' },
      paymentStatusLabel: '已付款',
      // never more than the order's amount
      amountPaid: 215.4,
      invoiceStatusLabel: '已开票',
      invoiceNo: '26312000000000000001',
      deliveredAt: '2026-10-20',
    });
    expect(charged.dispute).toMatchObject({ status: 'open', orderNo: 'SO2610200003', createdAt: '2026-11-03T10:00:00+08:00' });
    expect(statementLines('2026-11', orders, sources, undefined).map((l) => l.orderId)).toEqual(['4']);
    expect(statementLines('2026-09', orders, sources, undefined)).toEqual([]);
  });

  it('add up to the fen; invoiced counts valid invoices only (开票中 is not yet invoiced)', () => {
    const totals = statementTotals(statementLines('2026-10', orders, sources, undefined));
    expect(totals).toEqual({
      orderCount: 3,
      goodsAmount: 400.9,
      freight: 30.2,
      amount: 431.1,
      paid: 315.4,
      unpaid: 115.7,
      invoiced: 215.4,
      uninvoiced: 215.7,
    });
    expect(statementTotals([])).toMatchObject({ orderCount: 0, amount: 0, unpaid: 0 });
  });
});

describe('status and what the owner may do', () => {
  it('the current China month is open whatever was recorded; a past month is confirmed, disputed or pending', () => {
    expect(statementStatus('2026-11', undefined, NOV)).toBe('open');
    expect(statementStatus('2026-11', record({ month: '2026-11', disputes: [dispute('1', 'open', '2026-11-20T10:00:00+08:00')] }), NOV)).toBe('open');
    expect(statementStatus('2026-10', undefined, NOV)).toBe('pending');
    expect(statementStatus('2026-10', record({ disputes: [dispute('1', 'resolved', '2026-11-02T10:00:00+08:00')] }), NOV)).toBe('pending');
    expect(statementStatus('2026-10', record({ disputes: [dispute('1', 'open', '2026-11-02T10:00:00+08:00')] }), NOV)).toBe('disputed');
    expect(statementStatus('2026-10', record({ confirmedAt: '2026-11-05T10:00:00+08:00' }), NOV)).toBe('confirmed');
    // on 1 December (China) November is no longer open
    expect(statementStatus('2026-11', undefined, Date.parse('2026-11-30T16:05:00Z'))).toBe('pending');
  });

  it('confirm: a past month without open disputes, once; the owner only', () => {
    expect(confirmRefusal('open')).toEqual({ code: 10151, msg: '本月对账单尚未出账，下月 1 日后可确认' });
    expect(confirmRefusal('confirmed')).toEqual({ code: 10152, msg: '对账单已确认' });
    expect(confirmRefusal('disputed')).toEqual({ code: 10152, msg: '对账单有待处理的异议，请等待商城回复后再确认' });
    expect(confirmRefusal('pending')).toBeNull();
    expect(canConfirm(true, 'pending')).toBe(true);
    expect(canConfirm(false, 'pending')).toBe(false);
    expect(canConfirm(true, 'open')).toBe(false);
  });

  it('dispute: a month not confirmed (the open one too), one open dispute per order; the owner only', () => {
    const rec = record({ disputes: [dispute('1', 'open', '2026-11-02T10:00:00+08:00'), dispute('2', 'resolved', '2026-11-02T10:00:00+08:00')] });
    expect(disputeRefusal('confirmed', undefined, '1')).toEqual({ code: 10152, msg: '对账单已确认，不能再提出异议' });
    expect(disputeRefusal('disputed', rec, '1')).toEqual({ code: 10152, msg: '该订单已有待处理的异议' });
    expect(disputeRefusal('disputed', rec, '2')).toBeNull();
    expect(disputeRefusal('open', undefined, '1')).toBeNull();
    const line = (orderId: string) => ({ orderId }) as StatementLine;
    expect(canDispute(true, 'disputed', [line('1')], rec)).toBe(false);
    expect(canDispute(true, 'disputed', [line('1'), line('2')], rec)).toBe(true);
    expect(canDispute(false, 'pending', [line('2')], rec)).toBe(false);
    expect(canDispute(true, 'confirmed', [line('2')], rec)).toBe(false);
    expect(canDispute(true, 'pending', [], undefined)).toBe(false);
  });
});

// ---------------------------------------------------------------- the seed and the handlers

const BASE = 'http://localhost:3000';
const { call, callJson } = handlerClient([...statementControlHandlers, ...shipControlHandlers, ...statementHandlers, ...orderHandlers], BASE);
const owner: string = DEMO.owner._id;
const sub: string = DEMO.sub._id;

interface Summary {
  month: string;
  status: string;
  statusLabel: string;
  orderCount: number;
  amount: number;
  paidAmount: number;
  invoicedAmount: number;
  openDisputes: number;
}
interface Statement {
  month: string;
  status: string;
  statusLabel: string;
  period: { from: string; to: string };
  company: { name: string; creditCode: string };
  fund: { _id: string; name: string; code: string } | null;
  funds: { _id: string; name: string; code: string }[];
  lines: StatementLine[];
  totals: ReturnType<typeof statementTotals>;
  disputes: { _id: string; orderId: string; orderNo: string; note: string; byName: string; status: string; answer: string | null }[];
  refunds: { orderId: string; amount: number; statusLabel: string }[];
  confirmedAt: string | null;
  confirmedByName: string | null;
  canConfirm: boolean;
  canDispute: boolean;
}

const get = (as: string, month: string, query = '') => callJson<Statement>(as, 'GET', `/mall/v1/statements/${month}${query}`);
const confirm = (as: string, month: string) => callJson<Statement>(as, 'PUT', `/mall/v1/statements/${month}/confirm`);
const disputeCall = (as: string, month: string, body: unknown) => callJson<Statement>(as, 'POST', `/mall/v1/statements/${month}/disputes`, body);
const resolve = (month: string) => callJson<Statement | null>(null, 'POST', `/__mock/statements/${month}/resolve`);

/** Independently of the rules: the China month of an order's last signature when everything shipped and all is signed. */
function signedMonth(o: OrderRecord): string | null {
  const parcels = db.state.stockOuts.filter((s) => s.orderId === o._id);
  if (o.status === 'cancelled' || parcels.length === 0 || parcels.some((s) => !s.signedAt) || o.items.some((i) => i.shippedQty < i.quantity)) return null;
  const last = Math.max(...parcels.map((s) => Date.parse(s.signedAt!)));
  return new Date(last + 8 * 3_600_000).toISOString().slice(0, 7);
}

beforeEach(() => {
  // the seed's clock: 2026-11 is the current (open) month, 2026-10 the last whole one
  vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW_MS });
  db.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the seed', () => {
  it('has the owner’s answers: months before 2026-10 confirmed by 王敏 in the following month, none for 2026-10, September after a resolved dispute; deterministic', () => {
    const records = db.state.statements;
    expect(records.every((r) => r.memberId === owner)).toBe(true);
    expect(records.some((r) => r.month >= '2026-10')).toBe(false);
    for (const r of records) {
      expect(r).toMatchObject({ confirmedBy: owner, confirmedByName: '王敏' });
      expect(r.confirmedAt!.slice(0, 7)).toBe(addMonths(r.month, 1));
    }
    const september = records.find((r) => r.month === '2026-09');
    expect(september?.disputes).toHaveLength(1);
    const [d] = september!.disputes;
    expect(d).toMatchObject({ status: 'resolved', byName: '王敏' });
    expect(d!.answer).toMatch(/^商城已核实：/);
    expect(d!.createdAt < d!.answeredAt! && d!.answeredAt! < september!.confirmedAt!).toBe(true);
    expect(signedMonth(db.state.orders.find((o) => o._id === d!.orderId)!)).toBe('2026-09');
    expect(JSON.stringify(createSeed().statements)).toBe(JSON.stringify(db.seed.statements));
  });
});

describe('GET {v1}/statements', () => {
  it('lists the owner’s months with delivered orders of the last 12, newest first: the current one open, 2026-10 pending, the older confirmed', async () => {
    const { body } = await callJson<Summary[]>(owner, 'GET', '/mall/v1/statements');
    expect(body.code).toBe(0);
    const months = body.data.map((s) => s.month);
    expect(months.length).toBeGreaterThanOrEqual(2);
    expect([...months].sort().reverse()).toEqual(months);
    expect(months.every((m) => m >= '2025-12' && m <= '2026-11')).toBe(true);
    // every month where an owner-account order was delivered, and only those
    const expected = new Set(db.state.orders.filter((o) => o.memberId === owner).map(signedMonth).filter((m): m is string => m !== null && m >= '2025-12'));
    expect(new Set(months)).toEqual(expected);
    const byMonth = new Map(body.data.map((s) => [s.month, s]));
    expect(byMonth.get('2026-11')).toMatchObject({ status: 'open', statusLabel: '未出账' });
    expect(byMonth.get('2026-10')).toMatchObject({ status: 'pending', statusLabel: '待确认', openDisputes: 0 });
    expect(byMonth.get('2026-09')).toMatchObject({ status: 'confirmed', statusLabel: '已确认', openDisputes: 0 });
    for (const s of body.data.filter((x) => x.month < '2026-10')) expect(s.status).toBe('confirmed');
    // the summary is the statement's totals
    const october = await get(owner, '2026-10');
    expect(byMonth.get('2026-10')).toMatchObject({
      orderCount: october.body.data.lines.length,
      amount: october.body.data.totals.amount,
      paidAmount: october.body.data.totals.paid,
      invoicedAmount: october.body.data.totals.invoiced,
    });
  });

  it('a sub-account gets only the months of its own orders', async () => {
    const { body } = await callJson<Summary[]>(sub, 'GET', '/mall/v1/statements');
    expect(body.code).toBe(0);
    const own = db.state.orders.filter((o) => o.placedBy === sub);
    const expected = new Set(own.map(signedMonth).filter((m): m is string => m !== null && m >= '2025-12'));
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(body.data.map((s) => s.month))).toEqual(expected);
    for (const s of body.data) expect(s.orderCount).toBe(own.filter((o) => signedMonth(o) === s.month).length);
  });

  it('follows the real clock: a month later, November is pending and the window moved', async () => {
    vi.setSystemTime(Date.parse('2026-12-02T10:00:00+08:00'));
    const { body } = await callJson<Summary[]>(owner, 'GET', '/mall/v1/statements');
    expect(body.data.find((s) => s.month === '2026-11')?.status).toBe('pending');
    expect(body.data.every((s) => s.month >= '2026-01')).toBe(true);
  });

  it('a month with a refund but no delivered order is a statement too: no lines, the refund listed', async () => {
    vi.setSystemTime(Date.parse('2026-12-02T10:00:00+08:00'));
    const before = await callJson<Summary[]>(owner, 'GET', '/mall/v1/statements');
    expect(before.body.data.some((s) => s.month === '2026-12')).toBe(false);
    expect((await get(owner, '2026-12')).status).toBe(404);
    const order = db.state.orders.find((o) => o.memberId === owner && signedMonth(o) === null && !o.refund)!;
    order.refund = { status: 'refunding', amount: 12_300, requestedAt: '2026-12-02T01:00:00.000Z', refundedAt: null, reason: '取消订单' };
    const { body } = await callJson<Summary[]>(owner, 'GET', '/mall/v1/statements');
    expect(body.data[0]).toMatchObject({ month: '2026-12', status: 'open', orderCount: 0, amount: 0 });
    const december = (await get(owner, '2026-12')).body.data;
    expect(december).toMatchObject({ month: '2026-12', status: 'open', lines: [], canConfirm: false });
    expect(december.refunds).toEqual([expect.objectContaining({ orderId: order._id, amount: 12_300, statusLabel: '退款中' })]);
  });

  it('asks for the company profile first (10010)', async () => {
    const { body } = await callJson(DEMO.noCompany._id, 'GET', '/mall/v1/statements');
    expect(body).toMatchObject({ code: 10010, msg: '请先完善企业信息' });
  });
});

describe('GET {v1}/statements/{month}', () => {
  it('the owner’s month: every delivered order of the account with its figures, the company, the period, the funds', async () => {
    const { body } = await get(owner, '2026-10');
    expect(body.code).toBe(0);
    const s = body.data;
    expect(s).toMatchObject({ month: '2026-10', status: 'pending', period: { from: '2026-10-01', to: '2026-10-31' }, fund: null, confirmedAt: null, canConfirm: true, canDispute: true });
    expect(s.company).toEqual({ name: '上海生科实验技术有限公司', creditCode: expect.stringMatching(/^[0-9A-Z]{18}$/) });
    const expected = db.state.orders.filter((o) => o.memberId === owner && signedMonth(o) === '2026-10');
    expect(new Set(s.lines.map((l) => l.orderId))).toEqual(new Set(expected.map((o) => o._id)));
    expect(s.lines.some((l) => l.placedByName === '陈晨') && s.lines.some((l) => l.placedByName === '王敏')).toBe(true);
    for (const line of s.lines) {
      const o = expected.find((x) => x._id === line.orderId)!;
      expect(line).toMatchObject({ orderNo: o.orderNo, amount: o.amount, goodsAmount: o.goodsAmount, freight: o.freight, poNo: o.poNo ?? '' });
      expect(line.deliveredAt.slice(0, 7)).toBe('2026-10');
      const invoices = db.state.invoices.filter((i) => i.orderId === o._id);
      const valid = invoices.find((i) => ['issued', 'reissuing', 'rejected'].includes(i.status));
      expect(line.invoiceStatus).toBe(valid ? 'issued' : invoices.some((i) => i.status === 'applying') ? 'applying' : 'none');
      expect(line.invoiceNo).toBe(valid?.invoiceNo ?? null);
      const paid = o.transfers ? o.transfers.reduce((sum, t) => sum + Math.round(t.amount * 100), 0) : o.paidAt ? Math.round(o.amount * 100) : 0;
      expect(line.amountPaid).toBe(Math.min(paid, Math.round(o.amount * 100)) / 100);
      expect(line.paymentStatus).toBe(paid >= Math.round(o.amount * 100) ? 'paid' : paid > 0 ? 'partial' : 'unpaid');
    }
    expect([...s.lines].map((l) => l.deliveredAt + l.orderNo)).toEqual(s.lines.map((l) => l.deliveredAt + l.orderNo).sort());
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(s.totals.amount)).toBe(s.lines.reduce((sum, l) => sum + cents(l.amount), 0));
    expect(cents(s.totals.paid) + cents(s.totals.unpaid)).toBe(cents(s.totals.amount));
    expect(s.funds.map((f) => f._id).sort()).toEqual([...new Set(s.lines.flatMap((l) => (l.fund ? [l.fund._id] : [])))].sort());
  });

  it('reads the payment from the transfers the mall matched: an order shipped on credit terms and paid in part', async () => {
    const before = (await get(owner, '2026-10')).body.data;
    const line = before.lines[0]!;
    const o = db.state.orders.find((x) => x._id === line.orderId)!;
    o.transfers = [{ at: '2026-11-02T10:00:00+08:00', amount: 100, payer: '上海生科实验技术有限公司' }];
    const { body } = await get(owner, '2026-10');
    expect(body.data.lines[0]).toMatchObject({ orderId: o._id, paymentStatus: 'partial', paymentStatusLabel: '部分付款', amountPaid: 100 });
    expect(Math.round(body.data.totals.unpaid * 100)).toBe(Math.round((before.totals.unpaid + line.amountPaid - 100) * 100));
  });

  it('of one fund: only its lines and their totals; an unknown fund is 404', async () => {
    const all = (await get(owner, '2026-10')).body.data;
    const fund = all.funds[0]!;
    const { body } = await get(owner, '2026-10', `?fundId=${fund._id}`);
    expect(body.data.fund).toEqual(fund);
    expect(body.data.lines.length).toBeGreaterThan(0);
    expect(body.data.lines.length).toBeLessThan(all.lines.length);
    expect(body.data.lines.every((l) => l.fund?._id === fund._id)).toBe(true);
    expect(body.data.totals.orderCount).toBe(body.data.lines.length);
    expect(body.data.funds).toEqual(all.funds);
    const unknown = await get(owner, '2026-10', '?fundId=66af00000000000000000099');
    expect(unknown).toMatchObject({ status: 404, body: { code: 404, msg: '经费不存在' } });
  });

  it('September: confirmed by 王敏, with its answered dispute on the line; nothing more to do', async () => {
    const { body } = await get(owner, '2026-09');
    expect(body.data).toMatchObject({ status: 'confirmed', statusLabel: '已确认', confirmedByName: '王敏', canConfirm: false, canDispute: false });
    expect(body.data.disputes).toHaveLength(1);
    const [d] = body.data.disputes;
    expect(d).toMatchObject({ status: 'resolved', byName: '王敏' });
    expect(body.data.lines.find((l) => l.orderId === d!.orderId)?.dispute).toMatchObject({ _id: d!._id, orderNo: d!.orderNo });
  });

  it('the current month is open: lines so far, no confirmation yet', async () => {
    const { body } = await get(owner, '2026-11');
    expect(body.data).toMatchObject({ status: 'open', statusLabel: '未出账', canConfirm: false, canDispute: true });
  });

  it('a sub-account sees only its own lines, and may neither confirm nor dispute', async () => {
    const { body } = await get(sub, '2026-10');
    expect(body.code).toBe(0);
    expect(body.data.lines.length).toBeGreaterThan(0);
    for (const line of body.data.lines) expect(db.state.orders.find((o) => o._id === line.orderId)?.placedBy).toBe(sub);
    expect(body.data).toMatchObject({ canConfirm: false, canDispute: false, status: 'pending' });
    // a month where the account has lines and the sub-account none
    const months = (await callJson<Summary[]>(owner, 'GET', '/mall/v1/statements')).body.data.map((s) => s.month);
    const subMonths = new Set((await callJson<Summary[]>(sub, 'GET', '/mall/v1/statements')).body.data.map((s) => s.month));
    const notTheirs = months.find((m) => !subMonths.has(m))!;
    expect(await get(sub, notTheirs)).toMatchObject({ status: 404, body: { msg: '该月没有对账单' } });
  });

  it("a sub-account's line in the owner's consolidated invoice reads invoiced, without the number of an invoice it may not open (§19)", async () => {
    const line = (await get(sub, '2026-10')).body.data.lines[0]!;
    const other = (await get(owner, '2026-10')).body.data.lines.find((l) => db.state.orders.find((o) => o._id === l.orderId)?.placedBy !== sub)!;
    const template = db.state.invoices.find((i) => i.memberId === owner && i.status === 'issued')!;
    // both orders out of any invoice they were in, then in one consolidated invoice of the owner's
    const covers = (i: InvoiceRecord, id: string) => (i.orderIds ?? [i.orderId]).includes(id);
    db.state.invoices = db.state.invoices.filter((i) => !covers(i, line.orderId) && !covers(i, other.orderId));
    const invoice: InvoiceRecord = {
      ...template,
      _id: '66aa0000000000000000bbbb',
      invoiceNo: '26317000000099887766',
      orderId: other.orderId,
      orderNo: other.orderNo,
      orderIds: [other.orderId, line.orderId],
      consolidated: true,
      status: 'issued',
    };
    db.state.invoices.push(invoice);
    const subLine = (await get(sub, '2026-10')).body.data.lines.find((l) => l.orderId === line.orderId)!;
    expect(subLine).toMatchObject({ invoiceStatus: 'issued', invoiceNo: null });
    const ownerLine = (await get(owner, '2026-10')).body.data.lines.find((l) => l.orderId === line.orderId)!;
    expect(ownerLine).toMatchObject({ invoiceStatus: 'issued', invoiceNo: invoice.invoiceNo });
  });

  it("a sub-account's fund filter takes a fund it may charge or one on its lines; another fund of the account is 404", async () => {
    const mine = (await get(sub, '2026-10')).body.data;
    const chargeable = new Set(visibleFunds(db.state.members.find((m) => m._id === sub)!).map((f) => f._id));
    const onLines = new Set(mine.lines.flatMap((l) => (l.fund ? [l.fund._id] : [])));
    // a fund of the account the sub-account may not charge
    const hidden: FundRecord = { ...accountFunds(owner)[0]!, _id: '66af000000000000000000aa', code: 'HIDDEN-1', memberIds: [] };
    db.state.funds.push(hidden);
    expect(chargeable.has(hidden._id) || onLines.has(hidden._id)).toBe(false);
    expect((await get(owner, '2026-10', `?fundId=${hidden._id}`)).status).toBe(200);
    expect(await get(sub, '2026-10', `?fundId=${hidden._id}`)).toMatchObject({ status: 404, body: { msg: '经费不存在' } });
    expect(await call(sub, 'GET', `/mall/v1/statements/2026-10/pdf?fundId=${hidden._id}`)).toMatchObject({ status: 404 });
    const allowed = [...chargeable][0]!;
    expect((await get(sub, '2026-10', `?fundId=${allowed}`)).body).toMatchObject({ code: 0, data: { fund: { _id: allowed } } });
    for (const id of onLines) expect((await get(sub, '2026-10', `?fundId=${id}`)).body.code).toBe(0);
  });

  it('a bad month is 400; a month without delivered orders or in the future is 404', async () => {
    expect(await get(owner, '2026-13')).toMatchObject({ status: 400, body: { code: 400, msg: '月份格式应为 YYYY-MM' } });
    expect(await get(owner, '202610')).toMatchObject({ status: 400 });
    expect(await get(owner, '2026-12')).toMatchObject({ status: 404, body: { msg: '该月没有对账单' } });
    expect(await get(owner, '2020-01')).toMatchObject({ status: 404, body: { msg: '该月没有对账单' } });
  });
});

describe('confirming and disputing', () => {
  it('the owner confirms the last whole month once', async () => {
    const { body } = await confirm(owner, '2026-10');
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ status: 'confirmed', confirmedByName: '王敏', confirmedAt: expect.stringMatching(/^2026-11-21T10:00:00\+08:00$/), canConfirm: false, canDispute: false });
    expect(db.state.statements.find((r) => r.month === '2026-10')?.confirmedBy).toBe(owner);
    expect((await confirm(owner, '2026-10')).body).toMatchObject({ code: 10152, msg: '对账单已确认', data: null });
    expect((await disputeCall(owner, '2026-10', { orderId: body.data.lines[0]!.orderId, note: '金额不符' })).body).toMatchObject({ code: 10152, msg: '对账单已确认，不能再提出异议' });
  });

  it('answers a sub-account 10150 before anything about the month or the body (§18)', async () => {
    for (const month of ['2026-13', '2020-01', '2026-10']) {
      expect((await confirm(sub, month)).body).toMatchObject({ code: 10150, msg: '子账号无权确认对账单' });
      expect((await disputeCall(sub, month, {})).body).toMatchObject({ code: 10150, msg: '子账号无权确认对账单' });
    }
  });

  it('refuses the current month (10151), a sub-account (10150), a month without statement (404)', async () => {
    expect((await confirm(owner, '2026-11')).body).toMatchObject({ code: 10151, msg: '本月对账单尚未出账，下月 1 日后可确认' });
    expect((await confirm(sub, '2026-10')).body).toMatchObject({ code: 10150, msg: '子账号无权确认对账单' });
    expect(await confirm(owner, '2026-06')).toMatchObject({ status: 404 });
    expect(db.state.statements.some((r) => r.month === '2026-10' || r.month === '2026-11')).toBe(false);
  });

  it('a dispute holds the month until the mall answers it; then it can be confirmed', async () => {
    const before = (await get(owner, '2026-10')).body.data;
    const [first, second] = before.lines as [StatementLine, StatementLine];
    const raised = await disputeCall(owner, '2026-10', { orderId: first.orderId, note: '  到货数量与验收单不一致，请核实  ' });
    expect(raised.body.code, raised.body.msg).toBe(0);
    expect(raised.body.data).toMatchObject({ status: 'disputed', statusLabel: '有异议', canConfirm: false, canDispute: true });
    expect(raised.body.data.disputes).toEqual([expect.objectContaining({ orderId: first.orderId, orderNo: first.orderNo, note: '到货数量与验收单不一致，请核实', byName: '王敏', status: 'open', answer: null })]);
    expect(raised.body.data.lines.find((l) => l.orderId === first.orderId)?.dispute?.status).toBe('open');
    const list = (await callJson<Summary[]>(owner, 'GET', '/mall/v1/statements')).body.data;
    expect(list.find((s) => s.month === '2026-10')).toMatchObject({ status: 'disputed', openDisputes: 1 });

    expect((await disputeCall(owner, '2026-10', { orderId: first.orderId, note: '再次提出' })).body).toMatchObject({ code: 10152, msg: '该订单已有待处理的异议' });
    expect((await confirm(owner, '2026-10')).body).toMatchObject({ code: 10152, msg: '对账单有待处理的异议，请等待商城回复后再确认' });
    expect((await disputeCall(owner, '2026-10', { orderId: second.orderId, note: '发票未收到' })).body.code).toBe(0);

    const answered = await resolve('2026-10');
    expect(answered.body.code, answered.body.msg).toBe(0);
    expect(answered.body.data).toMatchObject({ month: '2026-10', status: 'pending' });
    for (const d of answered.body.data!.disputes) {
      expect(d.status).toBe('resolved');
      expect(d.answer).toMatch(/^商城已核实：订单 SO\d{10} /);
    }
    expect(await resolve('2026-10')).toMatchObject({ status: 409, body: { msg: '该月没有待处理的异议' } });
    expect((await confirm(owner, '2026-10')).body).toMatchObject({ code: 0, data: { status: 'confirmed' } });
  });

  it('the open month takes disputes too', async () => {
    const { lines } = (await get(owner, '2026-11')).body.data;
    const { body } = await disputeCall(owner, '2026-11', { orderId: lines[0]!.orderId, note: '冷链包装破损' });
    expect(body).toMatchObject({ code: 0, data: { status: 'open', canConfirm: false } });
    expect(body.data.disputes).toHaveLength(1);
  });

  it('refuses a sub-account (10150), an order not on the month (404), a missing or too long note (400)', async () => {
    const { lines } = (await get(owner, '2026-10')).body.data;
    const orderId = lines[0]!.orderId;
    expect((await disputeCall(sub, '2026-10', { orderId, note: '金额不符' })).body).toMatchObject({ code: 10150, msg: '子账号无权确认对账单' });
    const elsewhere = (await get(owner, '2026-09')).body.data.lines[0]!.orderId;
    expect(await disputeCall(owner, '2026-10', { orderId: elsewhere, note: '金额不符' })).toMatchObject({ status: 404, body: { msg: '该订单不在本期对账单中' } });
    expect(await disputeCall(owner, '2026-10', { orderId, note: '   ' })).toMatchObject({ status: 400, body: { msg: '异议说明不能为空' } });
    expect(await disputeCall(owner, '2026-10', { orderId, note: '长'.repeat(201) })).toMatchObject({ status: 400, body: { msg: '异议说明不能超过 200 个字符' } });
    expect(db.state.statements.some((r) => r.month === '2026-10')).toBe(false);
  });

  it('a sub-account sees the disputes of its own lines only', async () => {
    const { lines } = (await get(owner, '2026-10')).body.data;
    const subLine = lines.find((l) => l.placedByName === '陈晨')!;
    const ownLine = lines.find((l) => l.placedByName === '王敏')!;
    await disputeCall(owner, '2026-10', { orderId: subLine.orderId, note: '请核对单价' });
    await disputeCall(owner, '2026-10', { orderId: ownLine.orderId, note: '请核对运费' });
    const seen = (await get(sub, '2026-10')).body.data;
    expect(seen.status).toBe('disputed');
    expect(seen.disputes.map((d) => d.orderId)).toEqual([subLine.orderId]);
  });

  it('an order shipped and signed now lands on the open month', async () => {
    const waiting = db.state.orders.find((o) => o.memberId === owner && !o.placedBy && o.status === 'pendingShipment')!;
    expect((await get(owner, '2026-11')).body.data.lines.some((l) => l.orderId === waiting._id)).toBe(false);
    expect((await call(null, 'POST', `/__mock/orders/${waiting._id}/ship`)).status).toBe(200);
    const line = (await get(owner, '2026-11')).body.data.lines.find((l) => l.orderId === waiting._id);
    expect(line).toMatchObject({ deliveredAt: '2026-11-21', amount: waiting.amount });
  });

  it('the control refuses a bad month', async () => {
    expect(await resolve('2026-1')).toMatchObject({ status: 400 });
  });
});

describe('GET {v1}/statements/{month}/pdf', () => {
  it('the 对账单: seller and company, period, every line, totals in 大写, who confirmed, the dispute, the confirmation block', async () => {
    const statement = (await get(owner, '2026-09')).body.data;
    const response = await call(owner, 'GET', '/mall/v1/statements/2026-09/pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain(encodeURIComponent('对账单-DZD-202609.pdf'));
    const pdf = await readPdfResponse(response);
    expect(pdf.title).toBe('对账单 DZD-202609');
    const text = pdf.text;
    for (const part of [
      '对 账 单',
      '对账单号：DZD-202609',
      '上海生科实验技术有限公司',
      statement.company.creditCode,
      '上海实研生物科技有限公司',
      '对账期间：2026年9月1日 至 2026年9月30日',
      '状态：已确认（王敏 于',
      `人民币${rmbUppercase(statement.totals.amount)}`,
      '序号',
      '送达日期',
      '异议',
      '客户（盖章）',
    ]) {
      expect(text).toContain(part);
    }
    for (const line of statement.lines) expect(text).toContain(line.orderNo);
    expect(text).toContain(statement.lines[0]!.paymentStatusLabel);
    expect(text).toContain(statement.disputes[0]!.note.slice(0, 8));
  });

  it('a 月结 account’s PDF has each line’s 到期日 (delivery + 45 days) and says how it is counted; a 现结 one has no such column', async () => {
    const statement = (await get(owner, '2026-09')).body.data;
    expect(statement.lines.every((l) => l.dueDate !== null)).toBe(true);
    const text = (await readPdfResponse(await call(owner, 'GET', '/mall/v1/statements/2026-09/pdf'))).text;
    expect(text).toContain('到期日');
    for (const line of statement.lines) expect(text).toContain(line.dueDate!);
    expect(text).toContain('到期日为送达日期加账期天数');
    // the same statement for an account without 账期 (the pure layout, as the handler calls it)
    // (the answer's enums are the contract's strings; the layout reads them as they are)
    const input = { ...statement, lines: statement.lines.map((l) => ({ ...l, dueDate: null })) } as unknown as StatementPdfInput;
    const cash = statementPdf(input);
    const cashText = (await readPdfResponse(new Response(cash, { headers: { 'Content-Type': 'application/pdf' } }))).text;
    expect(cashText).not.toContain('到期日');
    for (const line of statement.lines) expect(cashText).toContain(line.orderNo);
    expect(cashText).toContain(`人民币${rmbUppercase(statement.totals.amount)}`);
  });

  it('the dry-ice fee has its own total row, so goods + freight + fee add up to 本期合计', async () => {
    const before = (await readPdfResponse(await call(owner, 'GET', '/mall/v1/statements/2026-09/pdf'))).text;
    expect(before).not.toContain('干冰费合计');
    const first = (await get(owner, '2026-09')).body.data.lines[0]!;
    const order = db.state.orders.find((o) => o._id === first.orderId)!;
    order.coldChainFee = 80;
    order.amount = Math.round((order.amount + 80) * 100) / 100;
    const { totals } = (await get(owner, '2026-09')).body.data;
    const text = (await readPdfResponse(await call(owner, 'GET', '/mall/v1/statements/2026-09/pdf'))).text;
    expect(text).toContain('干冰费合计');
    expect(text).toContain('80.00');
    expect(Math.round((totals.goodsAmount + totals.freight + 80) * 100)).toBe(Math.round(totals.amount * 100));
  });

  it('of one fund, and for a sub-account only its own lines', async () => {
    const october = (await get(owner, '2026-10')).body.data;
    const fund = october.funds[0]!;
    const pdf = await readPdfResponse(await call(owner, 'GET', `/mall/v1/statements/2026-10/pdf?fundId=${fund._id}`));
    expect(pdf.text).toContain(`${fund.name}（${fund.code}）`);
    for (const line of october.lines) expect(pdf.text.includes(line.orderNo)).toBe(line.fund?._id === fund._id);

    const own = (await get(sub, '2026-10')).body.data.lines;
    const subPdf = await readPdfResponse(await call(sub, 'GET', '/mall/v1/statements/2026-10/pdf'));
    for (const line of october.lines) expect(subPdf.text.includes(line.orderNo)).toBe(own.some((l) => l.orderId === line.orderId));
    expect(subPdf.text).toContain('状态：待确认');
  });

  it('refuses as the statement does', async () => {
    expect(await callJson(owner, 'GET', '/mall/v1/statements/2026-06/pdf')).toMatchObject({ status: 404, body: { msg: '该月没有对账单' } });
    expect(await callJson(owner, 'GET', '/mall/v1/statements/2026-10/pdf?fundId=nope')).toMatchObject({ status: 404, body: { msg: '经费不存在' } });
  });
});
