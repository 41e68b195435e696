/**
 * Member messages of the fake mall (docs/api.md §12): the message centre's list, unread count and read marks, the
 * unread notices the shop may prompt with, and the BioLegend supply notice's acknowledgement — all kept per member
 * (so each is read or acknowledged once per member, on any device).
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { MemberRecord, NoticeRecord } from '../db/types.ts';
import { api, fail, nowIso, ok, paginate, readJson, withMember } from '../lib.ts';
import { ORDER_STATUS_LABELS } from './orders.ts';
import { SEED_NOW_MS } from '../db/seed/time.ts';

const MAX_NOTICES = 20;
const KINDS: readonly NoticeRecord['kind'][] = ['announcement', 'orderStatus', 'approval', 'restock', 'statement', 'quote'];

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

/** The member's current messages whose object still exists. */
function messagesOf(member: MemberRecord): NoticeRecord[] {
  return db.state.notices.filter((n) => isFor(n, member) && isActive(n) && (n.matlId === undefined || noticeMaterial(n.matlId) !== null));
}

const isRead = (notice: NoticeRecord, member: MemberRecord) => notice.readBy.includes(member._id);

/** A message as the contract has it; an order's status is read NOW, not as it was when the message was made. */
function noticeView(notice: NoticeRecord, member: MemberRecord) {
  const { audience: _audience, readBy: _readBy, endsAt: _endsAt, order, matlId, link, ...rest } = notice;
  const read = isRead(notice, member);
  if (order) {
    const status = db.state.orders.find((o) => o._id === order._id)?.status ?? order.status;
    return { ...rest, read, link: { type: 'order' as const, id: order._id }, order: { ...order, status, statusLabel: ORDER_STATUS_LABELS[status] } };
  }
  if (matlId !== undefined) return { ...rest, read, link: { type: 'material' as const, id: matlId }, material: noticeMaterial(matlId) };
  return link ? { ...rest, read, link } : { ...rest, read };
}

/** Announcements first (must-read first, then newest), then the rest together, newest first. */
function rank(a: NoticeRecord, b: NoticeRecord): number {
  const announcement = (n: NoticeRecord) => n.kind === 'announcement';
  if (announcement(a) !== announcement(b)) return announcement(a) ? -1 : 1;
  if (a.mustRead !== b.mustRead) return a.mustRead ? -1 : 1;
  return b.createdAt.localeCompare(a.createdAt);
}

const newestFirst = (a: NoticeRecord, b: NoticeRecord) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

function markRead(notice: NoticeRecord, member: MemberRecord): void {
  if (!isRead(notice, member)) notice.readBy.push(member._id);
}

function supplyNoticeState(member: MemberRecord) {
  return { required: !member.isBLGDistributor, acknowledgedAt: member.supplyNoticeAckAt ?? null };
}

export const noticeHandlers = [
  http.get(
    api.v1('/member/notices'),
    withMember(({ member }) =>
      ok(
        messagesOf(member)
          .filter((n) => !isRead(n, member))
          .sort(rank)
          .slice(0, MAX_NOTICES)
          .map((n) => noticeView(n, member)),
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
        markRead(notice, member);
        read.push(notice._id);
      }
      return ok({ ids: read });
    }),
  ),

  http.get(
    api.v1('/member/messages'),
    withMember(({ request, member }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status')?.trim() || 'all';
      if (status !== 'all' && status !== 'unread') return fail(400, 'status 只能是 all 或 unread');
      const kind = url.searchParams.get('kind')?.trim() || '';
      if (kind !== '' && !KINDS.includes(kind as NoticeRecord['kind'])) return fail(400, 'kind 不是有效的消息类型');
      const list = messagesOf(member)
        .filter((n) => (status === 'all' || !isRead(n, member)) && (kind === '' || n.kind === kind))
        .sort(newestFirst);
      const page = paginate(list, url);
      return ok({ ...page, list: page.list.map((n) => noticeView(n, member)) });
    }),
  ),

  http.get(
    api.v1('/member/messages/unread-count'),
    withMember(({ member }) => ok({ count: messagesOf(member).filter((n) => !isRead(n, member)).length })),
  ),

  // before /:id/read: msw matches in order
  http.put(
    api.v1('/member/messages/read-all'),
    withMember(({ member }) => {
      // a must-read announcement is acknowledged one by one (我已阅读), never in bulk
      const unread = messagesOf(member).filter((n) => !isRead(n, member) && !n.mustRead);
      for (const notice of unread) markRead(notice, member);
      return ok({ count: unread.length });
    }),
  ),

  http.put(
    api.v1('/member/messages/:id/read'),
    withMember(({ params, member }) => {
      const notice = messagesOf(member).find((n) => n._id === String(params.id));
      if (!notice) return fail(404, '消息不存在');
      markRead(notice, member);
      return ok(noticeView(notice, member));
    }),
  ),

  http.get(
    api.v1('/member/supply-notice'),
    withMember(({ member }) => ok(supplyNoticeState(member))),
  ),

  http.put(
    api.v1('/member/supply-notice'),
    withMember(({ member }) => {
      member.supplyNoticeAckAt ??= nowIso();
      return ok(supplyNoticeState(member));
    }),
  ),
];
