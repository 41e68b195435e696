/**
 * Consolidated invoice applications in the fake mall (docs/api.md §19): the rules 10160–10163 and an order's
 * invoice status (mocks/invoice-rules.ts) from fixtures; the seed's application; the invoiceable orders; applying;
 * the invoice answers with every order (list search by any order number, detail, the orders' invoices); the
 * demo control `POST /__mock/invoices/{id}/issue` and the issued PDF with every line and order number.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { readPdfResponse } from './pdf-reader.ts';
import { INVOICES, RULE_CASES, SPECIAL, STATUS_CASES, invoice, order } from '../fixtures/consolidated-invoice.ts';
import { nonConformance } from '../contract/helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { CONSOLIDATED_INVOICE_ID } from '../../mocks/db/seed/billing.ts';
import type { InvoiceRecord, OrderRecord } from '../../mocks/db/types.ts';
import { billingControlHandlers } from '../../mocks/handlers/billing-control.ts';
import { invoiceHandlers } from '../../mocks/handlers/invoices.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { consolidatedRefusal, invoiceOrderIds, invoiceStatusOfOrder, isInvoiceable } from '../../mocks/invoice-rules.ts';
import { mallOperations } from '../../mocks/validation.ts';

const BASE = 'http://localhost:3000';
const { call, callJson } = handlerClient([...billingControlHandlers, ...invoiceHandlers, ...orderHandlers], BASE);
const owner: string = DEMO.owner._id;
const sub: string = DEMO.sub._id;
const operation = (id: string) => mallOperations().find((o) => o.operationId === id)!;

interface Invoice {
  _id: string;
  invoiceNo: string;
  orderId: string;
  orderNo: string;
  status: string;
  amount: number;
  taxAmount: number;
  consolidated: boolean;
  remark: string;
  orders: { _id: string; orderNo: string; amount: number }[];
  formats: string[];
  issuedAt?: string;
}
interface Invoiceable {
  _id: string;
  orderNo: string;
  completedAt: string;
  amount: number;
  profile: { title: string; taxNo: string; type: string } | null;
}

beforeEach(() => {
  db.reset();
});

// ---------------------------------------------------------------- pure rules

describe('the rules of an application (fixtures)', () => {
  it.each(RULE_CASES.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    expect(consolidatedRefusal({ invoices: INVOICES }, testCase.orders, testCase.profile)).toEqual(testCase.expected);
  });

  it.each(STATUS_CASES.map((c) => [c.order.orderNo, c] as const))("an order's invoice status: %s", (_no, testCase) => {
    const status = invoiceStatusOfOrder({ invoices: INVOICES }, testCase.order._id);
    expect(status.status).toBe(testCase.status);
    expect(status.statusLabel).toBe({ none: '未开票', applying: '开票中', issued: '已开票' }[testCase.status]);
    if (testCase.invoiceNo) expect(status.invoiceNo).toMatch(/^\d{20}$/);
    else expect(status.invoiceNo).toBeNull();
    expect(isInvoiceable({ invoices: INVOICES }, testCase.order)).toBe(testCase.status === 'none');
  });

  it('reads a reissued invoice with its replacement as issued, with the new number', () => {
    const o = order('SO2610019999');
    const old = invoice('reissued', [o]);
    const replacement = invoice('issued', [o]);
    expect(invoiceStatusOfOrder({ invoices: [old, replacement] }, o._id)).toMatchObject({ status: 'issued', invoiceNo: replacement.invoiceNo, invoiceId: replacement._id });
    expect(invoiceOrderIds(old)).toEqual([o._id]);
  });

  it('checks what is chosen, in the order chosen: a profile alone is not enough', () => {
    expect(consolidatedRefusal({ invoices: [] }, [order('SO2610020001', 'completed', SPECIAL)], SPECIAL)).toBeNull();
  });
});

// ---------------------------------------------------------------- seed

const ownerOrders = (): OrderRecord[] => db.state.orders.filter((o) => o.memberId === owner);
const defaultProfile = () => db.state.invoiceProfiles.find((p) => p.memberId === owner && p.isDefault)!;
const seeded = (): InvoiceRecord => db.state.invoices.find((i) => i._id === CONSOLIDATED_INVOICE_ID)!;

describe('the seed', () => {
  it('has one consolidated application in progress of three completed orders of the owner', () => {
    const consolidated = db.state.invoices.filter((i) => i.consolidated);
    expect(consolidated.map((i) => i._id)).toEqual([CONSOLIDATED_INVOICE_ID]);
    const record = seeded();
    expect(record).toMatchObject({ status: 'applying', memberId: owner, invoiceNo: '', formats: [], consolidated: true });
    expect(record.orderIds).toHaveLength(3);
    const orders = record.orderIds!.map((id) => db.state.orders.find((o) => o._id === id)!);
    for (const o of orders) expect(o).toMatchObject({ memberId: owner, status: 'completed' });
    expect(record.orderId).toBe(orders[0]!._id);
    expect(record.amount).toBe(Math.round(orders.reduce((s, o) => s + o.amount * 100, 0)) / 100);
    expect(record.taxAmount).toBe(Math.round((record.amount * 13) / 113 * 100) / 100);
    expect(record.profile._id).toBe(defaultProfile()._id);
  });

  it('leaves at least three completed orders of the owner that one application may take (no title, or the default one)', () => {
    const profile = defaultProfile();
    const candidates = ownerOrders().filter(
      (o) => !o.placedBy && isInvoiceable(db.state, o) && (!o.invoiceProfile || (o.invoiceProfile.title === profile.title && o.invoiceProfile.taxNo === profile.taxNo)),
    );
    expect(candidates.length).toBeGreaterThanOrEqual(3);
    expect(consolidatedRefusal(db.state, candidates.slice(0, 3), profile)).toBeNull();
  });
});

// ---------------------------------------------------------------- handlers

describe('GET {invoice}/invoice/invoiceable-orders', () => {
  it("lists the caller's completed orders in no invoice, newest completion first", async () => {
    const { body } = await callJson<Invoiceable[]>(owner, 'GET', '/finance/v1/invoice/invoiceable-orders');
    expect(body.code).toBe(0);
    const expected = ownerOrders().filter((o) => isInvoiceable(db.state, o));
    expect(body.data.map((o) => o._id).sort()).toEqual(expected.map((o) => o._id).sort());
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    const times = body.data.map((o) => o.completedAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const id of seeded().orderIds!) expect(body.data.map((o) => o._id)).not.toContain(id);
    const titled = ownerOrders().find((o) => o.invoiceProfile && isInvoiceable(db.state, o));
    if (titled) expect(body.data.find((o) => o._id === titled._id)?.profile).toEqual({ title: titled.invoiceProfile!.title, taxNo: titled.invoiceProfile!.taxNo, type: titled.invoiceProfile!.type });

    const mine = await callJson<Invoiceable[]>(sub, 'GET', '/finance/v1/invoice/invoiceable-orders');
    expect(mine.body.data.length).toBeGreaterThan(0);
    for (const o of mine.body.data) expect(db.state.orders.find((x) => x._id === o._id)?.placedBy).toBe(sub);
    expect((await callJson(DEMO.noCompany._id, 'GET', '/finance/v1/invoice/invoiceable-orders')).body.code).toBe(10010);
  });

  it('names each order\'s fund, and fundId lists only the orders charged to that fund (404 for a fund not of the account)', async () => {
    const { body } = await callJson<(Invoiceable & { fund: { _id: string; name: string; code: string } | null })[]>(owner, 'GET', '/finance/v1/invoice/invoiceable-orders');
    const charged = body.data.filter((o) => o.fund);
    expect(charged.length).toBeGreaterThan(0);
    for (const o of body.data) {
      const record = db.state.orders.find((x) => x._id === o._id)!;
      const fund = db.state.funds.find((f) => f._id === record.fundId);
      expect(o.fund).toEqual(fund ? { _id: fund._id, name: fund.name, code: fund.code } : null);
    }
    const fundId = charged[0]!.fund!._id;
    const only = await callJson<{ _id: string; fund: { _id: string } | null }[]>(owner, 'GET', `/finance/v1/invoice/invoiceable-orders?fundId=${fundId}`);
    expect(only.body.data.map((o) => o._id)).toEqual(body.data.filter((o) => o.fund?._id === fundId).map((o) => o._id));
    const foreign = await callJson(owner, 'GET', '/finance/v1/invoice/invoiceable-orders?fundId=66a9ffffffffffffffffffff');
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('经费不存在');
  });
});

describe('POST {invoice}/invoice/apply', () => {
  const apply = (body: unknown, as = owner) => callJson<Invoice>(as, 'POST', '/finance/v1/invoice/apply', body);
  const three = async () => (await callJson<Invoiceable[]>(owner, 'GET', '/finance/v1/invoice/invoiceable-orders')).body.data.filter((o) => !o.profile).slice(0, 3);

  it('makes one applying invoice of the orders: summed amount, every order, the remark; found by any order number', async () => {
    const chosen = await three();
    const count = db.state.invoices.length;
    const { body } = await apply({ orderIds: [...chosen.map((o) => o._id), chosen[0]!._id], profileId: defaultProfile()._id, remark: '课题 KY2026-118 合并开票' });
    expect(body.code, body.msg).toBe(0);
    expect(body.msg).toBe('开票申请已提交');
    expect(db.state.invoices).toHaveLength(count + 1);
    const total = Math.round(chosen.reduce((s, o) => s + o.amount * 100, 0)) / 100;
    expect(body.data).toMatchObject({ status: 'applying', consolidated: true, remark: '课题 KY2026-118 合并开票', amount: total, orderId: chosen[0]!._id, orderNo: chosen[0]!.orderNo, invoiceNo: '' });
    expect(body.data.orders).toEqual(chosen.map((o) => ({ _id: o._id, orderNo: o.orderNo, amount: o.amount })));

    // every order now lists the invoice; none is invoiceable
    for (const o of chosen) {
      const detail = await callJson<{ invoices: { _id: string; status: string }[] }>(owner, 'GET', `/mall/v2/orders/${o._id}`);
      expect(detail.body.data.invoices).toEqual([expect.objectContaining({ _id: body.data._id, status: 'applying' })]);
    }
    const list = await callJson<Page<{ _id: string; hasInvoice: boolean }>>(owner, 'GET', '/mall/v1/orders?status=completed&pageSize=100');
    for (const o of chosen) expect(list.body.data.list.find((x) => x._id === o._id)?.hasInvoice).toBe(true);
    const left = await callJson<Invoiceable[]>(owner, 'GET', '/finance/v1/invoice/invoiceable-orders');
    for (const o of chosen) expect(left.body.data.map((x) => x._id)).not.toContain(o._id);

    // the list finds it by the last order's number too, by keyword and by orderNo
    const last = chosen[2]!.orderNo;
    const byKeyword = await callJson<Page<Invoice>>(owner, 'GET', `/finance/v1/invoice?keyword=${last.toLowerCase()}`);
    expect(byKeyword.body.data.list.map((i) => i._id)).toEqual([body.data._id]);
    const byOrderNo = await callJson<Page<Invoice>>(owner, 'GET', `/finance/v1/invoice?orderNo=${last.slice(4)}`);
    expect(byOrderNo.body.data.list.map((i) => i._id)).toContain(body.data._id);

    // again: already being invoiced
    expect((await apply({ orderIds: [chosen[1]!._id], profileId: defaultProfile()._id })).body).toMatchObject({ code: 10161, msg: `订单 ${chosen[1]!.orderNo} 已开票或正在开票` });
  });

  it('refuses by the rules: 10160, 10161, 10162, 10163', async () => {
    const profileId = defaultProfile()._id;
    expect((await apply({ orderIds: [], profileId })).body).toMatchObject({ code: 10160, msg: '请选择要开票的订单' });
    const many = Array.from({ length: 51 }, (_, i) => `66a8${String(i).padStart(20, '0')}`);
    expect((await apply({ orderIds: many, profileId })).body).toMatchObject({ code: 10160, msg: '一次最多合并 50 个订单' });
    const receiving = ownerOrders().find((o) => o.status === 'pendingReceipt' && !o.placedBy)!;
    expect((await apply({ orderIds: [receiving._id], profileId })).body).toMatchObject({ code: 10161, msg: `订单 ${receiving.orderNo} 尚未完成，暂不能开票` });
    const issued = db.state.invoices.find((i) => i.memberId === owner && i.status === 'issued' && !i.consolidated)!;
    expect((await apply({ orderIds: [issued.orderId], profileId })).body.code).toBe(10161);

    const [a, b] = await three();
    const personal = db.state.invoiceProfiles.find((p) => p.memberId === owner && p.titleType === 'personal')!;
    const titled = db.state.orders.find((o) => o._id === b!._id)!;
    titled.invoiceProfile = { _id: personal._id, type: personal.type, titleType: personal.titleType, title: personal.title, taxNo: personal.taxNo, regAddress: '', regPhone: '', bankName: '', bankAccount: '', email: '' };
    expect((await apply({ orderIds: [a!._id, b!._id], profileId })).body).toMatchObject({ code: 10162, msg: `所选订单的发票抬头不一致：订单 ${b!.orderNo} 下单时选择了「${personal.title}」` });
    // on the title it was placed with, it goes
    expect((await apply({ orderIds: [a!._id, b!._id], profileId: personal._id })).body.code).toBe(0);

    const special = defaultProfile();
    special.regPhone = '';
    const [c] = await three();
    expect((await apply({ orderIds: [c!._id], profileId: special._id })).body).toMatchObject({ code: 10163 });
  });

  it('answers 400 for a malformed body and 404 for orders or profiles the caller may not use', async () => {
    const [a] = await three();
    expect((await apply({ profileId: defaultProfile()._id })).status).toBe(400);
    expect((await apply({ orderIds: [a!._id] })).status).toBe(400);
    expect((await apply({ orderIds: [a!._id, 7], profileId: defaultProfile()._id })).status).toBe(400);
    expect((await apply({ orderIds: [a!._id], profileId: defaultProfile()._id, remark: '备'.repeat(201) })).status).toBe(400);
    expect(await apply({ orderIds: ['66a8ffffffffffffffffffff'], profileId: defaultProfile()._id })).toMatchObject({ status: 404, body: { msg: '订单不存在' } });
    expect(await apply({ orderIds: [a!._id], profileId: '66a7ffffffffffffffffffff' })).toMatchObject({ status: 404, body: { msg: '发票抬头不存在' } });
    // a sub-account sees its own orders only
    expect((await apply({ orderIds: [a!._id], profileId: defaultProfile()._id }, sub)).status).toBe(404);
    const foreignProfile = db.state.invoiceProfiles.find((p) => p.memberId === DEMO.distributor._id)!;
    expect((await apply({ orderIds: [a!._id], profileId: foreignProfile._id })).status).toBe(404);
  });

  it("a sub-account applies for its own orders; the owner sees the invoice, the sub-account not the owner's", async () => {
    const mine = (await callJson<Invoiceable[]>(sub, 'GET', '/finance/v1/invoice/invoiceable-orders')).body.data;
    const { body } = await apply({ orderIds: mine.map((o) => o._id), profileId: defaultProfile()._id }, sub);
    expect(body.code, body.msg).toBe(0);
    expect((await callJson<Invoice>(owner, 'GET', `/finance/v1/invoice/${body.data._id}`)).body.data._id).toBe(body.data._id);
    expect((await callJson(sub, 'GET', `/finance/v1/invoice/${CONSOLIDATED_INVOICE_ID}`)).status).toBe(404);
  });
});

describe('a consolidated invoice in the answers', () => {
  it('every invoice answers consolidated, orders and remark; the detail has every order and every line', async () => {
    const list = await callJson<Page<Invoice>>(owner, 'GET', '/finance/v1/invoice?pageSize=100');
    for (const i of list.body.data.list) {
      expect(typeof i.consolidated).toBe('boolean');
      expect(typeof i.remark).toBe('string');
      expect(i.orders[0]).toMatchObject({ _id: i.orderId, orderNo: i.orderNo });
      if (!i.consolidated) expect(i.orders).toHaveLength(1);
      expect(Object.keys(i)).not.toContain('orderIds');
    }
    const record = seeded();
    const orders = record.orderIds!.map((id) => db.state.orders.find((o) => o._id === id)!);
    const response = await call(owner, 'GET', `/finance/v1/invoice/detail/${record._id}`);
    expect(await nonConformance(operation('getInvoiceDetail'), response.clone())).toBeNull();
    const detail = (await response.json()) as { data: Invoice & { order: { _id: string }; orders: { _id: string; status: string; statusLabel: string; goodsAmount: number }[]; items: { matlId: string }[] } };
    expect(detail.data.consolidated).toBe(true);
    expect(detail.data.remark).toBe('同一课题经费，三笔订单合并开具一张发票');
    expect(detail.data.order._id).toBe(orders[0]!._id);
    expect(detail.data.orders.map((o) => o._id)).toEqual(orders.map((o) => o._id));
    expect(detail.data.orders[0]).toMatchObject({ status: 'completed', statusLabel: '已完成', goodsAmount: orders[0]!.goodsAmount });
    // each line as the order answers it (docs/api.md §20–22: its shipping condition, SDS and controlled classes)
    expect(detail.data.items).toEqual(orders.flatMap((o) => o.items).map((i) => expect.objectContaining({ ...i, shippingCondition: expect.any(String), hasSds: expect.any(Boolean), controls: expect.any(Array) }) as unknown));
    const list2 = await call(owner, 'GET', '/finance/v1/invoice?pageSize=100');
    expect(await nonConformance(operation('listInvoices'), list2)).toBeNull();
  });
});

describe("a consolidated invoice in an order's answers (§19 visibility)", () => {
  interface OrderDetailAnswer {
    invoices: { _id: string }[];
  }
  interface OrderListAnswer {
    _id: string;
    hasInvoice: boolean;
  }

  /** An invoice of a sub-account's order and an owner's order: the owner sees it, the sub-account does not. */
  function mixedInvoice() {
    const subOrder = db.state.orders.find((o) => o.placedBy === sub && !o.invoiceProfile && !db.state.invoices.some((i) => invoiceOrderIds(i).includes(o._id)))!;
    const ownerOrder = ownerOrders().find((o) => !o.placedBy)!;
    expect(subOrder).toBeDefined();
    expect(ownerOrder).toBeDefined();
    const mixed: InvoiceRecord = { ...seeded(), _id: 'inv-mixed-1', orderId: subOrder._id, orderNo: subOrder.orderNo, orderIds: [subOrder._id, ownerOrder._id] };
    db.state.invoices.push(mixed);
    return { mixed, subOrder };
  }

  it('the order detail lists it for the owner only', async () => {
    const { mixed, subOrder } = mixedInvoice();
    const asOwner = await callJson<OrderDetailAnswer>(owner, 'GET', `/mall/v2/orders/${subOrder._id}`);
    expect(asOwner.body.data.invoices.map((i) => i._id)).toContain(mixed._id);
    const asSub = await callJson<OrderDetailAnswer>(sub, 'GET', `/mall/v2/orders/${subOrder._id}`);
    expect(asSub.body.code).toBe(0);
    expect(asSub.body.data.invoices.map((i) => i._id)).not.toContain(mixed._id);
    expect((await callJson(sub, 'GET', `/finance/v1/invoice/detail/${mixed._id}`)).status).toBe(404);
  });

  it("the order list's hasInvoice counts it for the owner only", async () => {
    const { subOrder } = mixedInvoice();
    const item = async (memberId: string) =>
      (await callJson<Page<OrderListAnswer>>(memberId, 'GET', '/mall/v1/orders?pageSize=100')).body.data.list.find((o) => o._id === subOrder._id);
    expect((await item(owner))?.hasInvoice).toBe(true);
    expect((await item(sub))?.hasInvoice).toBe(false);
  });

  it('a consolidated invoice of the sub-account\'s own orders stays visible to it', async () => {
    const mine = (await callJson<Invoiceable[]>(sub, 'GET', '/finance/v1/invoice/invoiceable-orders')).body.data;
    const { body } = await callJson<Invoice>(sub, 'POST', '/finance/v1/invoice/apply', { orderIds: mine.map((o) => o._id), profileId: defaultProfile()._id });
    expect(body.code, body.msg).toBe(0);
    const detail = await callJson<OrderDetailAnswer>(sub, 'GET', `/mall/v2/orders/${mine[0]!._id}`);
    expect(detail.body.data.invoices.map((i) => i._id)).toContain(body.data._id);
  });
});

describe('POST /__mock/invoices/{id}/issue (fake mall only)', () => {
  it('issues an applying invoice once; its PDF lists every line and every order number', async () => {
    const record = seeded();
    const { body } = await callJson<Invoice>(null, 'POST', `/__mock/invoices/${record._id}/issue`);
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ status: 'issued', formats: ['pdf', 'ofd', 'xml'], consolidated: true });
    expect(body.data.invoiceNo).toMatch(/^\d{2}312\d{15}$/);
    expect(body.data.issuedAt).toBeDefined();
    expect(db.state.invoices.filter((i) => i.invoiceNo === body.data.invoiceNo)).toHaveLength(1);

    const again = await callJson(null, 'POST', `/__mock/invoices/${record._id}/issue`);
    expect(again).toMatchObject({ status: 409, body: { msg: '该发票已开票，只有开票中的发票可以开具' } });
    expect((await callJson(null, 'POST', '/__mock/invoices/66aaffffffffffffffffffff/issue')).status).toBe(404);

    const orders = record.orderIds!.map((id) => db.state.orders.find((o) => o._id === id)!);
    const pdf = await readPdfResponse(await call(owner, 'POST', `/finance/v1/invoice/download/${record._id}`, { format: 'pdf' }));
    const text = pdf.text.replace(/\s+/g, '');
    expect(text).toContain(`发票号码：${body.data.invoiceNo}`);
    expect(text).toContain(`订单号：${orders.map((o) => o.orderNo).join('、')}`);
    expect(text).toContain('同一课题经费，三笔订单合并开具一张发票');
    for (const item of orders.flatMap((o) => o.items)) expect(text).toContain(item.catalogNo.replace(/\s+/g, ''));
    const xml = await (await call(owner, 'POST', `/finance/v1/invoice/download/${record._id}`, { format: 'xml' })).text();
    for (const o of orders) expect(xml).toContain(`<OrderNo>${o.orderNo}</OrderNo>`);
  });
});
