/**
 * Controls of the fake mall itself, under /__mock (never part of the real
 * API): reset the data, read counters, mint tokens for tests, drive a QR scene.
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import { api, fail, field, handle, issueTokens, ok, readJson } from '../lib.ts';
import { sceneState } from './auth.ts';
import { addFault, clearFaults } from '../faults.ts';

export const mockControlHandlers = [
  http.post(
    api.mock('/reset'),
    handle(() => {
      db.reset();
      clearFaults();
      return ok({ reset: true });
    }),
  ),

  /** Slow or failing answers for tests and demos (mocks/faults.ts): `{ match, delayMs?, status?, times? }`. */
  http.post(
    api.mock('/faults'),
    handle(async ({ request }) => {
      const body = await readJson(request);
      const match = field.string(body, 'match', 'match');
      const num = (name: string, fallback: number) => (typeof body[name] === 'number' ? (body[name] as number) : fallback);
      addFault({ match, delayMs: num('delayMs', 0), status: num('status', 0), times: num('times', -1) });
      return ok({ match });
    }),
  ),

  http.post(
    api.mock('/faults/clear'),
    handle(() => {
      clearFaults();
      return ok({ cleared: true });
    }),
  ),

  http.get(
    api.mock('/stats'),
    handle(() => ok({ ...db.runtime.stats })),
  ),

  /**
   * Every notice read by every member (docs/api.md §12): the home page without the notices, for the end-to-end
   * specs about other things (tests/e2e/fixtures.ts); /reset makes them unread again.
   */
  http.post(
    api.mock('/notices/read-all'),
    handle(() => {
      const everyone = db.state.members.map((m) => m._id);
      for (const notice of db.state.notices) notice.readBy = [...everyone];
      return ok({ read: db.state.notices.length });
    }),
  ),

  /** Tokens for a member; `expired: true` gives an access token that is already expired. */
  http.post(
    api.mock('/token'),
    handle(async ({ request }) => {
      const body = await readJson(request);
      const memberId = field.string(body, 'memberId', 'memberId');
      if (!db.state.members.some((m) => m._id === memberId)) return fail(404, '账号不存在');
      return ok(issueTokens(memberId, body.expired === true ? { accessTtlMs: -1000 } : {}));
    }),
  ),

  /** The last SMS code sent to a phone (for tests and for developers without a phone). */
  http.get(
    api.mock('/sms'),
    handle(({ request }) => {
      const phone = new URL(request.url).searchParams.get('phone') ?? '';
      const last = db.runtime.sms.filter((s) => s.phone === phone).sort((a, b) => b.sentAt - a.sentAt)[0];
      return last ? ok({ code: last.code, purpose: last.purpose, expiresAt: last.expiresAt }) : fail(404, '没有发送过验证码');
    }),
  ),

  /** Plays the phone: scan, confirm or cancel a QR scene as a WeChat identity. */
  http.post(
    api.mock('/wechat/scan'),
    handle(async ({ request }) => {
      const body = await readJson(request);
      const sceneId = field.string(body, 'sceneId', 'sceneId');
      const action = field.string(body, 'action', 'action');
      const scene = sceneState(sceneId);
      if (!scene) return fail(404, '二维码不存在');
      if (scene.status === 'EXPIRED') return fail(410, '二维码已失效');
      if (action === 'scan') {
        scene.status = 'SCANNED';
        scene.wechatId = field.string(body, 'wechatId', 'wechatId');
      } else if (action === 'confirm') {
        scene.status = 'CONFIRMED';
        scene.wechatId = scene.wechatId ?? field.string(body, 'wechatId', 'wechatId');
      } else if (action === 'cancel') {
        scene.status = 'CANCELLED';
      } else {
        return fail(400, 'action 必须是 scan、confirm 或 cancel');
      }
      db.runtime.sceneListeners.forEach((listener) => listener(scene));
      return ok({ sceneId, status: scene.status });
    }),
  ),
];
