/**
 * Money never vanishes (docs/api.md §6, §16, §17): cancelling an order that received money opens a refund that stays
 * on the order (退款中 → 已退款 through `POST /__mock/orders/{id}/refund`); the mall takes payment only after its
 * review (10141, /__mock/pay 409, `POST /__mock/orders/{id}/review`); the list filters by payment status; a
 * cancelled quote order gives the quote back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import type { OrderRecord } from '../../mocks/db/types.ts';
import { billingControlHandlers } from '../../mocks/handlers/billing-control.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { paymentHandlers } from '../../mocks/handlers/payment.ts';
import { quoteHandlers } from '../../mocks/handlers/quotes.ts';
import { statementHandlers } from '../../mocks/handlers/statements.ts';
import { chinaMonth } from '../../mocks/statement-rules.ts';
import { SEED_NOW_MS } from '../../mocks/db/seed/time.ts';
import { timelineOf } from '../../mocks/order-timeline.ts';
import { paymentOf } from '../../mocks/payment.ts';
import { formatFen, toFen } from '../../src/shared/lib/money.ts';

const BASE = 'http://localhost:3000';
const { call, callJson } = handlerClient([...billingControlHandlers, ...orderHandlers, ...paymentHandlers, ...quoteHandlers, ...statementHandlers], BASE);
const owner: string = DEMO.owner._id;
const sub: string = DEMO.sub._id;

interface Refund {
  status: 'refunding' | 'refunded';
  amount: number;
  requestedAt: string;
  refundedAt: string | null;
  reason: string;
}
interface Payment {
  status: string;
  statusLabel: string;
  amountDue: number;
  amountPaid: number;
  canPay: boolean;
  refund: Refund | null;
  transfers: { amount: number }[];
  receipts: { _id: string }[];
}
interface ListItem {
  _id: string;
  status: string;
  paymentStatus: string | null;
  amountPaid: number;
  canCancel: boolean;
}

beforeEach(() => {
  db.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

const ownOrder = (filter: (o: OrderRecord) => boolean): OrderRecord => {
  const found = db.state.orders.find((o) => o.memberId === owner && !o.placedBy && filter(o));
  if (!found) throw new Error('no such order of the owner in the seed');
  return found;
};
const detail = async (id: string) => (await callJson<{ status: string; payment: Payment | null; canCancel: boolean }>(owner, 'GET', `/mall/v2/orders/${id}`)).body.data;
const pay = (id: string, amount?: number) => callJson<Payment>(null, 'POST', `/__mock/orders/${id}/pay`, amount === undefined ? {} : { amount });
const cancel = (id: string, as = owner) => callJson<{ status: string; refund: Refund | null }>(as, 'PUT', `/mall/v1/orders/${id}/cancel`);
const list = async (query: string) => (await callJson<Page<ListItem>>(owner, 'GET', `/mall/v1/orders?pageSize=100&${query}`)).body;

describe('cancelling an order that received money', () => {
  it('opens a refund of what was received: the order keeps its transfers and receipts, 退款中 on the order and the list', async () => {
    const order = ownOrder((o) => o.status === 'pendingPayment' && paymentOf(o).status === 'unpaid');
    order.paymentReceipts = [{ _id: 'r1', fileName: '回单.pdf', contentType: 'application/pdf', size: 10, uploadedAt: '2026-11-21T10:00:00+08:00', uploadedBy: owner, uploadedByName: '王敏' }];
    expect((await pay(order._id, 20000 > order.amount ? order.amount / 2 : 20000)).status).toBe(200);
    const received = paymentOf(order).amountPaid;
    expect((await list(`keyword=${order.orderNo}`)).data.list[0]).toMatchObject({ amountPaid: received, paymentStatus: 'partial', canCancel: true });

    const { body } = await cancel(order._id);
    expect(body.code).toBe(0);
    expect(body.data.refund).toMatchObject({ status: 'refunding', amount: received, refundedAt: null });

    const after = await detail(order._id);
    expect(after.status).toBe('cancelled');
    expect(after.payment).toMatchObject({ status: 'refunding', statusLabel: '退款中', amountPaid: received, amountDue: 0, canPay: false });
    expect(after.payment!.transfers).toHaveLength(1);
    expect(after.payment!.receipts).toHaveLength(1);
    expect((await list(`keyword=${order.orderNo}`)).data.list[0]).toMatchObject({ status: 'cancelled', paymentStatus: 'refunding', amountPaid: received });
    const cancelled = timelineOf(order, []).find((e) => e.kind === 'cancelled')!;
    expect(cancelled.note).toContain(`已收款 ${formatFen(toFen(received))} 将原路退回`);

    // the receipts stay with the money: no deletion, no new upload
    const del = await callJson(owner, 'DELETE', `/mall/v1/orders/${order._id}/payment-receipts/r1`);
    expect(del.body).toMatchObject({ code: 10141, msg: '订单已取消，付款凭证不能删除' });
  });

  it('the mall finishes the refund through the control: 已退款 with its date, on the timeline; a second time 409', async () => {
    const order = ownOrder((o) => o.status === 'pendingPayment' && paymentOf(o).status === 'partial');
    const received = paymentOf(order).amountPaid;
    await cancel(order._id);
    const done = await callJson<Payment>(null, 'POST', `/__mock/orders/${order._id}/refund`);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'refunded', statusLabel: '已退款', amountPaid: received });
    expect(done.body.data.refund).toMatchObject({ status: 'refunded', amount: received });
    expect(done.body.data.refund!.refundedAt).toEqual(expect.any(String));
    expect(timelineOf(order, []).at(-1)).toMatchObject({ kind: 'refunded', title: '退款完成', actor: '商城客服' });
    expect((await callJson(null, 'POST', `/__mock/orders/${order._id}/refund`)).body).toMatchObject({ code: 409, msg: '该订单已退款完成' });
  });

  it("the month's statement shows the refund (outside its totals of delivered orders)", async () => {
    const order = ownOrder((o) => o.status === 'pendingPayment' && paymentOf(o).status === 'partial');
    const received = paymentOf(order).amountPaid;
    // on the seed's day, whose month has delivered orders of the owner (the clock only, timers stay real)
    vi.useFakeTimers({ now: SEED_NOW_MS + 3600_000, toFake: ['Date'] });
    const month = chinaMonth(Date.now());
    const before = (await callJson<{ totals: { amount: number }; refunds: unknown[] }>(owner, 'GET', `/mall/v1/statements/${month}`)).body.data;
    expect(before.refunds).toEqual([]);
    await cancel(order._id);
    const after = (await callJson<{ totals: { amount: number }; refunds: { orderNo: string; amount: number; status: string; statusLabel: string }[] }>(owner, 'GET', `/mall/v1/statements/${month}`)).body.data;
    expect(after.refunds).toEqual([expect.objectContaining({ orderNo: order.orderNo, amount: received, status: 'refunding', statusLabel: '退款中' })]);
    expect(after.totals.amount).toBe(before.totals.amount);
    await callJson(null, 'POST', `/__mock/orders/${order._id}/refund`);
    const done = (await callJson<{ refunds: { status: string }[] }>(owner, 'GET', `/mall/v1/statements/${month}`)).body.data;
    expect(done.refunds[0]).toMatchObject({ status: 'refunded' });
  });

  it('cancelling an order that received nothing opens no refund and leaves no payment', async () => {
    const order = ownOrder((o) => o.status === 'pendingReview');
    const { body } = await cancel(order._id);
    expect(body.data.refund).toBeNull();
    expect((await detail(order._id)).payment).toBeNull();
    expect((await callJson(null, 'POST', `/__mock/orders/${order._id}/refund`)).body).toMatchObject({ code: 409, msg: '该订单没有退款' });
  });
});

describe('payment only after the mall review', () => {
  it('refuses a receipt (10141) and a transfer (409) before the review; the review control opens payment', async () => {
    const order = ownOrder((o) => o.status === 'pendingReview');
    expect((await detail(order._id)).payment).toMatchObject({ status: 'unpaid', statusLabel: '未付款', canPay: false });
    expect((await pay(order._id)).body).toMatchObject({ code: 409, msg: '订单尚在商城审核中，审核通过后即可付款' });
    // a receipt before the review: tests/mocks/payment.test.ts (10141)

    const reviewed = await callJson<Payment>(null, 'POST', `/__mock/orders/${order._id}/review`);
    expect(reviewed.body.data).toMatchObject({ canPay: true });
    expect(order.status).toBe('pendingPayment');
    expect((await pay(order._id, 1)).status).toBe(200);
    expect((await callJson(null, 'POST', `/__mock/orders/${order._id}/review`)).body).toMatchObject({ code: 409 });
  });
});

describe('the payment status filter of the order list', () => {
  it('finds exactly the orders whose tag says it', async () => {
    const all = (await list('')).data.list;
    for (const ps of ['unpaid', 'partial', 'paid'] as const) {
      const found = (await list(`paymentStatus=${ps}`)).data;
      expect(found.list.length, ps).toBeGreaterThan(0);
      expect(found.list.every((o) => o.paymentStatus === ps)).toBe(true);
      expect(found.total).toBe(all.filter((o) => o.paymentStatus === ps).length);
    }
    const order = ownOrder((o) => o.status === 'pendingPayment' && paymentOf(o).status === 'partial');
    await cancel(order._id);
    expect((await list('paymentStatus=refunding')).data.list.map((o) => o._id)).toEqual([order._id]);
    expect((await call(owner, 'GET', '/mall/v1/orders?paymentStatus=owed')).status).toBe(400);
  });
});

describe('a cancelled order placed from a quote', () => {
  const link = () => {
    const quote = db.state.quotes.find((q) => q.memberId === owner && !q.orderId && !q.declinedBy && q.validUntil && q.lines.some((l) => l.status === 'quoted') && q.lines.every((l) => l.status !== 'pending'))!;
    const order = ownOrder((o) => o.status === 'pendingReview');
    quote.orderId = order._id;
    order.quoteId = quote._id;
    return { quote, order };
  };

  it('gives the quote back: 已报价 and orderable while valid', async () => {
    const { quote, order } = link();
    expect((await callJson<{ status: string }>(owner, 'GET', `/mall/v1/quotes/${quote._id}`)).body.data.status).toBe('accepted');
    await cancel(order._id);
    expect((await callJson<{ status: string; canAccept: boolean; orderId: string | null }>(owner, 'GET', `/mall/v1/quotes/${quote._id}`)).body.data).toMatchObject({
      status: 'quoted',
      canAccept: true,
      orderId: null,
    });
  });

  it('reads 已过期 when its validity has passed', async () => {
    const { quote, order } = link();
    quote.validUntil = '2020-01-01';
    await cancel(order._id);
    expect((await callJson<{ status: string; canAccept: boolean }>(owner, 'GET', `/mall/v1/quotes/${quote._id}`)).body.data).toMatchObject({ status: 'expired', canAccept: false });
  });
});

describe('cancelling in 待审核: one rule for the owner and the sub-account', () => {
  it('the sub-account cancels its own order in 待审核 as the owner cancels hers', async () => {
    const mine = db.state.orders.find((o) => o.placedBy === sub && o.status === 'pendingReview')!;
    expect((await callJson<{ canCancel: boolean }>(sub, 'GET', `/mall/v2/orders/${mine._id}`)).body.data.canCancel).toBe(true);
    expect((await cancel(mine._id, sub)).body).toMatchObject({ code: 0, data: { status: 'cancelled' } });
    const hers = ownOrder((o) => o.status === 'pendingReview');
    expect((await detail(hers._id)).canCancel).toBe(true);
  });
});
