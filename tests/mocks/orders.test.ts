import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { readPdfResponse } from './pdf-reader.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import type { AddressRecord, Material, OrderRecord, OrderStatus } from '../../mocks/db/types.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';

const BASE = 'http://localhost:3000';
const { call, callJson } = handlerClient(orderHandlers, BASE);

interface ListItem {
  _id: string;
  orderNo: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  itemCount: number;
  items: { catalogNo: string; name: string }[];
  amount: number;
  canCancel: boolean;
}



const ownerOrders = (): OrderRecord[] => db.state.orders.filter((o) => o.memberId === DEMO.owner._id);

function ownerAddress(): AddressRecord {
  let address = db.state.addresses.find((a) => a.memberId === DEMO.owner._id);
  if (!address) {
    address = {
      _id: 'a00000000000000000000001',
      memberId: DEMO.owner._id,
      receiver: '张老师',
      cellphone: '13800000001',
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310104',
      regionNames: ['上海市', '市辖区', '徐汇区'],
      detail: '漕河泾开发区宜山路 700 号 3 号楼',
      isDefault: true,
      createdAt: '2026-01-01T10:00:00+08:00',
    };
    db.state.addresses.push(address);
  }
  return address;
}

function foreignAddress(): AddressRecord {
  const address: AddressRecord = {
    ...ownerAddress(),
    _id: 'a00000000000000000000099',
    memberId: DEMO.distributor._id,
  };
  db.state.addresses.push(address);
  return address;
}

/** Replace the member's cart with these lines. */
function setCart(memberId: string, lines: { material: Material; quantity: number; selected: boolean }[]): void {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== memberId);
  for (const { material, quantity, selected } of lines) {
    db.state.carts.push({ memberId, matlId: material._id, quantity, selected, addedAt: '2026-11-20T10:00:00+08:00' });
  }
}

const cheap = (): Material[] => db.state.materials.filter((m) => !m.offShelf && m.price < 200).sort((a, b) => a.price - b.price);

beforeEach(() => {
  db.reset();
  // §6 on its own: the demo account's approval rules and required fund (§13) are tests/mocks/approvals.test.ts's
  db.state.procurementSettings = [];
});

describe('access', () => {
  it('needs a token and a company profile', async () => {
    const anonymous = await callJson<null>(null, 'GET', '/mall/v1/orders');
    expect(anonymous.status).toBe(401);
    const noCompany = await callJson<null>(DEMO.noCompany._id, 'GET', '/mall/v1/orders');
    expect(noCompany.status).toBe(200);
    expect(noCompany.body.code).toBe(10010);
    expect(noCompany.body.msg).toBe('请先完善企业信息');
  });
});

describe('order list', () => {
  it('pages the account orders newest first', async () => {
    const { body } = await callJson<Page<ListItem>>(DEMO.owner._id, 'GET', '/mall/v1/orders?page=1&pageSize=5');
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(ownerOrders().length);
    expect(body.data.pageSize).toBe(5);
    const dates = body.data.list.map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const o of body.data.list) {
      const record = ownerOrders().find((r) => r._id === o._id)!;
      expect(o.itemCount).toBe(record.items.length);
      expect(o.items.length).toBe(Math.min(3, record.items.length));
      expect(o.statusLabel).toBeTruthy();
    }
  });

  it('filters by status, keyword and date range', async () => {
    const sample = ownerOrders()[0]!;
    const byStatus = await callJson<Page<ListItem>>(DEMO.owner._id, 'GET', `/mall/v1/orders?status=${sample.status}&pageSize=100`);
    expect(byStatus.body.data.total).toBe(ownerOrders().filter((o) => o.status === sample.status).length);
    expect(byStatus.body.data.list.every((o) => o.status === sample.status)).toBe(true);

    const byNo = await callJson<Page<ListItem>>(DEMO.owner._id, 'GET', `/mall/v1/orders?keyword=${sample.orderNo.toLowerCase()}`);
    expect(byNo.body.data.list.map((o) => o._id)).toContain(sample._id);

    const item = sample.items[0]!;
    const byItem = await callJson<Page<ListItem>>(DEMO.owner._id, 'GET', `/mall/v1/orders?keyword=${encodeURIComponent(item.catalogNo)}&pageSize=100`);
    expect(byItem.body.data.list.map((o) => o._id)).toContain(sample._id);

    const day = sample.createdAt.slice(0, 10);
    const byDay = await callJson<Page<ListItem>>(DEMO.owner._id, 'GET', `/mall/v1/orders?createdAt=${day},${day}&pageSize=100`);
    expect(byDay.body.data.total).toBe(ownerOrders().filter((o) => o.createdAt.startsWith(day)).length);
    expect(byDay.body.data.list.every((o) => o.createdAt.startsWith(day))).toBe(true);
  });

  it('answers 400 for a malformed date range or status', async () => {
    for (const range of ['2026-01-01', '2026-13-01,2026-12-31', '2026-02-30,2026-03-01', 'a,b', '2026-05-01,2026-04-01']) {
      const { status, body } = await callJson<null>(DEMO.owner._id, 'GET', `/mall/v1/orders?createdAt=${encodeURIComponent(range)}`);
      expect(status).toBe(400);
      expect(body.msg).toMatch(/下单时间/);
    }
    expect((await callJson<null>(DEMO.owner._id, 'GET', '/mall/v1/orders?status=shipped')).status).toBe(400);
  });

  it('shows a sub-account only the orders it placed', async () => {
    const mine = ownerOrders()[0]!;
    mine.placedBy = DEMO.sub._id;
    const expected = ownerOrders().filter((o) => o.placedBy === DEMO.sub._id);
    const { body } = await callJson<Page<ListItem>>(DEMO.sub._id, 'GET', '/mall/v1/orders?pageSize=100');
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(expected.length);
    expect(body.data.list.map((o) => o._id).sort()).toEqual(expected.map((o) => o._id).sort());
    const other = ownerOrders().find((o) => o.placedBy !== DEMO.sub._id)!;
    expect((await callJson<null>(DEMO.sub._id, 'GET', `/mall/v2/orders/${other._id}`)).status).toBe(404);
  });

  it('counts orders per status', async () => {
    const { body } = await callJson<{ status: string; label: string; count: number }[]>(DEMO.owner._id, 'GET', '/mall/v1/orders/status/count');
    expect(body.code).toBe(0);
    expect(body.data.map((s) => s.label)).toEqual(['全部', '待审批', '待审核', '待付款', '待发货', '部分发货', '待收货', '已完成', '已取消', '已驳回']);
    const [all, ...rest] = body.data;
    expect(all!.count).toBe(ownerOrders().length);
    expect(rest.reduce((sum, s) => sum + s.count, 0)).toBe(all!.count);
  });
});

describe('order creation', () => {
  it('creates a pendingReview order from the selected cart lines', async () => {
    const address = ownerAddress();
    const [a, b, c] = cheap();
    setCart(DEMO.owner._id, [
      { material: a!, quantity: 1, selected: true },
      { material: b!, quantity: 2, selected: true },
      { material: c!, quantity: 1, selected: false },
    ]);
    const { body } = await callJson<{ _id: string; orderNo: string; amount: number; status: string }>(DEMO.owner._id, 'POST', '/mall/v1/orders', {
      addressId: address._id,
      remark: '请周一送达',
      poNo: 'PO-2026-001',
    });
    expect(body.code).toBe(0);
    expect(body.data.status).toBe('pendingReview');
    expect(body.data.orderNo).toMatch(/^SO\d{10}$/);
    const goods = Math.round((a!.price + b!.price * 2) * 100) / 100;
    const freight = goods >= 500 ? 0 : 15;
    expect(body.data.amount).toBe(Math.round((goods + freight) * 100) / 100);

    const cart = db.state.carts.filter((l) => l.memberId === DEMO.owner._id);
    expect(cart.map((l) => l.matlId)).toEqual([c!._id]);

    const detail = await callJson<OrderRecord & { statusLabel: string; stockOuts: unknown[] }>(DEMO.owner._id, 'GET', `/mall/v2/orders/${body.data._id}`);
    expect(detail.body.code).toBe(0);
    expect(detail.body.data.statusLabel).toBe('待审核');
    expect(detail.body.data.items.map((i) => i.matlId)).toEqual([a!._id, b!._id]);
    expect(detail.body.data.items[1]!.price).toBe(b!.price);
    expect(detail.body.data.freight).toBe(freight);
    expect(detail.body.data.address.receiver).toBe(address.receiver);
    expect(detail.body.data.poNo).toBe('PO-2026-001');
    expect(detail.body.data.stockOuts).toEqual([]);
  });

  it('ships free from ¥500 of goods', async () => {
    const address = ownerAddress();
    const material = db.state.materials.find((m) => !m.offShelf && m.price >= 500)!;
    setCart(DEMO.owner._id, [{ material, quantity: 1, selected: true }]);
    const { body } = await callJson<{ _id: string; amount: number }>(DEMO.owner._id, 'POST', '/mall/v1/orders', { addressId: address._id });
    expect(body.code).toBe(0);
    expect(body.data.amount).toBe(material.price);
  });

  it('takes matlIds instead of the selection and records the sub-account', async () => {
    const address = ownerAddress();
    const [a, b] = cheap();
    setCart(DEMO.sub._id, [
      { material: a!, quantity: 3, selected: false },
      { material: b!, quantity: 1, selected: true },
    ]);
    const { body } = await callJson<{ _id: string }>(DEMO.sub._id, 'POST', '/mall/v1/orders', { addressId: address._id, matlIds: [a!._id] });
    expect(body.code).toBe(0);
    const order = db.state.orders.find((o) => o._id === body.data._id)!;
    expect(order.memberId).toBe(DEMO.owner._id);
    expect(order.placedBy).toBe(DEMO.sub._id);
    expect(order.items.map((i) => [i.matlId, i.quantity])).toEqual([[a!._id, 3]]);
    expect(db.state.carts.filter((l) => l.memberId === DEMO.sub._id).map((l) => l.matlId)).toEqual([b!._id]);

    // the sub-account's own address book works too
    const own = db.state.addresses.find((x) => x.memberId === DEMO.sub._id)!;
    const second = await callJson<{ _id: string }>(DEMO.sub._id, 'POST', '/mall/v1/orders', { addressId: own._id });
    expect(second.body.code).toBe(0);
    expect(db.state.orders.find((o) => o._id === second.body.data._id)?.address._id).toBe(own._id);
  });

  it('refuses an empty selection, off-shelf goods and foreign addresses', async () => {
    const address = ownerAddress();
    const [a] = cheap();
    setCart(DEMO.owner._id, [{ material: a!, quantity: 1, selected: false }]);
    const empty = await callJson<null>(DEMO.owner._id, 'POST', '/mall/v1/orders', { addressId: address._id });
    expect(empty.body.code).toBe(10011);
    expect(empty.body.msg).toBe('请选择要结算的商品');

    const missing = await callJson<null>(DEMO.owner._id, 'POST', '/mall/v1/orders', { addressId: address._id, matlIds: ['nope'] });
    expect(missing.body.code).toBe(10012);

    setCart(DEMO.owner._id, [{ material: a!, quantity: 1, selected: true }]);
    db.state.materials.find((m) => m._id === a!._id)!.offShelf = true;
    const off = await callJson<null>(DEMO.owner._id, 'POST', '/mall/v1/orders', { addressId: address._id });
    expect(off.body.code).toBe(10013);
    expect(off.body.msg).toContain('已下架');
    expect(db.state.carts.filter((l) => l.memberId === DEMO.owner._id)).toHaveLength(1);

    const foreign = foreignAddress();
    const notMine = await callJson<null>(DEMO.owner._id, 'POST', '/mall/v1/orders', { addressId: foreign._id });
    expect(notMine.status).toBe(404);
    expect(notMine.body.msg).toBe('收货地址不存在');
  });

  it('validates the body', async () => {
    const noAddress = await callJson<null>(DEMO.owner._id, 'POST', '/mall/v1/orders', {});
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.msg).toBe('收货地址不能为空');
    const address = ownerAddress();
    const longRemark = await callJson<null>(DEMO.owner._id, 'POST', '/mall/v1/orders', { addressId: address._id, remark: '备'.repeat(201) });
    expect(longRemark.status).toBe(400);
    expect(longRemark.body.msg).toBe('订单备注不能超过 200 个字符');
    const badIds = await callJson<null>(DEMO.owner._id, 'POST', '/mall/v1/orders', { addressId: address._id, matlIds: 'all' });
    expect(badIds.status).toBe(400);
    const badProfile = await callJson<null>(DEMO.owner._id, 'POST', '/mall/v1/orders', { addressId: address._id, invoiceProfileId: 'nope' });
    expect(badProfile.status).toBe(404);
    expect(badProfile.body.msg).toBe('发票抬头不存在');
    const notJson = await call(DEMO.owner._id, 'POST', '/mall/v1/orders', '[1,2]');
    expect(notJson.status).toBe(400);
  });
});

describe('order detail, contract and cancel', () => {
  it('answers 404 for another account and unknown ids', async () => {
    const foreign = db.state.orders.find((o) => o.memberId !== DEMO.owner._id);
    if (foreign) {
      const { status, body } = await callJson<null>(DEMO.owner._id, 'GET', `/mall/v2/orders/${foreign._id}`);
      expect(status).toBe(404);
      expect(body.msg).toBe('订单不存在');
    }
    const unknown = await callJson<null>(DEMO.owner._id, 'GET', '/mall/v2/orders/000000000000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('订单不存在');
  });

  it('serves the contract as a PDF', async () => {
    const order = ownerOrders().find((o) => o.status !== 'cancelled')!;
    const res = await call(DEMO.owner._id, 'GET', `/mall/v1/orders/${order._id}/contract`);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    const { text } = await readPdfResponse(res);
    expect(text).toContain(`订单编号：${order.orderNo}`);
  });

  it('cancels before confirmation only', async () => {
    const order = ownerOrders()[0]!;
    order.status = 'pendingPayment';
    const done = await callJson<{ status: string; cancelReason: string }>(DEMO.owner._id, 'PUT', `/mall/v1/orders/${order._id}/cancel`);
    expect(done.body.code).toBe(0);
    expect(done.body.data.status).toBe('cancelled');
    expect(order.status).toBe('cancelled');
    expect(order.cancelReason).toBe('客户取消');
    expect(order.cancelledAt).toMatch(/\+08:00$/);

    const again = await callJson<null>(DEMO.owner._id, 'PUT', `/mall/v1/orders/${order._id}/cancel`);
    expect(again.body.code).toBe(10020);

    const confirmed = ownerOrders()[1]!;
    confirmed.status = 'pendingShipment';
    const refused = await callJson<null>(DEMO.owner._id, 'PUT', `/mall/v1/orders/${confirmed._id}/cancel`);
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe(10020);
    expect(refused.body.msg).toBe('订单已确认，无法在线取消，如需取消请致电 400 819 7199');
    expect(confirmed.status).toBe('pendingShipment');

    const contract = await callJson<null>(DEMO.owner._id, 'GET', `/mall/v1/orders/${order._id}/contract`);
    expect(contract.body.code).toBe(10021);
  });
});

describe('stock-outs', () => {
  it('answers a stock-out and its SF route, newest event first', async () => {
    const stockOut = db.state.stockOuts.find((s) => s.memberId === DEMO.owner._id && s.routes.length > 1)!;
    expect(stockOut).toBeDefined();
    const one = await callJson<{ stockOutNo: string; orderNo: string }>(DEMO.owner._id, 'GET', `/mall/v1/stock-outs/${stockOut._id}`);
    expect(one.body.code).toBe(0);
    expect(one.body.data.stockOutNo).toBe(stockOut.stockOutNo);
    expect(one.body.data.orderNo).toBeTruthy();
    const route = await callJson<{ trackingNo: string; courier: string; coldChain: string | null; routes: { time: string }[]; signedAt: string | null }>(
      DEMO.owner._id,
      'GET',
      `/mall/v1/stock-outs/${stockOut._id}/sfroute`,
    );
    expect(route.body.data.trackingNo).toBe(stockOut.trackingNo);
    expect(route.body.data.coldChain).toBe(stockOut.coldChain);
    const times = route.body.data.routes.map((r) => r.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(route.body.data.signedAt).toBe(stockOut.signedAt ?? null);

    const missing = await callJson<null>(DEMO.owner._id, 'GET', '/mall/v1/stock-outs/nope/sfroute');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('发货单不存在');
    const foreign = db.state.stockOuts.find((s) => s.memberId !== DEMO.owner._id);
    if (foreign) expect((await callJson<null>(DEMO.owner._id, 'GET', `/mall/v1/stock-outs/${foreign._id}`)).status).toBe(404);
  });

  it('lists the stock-outs in the order detail', async () => {
    const order = ownerOrders().find((o) => o.stockOutIds.length > 0)!;
    const { body } = await callJson<{ stockOuts: { _id: string; phase: string }[] }>(DEMO.owner._id, 'GET', `/mall/v2/orders/${order._id}`);
    expect(body.data.stockOuts.map((s) => s._id).sort()).toEqual([...order.stockOutIds].sort());
    expect(body.data.stockOuts.every((s) => typeof s.phase === 'string')).toBe(true);
  });
});
