/**
 * Restock alerts in the fake mall (docs/api.md §24): setting and removing them (10190, 10191, idempotent), the
 * detail page's `restockAlert` (public call, token optional), the demo control `POST /__mock/materials/{id}/restock`
 * (§10) and what it sets off — arrived alerts, a `restock` notice with its material (§12), the counts and `seen`.
 * The restocked stock across a reload of the browser demo: tests/mocks/runtime-persistence.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { RESTOCK_DEMO_CATALOG_NO } from '../../mocks/db/seed/buying-lists.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';
import { noticeHandlers } from '../../mocks/handlers/notices.ts';
import { restockAlertHandlers, restockControlHandlers } from '../../mocks/handlers/restock-alerts.ts';
import { issueTokens } from '../../mocks/lib.ts';

const BASE = 'http://localhost:3000';
const { call, callJson } = handlerClient([...restockControlHandlers, ...restockAlertHandlers, ...noticeHandlers, ...catalogueHandlers], BASE);
const owner: string = DEMO.owner._id;
const sub: string = DEMO.sub._id;
const stranger: string = DEMO.distributor._id;

interface Alert {
  matlId: string;
  catalogNo: string;
  name: string;
  spec: string;
  mfrName: string;
  price: number;
  stock: number;
  leadDays: number;
  status: 'waiting' | 'arrived';
  seen: boolean;
  createdAt: string;
  arrivedAt: string | null;
}
interface Notice {
  _id: string;
  kind: string;
  title: string;
  content: string;
  createdAt: string;
  material?: { _id: string; catalogNo: string; name: string; spec: string };
  order?: unknown;
}

const flask = () => db.state.materials.find((m) => m.catalogNo === RESTOCK_DEMO_CATALOG_NO)!;
const outOfStock = (n: number) => db.state.materials.filter((m) => !m.offShelf && m.stock === 0).slice(0, n);
const alerts = async (memberId: string) => (await callJson<Alert[]>(memberId, 'GET', '/mall/v1/member/restock-alerts')).body.data;
const count = async (memberId: string) => (await callJson<{ waiting: number; arrived: number }>(memberId, 'GET', '/mall/v1/member/restock-alerts/count')).body.data;
const notices = async (memberId: string) => (await callJson<Notice[]>(memberId, 'GET', '/mall/v1/member/notices')).body.data;
const restock = (matlId: string, body?: unknown) => callJson<{ matlId: string; stock: number; notified: number }>(null, 'POST', `/__mock/materials/${matlId}/restock`, body);
/** The detail page's call, with this Authorization header (or none). */
const detailAlert = async (matlId: string, authorization?: string) => {
  const request = new Request(`${BASE}/mall/v1/materials/${matlId}`, { headers: authorization ? { Authorization: authorization } : {} });
  const { getResponse } = await import('msw');
  const response = (await getResponse(catalogueHandlers, request))!;
  return { status: response.status, restockAlert: ((await response.json()) as { data: { restockAlert: unknown } }).data.restockAlert };
};

beforeEach(() => {
  db.reset();
});

describe('setting and removing alerts', () => {
  it('the seed: the owner waits for the T25 flask, out of stock', async () => {
    expect(flask().stock).toBe(0);
    const list = await alerts(owner);
    expect(list).toEqual([
      expect.objectContaining({ matlId: flask()._id, catalogNo: RESTOCK_DEMO_CATALOG_NO, name: flask().name, stock: 0, status: 'waiting', seen: false, arrivedAt: null }),
    ]);
    // how the member will be told (docs/api.md §24 channels): this mall sends the restock notice, 站内消息
    expect(list[0]).toMatchObject({ channels: ['site'] });
    expect(await count(owner)).toEqual({ waiting: 1, arrived: 0 });
    expect(await alerts(sub)).toEqual([]);
  });

  it('sets an alert once (a second POST answers the same alert), newest first', async () => {
    const [a, b] = outOfStock(3).filter((m) => m._id !== flask()._id);
    const first = await callJson<Alert>(sub, 'POST', '/mall/v1/member/restock-alerts', { matlId: a!._id });
    expect(first.body).toMatchObject({ code: 0, data: { matlId: a!._id, status: 'waiting', seen: false } });
    const again = await callJson<Alert>(sub, 'POST', '/mall/v1/member/restock-alerts', { matlId: a!._id });
    expect(again.body.data).toEqual(first.body.data);
    expect(db.state.restockAlerts.filter((x) => x.memberId === sub)).toHaveLength(1);
    db.state.restockAlerts.find((x) => x.memberId === sub)!.createdAt = '2026-11-20T10:00:00+08:00';
    await callJson(sub, 'POST', '/mall/v1/member/restock-alerts', { matlId: b!._id });
    expect((await alerts(sub)).map((x) => x.matlId)).toEqual([b!._id, a!._id]);
  });

  it('refuses a material in stock (10190), an unknown or discontinued one (404), the 51st (10191)', async () => {
    const inStock = db.state.materials.find((m) => !m.offShelf && m.stock > 0)!;
    const post = (matlId: string) => callJson(sub, 'POST', '/mall/v1/member/restock-alerts', { matlId });
    expect((await post(inStock._id)).body).toMatchObject({ code: 10190, msg: '该商品有现货，无需到货提醒' });
    expect((await post('66a3ffffffffffffffffffff')).body).toMatchObject({ code: 404, msg: '商品不存在' });
    expect((await post(db.state.materials.find((m) => m.offShelf && m.stock === 0)!._id)).status).toBe(404);
    const many = outOfStock(51);
    for (const m of many.slice(0, 50)) expect((await post(m._id)).body.code).toBe(0);
    expect((await post(many[50]!._id)).body).toMatchObject({ code: 10191, msg: '最多设置 50 个到货提醒' });
    // the existing ones still answer (idempotent, not a 51st)
    expect((await post(many[0]!._id)).body.code).toBe(0);
    expect(await count(sub)).toEqual({ waiting: 50, arrived: 0 });
  });

  it('removes an alert; none set is 404 未设置该商品的到货提醒', async () => {
    const removed = await callJson(owner, 'DELETE', `/mall/v1/member/restock-alerts/${flask()._id}`);
    expect(removed.body).toMatchObject({ code: 0, data: { matlId: flask()._id } });
    expect(await alerts(owner)).toEqual([]);
    const again = await callJson(owner, 'DELETE', `/mall/v1/member/restock-alerts/${flask()._id}`);
    expect(again.body).toMatchObject({ code: 404, msg: '未设置该商品的到货提醒' });
  });

  it('needs a signed-in member (401)', async () => {
    expect((await callJson(null, 'GET', '/mall/v1/member/restock-alerts')).status).toBe(401);
    expect((await callJson(null, 'GET', '/mall/v1/member/restock-alerts/count')).status).toBe(401);
    expect((await callJson(null, 'PUT', '/mall/v1/member/restock-alerts/seen')).status).toBe(401);
  });
});

describe('the detail page’s restockAlert', () => {
  it('is the caller’s alert when the public call carries a token, null otherwise (never 401)', async () => {
    const id = flask()._id;
    expect(await detailAlert(id, `Bearer ${issueTokens(owner).accessToken}`)).toEqual({ status: 200, restockAlert: 'waiting' });
    expect(await detailAlert(id, `Bearer ${issueTokens(sub).accessToken}`)).toEqual({ status: 200, restockAlert: null });
    expect(await detailAlert(id)).toEqual({ status: 200, restockAlert: null });
    expect(await detailAlert(id, 'Bearer mk.not-a-token')).toEqual({ status: 200, restockAlert: null });
    const expired = issueTokens(owner, { accessTtlMs: -1000 }).accessToken;
    expect(await detailAlert(id, `Bearer ${expired}`)).toEqual({ status: 200, restockAlert: null });
    await restock(id);
    expect(await detailAlert(id, `Bearer ${issueTokens(owner).accessToken}`)).toEqual({ status: 200, restockAlert: 'arrived' });
  });
});

describe('the restock control', () => {
  it('puts the material in stock, turns the waiting alerts arrived and tells each member with a restock notice', async () => {
    const material = flask();
    await callJson(sub, 'POST', '/mall/v1/member/restock-alerts', { matlId: material._id });
    const answer = await restock(material._id, { stock: 30 });
    expect(answer.body).toMatchObject({ code: 0, data: { matlId: material._id, stock: 30, notified: 2 } });
    expect(material.stock).toBe(30);

    const [alert] = await alerts(owner);
    expect(alert).toMatchObject({ status: 'arrived', seen: false, stock: 30 });
    expect(alert?.arrivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(await count(owner)).toEqual({ waiting: 0, arrived: 1 });

    const ownerNotices = await notices(owner);
    const news = ownerNotices.filter((n) => n.kind === 'restock');
    expect(news).toHaveLength(1);
    expect(news[0]).toMatchObject({
      title: `到货提醒：${material.name} 已到货`,
      material: { _id: material._id, catalogNo: material.catalogNo, name: material.name, spec: material.spec },
    });
    expect(news[0]?.content).toContain(`货号 ${material.catalogNo}`);
    expect(news[0]?.content).toContain(`规格 ${material.spec}`);
    expect(news[0]).not.toHaveProperty('order');
    // with the other messages (order status, approvals, statement, quotes), newest first: the new restock notice
    // leads them, announcements stay first
    const kinds = ownerNotices.map((n) => n.kind);
    expect(kinds.indexOf('restock')).toBe(kinds.lastIndexOf('announcement') + 1);
    expect(kinds.slice(kinds.indexOf('restock') + 1).every((k) => k !== 'announcement' && k !== 'restock')).toBe(true);
    expect(kinds).toContain('orderStatus');
    // each member its own notice; another account none
    expect((await notices(sub)).filter((n) => n.kind === 'restock')).toHaveLength(1);
    expect((await notices(stranger)).filter((n) => n.kind === 'restock')).toEqual([]);

    // seen: the count goes to 0, the alerts stay listed as arrived
    expect((await callJson(owner, 'PUT', '/mall/v1/member/restock-alerts/seen')).body.data).toEqual({ arrived: 0 });
    expect(await count(owner)).toEqual({ waiting: 0, arrived: 0 });
    expect(await alerts(owner)).toEqual([expect.objectContaining({ status: 'arrived', seen: true })]);
    expect(await count(sub)).toEqual({ waiting: 0, arrived: 1 });

    // in stock now: no new alert, and the control has nothing to do
    expect((await callJson(owner, 'POST', '/mall/v1/member/restock-alerts', { matlId: material._id })).body.code).toBe(10190);
    expect((await restock(material._id)).status).toBe(409);
  });

  it('stocks 20 by default; an alert set again after the material ran out waits once more', async () => {
    const material = flask();
    expect((await restock(material._id)).body.data).toMatchObject({ stock: 20, notified: 1 });
    material.stock = 0;
    const again = await callJson<Alert>(owner, 'POST', '/mall/v1/member/restock-alerts', { matlId: material._id });
    expect(again.body.data).toMatchObject({ status: 'waiting', seen: false, arrivedAt: null });
    expect(db.state.restockAlerts.filter((a) => a.memberId === owner)).toHaveLength(1);
    expect(await count(owner)).toEqual({ waiting: 1, arrived: 0 });
  });

  it('answers 404 for an unknown material, 400 for a bad stock, 409 off the shelf', async () => {
    expect((await restock('66a3ffffffffffffffffffff')).body).toMatchObject({ code: 404, msg: '商品不存在' });
    expect((await restock(flask()._id, { stock: 0 })).body).toMatchObject({ code: 400, msg: '库存不能小于 1' });
    expect((await restock(flask()._id, { stock: 'many' })).status).toBe(400);
    const offShelf = db.state.materials.find((m) => m.offShelf && m.stock === 0)!;
    expect((await restock(offShelf._id)).status).toBe(409);
    expect(flask().stock).toBe(0);
  });

  it('an arrived alert older than 30 days is left out', async () => {
    await restock(flask()._id);
    db.state.restockAlerts[0]!.arrivedAt = '2026-01-01T10:00:00+08:00';
    expect(await alerts(owner)).toEqual([]);
    expect(await count(owner)).toEqual({ waiting: 0, arrived: 0 });
    expect((await call(owner, 'GET', '/mall/v1/member/restock-alerts')).status).toBe(200);
  });
});
