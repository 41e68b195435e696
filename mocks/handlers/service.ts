/**
 * 客服留言 (docs/api.md §25): a visitor or a member leaves a message for the service desk; the answer says by when
 * someone will reply (the next opening, mocks/service-hours.ts). The fake mall checks the fields itself too.
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import { api, bearerToken, checkToken, fail, field, handle, newId, ok, readJson } from '../lib.ts';
import { MALL_LIMITS } from '../facts.gen.ts';
import { chinaIso, nextServiceAnswer } from '../service-hours.ts';

const PHONE = /^1[3-9]\d{9}$/;
const { content: CONTENT, name: NAME } = MALL_LIMITS.ServiceMessageInput.properties;

/** LY + yyMMdd + the day's 4-digit serial. */
function nextTicketNo(now: number): string {
  const day = chinaIso(now).slice(2, 10).replaceAll('-', '');
  const serial = db.state.serviceMessages.filter((m) => m.ticketNo.startsWith(`LY${day}`)).length + 1;
  return `LY${day}${String(serial).padStart(4, '0')}`;
}

export const serviceHandlers = [
  http.post(
    api.v1('/service/messages'),
    handle(async ({ request }) => {
      const token = checkToken(bearerToken(request), 'mk');
      const body = await readJson(request);
      const content = field.string(body, 'content', '留言内容');
      const length = Array.from(content).length;
      if (length < CONTENT.minLength || length > CONTENT.maxLength) return fail(400, `留言内容须为 ${CONTENT.minLength}–${CONTENT.maxLength} 个字`);
      const phone = field.string(body, 'phone', '联系电话');
      if (!PHONE.test(phone)) return fail(400, '请输入正确的 11 位手机号');
      const name = field.string(body, 'name', '联系人', { required: false, max: NAME.maxLength });
      const now = Date.now();
      const message = {
        _id: newId(),
        ticketNo: nextTicketNo(now),
        memberId: token.ok ? token.memberId : null,
        content,
        phone,
        name,
        createdAt: chinaIso(now),
        answerBy: chinaIso(nextServiceAnswer(now)),
      };
      db.state.serviceMessages.push(message);
      const { memberId: _who, ...view } = message;
      return ok(view);
    }),
  ),
];
