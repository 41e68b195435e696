/**
 * After-sales (售后) of the fake mall, docs/api.md §15: the cases of an order, a new case as multipart form data
 * with up to six photos (10120–10122), withdrawing, and the photos as sent. Every status change is an
 * `afterSales` event on the order's timeline.
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { AfterSalesRecord, AfterSalesStatus, MemberRecord, OrderRecord } from '../db/types.ts';
import { Answer, api, fail, newId, nowIso, ok, refuse, withMember } from '../lib.ts';
import { recordEvent } from '../order-timeline.ts';
import { sniffReceiptType } from '../payment.ts';
import { contentDisposition } from '../pdf.ts';
import { callerName } from '../receipts.ts';
import { findOpenable, findOrder, mayOpen, requireCompany, visibleOrders } from './orders.ts';
import { MALL_CODE, MALL_COUNTS, MALL_LABELS, MALL_PROPERTY_LABELS } from '../facts.gen.ts';

export const AFTER_SALES_STATUS_LABELS: Record<AfterSalesStatus, string> = MALL_LABELS.AfterSalesStatus;
export const REASON_LABELS: Record<AfterSalesRecord['reason'], string> = MALL_PROPERTY_LABELS.AfterSalesCase.reason;
export const WANT_LABELS: Record<AfterSalesRecord['want'], string> = MALL_PROPERTY_LABELS.AfterSalesCase.want;

/** A case still being handled: another one for the same line waits until it ends. */
const OPEN: readonly AfterSalesStatus[] = ['submitted', 'accepted', 'processing'];
/** The buyer may still take the case back. */
const WITHDRAWABLE: readonly AfterSalesStatus[] = ['submitted', 'accepted'];
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTOS = MALL_COUNTS.afterSalesPhotos;
export const MAX_PHOTO_BYTES = MALL_COUNTS.afterSalesPhotoBytes;
const PHOTO_RULE = '图片须为 JPG、PNG 或 WebP，每张不超过 5 MB，最多 6 张';

/** `AfterSalesCase` of docs/api.md §15. */
export function afterSalesView(record: AfterSalesRecord) {
  const order = db.state.orders.find((o) => o._id === record.orderId);
  const item = order?.items.find((i) => i.matlId === record.matlId);
  return {
    _id: record._id,
    caseNo: record.caseNo,
    orderId: record.orderId,
    orderNo: order?.orderNo ?? '',
    matlId: record.matlId,
    catalogNo: item?.catalogNo ?? '',
    name: item?.name ?? '',
    quantity: record.quantity,
    reason: record.reason,
    reasonLabel: REASON_LABELS[record.reason],
    want: record.want,
    wantLabel: WANT_LABELS[record.want],
    description: record.description,
    photoCount: record.photos.length,
    status: record.status,
    statusLabel: AFTER_SALES_STATUS_LABELS[record.status],
    events: record.events.map((e) => ({ ...e, statusLabel: AFTER_SALES_STATUS_LABELS[e.status] })),
    canWithdraw: WITHDRAWABLE.includes(record.status),
    createdAt: record.createdAt,
  };
}

/** Move a case on: its own event, and an `afterSales` event on the order's timeline. */
export function changeStatus(record: AfterSalesRecord, order: OrderRecord, status: AfterSalesStatus, actor: string, note: string, at = nowIso()): void {
  record.status = status;
  record.events.push({ at, status, actor, note });
  recordEvent(order, 'afterSales', `售后 ${record.caseNo} ${AFTER_SALES_STATUS_LABELS[status]}`, actor, note, at);
}

/**
 * How many of a line the buyer may complain about: per delivery that holds it and is received or signed for, the
 * quantity shipped — a line received short (even as 0) is what the buyer complains about. Null when no signed or
 * received delivery holds any of it.
 */
export function claimableQuantity(order: OrderRecord, matlId: string): number | null {
  let total: number | null = null;
  for (const stockOut of db.state.stockOuts) {
    if (stockOut.orderId !== order._id || (!stockOut.receipt && !stockOut.signedAt)) continue;
    const shipped = stockOut.items.find((i) => i.matlId === matlId)?.quantity;
    if (shipped !== undefined) total = (total ?? 0) + shipped;
  }
  return total === 0 ? null : total;
}

/** `AS` + yyMMdd + a 4-digit serial of the day. */
function nextCaseNo(): string {
  const prefix = `AS${nowIso().slice(2, 10).replace(/-/g, '')}`;
  const used = db.state.afterSales.filter((c) => c.caseNo.startsWith(prefix)).map((c) => Number(c.caseNo.slice(prefix.length)));
  return `${prefix}${String((used.length ? Math.max(...used) : 0) + 1).padStart(4, '0')}`;
}

/** A case of an order the member may open (`'open'`: read it) or of its own order (`'act'`: withdraw it); else 404. */
function findCase(member: MemberRecord, id: string, access: 'open' | 'act'): { record: AfterSalesRecord; order: OrderRecord } {
  const record = db.state.afterSales.find((c) => c._id === id);
  const order =
    record && (access === 'act' ? visibleOrders(member) : db.state.orders.filter((o) => mayOpen(member, o))).find((o) => o._id === record.orderId);
  if (!record || !order) throw new Answer(fail(404, '售后申请不存在'));
  return { record, order };
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

function oneOf<T extends string>(form: FormData, name: string, label: string, values: readonly T[]): T {
  const value = text(form, name);
  if (value === '') throw new Answer(fail(400, `${label}不能为空`));
  if (!(values as readonly string[]).includes(value)) throw new Answer(fail(400, `${label}只能是 ${values.join('、')}`));
  return value as T;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const afterSalesHandlers = [
  http.get(
    api.v1('/orders/:id/after-sales'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const order = findOpenable(member, String(params.id));
      const list = db.state.afterSales
        .filter((c) => c.orderId === order._id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.caseNo.localeCompare(a.caseNo))
        .map(afterSalesView);
      return ok(list);
    }),
  ),

  http.post(
    api.v1('/orders/:id/after-sales'),
    withMember(async ({ request, params, member }) => {
      requireCompany(member);
      const order = findOrder(member, String(params.id));
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return fail(400, '请求体须为 multipart/form-data');
      }
      const matlId = text(form, 'matlId');
      if (matlId === '') return fail(400, '商品不能为空');
      const item = order.items.find((i) => i.matlId === matlId);
      if (!item) return fail(400, '该商品不在此订单中');
      const quantityText = text(form, 'quantity');
      if (quantityText === '') return fail(400, '数量不能为空');
      if (!/^\d+$/.test(quantityText)) return fail(400, '数量必须为整数');
      const quantity = Number(quantityText);
      if (quantity < 1) return fail(400, '数量不能小于 1');
      if (quantity > 9999) return fail(400, '数量不能大于 9999');
      const reason = oneOf(form, 'reason', '售后原因', Object.keys(REASON_LABELS) as AfterSalesRecord['reason'][]);
      const want = oneOf(form, 'want', '诉求', Object.keys(WANT_LABELS) as AfterSalesRecord['want'][]);
      const description = text(form, 'description');
      const length = Array.from(description).length;
      if (length === 0) return fail(400, '问题描述不能为空');
      if (length < 10) return fail(400, '问题描述至少 10 个字符');
      if (length > 500) return fail(400, '问题描述不能超过 500 个字符');
      const photos = form.getAll('photos');
      if (photos.length > MAX_PHOTOS) return refuse(PHOTO_RULE, MALL_CODE.badAfterSalesPhotos);
      // Every photo is read before any rule of the order is checked, and typed by its bytes, never by the type the
      // browser declared (an SVG sent as image/png is refused): from the checks to the write below nothing awaits,
      // so two claims sent together cannot both pass the open-case check (docs/api.md §15).
      const stored: AfterSalesRecord['photos'] = [];
      for (const photo of photos) {
        if (typeof photo === 'string' || photo.size > MAX_PHOTO_BYTES) return refuse(PHOTO_RULE, MALL_CODE.badAfterSalesPhotos);
        const bytes = new Uint8Array(await photo.arrayBuffer());
        const type = sniffReceiptType(bytes);
        if (type === null || !(PHOTO_TYPES as readonly string[]).includes(type)) return refuse(PHOTO_RULE, MALL_CODE.badAfterSalesPhotos);
        stored.push({ type, base64: base64Of(bytes) });
      }

      const claimable = claimableQuantity(order, matlId);
      if (claimable === null) return refuse('该商品尚未收货，暂不能申请售后', MALL_CODE.notYetReceived);
      if (quantity > claimable) return fail(400, `数量不能大于 ${claimable}`);
      if (db.state.afterSales.some((c) => c.orderId === order._id && c.matlId === matlId && OPEN.includes(c.status))) {
        return refuse('该商品已有处理中的售后申请', MALL_CODE.afterSalesConflict);
      }

      const at = nowIso();
      const record: AfterSalesRecord = {
        _id: newId(),
        caseNo: nextCaseNo(),
        orderId: order._id,
        memberId: order.memberId,
        createdBy: member._id,
        matlId,
        quantity,
        reason,
        want,
        description,
        photos: stored,
        status: 'submitted',
        events: [],
        createdAt: at,
      };
      db.state.afterSales.push(record);
      changeStatus(record, order, 'submitted', callerName(member), `${item.catalogNo} × ${quantity}：${REASON_LABELS[reason]}，希望${WANT_LABELS[want]}`, at);
      return ok(afterSalesView(record));
    }),
  ),

  http.put(
    api.v1('/after-sales/:id/withdraw'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const { record, order } = findCase(member, String(params.id), 'act');
      if (!WITHDRAWABLE.includes(record.status)) return refuse('售后已处理完毕，无法撤回', MALL_CODE.afterSalesConflict);
      changeStatus(record, order, 'withdrawn', callerName(member), '客户撤回了申请');
      return ok(afterSalesView(record));
    }),
  ),

  http.get(
    api.v1('/after-sales/:id/photos/:n'),
    withMember(({ params, member }) => {
      requireCompany(member);
      const { record } = findCase(member, String(params.id), 'open');
      const n = String(params.n);
      const photo = /^\d+$/.test(n) ? record.photos[Number(n)] : undefined;
      if (!photo) return fail(404, '图片不存在');
      // the bytes are kept in memory only: gone after a reload of the demo (docs/api.md §15, fake mall only)
      if (photo.base64 === undefined) return fail(404, '照片已过期');
      const bytes = Uint8Array.from(atob(photo.base64), (c) => c.charCodeAt(0));
      const extension = photo.type === 'image/png' ? 'png' : photo.type === 'image/webp' ? 'webp' : 'jpg';
      return new Response(bytes, {
        headers: {
          'Content-Type': photo.type,
          'Content-Disposition': contentDisposition(`${record.caseNo}-${Number(n) + 1}.${extension}`),
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': 'sandbox',
        },
      });
    }),
  ),
];
