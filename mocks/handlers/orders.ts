/**
 * Orders and stock-outs of the fake mall. Every call needs a member with a
 * company profile (code 10010 otherwise). The owner sees every order of the
 * account; a sub-account sees only the orders it placed itself.
 * Shapes are documented in docs/api.md (Orders and stock-outs).
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { CompanyInfo, MemberRecord, OrderItem, OrderRecord, OrderStatus, StockOutRecord } from '../db/types.ts';
import { Answer, accountOwnerId, api, fail, field, newId, nowIso, ok, paginate, readJson, refuse, withMember } from '../lib.ts';
import { freightFor } from '../db/seed/index.ts';
import { pdfResponse } from '../pdf.ts';
import { normText, queryParam, textMatches } from './catalogue.ts';
import { stockStatus } from '../../src/shared/lib/stock-status.ts';
import { canReceive, receiptView } from '../receipts.ts';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pendingApproval: '待审批',
  pendingReview: '待审核',
  pendingPayment: '待付款',
  pendingShipment: '待发货',
  partiallyShipped: '部分发货',
  pendingReceipt: '待收货',
  completed: '已完成',
  cancelled: '已取消',
  rejected: '已驳回',
};
const STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];
const CANCELLABLE: readonly OrderStatus[] = ['pendingReview', 'pendingPayment'];


const money = (value: number): number => Math.round(value * 100) / 100;

export function hasCompany(member: MemberRecord | undefined): boolean {
  return Boolean(member && '_id' in member.companyInfo && member.companyInfo._id);
}

/** The member record owning the account (the member itself for an owner). */
export function accountOwner(member: MemberRecord): MemberRecord {
  return db.state.members.find((m) => m._id === accountOwnerId(member)) ?? member;
}

/** Orders, invoices and sub-members need the account's company profile. */
export function requireCompany(member: MemberRecord): void {
  if (!hasCompany(accountOwner(member)) && !hasCompany(member)) throw new Answer(refuse('请先完善企业信息', 10010));
}

/** The orders this member may see. */
export function visibleOrders(member: MemberRecord): OrderRecord[] {
  const ownerId = accountOwnerId(member);
  return db.state.orders.filter((o) => o.memberId === ownerId && (!member.parentMbrId || o.placedBy === member._id));
}

export function findOrder(member: MemberRecord, id: string): OrderRecord {
  const order = visibleOrders(member).find((o) => o._id === id);
  if (!order) throw new Answer(fail(404, '订单不存在'));
  return order;
}

function placedByName(order: OrderRecord): string {
  if (!order.placedBy) return '';
  const sub = db.state.subMembers.find((s) => s.subMbrId === order.placedBy);
  if (sub) return sub.name;
  const member = db.state.members.find((m) => m._id === order.placedBy);
  return member?.contactName ?? '';
}

function stockOutPhase(stockOut: StockOutRecord): string {
  if (stockOut.signedAt) return '已签收';
  return newestRoutes(stockOut)[0]?.phase ?? '待揽收';
}

function newestRoutes(stockOut: StockOutRecord) {
  return stockOut.routes.slice().sort((a, b) => b.time.localeCompare(a.time));
}

function stockOutSummary(stockOut: StockOutRecord, order: OrderRecord) {
  const routes = newestRoutes(stockOut);
  return {
    _id: stockOut._id,
    stockOutNo: stockOut.stockOutNo,
    courier: stockOut.courier,
    trackingNo: stockOut.trackingNo,
    shippedAt: stockOut.shippedAt,
    coldChain: stockOut.coldChain,
    signedAt: stockOut.signedAt ?? null,
    phase: stockOutPhase(stockOut),
    latestRoute: routes[0] ?? null,
    itemCount: stockOut.items.length,
    totalQuantity: stockOut.items.reduce((sum, i) => sum + i.quantity, 0),
    items: stockOut.items,
    receipt: stockOut.receipt ? receiptView(stockOut.receipt) : null,
    canReceive: canReceive(stockOut, order),
  };
}

/** The order's head: what any answer that mentions an order carries. */
export function orderSummary(order: OrderRecord) {
  return {
    _id: order._id,
    orderNo: order.orderNo,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    createdAt: order.createdAt,
    goodsAmount: order.goodsAmount,
    freight: order.freight,
    amount: order.amount,
  };
}

function orderListItem(order: OrderRecord) {
  return {
    ...orderSummary(order),
    itemCount: order.items.length,
    totalQuantity: order.items.reduce((sum, i) => sum + i.quantity, 0),
    items: order.items.slice(0, 3),
    receiver: order.address.receiver,
    poNo: order.poNo ?? '',
    remark: order.remark,
    placedBy: order.placedBy ?? null,
    placedByName: placedByName(order),
    hasInvoice: Boolean(order.invoiceProfile),
    stockOutCount: order.stockOutIds.length,
    canCancel: CANCELLABLE.includes(order.status),
  };
}

function orderDetail({ idempotencyKey: _key, ...order }: OrderRecord) {
  const stockOuts = order.stockOutIds
    .map((id) => db.state.stockOuts.find((s) => s._id === id))
    .filter((s): s is StockOutRecord => Boolean(s))
    .sort((a, b) => a.shippedAt.localeCompare(b.shippedAt))
    .map((s) => stockOutSummary(s, order));
  const invoices = db.state.invoices
    .filter((i) => i.orderId === order._id)
    .map((i) => ({ _id: i._id, invoiceNo: i.invoiceNo, status: i.status, amount: i.amount }));
  return {
    ...order,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    itemCount: order.items.length,
    totalQuantity: order.items.reduce((sum, i) => sum + i.quantity, 0),
    placedBy: order.placedBy ?? null,
    placedByName: placedByName(order),
    canCancel: CANCELLABLE.includes(order.status),
    stockOuts,
    invoices,
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** `createdAt=YYYY-MM-DD,YYYY-MM-DD` (inclusive, dates in +08:00). */
function dateRange(raw: string): [string, string] | null {
  if (raw === '') return null;
  const parts = raw.split(',').map((p) => p.trim());
  const [from = '', to = ''] = parts;
  if (parts.length !== 2 || !validDate(from) || !validDate(to)) {
    throw new Answer(fail(400, '下单时间格式应为 YYYY-MM-DD,YYYY-MM-DD'));
  }
  if (from > to) throw new Answer(fail(400, '下单时间的开始日期不能晚于结束日期'));
  return [from, to];
}

/**
 * `expected: [{ matlId, price, quantity? }]`: the prices and quantities the buyer saw; a different price refuses
 * the order (10014), a different cart quantity too (10015).
 */
function readExpected(raw: unknown): Map<string, { price: number; quantity?: number }> | null {
  if (raw === undefined || raw === null) return null;
  const valid =
    Array.isArray(raw) &&
    raw.every((x) => {
      if (typeof x !== 'object' || x === null) return false;
      const { matlId, price, quantity } = x as { matlId?: unknown; price?: unknown; quantity?: unknown };
      return typeof matlId === 'string' && typeof price === 'number' && (quantity === undefined || (typeof quantity === 'number' && Number.isInteger(quantity)));
    });
  if (!valid) throw new Answer(fail(400, 'expected 必须是 { matlId, price, quantity } 数组'));
  return new Map((raw as { matlId: string; price: number; quantity?: number }[]).map((x) => [x.matlId, { price: x.price, quantity: x.quantity }]));
}

/** `SO` + yyMMdd + a 4-digit serial of the day, like the seed: SO2611210063. */
function nextOrderNo(): string {
  const day = nowIso().slice(2, 10).replace(/-/g, '');
  const prefix = `SO${day}`;
  const used = db.state.orders
    .filter((o) => o.orderNo.startsWith(prefix))
    .map((o) => Number(o.orderNo.slice(prefix.length)))
    .filter((n) => Number.isInteger(n));
  const serial = (used.length ? Math.max(...used) : 0) + 1;
  return `${prefix}${String(serial).padStart(4, '0')}`;
}

export function stockOutOf(member: MemberRecord, id: string): StockOutRecord {
  const stockOut = db.state.stockOuts.find((s) => s._id === id);
  const visible = stockOut && visibleOrders(member).some((o) => o._id === stockOut.orderId || o.stockOutIds.includes(stockOut._id));
  if (!stockOut || !visible || stockOut.memberId !== accountOwnerId(member)) throw new Answer(fail(404, '发货单不存在'));
  return stockOut;
}

export const orderHandlers = [
  http.get(
    api.v1('/orders/status/count'),
    withMember(({ member }) => {
      requireCompany(member);
      const orders = visibleOrders(member);
      return ok([
        { status: 'all', label: '全部', count: orders.length },
        ...STATUSES.map((status) => ({
          status,
          label: ORDER_STATUS_LABELS[status],
          count: orders.filter((o) => o.status === status).length,
        })),
      ]);
    }),
  ),

  http.get(
    api.v1('/orders'),
    withMember(({ request, member }) => {
      requireCompany(member);
      const url = new URL(request.url);
      const status = queryParam(url, 'status');
      if (status !== '' && status !== 'all' && !(STATUSES as string[]).includes(status)) return fail(400, '订单状态不正确');
      const keyword = normText(queryParam(url, 'keyword'));
      const range = dateRange(queryParam(url, 'createdAt'));
      const list = visibleOrders(member)
        .filter((o) => status === '' || status === 'all' || o.status === status)
        .filter((o) => !range || (o.createdAt.slice(0, 10) >= range[0] && o.createdAt.slice(0, 10) <= range[1]))
        .filter(
          (o) =>
            keyword === '' ||
            textMatches(keyword, [o.orderNo, o.poNo]) ||
            o.items.some((i) => textMatches(keyword, [i.name, i.catalogNo])),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.orderNo.localeCompare(a.orderNo));
      const page = paginate(list, url, 10);
      return ok({ ...page, list: page.list.map(orderListItem) });
    }),
  ),

  http.post(
    api.v1('/orders'),
    withMember(async ({ request, member }) => {
      requireCompany(member);
      const body = await readJson(request);
      const ownerId = accountOwnerId(member);
      const addressId = field.string(body, 'addressId', '收货地址');
      const invoiceProfileId = field.string(body, 'invoiceProfileId', '发票抬头', { required: false });
      const remark = field.string(body, 'remark', '订单备注', { required: false, max: 200 });
      const poNo = field.string(body, 'poNo', '采购单号', { required: false, max: 50 });
      const idempotencyKey = field.string(body, 'idempotencyKey', '请求标识', { required: false, max: 64 });
      // A retried submission (double click, a timeout, a slow network) answers the order it already created.
      if (idempotencyKey) {
        const placed = db.state.orders.find((o) => o.idempotencyKey === idempotencyKey && o.memberId === ownerId && (o.placedBy ?? ownerId) === member._id);
        if (placed) return ok({ _id: placed._id, orderNo: placed.orderNo, amount: placed.amount, status: placed.status, replayed: true });
      }
      const expected = readExpected(body.expected);
      let matlIds: string[] | null = null;
      if (body.matlIds !== undefined && body.matlIds !== null) {
        if (!Array.isArray(body.matlIds) || !body.matlIds.every((x): x is string => typeof x === 'string' && x !== '')) {
          return fail(400, 'matlIds 必须是商品编号数组');
        }
        matlIds = [...new Set(body.matlIds)];
      }

      // The caller's own address book, or the owner's (a sub-account may ship to the account's addresses).
      const address = db.state.addresses.find((a) => a._id === addressId && (a.memberId === member._id || a.memberId === ownerId));
      if (!address) return fail(404, '收货地址不存在');
      const profile = invoiceProfileId
        ? db.state.invoiceProfiles.find((p) => p._id === invoiceProfileId && p.memberId === ownerId)
        : undefined;
      if (invoiceProfileId && !profile) return fail(404, '发票抬头不存在');

      const cart = db.state.carts.filter((c) => c.memberId === member._id);
      const lines = matlIds ? cart.filter((c) => matlIds.includes(c.matlId)) : cart.filter((c) => c.selected);
      if (lines.length === 0 && (matlIds === null || matlIds.length === 0)) return refuse('请选择要结算的商品', 10011);
      if (matlIds && lines.length < matlIds.length) return refuse('部分商品已不在购物车中，请刷新购物车后重试', 10012);

      const items: OrderItem[] = [];
      for (const line of lines) {
        const material = db.state.materials.find((m) => m._id === line.matlId);
        if (!material) return refuse('购物车中有商品已不存在，请删除后再结算', 10013);
        if (material.offShelf) return refuse(`商品 ${material.catalogNo} 已下架，请删除后再结算`, 10013);
        if (!stockStatus(material).orderable) return refuse(`商品 ${material.catalogNo} 暂时缺货，请删除后再结算`, 10013);
        const seen = expected?.get(material._id);
        if (seen !== undefined && seen.price !== material.price) {
          return refuse(`商品 ${material.catalogNo} 的价格已变为 ¥${material.price.toFixed(2)}，请确认后再提交`, 10014);
        }
        if (seen?.quantity !== undefined && seen.quantity !== line.quantity) {
          return refuse(`商品 ${material.catalogNo} 的数量已由 ${seen.quantity} 变为 ${line.quantity}，请确认后再提交`, 10015);
        }
        items.push({
          matlId: material._id,
          catalogNo: material.catalogNo,
          name: material.name,
          spec: material.spec,
          mfrName: material.mfrName,
          price: material.price,
          quantity: line.quantity,
          shippedQty: 0,
        });
      }
      const goodsAmount = money(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
      const freight = freightFor(goodsAmount);
      const { memberId: _m, isDefault: _d, createdAt: _c, ...addressSnapshot } = address;
      let invoiceSnapshot: OrderRecord['invoiceProfile'];
      if (profile) {
        const { memberId: _pm, isDefault: _pd, createdAt: _pc, ...rest } = profile;
        invoiceSnapshot = rest;
      }
      const order: OrderRecord = {
        _id: newId(),
        orderNo: nextOrderNo(),
        memberId: ownerId,
        ...(member.parentMbrId ? { placedBy: member._id } : {}),
        status: 'pendingReview',
        items,
        goodsAmount,
        freight,
        amount: money(goodsAmount + freight),
        address: addressSnapshot,
        ...(invoiceSnapshot ? { invoiceProfile: invoiceSnapshot } : {}),
        remark,
        ...(poNo ? { poNo } : {}),
        createdAt: nowIso(),
        stockOutIds: [],
        version: 1,
        events: [],
        ...(idempotencyKey ? { idempotencyKey } : {}),
      };
      db.state.orders.push(order);
      const ordered = new Set(items.map((i) => i.matlId));
      db.state.carts = db.state.carts.filter((c) => !(c.memberId === member._id && ordered.has(c.matlId)));
      return ok({ _id: order._id, orderNo: order.orderNo, amount: order.amount, status: order.status });
    }),
  ),

  http.get(
    api.v2('/orders/:id'),
    withMember(({ params, member }) => {
      requireCompany(member);
      return ok(orderDetail(findOrder(member, String(params.id))));
    }),
  ),

  http.get(
    api.v1('/orders/:id/contract'),
    withMember(async ({ params, member }) => {
      requireCompany(member);
      const order = findOrder(member, String(params.id));
      if (order.status === 'cancelled') return refuse('订单已取消，无法下载合同', 10021);
      // the document builders load with the first file, not with the fake mall
      const { contractPdf } = await import('../documents.ts');
      const owner = accountOwner(member);
      const holder = [owner, member].find(hasCompany);
      const company = holder ? (holder.companyInfo as CompanyInfo) : undefined;
      const file = contractPdf(
        order,
        { company, contactName: company?.contactName || owner.contactName || '', cellphone: owner.cellphone, ...(owner.email ? { email: owner.email } : {}) },
        (id) => db.state.materials.find((m) => m._id === id),
      );
      return pdfResponse(file, `销售合同-${order.orderNo}.pdf`);
    }),
  ),

  http.put(
    api.v1('/orders/:id/cancel'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const order = findOrder(member, String(params.id));
      if (order.status === 'cancelled') return refuse('订单已取消，无需重复操作', 10020);
      if (!CANCELLABLE.includes(order.status)) {
        return refuse('订单已确认，无法在线取消，如需取消请致电 400 819 7199', 10020);
      }
      order.status = 'cancelled';
      order.cancelledAt = nowIso();
      order.cancelReason = '客户取消';
      return ok({ _id: order._id, status: order.status, statusLabel: ORDER_STATUS_LABELS.cancelled, cancelledAt: order.cancelledAt, cancelReason: order.cancelReason });
    }),
  ),

  http.get(
    api.v1('/stock-outs/:id/sfroute'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const stockOut = stockOutOf(member, String(params.id));
      return ok({
        trackingNo: stockOut.trackingNo,
        courier: stockOut.courier,
        coldChain: stockOut.coldChain,
        phase: stockOutPhase(stockOut),
        routes: newestRoutes(stockOut),
        signedAt: stockOut.signedAt ?? null,
      });
    }),
  ),

  http.get(
    api.v1('/stock-outs/:id'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const stockOut = stockOutOf(member, String(params.id));
      const order = db.state.orders.find((o) => o._id === stockOut.orderId);
      return ok({
        ...stockOut,
        routes: newestRoutes(stockOut),
        signedAt: stockOut.signedAt ?? null,
        phase: stockOutPhase(stockOut),
        orderNo: order?.orderNo ?? '',
        address: order?.address ?? null,
        receipt: stockOut.receipt ? receiptView(stockOut.receipt) : null,
        canReceive: canReceive(stockOut, order),
      });
    }),
  ),
];
