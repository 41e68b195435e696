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
