/**
 * Demo controls of the fake mall (docs/api.md §10, §15; never part of the real API): play the warehouse and the
 * service desk. `POST /__mock/orders/{id}/ship` ships what is left of an order at once, with a route up to
 * 已签收, so 确认收货 and after-sales can be shown on any order; `POST /__mock/after-sales/{id}/advance` moves
 * a case one step with the desk's answer.
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import { iso, yymmdd } from '../db/seed/time.ts';
import type { AfterSalesRecord, AfterSalesStatus, OrderRecord, StockOutRecord } from '../db/types.ts';
import { orderStatusMessage } from '../messages.ts';
import { api, fail, handle, newId, ok } from '../lib.ts';
import { recordEvent } from '../order-timeline.ts';
import { paymentOf, recordTransfer } from '../payment.ts';
import { afterSalesView, changeStatus } from './after-sales.ts';
import { SHIPPING_ORDER, type ShippingCondition } from '../hazard-data.ts';
import { DG_CARRIER, EXPRESS_CARRIER, transportOf } from '../transport.ts';
import { itemCondition } from './orders.ts';
import { payerOf } from './payment.ts';

const NOT_SHIPPABLE: Partial<Record<OrderRecord['status'], string>> = {
  pendingApproval: '订单待审批，审批通过后才能发货',
  rejected: '订单已驳回，不能发货',
  cancelled: '订单已取消，不能发货',
};

/** A lot for a material without a COA record: stable for the material and the day. */
function madeUpLot(matlId: string, ms: number): string {
  let hash = 0;
  for (const char of matlId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `L${yymmdd(ms)}${String(hash % 1000).padStart(3, '0')}`;
}

/** The lot to ship: the newest COA record of the material made before now, else a made-up one. */
function lotFor(matlId: string, ms: number): string {
  const coas = db.state.coas
    .filter((c) => c.matlId === matlId && Date.parse(c.manufacturedAt) < ms)
    .sort((a, b) => b.manufacturedAt.localeCompare(a.manufacturedAt));
  return coas[0]?.lot ?? madeUpLot(matlId, ms);
}

/** `prefix` + yyMMdd + the next 4-digit serial of that day among `used`. */
function nextNo(prefix: string, ms: number, used: readonly string[]): string {
  const day = `${prefix}${yymmdd(ms)}`;
  const serials = used.filter((no) => no.startsWith(day)).map((no) => Number(no.slice(day.length)));
  return `${day}${String((serials.length ? Math.max(...serials) : 0) + 1).padStart(4, '0')}`;
}

/** An SF waybill number like the seed's (SF + 13 digits), not yet used. */
function trackingNo(seed: number, prefix = 'SF9'): string {
  const taken = new Set(db.state.stockOuts.map((s) => s.trackingNo));
  for (let n = seed; ; n++) {
    const no = `${prefix}${String(n % 1e12).padStart(12, '0')}`;
    if (!taken.has(no)) return no;
  }
}

/** When the order last changed: its creation, its events, its approval, its review and payment, its deliveries. */
function latestOf(order: OrderRecord): number {
  const times = [
    order.createdAt,
    order.confirmedAt,
    order.paidAt,
    order.approval?.decidedAt,
    ...order.events.map((e) => e.at),
    ...db.state.stockOuts.filter((s) => s.orderId === order._id).flatMap((s) => [s.shippedAt, s.signedAt, s.receipt?.confirmedAt]),
  ];
  return Math.max(...times.filter((t): t is string => typeof t === 'string').map((t) => Date.parse(t)));
}

/** The stock-out's `coldChain` text of each condition (docs/api.md §20). */
const COLD_CHAIN: Record<ShippingCondition, string | null> = { ambient: null, icePack: '冰袋', dryIce: '干冰' };

/** Whether a line ships as dangerous goods by a licensed carrier, never by express (mocks/transport.ts). */
function dangerousGoods(matlId: string): boolean {
  const material = db.state.materials.find((m) => m._id === matlId);
  return material ? transportOf(material).kind === 'dangerousGoods' : false;
}

/**
 * Ship everything left of the order now: one stock-out per shipping condition (ambient first, docs/api.md §20),
 * the dangerous goods apart by their licensed carrier (docs/api.md §22), each with a route up to 已签收.
 */
function shipRest(order: OrderRecord): StockOutRecord[] {
  const now = Date.now();
  // the steps fit between the latest thing that happened to the order (or five hours ago) and now
  const start = Math.min(Math.max(latestOf(order), now - 5 * 3600_000), now);
  const end = now - 60_000 >= start + 60_000 ? now - 60_000 : now;
  const at = (share: number): number => Math.round(start + (end - start) * share);
  if (order.status === 'pendingReview') {
    order.confirmedAt = iso(at(0.1));
    recordEvent(order, 'reviewed', '商城审核通过', '商城客服', null, order.confirmedAt);
  }
  if (order.status === 'pendingReview' || order.status === 'pendingPayment') {
    // paid as the mall would: a transfer of what is still due (mocks/payment.ts writes paidAt and the 'paid' event)
    const due = paymentOf(order).amountDue;
    if (due > 0) recordTransfer(order, due, payerOf(order), iso(at(0.2)));
  }
  const shippedMs = at(0.3);
  const left = order.items.filter((item) => item.quantity > item.shippedQty);
  const parcels = SHIPPING_ORDER.flatMap((condition) => [false, true].map((dg) => ({ condition, dg })));
  const stockOuts = parcels.flatMap(({ condition, dg }, n) => {
    const items = left
      .filter((item) => itemCondition(item) === condition && dangerousGoods(item.matlId) === dg)
      .map((item) => ({ matlId: item.matlId, catalogNo: item.catalogNo, name: item.name, spec: item.spec, quantity: item.quantity - item.shippedQty, lot: lotFor(item.matlId, shippedMs) }));
    return items.length ? [stockOutOf(order, items, COLD_CHAIN[condition], at, now + n, dg)] : [];
  });
  for (const item of order.items) item.shippedQty = item.quantity;
  order.status = 'pendingReceipt';
  // the 'shipped' event is read from the stock-outs (mocks/order-timeline.ts); the order still changed
  order.version += 1;
  return stockOuts;
}

/** The route of a dangerous-goods shipment: a licensed carrier's vehicle, no express network. */
function dgRoutes(place: string, receiver: string, at: (share: number) => number, signedAt: string): StockOutRecord['routes'] {
  const carrier = DG_CARRIER.replace(/（.*）$/u, '');
  return [
    { time: signedAt, place, remark: `危险货物已交付，收货人 ${receiver.charAt(0)}（本人）核对批号与包装后签收。`, phase: '已签收' },
    { time: iso(at(0.8)), place, remark: `${carrier}危险货物运输车辆已到达，正在送货上门（押运员随车）`, phase: '派送中' },
    { time: iso(at(0.5)), place: '江苏省苏州市', remark: `${carrier}危险货物运输车辆途经苏州，按核定路线行驶`, phase: '运输中' },
    { time: iso(at(0.35)), place: '上海市闵行区', remark: `${carrier}已在【上海闵行危险品仓】提货（道路危险货物运输，持证驾驶员与押运员）`, phase: '已揽收' },
  ];
}

/** One stock-out of `items`, shipped at 30 % of the span, signed at 95 %; `dg`: by the dangerous-goods carrier. */
function stockOutOf(order: OrderRecord, items: StockOutRecord['items'], coldChain: string | null, at: (share: number) => number, seed: number, dg = false): StockOutRecord {
  const shippedMs = at(0.3);
  const [province = '', city = '', district = ''] = order.address.regionNames;
  const place = `${city === '市辖区' ? province : city}${district}`;
  const signedAt = iso(at(0.95));
  const stockOut: StockOutRecord = {
    _id: newId(),
    stockOutNo: nextNo('CK', shippedMs, db.state.stockOuts.map((s) => s.stockOutNo)),
    orderId: order._id,
    memberId: order.memberId,
    items,
    courier: dg ? DG_CARRIER.replace(/（.*）$/u, '') : EXPRESS_CARRIER,
    trackingNo: dg ? trackingNo(seed, 'WX8') : trackingNo(seed),
    shippedAt: iso(shippedMs),
    coldChain,
    routes: dg ? dgRoutes(place, order.address.receiver, at, signedAt) : [
      { time: signedAt, place, remark: `您的快件已签收，签收人：${order.address.receiver.charAt(0)}（本人）。${coldChain ? '冷链快件请尽快拆箱，并按标签温度保存。' : '感谢使用顺丰，期待再次为您服务。'}`, phase: '已签收' },
      { time: iso(at(0.8)), place, remark: '快件交给黄师傅，正在派送途中（联系电话：13812345678）', phase: '派送中' },
      { time: iso(at(0.6)), place, remark: `快件到达【${place}营业点】`, phase: '运输中' },
      { time: iso(at(0.45)), place: '上海市闵行区', remark: '快件在【上海闵行集散中心】完成分拣', phase: '运输中' },
      { time: iso(at(0.35)), place: '上海市闵行区', remark: `顺丰速运 已收取快件${coldChain ? `（顺丰冷运，${coldChain}保温包装）` : ''}`, phase: '已揽收' },
    ],
    signedAt,
  };
  db.state.stockOuts.unshift(stockOut);
  order.stockOutIds.push(stockOut._id);
  return stockOut;
}

const NEXT: Partial<Record<AfterSalesStatus, AfterSalesStatus>> = {
  submitted: 'accepted',
  accepted: 'processing',
  processing: 'resolved',
  resolved: 'closed',
};

/** The service desk's answer on each step, by what the buyer wants. */
function deskAnswer(record: AfterSalesRecord, status: AfterSalesStatus): string {
  const answers: Record<AfterSalesRecord['want'], Partial<Record<AfterSalesStatus, string>>> = {
    replacement: {
      processing: '已为您安排补发，新货将于 1–2 个工作日内发出，冷链产品使用顺丰冷运。',
      resolved: '补发商品已签收，请核对批号与数量。',
    },
    return: {
      processing: '请将商品按原包装寄回（运费到付），仓库收货后为您办理退款。',
      resolved: '退货已入库，货款已按原支付方式退回，预计 3–5 个工作日到账。',
    },
    refund: {
      processing: '退款申请已提交财务审核。',
      resolved: '退款已按原支付方式退回，预计 3–5 个工作日到账。',
    },
  };
  if (status === 'accepted') return '您好，您的售后申请已受理，客服专员将在 1 个工作日内与您联系核实情况。';
  if (status === 'closed') return '售后已处理完毕，感谢您的反馈。如有疑问请致电 400 819 7199。';
  return answers[record.want][status] ?? '';
}

export const shipControlHandlers = [
  http.post(
    api.mock('/orders/:id/ship'),
    handle(({ params }) => {
      const order = db.state.orders.find((o) => o._id === String(params.id));
      if (!order) return fail(404, '订单不存在');
      const refusal = NOT_SHIPPABLE[order.status];
      if (refusal) return fail(409, refusal);
      if (order.items.every((i) => i.shippedQty >= i.quantity)) return fail(409, '订单已全部发货');
      const stockOuts = shipRest(order);
      const [first] = stockOuts;
      orderStatusMessage(order, '订单状态更新', `订单 ${order.orderNo} 已发货，可在订单详情中查看物流。`);
      // the first stock-out as before, and every one of them (one per shipping condition, docs/api.md §20)
      return ok({
        orderId: order._id,
        status: order.status,
        stockOutId: first?._id ?? '',
        stockOutNo: first?.stockOutNo ?? '',
        trackingNo: first?.trackingNo ?? '',
        stockOuts: stockOuts.map((s) => ({ _id: s._id, stockOutNo: s.stockOutNo, trackingNo: s.trackingNo, coldChain: s.coldChain })),
      });
    }),
  ),

  http.post(
    api.mock('/after-sales/:id/advance'),
    handle(({ params }) => {
      const record = db.state.afterSales.find((c) => c._id === String(params.id));
      const order = record && db.state.orders.find((o) => o._id === record.orderId);
      if (!record || !order) return fail(404, '售后申请不存在');
      const next = NEXT[record.status];
      if (!next) return fail(409, record.status === 'withdrawn' ? '售后申请已撤回' : '售后已关闭');
      changeStatus(record, order, next, '商城客服', deskAnswer(record, next));
      return ok(afterSalesView(record));
    }),
  ),
];
