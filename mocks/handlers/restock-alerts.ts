/**
 * Restock alerts (到货提醒, docs/api.md §24): a member's interest in a material out of stock (期货 or 缺货). When the
 * mall restocks it — in the demo the control `POST /__mock/materials/{id}/restock` (§10) — every waiting alert on it
 * turns `arrived` and its member gets a `restock` notice (§12). Arrived alerts older than 30 days are left out.
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import { DAY } from '../db/seed/time.ts';
import type { Material, MemberRecord, RestockAlertRecord } from '../db/types.ts';
import { accountOwnerId, api, bearerToken, checkToken, fail, field, handle, newId, nowIso, ok, readJson, refuse, withMember } from '../lib.ts';
import { MALL_CODE, MALL_COUNTS } from '../facts.gen.ts';
import { termsField } from '../price-terms.ts';

export const MAX_WAITING_ALERTS = MALL_COUNTS.restockAlerts;
/** Arrived alerts are listed (and counted) for this long after they arrived. */
const ARRIVED_KEPT_MS = 30 * DAY;
/** What the restock control puts in stock when it is not told. */
export const DEFAULT_RESTOCK = 20;

/** How a member is told that a material arrived (docs/api.md §24 `channels`): this mall sends the restock notice only. */
const RESTOCK_CHANNELS = ['site'] as const;

/** Waiting, or arrived within the last 30 days. */
function isCurrent(alert: RestockAlertRecord): boolean {
  return alert.status === 'waiting' || (alert.arrivedAt !== undefined && Date.now() - Date.parse(alert.arrivedAt) <= ARRIVED_KEPT_MS);
}

/** The member's current alerts with their materials (an alert whose material left the catalogue is not shown). */
function currentAlerts(member: MemberRecord): { alert: RestockAlertRecord; material: Material }[] {
  return db.state.restockAlerts.flatMap((alert) => {
    if (alert.memberId !== member._id || !isCurrent(alert)) return [];
    const material = db.state.materials.find((m) => m._id === alert.matlId);
    return material ? [{ alert, material }] : [];
  });
}

function alertView(alert: RestockAlertRecord, material: Material, member: MemberRecord) {
  return {
    matlId: material._id,
    catalogNo: material.catalogNo,
    name: material.name,
    spec: material.spec,
    mfrName: material.mfrName,
    price: material.price,
    stock: material.stock,
    leadDays: material.leadDays,
    unit: material.unit,
    status: alert.status,
    seen: alert.seen,
    createdAt: alert.createdAt,
    arrivedAt: alert.arrivedAt ?? null,
    channels: RESTOCK_CHANNELS,
    // the company's terms on it (docs/api.md §5)
    ...termsField(accountOwnerId(member), material._id),
  };
}

/** Waiting first (newest set first), then arrived (newest arrival first). */
function rank(a: RestockAlertRecord, b: RestockAlertRecord): number {
  if (a.status !== b.status) return a.status === 'waiting' ? -1 : 1;
  const at = (x: RestockAlertRecord) => (x.status === 'arrived' ? (x.arrivedAt ?? x.createdAt) : x.createdAt);
  return at(b).localeCompare(at(a));
}

/**
 * `MaterialDetail.restockAlert` (docs/api.md §24): the caller's alert on the material, read from the token if the
 * public call carries one; null without a token, with an invalid or expired one, or without a current alert.
 */
export function restockAlertOf(request: Request, matlId: string): 'waiting' | 'arrived' | null {
  const check = checkToken(bearerToken(request), 'mk');
  if (!check.ok) return null;
  const alert = db.state.restockAlerts.find((a) => a.memberId === check.memberId && a.matlId === matlId);
  return alert && isCurrent(alert) ? alert.status : null;
}

/**
 * The mall puts a material in stock: the catalogue's stock (recorded in `restocks`, which a reload of the browser
 * demo applies again), every waiting alert on it `arrived`, and a `restock` notice to each of their members.
 * Answers how many members were told.
 */
export function restockMaterial(material: Material, stock: number): number {
  const now = nowIso();
  material.stock = stock;
  const recorded = db.state.restocks.find((r) => r.matlId === material._id);
  if (recorded) Object.assign(recorded, { stock, at: now });
  else db.state.restocks.push({ matlId: material._id, stock, at: now });
  let notified = 0;
  for (const alert of db.state.restockAlerts) {
    if (alert.matlId !== material._id || alert.status !== 'waiting') continue;
    alert.status = 'arrived';
    alert.seen = false;
    alert.arrivedAt = now;
    notified++;
    db.state.notices.push({
      _id: newId(),
      kind: 'restock',
      title: `到货提醒：${material.name} 已到货`,
      content: [
        `您设置了到货提醒的商品已到货：${material.name}`,
        `货号 ${material.catalogNo}，规格 ${material.spec}，品牌 ${material.mfrName}。`,
        `现货库存 ${stock} ${material.unit}，可在商品页直接加入购物车。`,
      ].join('\n'),
      mustRead: false,
      createdAt: now,
      audience: [alert.memberId],
      matlId: material._id,
      readBy: [],
    });
  }
  return notified;
}

export const restockAlertHandlers = [
  http.get(
    api.v1('/member/restock-alerts'),
    withMember(({ member }) =>
      ok(
        currentAlerts(member)
          .sort((a, b) => rank(a.alert, b.alert))
          .map(({ alert, material }) => alertView(alert, material, member)),
      ),
    ),
  ),

  http.get(
    api.v1('/member/restock-alerts/count'),
    withMember(({ member }) => {
      const alerts = currentAlerts(member).map((x) => x.alert);
      return ok({
        waiting: alerts.filter((a) => a.status === 'waiting').length,
        arrived: alerts.filter((a) => a.status === 'arrived' && !a.seen).length,
      });
    }),
  ),

  http.put(
    api.v1('/member/restock-alerts/seen'),
    withMember(({ member }) => {
      for (const alert of db.state.restockAlerts) if (alert.memberId === member._id && alert.status === 'arrived') alert.seen = true;
      return ok({ arrived: 0 });
    }),
  ),

  http.post(
    api.v1('/member/restock-alerts'),
    withMember(async ({ request, member }) => {
      const body = await readJson(request);
      const matlId = field.string(body, 'matlId', '商品');
      const material = db.state.materials.find((m) => m._id === matlId);
      if (!material || material.offShelf) return fail(404, '商品不存在');
      const existing = db.state.restockAlerts.find((a) => a.memberId === member._id && a.matlId === matlId);
      // idempotent: the waiting alert again
      if (existing?.status === 'waiting') return ok(alertView(existing, material, member));
      if (material.stock > 0) return refuse('该商品有现货，无需到货提醒', MALL_CODE.inStock);
      const waiting = db.state.restockAlerts.filter((a) => a.memberId === member._id && a.status === 'waiting').length;
      if (waiting >= MAX_WAITING_ALERTS) return refuse(`最多设置 ${MAX_WAITING_ALERTS} 个到货提醒`, MALL_CODE.restockAlertLimit);
      const now = nowIso();
      // out of stock again after an arrival: the old alert waits once more
      const alert: RestockAlertRecord = existing ?? { _id: newId(), memberId: member._id, matlId, status: 'waiting', seen: false, createdAt: now };
      if (existing) {
        Object.assign(existing, { status: 'waiting', seen: false, createdAt: now });
        delete existing.arrivedAt;
      } else {
        db.state.restockAlerts.push(alert);
      }
      return ok(alertView(alert, material, member));
    }),
  ),

  http.delete(
    api.v1('/member/restock-alerts/:matlId'),
    withMember(({ params, member }) => {
      const matlId = String(params.matlId);
      const alert = db.state.restockAlerts.find((a) => a.memberId === member._id && a.matlId === matlId);
      if (!alert) return fail(404, '未设置该商品的到货提醒');
      db.state.restockAlerts = db.state.restockAlerts.filter((a) => a !== alert);
      return ok({ matlId });
    }),
  ),
];

/**
 * Restock demo control (docs/api.md §10; never part of the real API, no token needed): `POST
 * /__mock/materials/{id}/restock { stock? }` puts an out-of-stock material in stock (default 20) and tells every
 * member waiting for it. A material in stock or off the shelf answers 409.
 */
export const restockControlHandlers = [
  http.post(
    api.mock('/materials/:id/restock'),
    handle(async ({ request, params }) => {
      const material = db.state.materials.find((m) => m._id === String(params.id));
      if (!material) return fail(404, '商品不存在');
      const body = await readJson(request);
      const stock = body.stock === undefined || body.stock === null ? DEFAULT_RESTOCK : field.int(body, 'stock', '库存', { min: 1, max: 99999 });
      if (material.offShelf) return fail(409, '该商品已下架，不能补货');
      if (material.stock > 0) return fail(409, `该商品已有现货（库存 ${material.stock}），无需补货`);
      const notified = restockMaterial(material, stock);
      return ok({ matlId: material._id, stock, notified });
    }),
  ),
];
