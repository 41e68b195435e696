/**
 * 客服留言 and the account look-ups the assistant relies on (docs/api.md §6, §15, §16, §25): the office hours and the
 * answer time, the message call's own checks (with and without the contract's validation in front), the order found
 * by an after-sales number and the quote by its number.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { handlers } from '../../mocks/handlers/index.ts';
import { serviceHandlers } from '../../mocks/handlers/service.ts';
import { nextServiceAnswer, serviceOpen } from '../../mocks/service-hours.ts';

const BASE = 'http://localhost:3000';
const mall = handlerClient(handlers, BASE);
const bare = handlerClient(serviceHandlers, BASE);
const owner: string = DEMO.owner._id;
const sub: string = DEMO.sub._id;
const at = (iso: string) => Date.parse(iso);

beforeEach(() => db.reset());
afterEach(() => vi.useRealTimers());

describe('office hours (Mon–Fri 08:30–17:30, China time)', () => {
  it.each([
    ['2026-11-30T08:29:59+08:00', false], // Monday before opening
    ['2026-11-30T08:30:00+08:00', true],
    ['2026-11-30T17:29:59+08:00', true],
    ['2026-11-30T17:30:00+08:00', false],
    ['2026-11-28T10:00:00+08:00', false], // Saturday
    ['2026-11-29T10:00:00+08:00', false], // Sunday
  ])('%s open: %s', (time, open) => {
    expect(serviceOpen(at(time))).toBe(open);
  });

  it.each([
    ['2026-11-30T10:00:00+08:00', '2026-11-30T10:00:00+08:00'], // open: now
    ['2026-11-30T07:00:00+08:00', '2026-11-30T08:30:00+08:00'], // early morning: today
    ['2026-11-30T18:00:00+08:00', '2026-12-01T08:30:00+08:00'], // evening: tomorrow
    ['2026-12-04T17:30:00+08:00', '2026-12-07T08:30:00+08:00'], // Friday evening: Monday
    ['2026-11-28T23:59:00+08:00', '2026-11-30T08:30:00+08:00'], // Saturday night: Monday
    ['2026-11-29T03:00:00+08:00', '2026-11-30T08:30:00+08:00'], // Sunday 03:00 (Saturday in UTC): Monday
  ])('asked %s, answered by %s', (time, answer) => {
    expect(nextServiceAnswer(at(time))).toBe(at(answer));
  });
});

describe('office hours and the contract’s calendar (x-service-calendar: 2026’s statutory holidays, 调休 workdays)', () => {
  it.each([
    ['2026-10-05T10:00:00+08:00', false], // 国庆节, a Monday
    ['2026-10-10T10:00:00+08:00', true], // 调休: a Saturday worked
    ['2026-02-23T10:00:00+08:00', false], // the last day of 春节, a Monday
    ['2026-02-14T10:00:00+08:00', true], // the Saturday before 春节, worked
    ['2027-01-01T10:00:00+08:00', false], // 元旦 2027, a Friday
  ])('%s open: %s', (time, open) => {
    expect(serviceOpen(at(time))).toBe(open);
  });

  it.each([
    ['2026-09-30T18:00:00+08:00', '2026-10-08T08:30:00+08:00'], // the evening before 国庆节: the Thursday after
    ['2026-02-14T18:00:00+08:00', '2026-02-24T08:30:00+08:00'], // 春节's nine days
    ['2026-10-09T18:00:00+08:00', '2026-10-10T08:30:00+08:00'], // Friday evening: the Saturday worked
  ])('asked %s, answered by %s', (time, answer) => {
    expect(nextServiceAnswer(at(time))).toBe(at(answer));
  });
});

describe('POST /service/messages', () => {
  const valid = { content: '请问订单什么时候发货？', phone: '13800000003', name: '陈晨' };

  it('takes a visitor’s message outside hours and says when someone answers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at('2026-11-28T20:00:00+08:00'));
    const { status, body } = await mall.callJson<{ ticketNo: string; answerBy: string; createdAt: string }>(null, 'POST', '/mall/v1/service/messages', valid);
    expect(status).toBe(200);
    expect(body.data.ticketNo).toBe('LY2611280001');
    expect(body.data.answerBy).toBe('2026-11-30T08:30:00+08:00');
    expect(db.state.serviceMessages).toHaveLength(1);
    expect(db.state.serviceMessages[0]!.memberId).toBeNull();
  });

  it('keeps the member who left it, and numbers the day’s messages', async () => {
    await mall.callJson(sub, 'POST', '/mall/v1/service/messages', valid);
    const { body } = await mall.callJson<{ ticketNo: string }>(sub, 'POST', '/mall/v1/service/messages', valid);
    expect(body.data.ticketNo).toMatch(/^LY\d{6}0002$/);
    expect(db.state.serviceMessages.map((m) => m.memberId)).toEqual([sub, sub]);
  });

  // the contract's validation first, then the handler's own check (the same words either way)
  for (const client of [mall, bare]) {
    it.each([
      ['4 characters', { ...valid, content: '发货？吗' }, '留言内容须为 5–500 个字'],
      ['501 characters', { ...valid, content: '问'.repeat(501) }, '留言内容须为 5–500 个字'],
      ['a 10-digit phone', { ...valid, phone: '1380000000' }, '请输入正确的 11 位手机号'],
      ['a phone not starting 13–19', { ...valid, phone: '23800000003' }, '请输入正确的 11 位手机号'],
      ['a 21-character name', { ...valid, name: '名'.repeat(21) }, '联系人不能超过 20 个'],
      ['no content', { phone: valid.phone }, '留言内容'],
    ])(`${client === mall ? 'validated' : 'handler'}: %s is refused`, async (_label, body, message) => {
      const answer = await client.callJson(null, 'POST', '/mall/v1/service/messages', body);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toContain(message);
      expect(db.state.serviceMessages).toHaveLength(0);
    });
  }
});

describe('look-ups by number', () => {
  it('an after-sales number finds its order for its buyer, not for another member', async () => {
    const mine = await mall.callJson<Page<{ orderNo: string }>>(owner, 'GET', '/mall/v1/orders?status=all&keyword=AS2611170003');
    expect(mine.body.data.list.map((o) => o.orderNo)).toEqual(['SO2611140056']);
    const hers = await mall.callJson<Page<{ orderNo: string }>>(sub, 'GET', '/mall/v1/orders?status=all&keyword=AS2611170003');
    expect(hers.body.data.list).toEqual([]);
  });

  it('a quote number finds the quote', async () => {
    const quoteNo = db.state.quotes.find((q) => q.memberId === owner)!.quoteNo;
    const found = await mall.callJson<Page<{ quoteNo: string }>>(owner, 'GET', `/mall/v1/quotes?keyword=${quoteNo.toLowerCase()}`);
    expect(found.body.data.list.map((q) => q.quoteNo)).toEqual([quoteNo]);
    const none = await mall.callJson<Page<{ quoteNo: string }>>(owner, 'GET', '/mall/v1/quotes?keyword=QT0000000000');
    expect(none.body.data.list).toEqual([]);
  });
});
