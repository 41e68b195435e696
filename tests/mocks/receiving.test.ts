/**
 * Receiving in the fake mall (docs/api.md §14): who may receive, 确认收货 of one delivery with each rule
 * (10110–10113), the completion of a fully shipped order, the demo shipment (/__mock/orders/{id}/ship) and the
 * 验收单 PDF — its text, its COA links and QR codes read back from the drawing and decoded by an independent
 * reader (jsQR).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { readPdfResponse } from './pdf-reader.ts';
import { decodeQrCodes } from './qr-reader.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { createSeed } from '../../mocks/db/seed/index.ts';
import type { CompanyInfo, OrderRecord, StockOutRecord } from '../../mocks/db/types.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { receivingHandlers } from '../../mocks/handlers/receiving.ts';
import { shipControlHandlers } from '../../mocks/handlers/ship-control.ts';
import { nowIso } from '../../mocks/lib.ts';
import { timelineOf } from '../../mocks/order-timeline.ts';
import { coaFor } from '../../mocks/receipts.ts';
import { rmbUppercase } from '../../mocks/rmb.ts';

const BASE = 'http://localhost:3000';
const all = [...shipControlHandlers, ...orderHandlers, ...receivingHandlers, ...catalogueHandlers];
const { call, callJson } = handlerClient(all, BASE);
const owner: string = DEMO.owner._id;
const sub: string = DEMO.sub._id;

interface Receipt {
  receiverId: string;
  receiverName: string;
  receivedAt: string;
  confirmedBy: string;
  confirmedAt: string;
  lines: { matlId: string; catalogNo: string; name: string; quantity: number; lot: string; coaId: string | null }[];
  remark: string;
}

beforeEach(() => {
  db.reset();
});

const orderOf = (stockOut: StockOutRecord): OrderRecord => db.state.orders.find((o) => o._id === stockOut.orderId)!;
const deliveriesOf = (order: OrderRecord): StockOutRecord[] => db.state.stockOuts.filter((s) => s.orderId === order._id);

/** A signed, not yet received delivery of an owner's own order (the seed keeps some for the demo). */
function signedDelivery(filter: (order: OrderRecord) => boolean = () => true): StockOutRecord {
  const found = db.state.stockOuts.find((s) => {
    const order = orderOf(s);
    return s.memberId === owner && s.signedAt && !s.receipt && order.status === 'pendingReceipt' && !order.placedBy && filter(order);
  });
  if (!found) throw new Error('the seed has no signed, unreceived delivery');
  return found;
}

/** The input that receives the whole delivery, as the dialog prefills it. */
const fullInput = (stockOut: StockOutRecord, receiverId = sub, receivedAt = nowIso().slice(0, 10)) => ({
  receiverId,
  receivedAt,
  lines: stockOut.items.map((i) => ({ matlId: i.matlId, quantity: i.quantity, lot: i.lot })),
});

const receive = (stockOut: StockOutRecord, body: unknown, as = owner) => callJson<Receipt>(as, 'POST', `/mall/v1/stock-outs/${stockOut._id}/receipt`, body);

describe('the seed (owner account)', () => {
  it('has a completed order received by someone other than its buyer, and signed deliveries still to receive; deterministic', () => {
    const received = db.state.stockOuts.filter((s) => s.receipt);
    expect(received.length).toBeGreaterThan(0);
    for (const stockOut of received) {
      const order = orderOf(stockOut);
      expect(order).toMatchObject({ memberId: owner, status: 'completed' });
      expect(stockOut.receipt!.receiverId).not.toBe(order.placedBy ?? order.memberId);
      expect(stockOut.receipt!.receivedAt >= stockOut.shippedAt.slice(0, 10)).toBe(true);
      expect(stockOut.receipt!.confirmedAt <= order.completedAt!).toBe(true);
    }
    expect(() => signedDelivery()).not.toThrow();
    expect(JSON.stringify(createSeed().stockOuts.map((s) => s.receipt ?? null))).toBe(JSON.stringify(createSeed().stockOuts.map((s) => s.receipt ?? null)));
    expect(JSON.stringify(createSeed().afterSales)).toBe(JSON.stringify(db.seed.afterSales));
  });
});

describe('GET {v1}/member/receivers', () => {
  it('lists the owner first, then the enabled sub-accounts of the account', async () => {
    const { body } = await callJson<{ _id: string; name: string; isOwner: boolean }[]>(sub, 'GET', '/mall/v1/member/receivers');
    expect(body.code).toBe(0);
    const enabled = db.state.subMembers.filter((s) => s.memberId === owner && s.enabled);
    const disabled = db.state.subMembers.filter((s) => s.memberId === owner && !s.enabled);
    expect(disabled.length).toBeGreaterThan(0);
    expect(body.data[0]).toEqual({ _id: owner, name: '王敏', isOwner: true });
    expect(body.data.slice(1)).toEqual(enabled.map((s) => ({ _id: s.subMbrId, name: s.name, isOwner: false })));
    expect(body.data.some((r) => disabled.some((d) => d.subMbrId === r._id))).toBe(false);
  });

  it('asks for the company profile first (10010)', async () => {
    const { body } = await callJson(DEMO.noCompany._id, 'GET', '/mall/v1/member/receivers');
    expect(body).toMatchObject({ code: 10010, msg: '请先完善企业信息' });
  });
});

describe('POST {v1}/stock-outs/{id}/receipt', () => {
  it('records the receipt with each lot’s COA; the stock-out and the order show it, the timeline has it', async () => {
    const stockOut = signedDelivery();
    const order = orderOf(stockOut);
    const version = order.version;
    const { body } = await receive(stockOut, { ...fullInput(stockOut), remark: '外包装完好' });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ receiverId: sub, receiverName: '陈晨', confirmedBy: '王敏', remark: '外包装完好', receivedAt: nowIso().slice(0, 10) });
    expect(body.data.lines.map((l) => [l.matlId, l.quantity, l.lot])).toEqual(stockOut.items.map((i) => [i.matlId, i.quantity, i.lot]));
    for (const line of body.data.lines) expect(line.coaId).toBe(coaFor(line.matlId, line.lot)?._id ?? null);
    expect(body.data.lines.some((l) => l.coaId !== null)).toBe(true);
    expect(order.version).toBeGreaterThan(version);

    const detail = await callJson<{ receipt: Receipt | null; canReceive: boolean }>(owner, 'GET', `/mall/v1/stock-outs/${stockOut._id}`);
    expect(detail.body.data.canReceive).toBe(false);
    expect(detail.body.data.receipt?.lines[0]).toHaveProperty('coaId');
    const orderDetail = await callJson<{ stockOuts: { _id: string; receipt: Receipt | null; canReceive: boolean }[] }>(owner, 'GET', `/mall/v2/orders/${order._id}`);
    const summary = orderDetail.body.data.stockOuts.find((s) => s._id === stockOut._id);
    expect(summary?.receipt?.receiverName).toBe('陈晨');
    expect(summary?.canReceive).toBe(false);
    expect(orderDetail.body.data.stockOuts.filter((s) => s._id !== stockOut._id).every((s) => s.canReceive === !s.receipt)).toBe(true);

    const received = timelineOf(order, db.state.stockOuts).filter((e) => e.kind === 'received');
    expect(received).toContainEqual(expect.objectContaining({ title: `确认收货 ${stockOut.stockOutNo}`, actor: '王敏', note: `收货人 陈晨，收货日期 ${nowIso().slice(0, 10)}` }));
  });

  it('a delivery is received once (10110)', async () => {
    const stockOut = signedDelivery();
    expect((await receive(stockOut, fullInput(stockOut))).body.code).toBe(0);
    const other = db.state.subMembers.find((s) => s.memberId === owner && s.enabled && s.subMbrId !== sub)!;
    const again = await receive(stockOut, fullInput(stockOut, other.subMbrId));
    expect(stockOut.receipt?.receiverId).toBe(sub);
    expect(again.body).toEqual({ code: 10110, msg: '该发货单已确认收货', data: null });
  });

  it('the receiver is not the buyer while receiverMustDiffer holds (10111), which is the default', async () => {
    const stockOut = signedDelivery();
    // the seed's account says so (docs/api.md §13 demo settings), and so does an account without settings
    expect(db.state.procurementSettings.find((s) => s.memberId === owner)?.receiverMustDiffer).toBe(true);
    expect((await receive(stockOut, fullInput(stockOut, owner))).body).toEqual({ code: 10111, msg: '收货人不能是下单人', data: null });
    db.state.procurementSettings = db.state.procurementSettings.filter((s) => s.memberId !== owner);
    expect((await receive(stockOut, fullInput(stockOut, owner))).body).toEqual({ code: 10111, msg: '收货人不能是下单人', data: null });
    expect(stockOut.receipt).toBeUndefined();

    db.state.procurementSettings.push({
      memberId: owner, approvalMode: 'off', amountOver: null, categories: [], approverIds: [], requireFund: false, receiverMustDiffer: false, updatedAt: null,
    });
    const { body } = await receive(stockOut, fullInput(stockOut, owner));
    expect(body.code, body.msg).toBe(0);
    expect(body.data.receiverName).toBe('王敏');
  });

  it('the buyer of a sub-account’s order is the sub-account: she does not confirm it while receiverMustDiffer holds (10115)', async () => {
    const order = db.state.orders.find((o) => o.placedBy === sub && o.stockOutIds.length > 0)!;
    const stockOut = deliveriesOf(order)[0]!;
    const refused = { code: 10115, msg: '收货确认须由下单人以外的成员完成', data: null };
    expect((await receive(stockOut, fullInput(stockOut, sub), sub)).body).toEqual(refused);
    // naming someone else as receiver does not help: 陈晨 pressed the button
    expect((await receive(stockOut, fullInput(stockOut, owner), sub)).body).toEqual(refused);
    expect(stockOut.receipt).toBeUndefined();
    // she is told why and who can; the owner may
    const asSub = await callJson<{ canReceive: boolean; receiveNote: string | null }>(sub, 'GET', `/mall/v1/stock-outs/${stockOut._id}`);
    expect(asSub.body.data).toMatchObject({ canReceive: false, receiveNote: '收货确认须由下单人以外的成员完成，请由主账号 王敏 确认收货' });
    const detail = await callJson<{ stockOuts: { canReceive: boolean; receiveNote: string | null }[] }>(sub, 'GET', `/mall/v2/orders/${order._id}`);
    expect(detail.body.data.stockOuts[0]).toMatchObject({ canReceive: false, receiveNote: '收货确认须由下单人以外的成员完成，请由主账号 王敏 确认收货' });
    const asOwner = await callJson<{ canReceive: boolean; receiveNote: string | null }>(owner, 'GET', `/mall/v1/stock-outs/${stockOut._id}`);
    expect(asOwner.body.data).toMatchObject({ canReceive: true, receiveNote: null });
    expect((await receive(stockOut, fullInput(stockOut, sub), owner)).body.code).toBe(10111);
    const { body } = await receive(stockOut, fullInput(stockOut, owner), owner);
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ receiverName: '王敏', confirmedBy: '王敏' });
  });

  it('with receiverMustDiffer off the buyer confirms her own order, naming herself', async () => {
    const order = db.state.orders.find((o) => o.placedBy === sub && o.stockOutIds.length > 0)!;
    const stockOut = deliveriesOf(order)[0]!;
    db.state.procurementSettings.find((s) => s.memberId === owner)!.receiverMustDiffer = false;
    const shown = await callJson<{ canReceive: boolean; receiveNote: string | null }>(sub, 'GET', `/mall/v1/stock-outs/${stockOut._id}`);
    expect(shown.body.data).toMatchObject({ canReceive: true, receiveNote: null });
    const { body } = await receive(stockOut, fullInput(stockOut, sub), sub);
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ receiverName: '陈晨', confirmedBy: '陈晨' });
  });

  it('the date lies between the shipping date and today, China time (10112)', async () => {
    const stockOut = signedDelivery();
    const shipped = stockOut.shippedAt.slice(0, 10);
    const dayBefore = new Date(Date.parse(`${shipped}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const today = nowIso().slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const refusal = { code: 10112, msg: '收货日期不能早于发货日期，也不能晚于今天', data: null };
    expect((await receive(stockOut, fullInput(stockOut, sub, dayBefore))).body).toEqual(refusal);
    expect((await receive(stockOut, fullInput(stockOut, sub, tomorrow))).body).toEqual(refusal);
    const { body } = await receive(stockOut, fullInput(stockOut, sub, shipped));
    expect(body.code, body.msg).toBe(0);
    expect(body.data.receivedAt).toBe(shipped);
  });

  it('each line of the delivery once, at most the quantity shipped (10113)', async () => {
    const stockOut = signedDelivery((o) => deliveriesOf(o).some((s) => s.items.length >= 2));
    const input = fullInput(stockOut);
    const [first, ...rest] = input.lines;
    const mismatch = { code: 10113, msg: '收货明细与发货单不符', data: null };
    expect((await receive(stockOut, { ...input, lines: rest })).body).toEqual(mismatch);
    expect((await receive(stockOut, { ...input, lines: [first, first, ...rest.slice(1)] })).body).toEqual(mismatch);
    expect((await receive(stockOut, { ...input, lines: [...input.lines, { matlId: db.state.materials[0]!._id, quantity: 1, lot: 'X1' }] })).body).toEqual(mismatch);
    const tooMany = { ...input, lines: [{ ...first!, quantity: first!.quantity + 1 }, ...rest] };
    expect((await receive(stockOut, tooMany)).body).toEqual({ code: 10113, msg: '收货数量不能超过发货数量', data: null });
    expect(stockOut.receipt).toBeUndefined();

    // fewer than shipped, and a corrected lot, are taken as said
    const partial = { ...input, lines: [{ ...first!, quantity: 1, lot: 'LOT-CORRECTED' }, ...rest] };
    const { body } = await receive(stockOut, partial);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.lines[0]).toMatchObject({ quantity: 1, lot: 'LOT-CORRECTED', coaId: null });
  });

  it('refuses malformed input with 400, another account’s delivery with 404', async () => {
    const stockOut = signedDelivery();
    const input = fullInput(stockOut);
    const bad = async (body: unknown, msg: string) => {
      const answer = await receive(stockOut, body);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(msg);
    };
    await bad({ ...input, receiverId: undefined }, '收货人不能为空');
    await bad({ ...input, receivedAt: '2026-02-30' }, '收货日期格式不正确');
    await bad({ ...input, lines: [] }, '收货明细不能为空');
    await bad({ ...input, lines: input.lines.map((l) => ({ ...l, quantity: -1 })) }, '收货数量不能小于 0');
    await bad({ ...input, lines: input.lines.map((l) => ({ ...l, lot: 'L'.repeat(41) })) }, '批号不能超过 40 个字符');
    await bad({ ...input, remark: '备'.repeat(201) }, '收货备注不能超过 200 个字符');
    // a member of another account, and a disabled sub-account, may not receive
    await bad({ ...input, receiverId: DEMO.distributor._id }, '收货人须是本企业的主账号或启用的子账号');
    const disabled = db.state.subMembers.find((s) => s.memberId === owner && !s.enabled)!;
    await bad({ ...input, receiverId: disabled.subMbrId }, '收货人须是本企业的主账号或启用的子账号');

    const answer = await receive(stockOut, input, DEMO.distributor._id);
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toBe('发货单不存在');
    expect(stockOut.receipt).toBeUndefined();
  });

  it('receiving the last delivery of a fully shipped order completes it', async () => {
    const order = db.state.orders.find(
      (o) => o.memberId === owner && !o.placedBy && o.status === 'pendingReceipt' && deliveriesOf(o).length >= 2 && deliveriesOf(o).every((s) => s.signedAt),
    )!;
    const [first, second] = deliveriesOf(order);
    expect((await receive(first!, fullInput(first!))).body.code).toBe(0);
    expect(order.status).toBe('pendingReceipt');
    expect(order.completedAt).toBeUndefined();
    expect((await receive(second!, fullInput(second!))).body.code).toBe(0);
    expect(order.status).toBe('completed');
    expect(order.completedAt).toBe(second!.receipt!.confirmedAt);
    expect(order.events).toContainEqual(expect.objectContaining({ kind: 'completed', title: '订单完成', at: order.completedAt }));
    const kinds = timelineOf(order, db.state.stockOuts).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'received')).toHaveLength(2);
    expect(kinds.at(-1)).toBe('completed');
  });

  it('refuses a receipt of nothing (400); a delivery confirmed short still completes the order', async () => {
    const stockOut = signedDelivery((o) => deliveriesOf(o).length === 1 && o.items.every((i) => i.shippedQty >= i.quantity));
    const order = orderOf(stockOut);
    const version = order.version;
    const nothing = { ...fullInput(stockOut), lines: stockOut.items.map((i) => ({ matlId: i.matlId, quantity: 0, lot: i.lot })) };
    expect((await receive(stockOut, nothing)).body).toMatchObject({ code: 400, msg: '至少收货一件商品' });
    expect(stockOut.receipt).toBeUndefined();
    expect(order).toMatchObject({ status: 'pendingReceipt', version });
    const short = { ...fullInput(stockOut), lines: stockOut.items.map((i, n) => ({ matlId: i.matlId, quantity: n === 0 ? i.quantity - 1 : i.quantity, lot: i.lot })) };
    expect((await receive(stockOut, short)).body.code).toBe(0);
    expect(order.status).toBe('completed');
  });

  it('a partly shipped order stays open when what was shipped is received', async () => {
    const order = db.state.orders.find((o) => o.memberId === owner && !o.placedBy && o.status === 'partiallyShipped')!;
    for (const stockOut of deliveriesOf(order)) expect((await receive(stockOut, fullInput(stockOut))).body.code).toBe(0);
    expect(order.status).toBe('partiallyShipped');
    expect(order.events.some((e) => e.kind === 'completed')).toBe(false);
  });
});

describe('POST /__mock/orders/{id}/ship (fake mall only)', () => {
  it('ships what is left, signed for; a pending review order is confirmed and paid first', async () => {
    const order = db.state.orders.find((o) => o.memberId === owner && !o.placedBy && o.status === 'pendingReview')!;
    const answer = await callJson<{ stockOutId: string; status: string }>(null, 'POST', `/__mock/orders/${order._id}/ship`);
    expect(answer.body.code).toBe(0);
    expect(order.status).toBe('pendingReceipt');
    expect(order.confirmedAt! <= order.paidAt!).toBe(true);
    expect(order.createdAt <= order.confirmedAt!).toBe(true);
    expect(order.items.every((i) => i.shippedQty === i.quantity)).toBe(true);
    const stockOut = db.state.stockOuts.find((s) => s._id === answer.body.data.stockOutId)!;
    expect(order.stockOutIds).toContain(stockOut._id);
    expect(stockOut).toMatchObject({ courier: '顺丰速运', orderId: order._id, memberId: owner });
    expect(stockOut.trackingNo).toMatch(/^SF9\d{12}$/);
    expect(stockOut.routes[0]?.phase).toBe('已签收');
    expect(stockOut.signedAt! <= nowIso()).toBe(true);
    for (const line of stockOut.items) {
      const coas = db.state.coas.filter((c) => c.matlId === line.matlId);
      if (coas.length) expect(coas.map((c) => c.lot)).toContain(line.lot);
      else expect(line.lot).toMatch(/^L\d{9}$/);
    }
    expect(order.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['reviewed', 'paid']));

    // and it can be received at once, which completes the order
    const { body } = await receive(stockOut, fullInput(stockOut));
    expect(body.code, body.msg).toBe(0);
    expect(order.status).toBe('completed');
  });

  it('ships after everything that happened to the order: an order approved just now is reviewed after its approval', async () => {
    const order = db.state.orders.find((o) => o.memberId === owner && o.status === 'pendingApproval')!;
    expect((await callJson(owner, 'PUT', `/mall/v1/orders/${order._id}/approve`, { version: order.version })).body.code).toBe(0);
    const answer = await callJson<{ stockOutId: string }>(null, 'POST', `/__mock/orders/${order._id}/ship`);
    expect(answer.body.code).toBe(0);
    const stockOut = db.state.stockOuts.find((s) => s._id === answer.body.data.stockOutId)!;
    expect(order.confirmedAt! >= order.approval!.decidedAt!).toBe(true);
    expect(order.paidAt! >= order.confirmedAt!).toBe(true);
    expect(stockOut.shippedAt >= order.paidAt!).toBe(true);
    expect(stockOut.signedAt! <= nowIso()).toBe(true);
    // the recorded events are in the order they happened
    const times = order.events.map((e) => e.at);
    expect(times).toEqual([...times].sort());
    expect(timelineOf(order, db.state.stockOuts).map((e) => e.kind).slice(-4)).toEqual(['approved', 'reviewed', 'paid', 'shipped']);
  });

  it('answers 409 for orders that may not ship, and for an order shipped in full', async () => {
    const order = db.state.orders.find((o) => o.memberId === owner && o.status === 'pendingShipment')!;
    for (const [status, msg] of [
      ['pendingApproval', '订单待审批，审批通过后才能发货'],
      ['rejected', '订单已驳回，不能发货'],
      ['cancelled', '订单已取消，不能发货'],
    ] as const) {
      order.status = status;
      const answer = await callJson(null, 'POST', `/__mock/orders/${order._id}/ship`);
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe(msg);
    }
    const done = db.state.orders.find((o) => o.status === 'completed')!;
    expect((await callJson(null, 'POST', `/__mock/orders/${done._id}/ship`)).status).toBe(409);
    expect((await callJson(null, 'POST', '/__mock/orders/66a80000000000000000ffff/ship')).status).toBe(404);
  });
});

// ---------------------------------------------------------------- 验收单

const squash = (text: string): string => text.replace(/\s+/g, '');

describe('GET {v1}/orders/{id}/acceptance-slip', () => {
  const receivedOrder = (): OrderRecord => db.state.orders.find((o) => deliveriesOf(o).some((s) => s.receipt))!;

  it('is refused until a delivery is received (10114)', async () => {
    const stockOut = signedDelivery();
    const { body } = await callJson(owner, 'GET', `/mall/v1/orders/${stockOut.orderId}/acceptance-slip`);
    expect(body).toEqual({ code: 10114, msg: '尚未确认收货，暂无验收单', data: null });
    expect((await callJson(owner, 'GET', '/mall/v1/orders/66a80000000000000000ffff/acceptance-slip')).status).toBe(404);
  });

  it('the seed’s received order: company, order, fund, lines with lots, 大写 total, the people and dates', async () => {
    const order = receivedOrder();
    expect(order.status).toBe('completed');
    expect(order.placedBy).toBeUndefined();
    const company = db.state.members.find((m) => m._id === owner)!.companyInfo as CompanyInfo;
    expect(company.name).toBe('上海生科实验技术有限公司');
    const response = await call(owner, 'GET', `/mall/v1/orders/${order._id}/acceptance-slip`);
    expect(response.headers.get('Content-Disposition')).toContain(encodeURIComponent(`验收单-${order.orderNo}.pdf`));
    const pdf = await readPdfResponse(response);
    const text = pdf.text;
    const flat = squash(text);
    expect(pdf.title).toBe(`验收单 YSD-${order.orderNo}`);
    expect(text).toContain('验 收 单');
    expect(text).toContain(`验收单号：YSD-${order.orderNo}`);
    expect(text).toContain(`名称：${company.name}`);
    expect(text).toContain(`统一社会信用代码：${company.creditCode}`);
    expect(text).toContain(`订单编号：${order.orderNo}`);
    expect(text).toContain(`采购单号：${order.poNo ?? '无'}`);
    expect(text).toContain('经费：未使用经费');
    for (const title of ['序号', '货号', '品名', '规格', '批号', '数量', '单价（元）', '金额（元）']) expect(text).toContain(title);
    const lines = deliveriesOf(order).flatMap((s) => s.receipt!.lines);
    let total = 0;
    for (const line of lines) {
      const item = order.items.find((i) => i.matlId === line.matlId)!;
      total += Math.round(item.price * line.quantity * 100);
      expect(flat).toContain(squash(line.catalogNo));
      expect(flat).toContain(squash(line.lot));
    }
    expect(flat).toContain(squash(`合计金额（大写）：人民币${rmbUppercase(total / 100)}`));
    const date = (iso: string) => `${iso.slice(0, 4)}年${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`;
    expect(flat).toContain(squash(`采购人王敏${date(order.createdAt)}`));
    expect(flat).toContain('审批人无需审批');
    for (const stockOut of deliveriesOf(order)) expect(flat).toContain(squash(`收货人陈晨${date(stockOut.receipt!.receivedAt)}发货单 ${stockOut.stockOutNo}`));
    for (const caption of ['采购人（签字）', '审批人（签字）', '收货人（签字）']) expect(text).toContain(caption);
  });

  it('links each lot to its COA on the mall’s own origin, as text, link and QR code; COA 暂未收录 otherwise', async () => {
    const order = receivedOrder();
    const origin = 'https://mall.example.cn:8443';
    const client = handlerClient(all, origin);
    const pdf = await readPdfResponse(await client.call(owner, 'GET', `/mall/v1/orders/${order._id}/acceptance-slip`));
    const lots = deliveriesOf(order).flatMap((s) => s.receipt!.lines);
    const withCoa = lots.map((l) => coaFor(l.matlId, l.lot)).filter((c) => c !== undefined);
    expect(withCoa.length).toBeGreaterThan(0);
    expect(withCoa.length).toBeLessThan(lots.length);
    const urls = withCoa.map((c) => `${origin}/common/v1/scm/coas/${c._id}/file`);
    for (const url of urls) expect(pdf.text.split('\n')).toContain(url);
    expect(pdf.text.match(/COA 暂未收录/g)).toHaveLength(lots.length - withCoa.length);

    // clickable: /Link annotations with /URI actions (text and QR code)
    const uris = [...pdf.raw.matchAll(/\/S \/URI \/URI \(([^)]*)\)/g)].map((m) => m[1]);
    expect(new Set(uris)).toEqual(new Set(urls));
    expect(uris).toHaveLength(urls.length * 2);

    // the QR codes, read back from the drawing and decoded independently
    expect(decodeQrCodes(pdf)).toEqual(urls);

    // and the address serves the lot's COA file
    const coa = await call(null, 'GET', new URL(urls[0]!).pathname);
    expect(coa.status).toBe(200);
    const coaPdf = await readPdfResponse(coa);
    expect(coaPdf.text).toContain(withCoa[0]!.lot);
  });

  it('names the fund and the approver when the order has them', async () => {
    const order = receivedOrder();
    db.state.funds.push({
      _id: '66ae00000000000000000001', memberId: owner, name: '国自然面上项目 32170001', codeKind: 'project', code: '32170001', holder: '王敏',
      budget: 200000, periodStart: '2026-01-01', periodEnd: '2028-12-31', memberIds: [sub], active: true, createdAt: '2026-01-05T10:00:00+08:00',
    });
    order.fundId = '66ae00000000000000000001';
    order.approval = { status: 'approved', reasons: ['子账号订单'], decidedBy: owner, decidedByName: '王敏', decidedAt: '2026-10-15T09:30:00+08:00', adjusted: [] };
    const pdf = await readPdfResponse(await call(owner, 'GET', `/mall/v1/orders/${order._id}/acceptance-slip`));
    expect(squash(pdf.text)).toContain(squash('经费：国自然面上项目 32170001（项目编号：32170001）'));
    expect(squash(pdf.text)).toContain(squash('审批人王敏2026年10月15日审批通过'));
    expect(pdf.text).not.toContain('无需审批');
  });

  it('records who confirmed and when, the remark at receipt, and the invoice numbers once issued', async () => {
    const stockOut = signedDelivery();
    const remark = '外包装完好，冷链温度 2–8 ℃，经费卡号 32170001';
    const { body } = await receive(stockOut, { ...fullInput(stockOut), remark });
    expect(body.code, body.msg).toBe(0);
    const slip = async () => squash((await readPdfResponse(await call(owner, 'GET', `/mall/v1/orders/${stockOut.orderId}/acceptance-slip`))).text);
    const china = new Date(Date.parse(body.data.confirmedAt) + 8 * 3600_000).toISOString();
    const when = `${china.slice(0, 4)}年${Number(china.slice(5, 7))}月${Number(china.slice(8, 10))}日${china.slice(11, 16)}`;
    const before = await slip();
    // 陈晨 received it, 王敏 confirmed it in the mall
    expect(before).toContain(squash(`确认人王敏${when}`));
    expect(before).toContain(squash(`收货备注：${remark}`));
    expect(before).toContain('发票号码：尚未开票');
    db.state.invoices.push({
      _id: '66af00000000000000000001', invoiceNo: '26312000000012345678', memberId: owner, orderId: stockOut.orderId, orderNo: orderOf(stockOut).orderNo,
      type: 'normal', amount: 100, taxAmount: 11.5, status: 'issued', profile: db.state.invoices[0]!.profile, appliedAt: nowIso(), issuedAt: nowIso(), formats: ['pdf'],
    });
    expect(await slip()).toContain('发票号码：26312000000012345678');
  });

  it('a receipt made now makes the slip of that order; a line received as 0 is left out', async () => {
    const stockOut = signedDelivery((o) => deliveriesOf(o).some((s) => s.items.length >= 2));
    const input = fullInput(stockOut);
    const [missing, ...rest] = input.lines;
    const { body } = await receive(stockOut, { ...input, lines: [{ ...missing!, quantity: 0, lot: 'NOT-ARRIVED-1' }, ...rest] });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.lines[0]).toMatchObject({ quantity: 0, lot: 'NOT-ARRIVED-1' });
    const pdf = await readPdfResponse(await call(owner, 'GET', `/mall/v1/orders/${stockOut.orderId}/acceptance-slip`));
    for (const line of rest) expect(squash(pdf.text)).toContain(squash(line.lot));
    expect(pdf.text).not.toContain('NOT-ARRIVED-1');
    expect(pdf.text).toContain('陈晨');
  });
});
