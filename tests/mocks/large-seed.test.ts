/**
 * The large account (MOCK_SCALE=large, mocks/db/seed/large.ts): its counts, the same data on every build, every
 * order answered as the contract says, the statement month of 2,000 lines and its totals, and the contract's paging.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { createSeed } from '../../mocks/db/seed/index.ts';
import { LARGE, LARGE_CART_LINES, LARGE_LIST_LINES, scaleOf, withLargeAccount } from '../../mocks/db/seed/large.ts';
import type { OrderStatus, Seed } from '../../mocks/db/types.ts';
import { mallOperations } from '../../mocks/validation.ts';
import { LARGE_CREDIT_LIMIT } from '../../mocks/credit-terms.ts';
import { creditTermsOf } from '../../mocks/credit-rules.ts';
import { call, nonConformance } from '../contract/helpers.ts';

const owner = DEMO.owner._id;
const small = createSeed();
const smallJson = JSON.stringify(small);
const large: Seed = withLargeAccount(small);
const operations = mallOperations();
const operation = (id: string) => {
  const found = operations.find((o) => o.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};
const STATUSES: OrderStatus[] = ['pendingApproval', 'pendingReview', 'pendingPayment', 'pendingShipment', 'partiallyShipped', 'pendingReceipt', 'completed', 'cancelled', 'rejected'];
const cents = (v: number): number => Math.round(v * 100);

async function data<T>(as: string, id: string, path: string): Promise<T> {
  const response = await call(as, operation(id).method, path);
  const envelope = (await response.clone().json()) as { code: number; msg: string; data: T };
  expect(envelope.code, envelope.msg).toBe(0);
  expect(await nonConformance(operation(id), response)).toBeNull();
  return envelope.data;
}

// tests/setup.ts resets the mall after each test: the large account goes in before each
beforeEach(() => {
  db.state = large;
});

describe('the large account (MOCK_SCALE=large)', () => {
  it('adds to the demo owner and leaves the small seed as it was', () => {
    expect(JSON.stringify(small)).toBe(smallJson);
    expect(large.orders.filter((o) => o.memberId === owner)).toHaveLength(LARGE.orders);
    const own = large.orders.filter((o) => o.memberId === owner);
    for (const status of STATUSES) expect(own.filter((o) => o.status === status).length, status).toBeGreaterThan(5);
    const years = new Set(own.map((o) => o.createdAt.slice(0, 4)));
    expect([...years].sort()).toEqual(['2023', '2024', '2025', '2026']);
    expect(large.funds.filter((f) => f.memberId === owner)).toHaveLength(LARGE.funds);
    expect(large.subMembers.filter((s) => s.memberId === owner)).toHaveLength(LARGE.subAccounts);
    expect(large.carts.filter((c) => c.memberId === owner)).toHaveLength(LARGE_CART_LINES);
    expect(large.buyingLists.filter((l) => l.memberId === owner && l.lines.length === LARGE_LIST_LINES)).toHaveLength(2);
    // the other members keep theirs
    expect(large.orders.filter((o) => o.memberId !== owner)).toEqual(small.orders.filter((o) => o.memberId !== owner));
  });

  it('is the same on every build', () => {
    expect(JSON.stringify(withLargeAccount(small))).toBe(JSON.stringify(large));
  });

  it('keeps the numbers unique and the shipments, amounts and steps consistent', () => {
    for (const key of ['orders', 'stockOuts', 'invoices', 'members', 'subMembers', 'funds'] as const) {
      const ids = large[key].map((x) => x._id);
      expect(new Set(ids).size, key).toBe(ids.length);
    }
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(large.orders.map((o) => o.orderNo));
    unique(large.stockOuts.map((s) => s.stockOutNo));
    unique(large.stockOuts.map((s) => s.trackingNo));
    unique(large.invoices.filter((i) => i.invoiceNo).map((i) => i.invoiceNo));
    unique(large.members.map((m) => m.cellphone));
    const stockOuts = new Map(large.stockOuts.map((s) => [s._id, s]));
    for (const o of large.orders.filter((x) => x.memberId === owner)) {
      const goods = o.items.reduce((s, it) => s + cents(it.price) * it.quantity, 0);
      expect(cents(o.goodsAmount)).toBe(goods);
      expect(cents(o.amount)).toBe(goods + cents(o.freight));
      const shipped = new Map<string, number>();
      for (const id of o.stockOutIds) for (const l of stockOuts.get(id)?.items ?? []) shipped.set(l.matlId, (shipped.get(l.matlId) ?? 0) + l.quantity);
      for (const it of o.items) expect(it.shippedQty).toBe(shipped.get(it.matlId) ?? 0);
      const at = (kind: string) => o.events.filter((e) => e.kind === kind).map((e) => e.at);
      expect(at('placed')).toEqual([o.createdAt]);
      expect(at('paid')).toEqual(o.paidAt ? [o.paidAt] : []);
      expect(o.events.map((e) => e.at)).toEqual(o.events.map((e) => e.at).sort());
      if (o.placedBy && o.fundId && o.amount > 5000) expect(o.approval).toBeDefined();
      if (o.placedBy && o.fundId) expect(large.funds.find((f) => f._id === o.fundId)?.memberIds).toContain(o.placedBy);
    }
  });

  it('answers 200 orders across the statuses as the contract says (list and detail)', async () => {
    const own = large.orders.filter((o) => o.memberId === owner);
    const sample = STATUSES.flatMap((status) => own.filter((o) => o.status === status).slice(0, status === 'completed' ? 128 : 9));
    expect(sample.length).toBeGreaterThanOrEqual(200);
    for (const order of sample.slice(0, 200)) {
      const detail = await data<{ _id: string; status: string }>(owner, 'getOrder', `/mall/v2/orders/${order._id}`);
      expect(detail).toMatchObject({ _id: order._id, status: order.status });
    }
    for (const status of STATUSES) {
      const page = await data<{ total: number; list: unknown[] }>(owner, 'listOrders', `/mall/v1/orders?status=${status}&pageSize=100`);
      expect(page.total).toBe(own.filter((o) => o.status === status).length);
    }
  });

  it('pages the 5,000-order list as the contract says', async () => {
    const last = await data<{ list: { _id: string }[]; total: number; page: number; pageSize: number }>(owner, 'listOrders', '/mall/v1/orders?page=250&pageSize=20');
    expect(last).toMatchObject({ total: LARGE.orders, page: 250, pageSize: 20 });
    expect(last.list).toHaveLength(20);
    const byDefault = await data<{ list: unknown[]; pageSize: number }>(owner, 'listOrders', '/mall/v1/orders?page=250');
    expect(byDefault.list).toHaveLength(10);
    const beyond = await data<{ list: unknown[] }>(owner, 'listOrders', '/mall/v1/orders?page=251&pageSize=20');
    expect(beyond.list).toEqual([]);
    const subs = await data<{ list: unknown[]; total: number }>(owner, 'listSubMembers', '/mall/v1/member/sub-members?page=2&pageSize=20');
    expect(subs).toMatchObject({ total: LARGE.subAccounts });
    expect(subs.list).toHaveLength(LARGE.subAccounts - 20);
  });

  it('has a statement month of 2,000 lines whose totals add up', async () => {
    type Line = { amount: number; goodsAmount: number; freight: number; amountPaid: number; invoiceStatus: string };
    const statement = await data<{ lines: Line[]; totals: Record<string, number> }>(owner, 'getStatement', `/mall/v1/statements/${LARGE.statementMonth}`);
    expect(statement.lines).toHaveLength(LARGE.statementLines);
    const sum = (pick: (l: Line) => number) => statement.lines.reduce((s, l) => s + cents(pick(l)), 0);
    const { totals } = statement;
    expect(totals.orderCount).toBe(LARGE.statementLines);
    expect(cents(totals.amount ?? 0)).toBe(sum((l) => l.amount));
    expect(cents(totals.goodsAmount ?? 0)).toBe(sum((l) => l.goodsAmount));
    expect(cents(totals.freight ?? 0)).toBe(sum((l) => l.freight));
    expect(cents(totals.paid ?? 0)).toBe(sum((l) => l.amountPaid));
    expect(cents(totals.paid ?? 0) + cents(totals.unpaid ?? 0)).toBe(cents(totals.amount ?? 0));
    expect(cents(totals.invoiced ?? 0)).toBe(sum((l) => (l.invoiceStatus === 'issued' ? l.amount : 0)));
  });

  it('lists 600 invoiceable orders, 40 funds, a 200-line cart and 200-line buying lists through the contract', async () => {
    expect(await data<unknown[]>(owner, 'listInvoiceableOrders', '/finance/v1/invoice/invoiceable-orders')).toHaveLength(LARGE.invoiceable);
    expect(await data<unknown[]>(owner, 'listFunds', '/mall/v1/member/funds')).toHaveLength(LARGE.funds);
    const cart = await data<{ list: unknown[] }>(owner, 'getCart', '/mall/v1/carts');
    expect(cart.list).toHaveLength(LARGE_CART_LINES);
    const list = large.buyingLists.find((l) => l.memberId === owner && l.lines.length === LARGE_LIST_LINES);
    const read = await data<{ lines: unknown[] }>(owner, 'getBuyingList', `/mall/v1/member/buying-lists/${list?._id ?? ''}`);
    expect(read.lines).toHaveLength(LARGE_LIST_LINES);
  });
});

describe('MOCK_SCALE', () => {
  it('is small unless it says large', () => {
    expect(scaleOf(undefined)).toBe('small');
    expect(scaleOf({})).toBe('small');
    expect(scaleOf({ MOCK_SCALE: 'huge' })).toBe('small');
    expect(scaleOf({ MOCK_SCALE: 'large' })).toBe('large');
  });

});

describe('the large account still buys on credit', () => {
  it('its limit leaves room for ordinary orders after what its thousands of orders owe', () => {
    const orders = large.orders.filter((o) => o.memberId === owner);
    const terms = creditTermsOf({ days: 45, limit: LARGE_CREDIT_LIMIT }, orders, large.stockOuts, '2026-11-29');
    expect(terms.used).toBeGreaterThan(150_000); // the small account's limit would refuse every order
    expect(terms.available).toBeGreaterThan(1_000_000);
  });
});
