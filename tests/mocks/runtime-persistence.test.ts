import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handlerClient } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';

const BASE = 'http://localhost:3000/mall/v1';

/** A page load of the browser fake mall: fresh module instances that read the tab's sessionStorage. */
async function loadFakeMall() {
  vi.resetModules();
  const { db } = await import('../../mocks/db/index.ts');
  const { authHandlers, issueWechatTicket } = await import('../../mocks/handlers/auth.ts');
  return { db, issueWechatTicket, ...handlerClient(authHandlers, BASE) };
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('the fake mall keeps its run-time state across a reload (same tab)', () => {
  it('an SMS code received before the reload signs in after it', async () => {
    const before = await loadFakeMall();
    const sent = await before.callJson<{ mockCode: string }>(null, 'POST', '/sms/code', { phone: DEMO.owner.cellphone, purpose: 'login' });
    expect(sent.body.code).toBe(0);

    const after = await loadFakeMall();
    expect(after.db).not.toBe(before.db); // really a new instance
    const login = await after.callJson<{ accessToken: string }>(null, 'POST', '/auth/login', {
      type: 'sms',
      phone: DEMO.owner.cellphone,
      code: sent.body.data.mockCode,
    });
    expect(login.body.msg).toBe('success');
    expect(login.body.data.accessToken).toMatch(/^mk\./);
  });

  it('QR scenes, WeChat tickets, revoked tokens and serials survive', async () => {
    const before = await loadFakeMall();
    const qr = await before.callJson<{ sceneId: string }>(null, 'GET', '/auth/wechat/qrcode');
    const ticket = before.issueWechatTicket(DEMO.owner.wechatId);
    const login = await before.callJson<{ accessToken: string; refreshToken: string }>(null, 'POST', '/auth/login', {
      type: 'wechat',
      ticket: before.issueWechatTicket(DEMO.owner.wechatId),
    });
    const { accessToken } = login.body.data;
    before.db.runtime.revoked.add(accessToken);
    before.db.touch();
    const serial = before.db.runtime.tokenSerial;

    const after = await loadFakeMall();
    expect(after.db.runtime.qrScenes.map((s) => s.sceneId)).toContain(qr.body.data.sceneId);
    expect(after.db.runtime.wechatTickets[ticket]).toBe(DEMO.owner.wechatId);
    expect(after.db.runtime.revoked.has(accessToken)).toBe(true);
    expect(after.db.runtime.tokenSerial).toBe(serial);
    const withTicket = await after.callJson<{ accessToken: string }>(null, 'POST', '/auth/login', { type: 'wechat', ticket });
    expect(withTicket.body.code).toBe(0);
  });

  it('reset() forgets the run-time state too', async () => {
    const before = await loadFakeMall();
    await before.callJson(null, 'POST', '/sms/code', { phone: DEMO.owner.cellphone, purpose: 'login' });
    before.db.reset();
    const after = await loadFakeMall();
    expect(after.db.runtime.sms).toEqual([]);
  });
});

describe('after-sales photos and the tab\'s storage quota', () => {
  /** A case of the seed's owner with three photos of about 2 MB of base64 each: more than sessionStorage holds. */
  function bigCase(db: Awaited<ReturnType<typeof loadFakeMall>>['db']) {
    const seeded = db.state.afterSales[0]!;
    const base64 = 'A'.repeat(2_000_000);
    const record = { ...seeded, _id: 'a5a5a5a5a5a5a5a5a5a5a5a5', caseNo: 'AS2611269999', status: 'submitted' as const, photos: [0, 1, 2].map(() => ({ type: 'image/jpeg', base64 })) };
    db.state.afterSales.push(record);
    return record;
  }

  it('keeps the orders and the case across a reload; the photo bytes alone are lost (404 照片已过期)', async () => {
    const before = await loadFakeMall();
    const { afterSalesHandlers } = await import('../../mocks/handlers/after-sales.ts');
    const photos = handlerClient(afterSalesHandlers, 'http://localhost:3000/mall/v1');
    const record = bigCase(before.db);
    const order = before.db.state.orders.find((o) => o.memberId === DEMO.owner._id)!;
    order.remark = '重新加载后仍在';
    before.db.touch();
    expect(sessionStorage.getItem('lab-mall:fake-db')).not.toContain('AAAAAAAAAA');
    expect((await photos.call(DEMO.owner._id, 'GET', `/after-sales/${record._id}/photos/2`)).status).toBe(200);

    const after = await loadFakeMall();
    const { afterSalesHandlers: reloaded } = await import('../../mocks/handlers/after-sales.ts');
    const again = handlerClient(reloaded, 'http://localhost:3000/mall/v1');
    expect(after.db.state.orders.find((o) => o._id === order._id)?.remark).toBe('重新加载后仍在');
    const { body } = await again.callJson<{ _id: string; photoCount: number }[]>(DEMO.owner._id, 'GET', `/orders/${record.orderId}/after-sales`);
    expect(body.data.find((c) => c._id === record._id)?.photoCount).toBe(3);
    const gone = await again.callJson(DEMO.owner._id, 'GET', `/after-sales/${record._id}/photos/0`);
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('照片已过期');
    // the seed's own photo is made again on load
    expect((await again.call(DEMO.owner._id, 'GET', `/after-sales/${after.db.seed.afterSales[0]!._id}/photos/0`)).status).toBe(200);
  });
});

describe('payment receipts and the tab\'s storage', () => {
  it('keeps a receipt across a reload without its bytes (404 付款凭证文件已过期), never writing them to sessionStorage', async () => {
    const before = await loadFakeMall();
    const { paymentHandlers } = await import('../../mocks/handlers/payment.ts');
    const files = handlerClient(paymentHandlers, 'http://localhost:3000/mall/v1');
    const order = before.db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'pendingPayment')!;
    const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => (i < 8 ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a][i]! : (i * 31) % 251));
    const base64 = Buffer.from(bytes).toString('base64');
    const receipt = { _id: 'b5b5b5b5b5b5b5b5b5b5b5b5', fileName: '回单.png', contentType: 'image/png', size: bytes.length, uploadedAt: '2026-11-21T09:00:00+08:00', uploadedBy: DEMO.owner._id, uploadedByName: '王敏', base64 };
    order.paymentReceipts = [receipt];
    before.db.touch();
    const saved = sessionStorage.getItem('lab-mall:fake-db') ?? '';
    expect(saved).toContain(receipt._id);
    expect(saved).not.toContain(base64.slice(40, 4040));
    expect(order.paymentReceipts[0]?.base64).toBe(base64);
    const file = await files.call(DEMO.owner._id, 'GET', `/orders/${order._id}/payment-receipts/${receipt._id}`);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);

    const after = await loadFakeMall();
    const again = handlerClient((await import('../../mocks/handlers/payment.ts')).paymentHandlers, 'http://localhost:3000/mall/v1');
    const { base64: _bytes, ...kept } = receipt;
    expect(after.db.state.orders.find((o) => o._id === order._id)?.paymentReceipts).toEqual([kept]);
    const gone = await again.callJson(DEMO.owner._id, 'GET', `/orders/${order._id}/payment-receipts/${receipt._id}`);
    expect(gone).toMatchObject({ status: 404, body: { msg: '付款凭证文件已过期，请重新上传' } });
  });
});

describe('a restocked material and the tab\'s storage', () => {
  it('keeps the restock control\'s stock (the catalogue is not saved), the arrived alert and the notice; reset() brings the seed\'s stock back', async () => {
    const before = await loadFakeMall();
    const restock = await import('../../mocks/handlers/restock-alerts.ts');
    const control = handlerClient(restock.restockControlHandlers, 'http://localhost:3000');
    const matlId = before.db.state.restockAlerts.find((a) => a.memberId === DEMO.owner._id && a.status === 'waiting')!.matlId;
    expect(before.db.state.materials.find((m) => m._id === matlId)?.stock).toBe(0);
    expect((await control.callJson(null, 'POST', `/__mock/materials/${matlId}/restock`, { stock: 12 })).body.code).toBe(0);
    expect(sessionStorage.getItem('lab-mall:fake-db')).not.toContain('"materials"');

    const after = await loadFakeMall();
    expect(after.db).not.toBe(before.db);
    expect(after.db.state.materials.find((m) => m._id === matlId)?.stock).toBe(12);
    const reloaded = await import('../../mocks/handlers/restock-alerts.ts');
    const { noticeHandlers } = await import('../../mocks/handlers/notices.ts');
    const again = handlerClient([...reloaded.restockControlHandlers, ...reloaded.restockAlertHandlers, ...noticeHandlers], 'http://localhost:3000');
    const alerts = await again.callJson<{ matlId: string; status: string; stock: number }[]>(DEMO.owner._id, 'GET', '/mall/v1/member/restock-alerts');
    expect(alerts.body.data).toEqual([expect.objectContaining({ matlId, status: 'arrived', stock: 12 })]);
    const notices = await again.callJson<{ material?: { _id: string } }[]>(DEMO.owner._id, 'GET', '/mall/v1/member/notices');
    expect(notices.body.data.some((n) => n.material?._id === matlId)).toBe(true);
    // still in stock after the reload: the control has nothing to do
    expect((await again.callJson(null, 'POST', `/__mock/materials/${matlId}/restock`)).status).toBe(409);

    after.db.reset();
    const fresh = await loadFakeMall();
    expect(fresh.db.state.materials.find((m) => m._id === matlId)?.stock).toBe(0);
  });
});
