/**
 * Member notices of the fake mall (docs/api.md §12): mall announcements, order-status notices and restock notices
 * (§24), unread ones listed, read ones remembered per member (so each is shown once per member, on any device).
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

/** A restock notice's material as the catalogue has it now; null when it left the catalogue (the notice is not shown). */
function noticeMaterial(matlId: string) {
  const material = db.state.materials.find((m) => m._id === matlId);
  return material ? { _id: material._id, catalogNo: material.catalogNo, name: material.name, spec: material.spec } : null;
}

function noticeView(notice: NoticeRecord) {
  const { audience: _audience, readBy: _readBy, endsAt: _endsAt, order, matlId, ...rest } = notice;
  if (order) return { ...rest, order: { ...order, statusLabel: ORDER_STATUS_LABELS[order.status] } };
  if (matlId !== undefined) return { ...rest, material: noticeMaterial(matlId) };
  return rest;
}

/** Announcements first (must-read first, then newest), then order-status and restock notices together, newest first. */
function rank(a: NoticeRecord, b: NoticeRecord): number {
  const announcement = (n: NoticeRecord) => n.kind === 'announcement';
  if (announcement(a) !== announcement(b)) return announcement(a) ? -1 : 1;
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
          .filter((n) => n.matlId === undefined || noticeMaterial(n.matlId) !== null)
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
