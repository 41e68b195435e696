import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { cartHandlers } from '../../mocks/handlers/cart.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';

const { callJson } = handlerClient([...cartHandlers, ...orderHandlers], 'http://localhost:3000');
const owner = DEMO.owner._id;
const ADDRESS = '66a500000000000000000001';
const ownerOrders = () => db.state.orders.filter((o) => o.memberId === owner);
const ownerCart = () => db.state.carts.filter((c) => c.memberId === owner);

interface Counts {
  status: string;
  count: number;
}
const count = async (status: string) =>
  (await callJson<Counts[]>(owner, 'GET', '/mall/v1/orders/status/count')).body.data.find((c) => c.status === status)!.count;

beforeEach(() => {
  db.reset();
  // §6 on its own: the demo account's approval rules and required fund (§13) are tests/mocks/approvals.test.ts's
  db.state.procurementSettings = [];
});

describe('placing orders (fake mall)', () => {
  it('a retried POST with the same idempotency key answers the same order, once', async () => {
    const before = ownerOrders().length;
    const first = await callJson<{ orderNo: string }>(owner, 'POST', '/mall/v1/orders', { addressId: ADDRESS, idempotencyKey: 'k-1' });
    const again = await callJson<{ orderNo: string; replayed?: boolean }>(owner, 'POST', '/mall/v1/orders', { addressId: ADDRESS, idempotencyKey: 'k-1' });
    expect(first.body.code).toBe(0);
    expect(again.body.code).toBe(0);
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    expect(again.body.data.replayed).toBe(true);
    expect(ownerOrders().length).toBe(before + 1);
    // another key is another order attempt (and the selected lines are gone now)
    const other = await callJson<null>(owner, 'POST', '/mall/v1/orders', { addressId: ADDRESS, idempotencyKey: 'k-2' });
    expect(other.body).toMatchObject({ code: 10011, msg: '请选择要结算的商品' });
  });

  it('placing empties the ordered lines and moves the counts; cancel moves them back', async () => {
    const review = await count('pendingReview');
    const cancelled = await count('cancelled');
    const placed = await callJson<{ _id: string }>(owner, 'POST', '/mall/v1/orders', { addressId: ADDRESS });
    expect(ownerCart().every((c) => !c.selected)).toBe(true);
    expect(await count('pendingReview')).toBe(review + 1);
    await callJson(owner, 'PUT', `/mall/v1/orders/${placed.body.data._id}/cancel`);
    expect(await count('pendingReview')).toBe(review);
    expect(await count('cancelled')).toBe(cancelled + 1);
  });

  it('refuses a changed price (10014) with a Chinese message', async () => {
    const line = ownerCart().find((c) => c.selected)!;
    const answer = await callJson<null>(owner, 'POST', '/mall/v1/orders', {
      addressId: ADDRESS,
      expected: [{ matlId: line.matlId, price: 1 }],
    });
    expect(answer.body.code).toBe(10014);
    expect(answer.body.msg).toMatch(/价格已变为 ¥[\d.]+，请确认后再提交/);
  });

  it('refuses a changed quantity (10015) like a changed price, says the line and both quantities, and places nothing', async () => {
    const line = ownerCart().find((c) => c.selected)!;
    const material = db.state.materials.find((m) => m._id === line.matlId)!;
    const before = ownerOrders().length;
    line.quantity = 10; // another tab raised the line while the order page showed 2 (within the demo account's credit, §17)
    const answer = await callJson<null>(owner, 'POST', '/mall/v1/orders', {
      addressId: ADDRESS,
      matlIds: [line.matlId],
      expected: [{ matlId: line.matlId, price: material.price, quantity: 2 }],
    });
    expect(answer.body).toMatchObject({ code: 10015, msg: `商品 ${material.catalogNo} 的数量已由 2 变为 10，请确认后再提交` });
    expect(ownerOrders().length).toBe(before);
    expect(ownerCart().find((c) => c.matlId === line.matlId)?.quantity).toBe(10);
    // the quantity the buyer saw places the order
    const placed = await callJson<{ _id: string }>(owner, 'POST', '/mall/v1/orders', {
      addressId: ADDRESS,
      matlIds: [line.matlId],
      expected: [{ matlId: line.matlId, price: material.price, quantity: 10 }],
    });
    expect(placed.body.code).toBe(0);
    expect(ownerOrders().at(-1)!.items).toMatchObject([{ matlId: line.matlId, quantity: 10 }]);
  });

  it('refuses an ill-typed expected quantity (400)', async () => {
    const line = ownerCart().find((c) => c.selected)!;
    const answer = await callJson<null>(owner, 'POST', '/mall/v1/orders', {
      addressId: ADDRESS,
      expected: [{ matlId: line.matlId, price: 1, quantity: '2' }],
    });
    expect(answer.status).toBe(400);
  });

  it('refuses cancelling a shipped order in Chinese', async () => {
    const shipped = ownerOrders().find((o) => o.status === 'pendingReceipt')!;
    const answer = await callJson<null>(owner, 'PUT', `/mall/v1/orders/${shipped._id}/cancel`);
    expect(answer.body).toMatchObject({ code: 10020, msg: '订单已确认，无法在线取消，如需取消请致电 400 819 7199' });
  });
});

describe('cart batch lines and bad input (fake mall)', () => {
  it('reports each line; dryRun changes nothing, the real call adds only good lines', async () => {
    const offShelf = db.state.materials.find((m) => m.offShelf)!;
    const lines = [
      { catalogNo: '309486-25t', quantity: 2 },
      { catalogNo: 'NOPE-1', quantity: 1 },
      { catalogNo: offShelf.catalogNo, quantity: 1 },
      { catalogNo: '349625-25T', quantity: 0 },
    ];
    const dry = await callJson<{ results: { status: string }[]; cart: null }>(owner, 'POST', '/mall/v1/carts/batch', { lines });
    expect(dry.body.data.results.map((r) => r.status)).toEqual(['ok', 'unknown', 'offShelf', 'badQuantity']);
    expect(dry.body.data.cart).toBeNull();
    const before = ownerCart().length;
    await callJson(owner, 'POST', '/mall/v1/carts/batch', { lines, dryRun: false });
    expect(ownerCart().length).toBe(before + 1);
  });

  it('finds a catalogue number as the search does: case, full width, hyphens and spaces aside', async () => {
    const forms = ['G0005500G', 'g0005500g', 'Ｇ０００５５００Ｇ', 'G0005-500G', 'G0005 500G', 'ｇ０００５－５００ｇ'];
    const lines = forms.map((catalogNo) => ({ catalogNo, quantity: 1 }));
    const dry = await callJson<{ results: { status: string; catalogNo: string }[] }>(owner, 'POST', '/mall/v1/carts/batch', { lines });
    expect(dry.body.data.results.map((r) => [r.status, r.catalogNo])).toEqual(forms.map(() => ['ok', 'G0005-500G']));
    const other = await callJson<{ results: { status: string }[] }>(owner, 'POST', '/mall/v1/carts/batch', {
      lines: [{ catalogNo: 'G0005', quantity: 1 }, { catalogNo: 'G0005-500', quantity: 1 }],
    });
    expect(other.body.data.results.map((r) => r.status)).toEqual(['unknown', 'unknown']);
  });

  it('refuses bad quantities and unknown items in Chinese', async () => {
    const matlId = ownerCart()[0]!.matlId;
    const big = await callJson<null>(owner, 'PUT', `/mall/v1/carts/${matlId}/quantity`, { quantity: 10000 });
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('数量不能大于 9999');
    const half = await callJson<null>(owner, 'PUT', `/mall/v1/carts/${matlId}/quantity`, { quantity: 1.5 });
    expect(half.body.msg).toBe('数量必须为整数');
    const unknown = await callJson<null>(owner, 'POST', '/mall/v1/carts', { matlId: 'nope' });
    expect(unknown.body).toMatchObject({ code: 10050, msg: '该商品已下架或不存在' });
    const none = await callJson<null>(owner, 'POST', '/mall/v1/carts/batch', { lines: [{ catalogNo: 'NOPE', quantity: 1 }], dryRun: false });
    expect(none.body).toMatchObject({ code: 10052, msg: '没有可加入购物车的商品' });
  });

  it('deletes several lines in one call (comma-joined ids), all or none', async () => {
    const [a, b] = ownerCart();
    const bad = await callJson<null>(owner, 'DELETE', `/mall/v1/carts/${a!.matlId},nope`);
    expect(bad.status).toBe(404);
    expect(ownerCart().length).toBe(6);
    await callJson(owner, 'DELETE', `/mall/v1/carts/${a!.matlId},${b!.matlId}`);
    expect(ownerCart().length).toBe(4);
  });
});

describe('stock: 现货, 期货, 缺货 (fake mall, docs/api.md §4, issue 24 item 6)', () => {
  const FUTURES = '66a3000000000000000009ab'; // D7945-100ML: stock 0, about 16 working days
  const UNAVAILABLE = '66a300000000000000000063'; // 348926-100UG: stock 0, no lead time

  it('the seed has 期货 with lead times and a few 缺货 without one', () => {
    expect(db.state.materials.find((m) => m._id === FUTURES)).toMatchObject({ catalogNo: 'D7945-100ML', stock: 0, leadDays: 16 });
    expect(db.state.materials.find((m) => m._id === UNAVAILABLE)).toMatchObject({ catalogNo: '348926-100UG', stock: 0, leadDays: 0 });
    const unavailable = db.state.materials.filter((m) => m.stock === 0 && m.leadDays === 0).length;
    expect(unavailable).toBeGreaterThan(10);
    expect(unavailable).toBeLessThan(db.state.materials.filter((m) => m.stock === 0).length / 10);
  });

  it('a 期货 item is added; a 缺货 item is refused (10053), reported unavailable, and never ordered', async () => {
    const added = await callJson<{ list: { matlId: string; available: boolean }[] }>(owner, 'POST', '/mall/v1/carts', { matlId: FUTURES });
    expect(added.body.code).toBe(0);
    expect(added.body.data.list.find((l) => l.matlId === FUTURES)?.available).toBe(true);

    const refused = await callJson<null>(owner, 'POST', '/mall/v1/carts', { matlId: UNAVAILABLE });
    expect(refused.body).toMatchObject({ code: 10053, msg: '该商品暂时缺货，无法加入购物车' });
    expect(ownerCart().some((c) => c.matlId === UNAVAILABLE)).toBe(false);

    const batch = await callJson<{ results: { status: string; message: string }[] }>(owner, 'POST', '/mall/v1/carts/batch', {
      lines: [
        { catalogNo: 'D7945-100ML', quantity: 1 },
        { catalogNo: '348926-100UG', quantity: 1 },
      ],
    });
    expect(batch.body.data.results.map((r) => [r.status, r.message])).toEqual([
      ['ok', '期货，约 16 个工作日发货'],
      ['unavailable', '缺货，暂无货期，无法加入购物车'],
    ]);

    // a line already in a cart when the item became 缺货: shown, not available, not ordered
    db.state.carts.push({ memberId: owner, matlId: UNAVAILABLE, quantity: 1, selected: true, addedAt: new Date().toISOString() });
    const cart = await callJson<{ list: { matlId: string; available: boolean }[] }>(owner, 'GET', '/mall/v1/carts');
    expect(cart.body.data.list.find((l) => l.matlId === UNAVAILABLE)?.available).toBe(false);
    const order = await callJson<null>(owner, 'POST', '/mall/v1/orders', { addressId: ADDRESS, matlIds: [UNAVAILABLE] });
    expect(order.body).toMatchObject({ code: 10013, msg: '商品 348926-100UG 暂时缺货，请删除后再结算' });
  });
});
