/**
 * Member notices of the fake mall (docs/api.md §12): mall announcements and order-status notices, unread ones
 * listed, read ones remembered per member (so each is shown once per member, on any device).
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { MemberRecord, NoticeRecord } from '../db/types.ts';
import { api, fail, ok, readJson, withMember } from '../lib.ts';
import { ORDER_STATUS_LABELS } from './orders.ts';
import { SEED_NOW_MS } from '../db/seed/time.ts';

const MAX_NOTICES = 20;

function isFor(notice: NoticeRecord, member: MemberRecord): boolean {
  return notice.audience === 'all' || notice.audience.includes(member._id);
}

function isActive(notice: NoticeRecord): boolean {
  // on the seed's clock (mocks/db/seed/time.ts), like every date of the fake mall: the demo does not age out
  return notice.endsAt === undefined || Date.parse(notice.endsAt) > SEED_NOW_MS;
}

function noticeView(notice: NoticeRecord) {
  const { audience: _audience, readBy: _readBy, endsAt: _endsAt, order, ...rest } = notice;
  return order ? { ...rest, order: { ...order, statusLabel: ORDER_STATUS_LABELS[order.status] } } : rest;
}

/** Announcements first (must-read first, then newest), then order-status notices, newest first. */
function rank(a: NoticeRecord, b: NoticeRecord): number {
  if (a.kind !== b.kind) return a.kind === 'announcement' ? -1 : 1;
  if (a.mustRead !== b.mustRead) return a.mustRead ? -1 : 1;
  return b.createdAt.localeCompare(a.createdAt);
}

export const noticeHandlers = [
  http.get(
    api.v1('/member/notices'),
    withMember(({ member }) =>
      ok(
        db.state.notices
          .filter((n) => isFor(n, member) && isActive(n) && !n.readBy.includes(member._id))
          .sort(rank)
          .slice(0, MAX_NOTICES)
          .map(noticeView),
      ),
    ),
  ),

  http.put(
    api.v1('/member/notices/read'),
    withMember(async ({ request, member }) => {
      const body = await readJson(request);
      const ids = body.ids;
      if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== 'string')) return fail(400, 'ids 不能为空');
      const read: string[] = [];
      for (const notice of db.state.notices) {
        if (!ids.includes(notice._id) || !isFor(notice, member)) continue;
        if (!notice.readBy.includes(member._id)) notice.readBy.push(member._id);
        read.push(notice._id);
      }
      return ok({ ids: read });
    }),
  ),
];
