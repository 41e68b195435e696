import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { DRY_ICE_FEE, freightFor } from '../../mocks/db/seed/index.ts';
import type { Material } from '../../mocks/db/types.ts';
import { fundUsage, requantify, totalsOf } from '../../mocks/approval-rules.ts';
import { cartHandlers } from '../../mocks/handlers/cart.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { shipControlHandlers } from '../../mocks/handlers/ship-control.ts';
import { DG_CARRIER, EXPRESS_CARRIER, transportOf } from '../../mocks/transport.ts';

const { callJson } = handlerClient([...shipControlHandlers, ...cartHandlers, ...orderHandlers], 'http://localhost:3000');
const owner = DEMO.owner._id;
const ADDRESS = '66a500000000000000000001';

interface Shipment {
  condition: string;
  label: string;
  matlIds: string[];
  fee: number;
}
interface Preview {
  goodsAmount: number;
  freight: number;
  coldChainFee: number;
  amount: number;
  shipments: Shipment[];
}
interface Item {
  matlId: string;
  shippingCondition: string;
  hasSds: boolean;
  controls: string[];
}
interface Detail {
  goodsAmount: number;
  freight: number;
  coldChainFee: number;
  amount: number;
  items: Item[];
  stockOuts: { coldChain: string | null; items: { matlId: string }[] }[];
}

/** An in-stock, on-shelf, uncontrolled material of that shipping text (the lowest id: stable). */
const pick = (shipping: string, extra: (m: Material) => boolean = () => true) =>
  db.state.materials.find((m) => m.shipping === shipping && m.stock > 0 && !m.offShelf && !m.hazard?.controls.some((c) => c !== 'hazardous') && extra(m))!;
const cents = (n: number) => Math.round(n * 100);

function cartOf(...lines: [Material, number][]) {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== owner);
  for (const [m, quantity] of lines) db.state.carts.push({ memberId: owner, matlId: m._id, quantity, selected: true, addedAt: '2026-11-20T08:00:00.000Z' });
}

beforeEach(() => {
  db.reset();
  // the cold-chain rules on their own: the demo account's approval rules and required fund are approvals.test.ts's
  db.state.procurementSettings = [];
});

describe('the dry-ice fee and the shipments (docs/api.md §20)', () => {
  it('the preview groups the lines by condition, ambient first, and adds DRY_ICE_FEE once', async () => {
    const ambient = pick('常温', (m) => m.cas === '77-86-1');
    const ice = pick('冰袋', (m) => m.category === 'antibody');
    const dry = pick('干冰');
    const dry2 = pick('干冰', (m) => m._id !== dry._id);
    cartOf([dry, 1], [ambient, 2], [ice, 1], [dry2, 1]);
    const { body } = await callJson<Preview>(owner, 'POST', '/mall/v1/orders/preview', {});
    expect(body.code).toBe(0);
    const goods = (cents(dry.price) + cents(ambient.price) * 2 + cents(ice.price) + cents(dry2.price)) / 100;
    expect(DRY_ICE_FEE).toBe(80);
    expect(body.data.goodsAmount).toBe(goods);
    expect(body.data.coldChainFee).toBe(DRY_ICE_FEE);
    expect(body.data.amount).toBe((cents(goods) + cents(freightFor(goods)) + cents(DRY_ICE_FEE)) / 100);
    expect(body.data.shipments).toEqual([
      { condition: 'ambient', label: '常温', matlIds: [ambient._id], fee: 0 },
      { condition: 'icePack', label: '2–8 ℃ 冰袋', matlIds: [ice._id], fee: 0 },
      { condition: 'dryIce', label: '−20 ℃ 干冰', matlIds: expect.arrayContaining([dry._id, dry2._id]) as unknown as string[], fee: DRY_ICE_FEE },
    ]);
  });

  it('without a dry-ice line there is no fee and no dry-ice shipment', async () => {
    const ice = pick('冰袋');
    cartOf([ice, 1]);
    const { body } = await callJson<Preview>(owner, 'POST', '/mall/v1/orders/preview', {});
    expect(body.data.coldChainFee).toBe(0);
    expect(body.data.shipments.map((s) => s.condition)).toEqual(['icePack']);
    expect(body.data.amount).toBe((cents(body.data.goodsAmount) + cents(body.data.freight)) / 100);
  });

  it('the order records the fee and each line its condition; the warehouse ships one stock-out per condition', async () => {
    const ambient = pick('常温', (m) => m.category === 'reagent' && Boolean(m.cas));
    const ice = pick('冰袋');
    const dry = pick('干冰');
    cartOf([ambient, 1], [ice, 2], [dry, 1]);
    const placed = await callJson<{ _id: string; amount: number }>(owner, 'POST', '/mall/v1/orders', { addressId: ADDRESS });
    expect(placed.body.code).toBe(0);
    const record = db.state.orders.find((o) => o._id === placed.body.data._id)!;
    expect(record.coldChainFee).toBe(DRY_ICE_FEE);
    expect(cents(record.amount)).toBe(cents(record.goodsAmount) + cents(record.freight) + cents(DRY_ICE_FEE));
    expect(record.items.map((i) => i.shippingCondition).sort()).toEqual(['ambient', 'dryIce', 'icePack']);

    const detail = (await callJson<Detail>(owner, 'GET', `/mall/v2/orders/${record._id}`)).body.data;
    expect(detail.coldChainFee).toBe(DRY_ICE_FEE);
    const line = detail.items.find((i) => i.matlId === ambient._id)!;
    expect(line).toMatchObject({ shippingCondition: 'ambient', hasSds: true, controls: [] });
    const list = await callJson<{ list: { _id: string; coldChainFee: number }[] }>(owner, 'GET', '/mall/v1/orders?page=1&pageSize=10');
    expect(list.body.data.list.find((o) => o._id === record._id)?.coldChainFee).toBe(DRY_ICE_FEE);

    const shipped = await callJson<{ stockOuts: { coldChain: string | null }[] }>(null, 'POST', `/__mock/orders/${record._id}/ship`);
    expect(shipped.body.data.stockOuts.map((s) => s.coldChain)).toEqual([null, '冰袋', '干冰']);
    const after = (await callJson<Detail>(owner, 'GET', `/mall/v2/orders/${record._id}`)).body.data;
    const byChain = new Map(after.stockOuts.map((s) => [s.coldChain, s.items.map((i) => i.matlId)]));
    expect(byChain.get(null)).toEqual([ambient._id]);
    expect(byChain.get('冰袋')).toEqual([ice._id]);
    expect(byChain.get('干冰')).toEqual([dry._id]);
  });

  it('a dangerous-goods line (甲醇 4 L) ships apart, by the licensed carrier, never by 顺丰; the rest by 顺丰', async () => {
    const dg = pick('常温', (m) => transportOf(m).kind === 'dangerousGoods');
    const ambient = pick('常温', (m) => m.category === 'reagent' && transportOf(m).kind === 'general');
    expect(dg.name).toContain('甲醇');
    cartOf([ambient, 1], [dg, 1]);
    const placed = await callJson<{ _id: string }>(owner, 'POST', '/mall/v1/orders', { addressId: ADDRESS });
    expect(placed.body.code).toBe(0);
    await callJson(null, 'POST', `/__mock/orders/${placed.body.data._id}/ship`);
    type Out = { _id: string; courier: string; trackingNo: string; items: { matlId: string }[] };
    const after = (await callJson<{ stockOuts: Out[] }>(owner, 'GET', `/mall/v2/orders/${placed.body.data._id}`)).body.data;
    const express = after.stockOuts.find((s) => s.items.some((i) => i.matlId === ambient._id))!;
    const licensed = after.stockOuts.find((s) => s.items.some((i) => i.matlId === dg._id))!;
    expect(express).not.toBe(licensed);
    expect(express.courier).toBe(EXPRESS_CARRIER);
    expect(licensed.items.map((i) => i.matlId)).toEqual([dg._id]);
    expect(licensed.courier).toBe(DG_CARRIER.replace(/（.*）$/u, ''));
    expect(licensed.trackingNo).not.toMatch(/^SF/);
    const route = db.state.stockOuts.find((s) => s._id === licensed._id)!.routes;
    expect(route.map((r) => r.remark).join('')).not.toContain('顺丰');
    expect(route.map((r) => r.phase)).toContain('已签收');
  });

  it('the fund check counts the fee: a fund covering goods and freight but not the dry ice blocks the order', async () => {
    db.reset(); // the demo account's settings and funds
    const card = db.state.funds.find((f) => f.codeKind === 'card')!;
    const dry = pick('干冰');
    cartOf([dry, 1]);
    const withoutFee = (cents(dry.price) + cents(freightFor(dry.price))) / 100;
    const usage = fundUsage(card, db.state.orders);
    // 可用余额 (the order waiting on the card counted) covers goods and freight, not the dry ice
    card.budget = (cents(usage.committed) + cents(usage.pending) + cents(withoutFee) + 4000) / 100;
    const preview = await callJson<Preview & { blocked: string | null; fund: { covers: boolean } }>(owner, 'POST', '/mall/v1/orders/preview', { fundId: card._id });
    expect(preview.body.data.fund.covers).toBe(false);
    const yuan = (c: number) => `¥${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(preview.body.data.amount).toBe((cents(withoutFee) + cents(DRY_ICE_FEE)) / 100);
    expect(preview.body.data.blocked).toBe(`经费可用余额不足：可用余额 ${yuan(cents(withoutFee) + 4000)}，本单 ${yuan(cents(withoutFee) + cents(DRY_ICE_FEE))}`);
    const placed = await callJson<null>(owner, 'POST', '/mall/v1/orders', { addressId: ADDRESS, fundId: card._id });
    expect(placed.body.code).not.toBe(0);
    card.budget += DRY_ICE_FEE;
    expect((await callJson<{ fund: { covers: boolean } }>(owner, 'POST', '/mall/v1/orders/preview', { fundId: card._id })).body.data.fund.covers).toBe(true);
  });

  it("the seed's orders have no fee, keep their amounts and answer their materials' conditions", async () => {
    const seeded = db.state.orders.find((o) => o.memberId === owner && o.items.some((i) => db.state.materials.find((m) => m._id === i.matlId)?.shipping === '干冰'))!;
    expect(seeded.coldChainFee).toBeUndefined();
    const detail = (await callJson<Detail>(owner, 'GET', `/mall/v2/orders/${seeded._id}`)).body.data;
    expect(detail.coldChainFee).toBe(0);
    expect(detail.amount).toBe(seeded.amount);
    expect(detail.items.map((i) => i.shippingCondition)).toContain('dryIce');
  });

  it('recomputing the lines (approval, resubmission) drops the fee with the last dry-ice line', () => {
    const dry = pick('干冰');
    const ice = pick('冰袋');
    const items = [dry, ice].map((m) => ({ matlId: m._id, catalogNo: m.catalogNo, name: m.name, spec: m.spec, mfrName: m.mfrName, price: m.price, quantity: 1, shippedQty: 0, shippingCondition: m === dry ? ('dryIce' as const) : ('icePack' as const) }));
    expect(totalsOf(items).coldChainFee).toBe(DRY_ICE_FEE);
    const lowered = requantify(items, [{ matlId: dry._id, quantity: 0 }], { onlyLower: true });
    expect(lowered.ok).toBe(true);
    if (!lowered.ok) return;
    const totals = totalsOf(lowered.items);
    expect(totals.coldChainFee).toBe(0);
    expect(totals.amount).toBe((cents(ice.price) + cents(freightFor(ice.price))) / 100);
  });
});
