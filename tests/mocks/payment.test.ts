/**
 * Payment by bank transfer in the fake mall (docs/api.md §17): what an order has received (mocks/payment.ts, from
 * fixtures), the seed's payments (credit terms, a part payment), the transfer account, `payment` and
 * `paymentStatus` on the orders, transfer receipts (10140, 10141; types read from the bytes) and the demo control
 * `POST /__mock/orders/{id}/pay`. That receipt bytes stay out of the tab's storage: tests/mocks/runtime-persistence.test.ts.
 */
import { File as NodeFile } from 'node:buffer';
import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlerClient, type Envelope, type Page } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { SEED_NOW } from '../../mocks/db/seed/index.ts';
import { SELLER } from '../../mocks/db/seed/seller.ts';
import type { OrderRecord } from '../../mocks/db/types.ts';
import { billingControlHandlers } from '../../mocks/handlers/billing-control.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { paymentHandlers } from '../../mocks/handlers/payment.ts';
import { shipControlHandlers } from '../../mocks/handlers/ship-control.ts';
import { issueTokens } from '../../mocks/lib.ts';
import { timelineOf } from '../../mocks/order-timeline.ts';
import { MAX_RECEIPT_BYTES, paymentOf, sniffReceiptType, transferRefusal } from '../../mocks/payment.ts';

const BASE = 'http://localhost:3000';
const all = [...billingControlHandlers, ...shipControlHandlers, ...orderHandlers, ...paymentHandlers];
const { call, callJson } = handlerClient(all, BASE);
const owner: string = DEMO.owner._id;
const sub: string = DEMO.sub._id;

interface Receipt {
  _id: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  uploadedByName: string;
}
interface Payment {
  status: 'unpaid' | 'partial' | 'paid';
  statusLabel: string;
  amountDue: number;
  amountPaid: number;
  reference: string;
  paidAt: string | null;
  transfers: { at: string; amount: number; payer: string }[];
  receipts: Receipt[];
}

beforeEach(() => {
  db.reset();
});

// The test DOM's File is not the one a Request's formData() makes: Node's puts back what the mall's server has.
const domFile = globalThis.File;
beforeAll(() => {
  globalThis.File = NodeFile as unknown as typeof File;
});
afterAll(() => {
  globalThis.File = domFile;
});

const ownOrders = (): OrderRecord[] => db.state.orders.filter((o) => o.memberId === owner);
const ownOrder = (filter: (o: OrderRecord) => boolean): OrderRecord => {
  const found = ownOrders().find((o) => !o.placedBy && filter(o));
  if (!found) throw new Error('no such order of the owner in the seed');
  return found;
};
const detail = async (id: string, as = owner) => (await callJson<{ payment: Payment | null; status: string; paidAt?: string }>(as, 'GET', `/mall/v2/orders/${id}`)).body;

// ---------------------------------------------------------------- files

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const bytesOf = (head: number[] | string, size = 256): Uint8Array<ArrayBuffer> => {
  const first = typeof head === 'string' ? [...new TextEncoder().encode(head)] : head;
  return Uint8Array.from({ length: Math.max(size, first.length) }, (_, i) => first[i] ?? (i * 13) % 256);
};
const FILES = {
  png: bytesOf(PNG),
  jpeg: bytesOf([0xff, 0xd8, 0xff, 0xe0]),
  webp: bytesOf([...new TextEncoder().encode('RIFF'), 0x24, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]),
  pdf: bytesOf('%PDF-1.7\n'),
  gif: bytesOf('GIF89a'),
  text: bytesOf('转账成功 ¥100.00'),
};

/** multipart/form-data written out by hand (the test DOM's FormData is not the one fetch reads). */
function multipart(file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> } | null, field = 'file') {
  const boundary = '----lab-mall-receipt-boundary';
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  if (file) {
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, encoder.encode('\r\n'));
  } else {
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n`));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(orderId: string, file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> } | null, as = owner, field = 'file') {
  const { body, contentType } = multipart(file, field);
  const headers = new Headers({ Authorization: `Bearer ${issueTokens(as).accessToken}`, 'Content-Type': contentType });
  const response = await getResponse(all, new Request(`${BASE}/mall/v1/orders/${orderId}/payment-receipts`, { method: 'POST', headers, body }));
  if (!response) throw new Error('no handler');
  return { status: response.status, body: (await response.json()) as Envelope<Receipt> };
}

const pay = (orderId: string, body: unknown = {}) => callJson<Payment>(null, 'POST', `/__mock/orders/${orderId}/pay`, body);

// ---------------------------------------------------------------- pure

describe('paymentOf (mocks/payment.ts)', () => {
  const order = (amount: number, transfers?: number[], paidAt?: string) => ({
    orderNo: 'SO2611210001',
    amount,
    ...(transfers ? { transfers: transfers.map((a, i) => ({ at: `2026-11-2${i}T10:00:00+08:00`, amount: a, payer: '甲公司' })) } : {}),
    ...(paidAt ? { paidAt } : {}),
  });

  it('sums the transfers in fen against the amount', () => {
    expect(paymentOf(order(100.3))).toMatchObject({ status: 'unpaid', statusLabel: '未付款', amountPaid: 0, amountDue: 100.3, paidAt: null, reference: 'SO2611210001' });
    expect(paymentOf(order(100.3, [0.1, 0.2]))).toMatchObject({ status: 'partial', statusLabel: '部分付款', amountPaid: 0.3, amountDue: 100 });
    expect(paymentOf(order(0.3, [0.1, 0.2]))).toMatchObject({ status: 'paid', statusLabel: '已付款', amountPaid: 0.3, amountDue: 0, paidAt: '2026-11-21T10:00:00+08:00' });
    expect(paymentOf(order(50, [60]))).toMatchObject({ status: 'paid', amountDue: 0 });
  });

  it('reads an order with paidAt and no transfers as paid in full then; transfers, when present, decide', () => {
    const paidAt = '2026-10-01T09:30:00+08:00';
    expect(paymentOf(order(880, undefined, paidAt))).toMatchObject({ status: 'paid', amountPaid: 880, amountDue: 0, paidAt, transfers: [{ at: paidAt, amount: 880 }] });
    expect(paymentOf(order(880, [], paidAt)).status).toBe('unpaid');
  });

  it('sniffs JPEG, PNG, WebP and PDF from the bytes, nothing else', () => {
    expect(sniffReceiptType(FILES.png)).toBe('image/png');
    expect(sniffReceiptType(FILES.jpeg)).toBe('image/jpeg');
    expect(sniffReceiptType(FILES.webp)).toBe('image/webp');
    expect(sniffReceiptType(FILES.pdf)).toBe('application/pdf');
    expect(sniffReceiptType(FILES.gif)).toBeNull();
    expect(sniffReceiptType(FILES.text)).toBeNull();
    expect(sniffReceiptType(bytesOf('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
    expect(sniffReceiptType(new Uint8Array(0))).toBeNull();
  });

  it('refuses transfers on orders not to be paid, past what is due, or of no amount', () => {
    const base = ownOrder((o) => o.status === 'pendingPayment' && paymentOf(o).status === 'unpaid');
    expect(transferRefusal(base, base.amount)).toBeNull();
    expect(transferRefusal(base, base.amount + 0.01)).toMatch(/^付款金额超过待付金额 ¥/);
    expect(transferRefusal(base, 0)).toMatch(/大于 0/);
    expect(transferRefusal(base, 1.005)).toMatch(/两位小数/);
    expect(transferRefusal({ ...base, status: 'cancelled' }, 1)).toBe('订单已取消，无需付款');
    expect(transferRefusal({ ...base, status: 'pendingApproval' }, 1)).toBe('订单尚未审批通过，暂不能付款');
    expect(transferRefusal({ ...base, transfers: [{ at: SEED_NOW, amount: base.amount, payer: '' }] }, 1)).toBe('订单已付清');
  });
});

// ---------------------------------------------------------------- seed

describe('the seed', () => {
  it('writes the transfer of every paid order, from the buying company', () => {
    for (const o of db.state.orders) {
      if (o.paidAt) {
        expect(o.transfers).toEqual([{ at: o.paidAt, amount: o.amount, payer: expect.any(String) as string }]);
        expect(o.transfers?.[0]?.payer).not.toBe('');
      }
      if (['pendingApproval', 'rejected', 'cancelled', 'pendingReview'].includes(o.status)) expect(paymentOf(o).amountPaid).toBe(0);
      if (['pendingShipment', 'partiallyShipped'].includes(o.status)) expect(paymentOf(o).status).toBe('paid');
    }
    const owner = db.state.members.find((m) => m._id === DEMO.owner._id)!;
    expect(ownOrders().find((o) => o.transfers?.length)?.transfers?.[0]?.payer).toBe((owner.companyInfo as { name: string }).name);
  });

  it('gives the owner credit terms: recent deliveries unpaid, one 待付款 order partly paid and others unpaid', () => {
    const status = (o: OrderRecord) => paymentOf(o).status;
    expect(ownOrders().filter((o) => o.status === 'completed' && status(o) === 'unpaid').length).toBeGreaterThanOrEqual(2);
    expect(ownOrders().some((o) => o.status === 'completed' && status(o) === 'paid')).toBe(true);
    expect(ownOrders().some((o) => o.status === 'pendingReceipt' && status(o) === 'unpaid')).toBe(true);
    const awaiting = ownOrders().filter((o) => o.status === 'pendingPayment');
    expect(awaiting.filter((o) => status(o) === 'partial')).toHaveLength(1);
    expect(awaiting.some((o) => status(o) === 'unpaid')).toBe(true);
    const partly = awaiting.find((o) => status(o) === 'partial')!;
    expect(partly.paidAt).toBeUndefined();
    expect(partly.transfers![0]!.at >= partly.confirmedAt!).toBe(true);
    expect(partly.transfers![0]!.at <= SEED_NOW).toBe(true);
    // an unpaid delivered order has no 'paid' step on its timeline
    const unpaid = ownOrders().find((o) => o.status === 'completed' && status(o) === 'unpaid')!;
    expect(unpaid.events.some((e) => e.kind === 'paid')).toBe(false);
  });
});

// ---------------------------------------------------------------- handlers

describe('GET {v1}/payment/transfer-account', () => {
  it("answers the seller's account with the 联行号 and the note", async () => {
    const { body } = await callJson<{ accountName: string; bankName: string; accountNo: string; bankCode: string; note: string }>(owner, 'GET', '/mall/v1/payment/transfer-account');
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      accountName: SELLER.name,
      bankName: SELLER.bankName,
      accountNo: SELLER.bankAccount,
      bankCode: SELLER.bankCode,
      note: '转账时请在付款备注中填写订单号，一笔转账对应一个订单',
    });
    expect(body.data.bankCode).toMatch(/^\d{12}$/);
    expect(body.data.accountNo).toMatch(/^\d{4}( \d{4})*( \d{1,4})?$/);
    expect((await callJson(DEMO.noCompany._id, 'GET', '/mall/v1/payment/transfer-account')).body.code).toBe(10010);
    expect((await callJson(null, 'GET', '/mall/v1/payment/transfer-account')).status).toBe(401);
  });
});

describe('payment on the orders', () => {
  it('lists paymentStatus, null for orders not to be paid', async () => {
    const { body } = await callJson<Page<{ _id: string; status: string; paymentStatus: string | null }>>(owner, 'GET', '/mall/v1/orders?pageSize=100');
    expect(body.data.list.length).toBeGreaterThan(30);
    for (const item of body.data.list) {
      const record = db.state.orders.find((o) => o._id === item._id)!;
      if (['pendingApproval', 'rejected', 'cancelled'].includes(item.status)) expect(item.paymentStatus).toBeNull();
      else expect(item.paymentStatus).toBe(paymentOf(record).status);
    }
    expect(new Set(body.data.list.map((i) => i.paymentStatus))).toEqual(new Set(['unpaid', 'partial', 'paid', null]));
  });

  it('details the payment: due, paid, the reference, transfers and receipts; null for cancelled orders', async () => {
    const partly = ownOrder((o) => o.status === 'pendingPayment' && paymentOf(o).status === 'partial');
    const { data } = await detail(partly._id);
    expect(data.payment).toMatchObject({ status: 'partial', statusLabel: '部分付款', reference: partly.orderNo, paidAt: null, receipts: [] });
    expect(data.payment!.amountPaid + data.payment!.amountDue).toBeCloseTo(partly.amount, 2);
    expect(data.payment!.transfers).toHaveLength(1);
    expect(Object.keys(data)).not.toContain('transfers');
    expect(Object.keys(data)).not.toContain('paymentReceipts');
    const cancelled = ownOrder((o) => o.status === 'cancelled');
    expect((await detail(cancelled._id)).data.payment).toBeNull();
    const paid = ownOrder((o) => o.status === 'completed' && paymentOf(o).status === 'paid');
    expect((await detail(paid._id)).data.payment).toMatchObject({ status: 'paid', amountDue: 0, paidAt: paid.paidAt });
  });
});

describe('payment receipts', () => {
  const unpaid = () => ownOrder((o) => o.status === 'pendingPayment' && paymentOf(o).status === 'unpaid');

  it('takes a file, keeps its bytes and type as read, lists it on the order and deletes it', async () => {
    const order = unpaid();
    const version = order.version;
    const sent = await upload(order._id, { name: 'C:\\回单\\转账回单.png', type: 'image/png', bytes: FILES.png });
    expect(sent.body.code, sent.body.msg).toBe(0);
    expect(sent.body.data).toMatchObject({ fileName: '转账回单.png', contentType: 'image/png', size: FILES.png.length, uploadedByName: '王敏' });
    expect(Object.keys(sent.body.data).sort()).toEqual(['_id', 'contentType', 'fileName', 'size', 'uploadedAt', 'uploadedByName']);
    expect(order.version).toBeGreaterThan(version);
    // a PDF sent as image/jpeg is a PDF
    const pdf = await upload(order._id, { name: 'receipt.jpg', type: 'image/jpeg', bytes: FILES.pdf });
    expect(pdf.body.data.contentType).toBe('application/pdf');

    const { data } = await detail(order._id);
    expect(data.payment!.receipts.map((r) => r._id)).toEqual([sent.body.data._id, pdf.body.data._id]);

    const file = await call(owner, 'GET', `/mall/v1/orders/${order._id}/payment-receipts/${sent.body.data._id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('Content-Disposition')).toContain("filename*=UTF-8''");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(FILES.png);

    const removed = await callJson<{ _id: string }>(owner, 'DELETE', `/mall/v1/orders/${order._id}/payment-receipts/${sent.body.data._id}`);
    expect(removed.body).toMatchObject({ code: 0, data: { _id: sent.body.data._id } });
    expect((await detail(order._id)).data.payment!.receipts.map((r) => r._id)).toEqual([pdf.body.data._id]);
    const gone = await callJson(owner, 'GET', `/mall/v1/orders/${order._id}/payment-receipts/${sent.body.data._id}`);
    expect(gone).toMatchObject({ status: 404, body: { msg: '付款凭证不存在' } });
    expect((await callJson(owner, 'DELETE', `/mall/v1/orders/${order._id}/payment-receipts/${sent.body.data._id}`)).status).toBe(404);
  });

  it('refuses what is not a JPG, PNG, WebP or PDF by its bytes, files over 10 MB, and a sixth receipt (10140)', async () => {
    const order = unpaid();
    const rule = '付款凭证须为 JPG、PNG、WebP 图片或 PDF，且不超过 10 MB';
    expect((await upload(order._id, { name: 'a.png', type: 'image/png', bytes: FILES.text })).body).toMatchObject({ code: 10140, msg: rule });
    expect((await upload(order._id, { name: 'a.gif', type: 'image/gif', bytes: FILES.gif })).body).toMatchObject({ code: 10140, msg: rule });
    const big = bytesOf(PNG, MAX_RECEIPT_BYTES + 1);
    expect((await upload(order._id, { name: 'big.png', type: 'image/png', bytes: big })).body).toMatchObject({ code: 10140, msg: rule });
    expect((await upload(order._id, { name: 'max.png', type: 'image/png', bytes: bytesOf(PNG, MAX_RECEIPT_BYTES) })).body.code).toBe(0);
    for (const kind of ['jpeg', 'webp', 'pdf', 'png'] as const) {
      expect((await upload(order._id, { name: `r.${kind}`, type: 'application/octet-stream', bytes: FILES[kind] })).body.code).toBe(0);
    }
    expect((await upload(order._id, { name: 'six.png', type: 'image/png', bytes: FILES.png })).body).toMatchObject({ code: 10140, msg: '每个订单最多上传 5 个付款凭证' });
    expect(order.paymentReceipts).toHaveLength(5);
  });

  it('receipts sent together never pass the limit of 5; each is served back as an attachment, never rendered (nosniff, sandbox)', async () => {
    const order = unpaid();
    const sent = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(order._id, { name: `r${i}.png`, type: 'image/png', bytes: FILES.png })));
    expect(sent.filter((r) => r.body.code === 0)).toHaveLength(5);
    expect(sent.filter((r) => r.body.code === 10140)).toHaveLength(3);
    expect(order.paymentReceipts).toHaveLength(5);
    const first = order.paymentReceipts![0]!;
    const file = await call(owner, 'GET', `/mall/v1/orders/${order._id}/payment-receipts/${first._id}`);
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(file.headers.get('Content-Security-Policy')).toBe('sandbox');
  });

  it('asks for a file (400), and answers 404 for an order the caller may not act on', async () => {
    const order = unpaid();
    expect(await upload(order._id, null)).toMatchObject({ status: 400, body: { msg: '请选择付款凭证' } });
    expect((await upload(order._id, { name: 'a.png', type: 'image/png', bytes: FILES.png }, owner, 'receipt')).status).toBe(400);
    expect((await upload(order._id, { name: 'a.png', type: 'image/png', bytes: FILES.png }, sub)).status).toBe(404);
    expect((await upload('66a8ffffffffffffffffffff', { name: 'a.png', type: 'image/png', bytes: FILES.png })).status).toBe(404);
  });

  it('refuses receipts for paid, cancelled and unapproved orders, and deleting from a paid order (10141)', async () => {
    const paid = ownOrder((o) => o.status === 'pendingShipment');
    const png = { name: 'a.png', type: 'image/png', bytes: FILES.png };
    expect((await upload(paid._id, png)).body).toMatchObject({ code: 10141, msg: '订单已付清，无需上传付款凭证' });
    expect((await upload(ownOrder((o) => o.status === 'cancelled')._id, png)).body).toMatchObject({ code: 10141, msg: '订单已取消，无需付款' });
    const approval = db.state.orders.find((o) => o.memberId === owner && o.placedBy === sub && o.status === 'pendingApproval')!;
    expect((await upload(approval._id, png, sub)).body).toMatchObject({ code: 10141, msg: '订单尚未审批通过，暂不能付款' });
    // payment comes after the mall's review (docs/api.md §17)
    const unreviewed = ownOrder((o) => o.status === 'pendingReview');
    expect((await upload(unreviewed._id, png)).body).toMatchObject({ code: 10141, msg: '订单尚在商城审核中，审核通过后即可付款' });

    const order = unpaid();
    const sent = await upload(order._id, png);
    expect((await pay(order._id)).body.code).toBe(0);
    const refused = await callJson(owner, 'DELETE', `/mall/v1/orders/${order._id}/payment-receipts/${sent.body.data._id}`);
    expect(refused.body).toMatchObject({ code: 10141, msg: '订单已付清，付款凭证不能删除' });
    // still readable
    expect((await call(owner, 'GET', `/mall/v1/orders/${order._id}/payment-receipts/${sent.body.data._id}`)).status).toBe(200);
  });
});

describe('POST /__mock/orders/{id}/pay (fake mall only)', () => {
  it('pays what is due by default: paidAt, 待付款 → 待发货, a paid event on the timeline', async () => {
    const order = ownOrder((o) => o.status === 'pendingPayment' && paymentOf(o).status === 'partial');
    const due = paymentOf(order).amountDue;
    const { body } = await pay(order._id);
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ status: 'paid', amountDue: 0, amountPaid: order.amount, reference: order.orderNo });
    expect(body.data.transfers).toHaveLength(2);
    expect(body.data.transfers[1]).toMatchObject({ amount: due, payer: '上海生科实验技术有限公司' });
    expect(order.status).toBe('pendingShipment');
    expect(order.paidAt).toBe(body.data.paidAt);
    const paidEvents = timelineOf(order, db.state.stockOuts).filter((e) => e.kind === 'paid');
    expect(paidEvents).toEqual([expect.objectContaining({ at: order.paidAt, title: '确认收款', actor: '商城客服' })]);
    expect((await detail(order._id)).data).toMatchObject({ status: 'pendingShipment', payment: { status: 'paid' } });
    // paid: no more
    expect(await pay(order._id)).toMatchObject({ status: 409, body: { msg: '订单已付清' } });
  });

  it('records a part payment without moving the order, and refuses more than is due', async () => {
    const order = ownOrder((o) => o.status === 'pendingPayment' && paymentOf(o).status === 'unpaid');
    const version = order.version;
    const part = Math.round(order.amount * 30) / 100;
    const first = await pay(order._id, { amount: part });
    expect(first.body.data).toMatchObject({ status: 'partial', amountPaid: part, paidAt: null });
    expect(order.status).toBe('pendingPayment');
    expect(order.paidAt).toBeUndefined();
    expect(order.version).toBeGreaterThan(version);
    expect(order.events.some((e) => e.kind === 'paid')).toBe(false);
    const over = await pay(order._id, { amount: order.amount });
    expect(over.status).toBe(409);
    expect(over.body.msg).toMatch(/^付款金额超过待付金额 ¥/);
    expect((await pay(order._id, { amount: '100' })).status).toBe(400);
    expect((await pay(order._id, { amount: Math.round((order.amount - part) * 100) / 100 })).body.data.status).toBe('paid');
    expect(order.status).toBe('pendingShipment');
  });

  it('pays a credit-term order after delivery without changing its status', async () => {
    const order = ownOrder((o) => o.status === 'completed' && paymentOf(o).status === 'unpaid');
    expect((await pay(order._id)).body.data.status).toBe('paid');
    expect(order.status).toBe('completed');
    expect(order.paidAt).toBeDefined();
  });

  it('answers 409 for orders not to be paid and 404 for unknown ones', async () => {
    expect(await pay(ownOrder((o) => o.status === 'cancelled')._id)).toMatchObject({ status: 409, body: { msg: '订单已取消，无需付款' } });
    const approval = db.state.orders.find((o) => o.memberId === owner && o.status === 'pendingApproval')!;
    expect(await pay(approval._id)).toMatchObject({ status: 409, body: { msg: '订单尚未审批通过，暂不能付款' } });
    expect((await pay(ownOrder((o) => o.status === 'pendingShipment')._id)).status).toBe(409);
    expect((await pay('66a8ffffffffffffffffffff')).status).toBe(404);
  });

  it('the demo shipment pays what is still due of a partly paid order', async () => {
    const order = ownOrder((o) => o.status === 'pendingPayment' && paymentOf(o).status === 'partial');
    const due = paymentOf(order).amountDue;
    expect((await callJson(null, 'POST', `/__mock/orders/${order._id}/ship`)).body.code).toBe(0);
    expect(paymentOf(order)).toMatchObject({ status: 'paid', amountDue: 0 });
    expect(order.transfers?.at(-1)?.amount).toBe(due);
    expect(order.status).toBe('pendingReceipt');
  });
});
