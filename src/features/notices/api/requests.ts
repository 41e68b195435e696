import { http, type Page } from '@/shared/api';
import { paths } from '@/shared/api/url';
import { idSegment } from '@/shared/api/id-segment';
import type { MemberNotice, MessageFilter, SupplyNoticeState } from './types';

/**
 * GET {v1}/member/notices: the member's unread notices, for the one prompt of a session. Silent, like the call that
 * marks them read: nobody asked for them, so a failure shows nothing (the notice comes again later).
 */
export async function fetchNotices(signal?: AbortSignal): Promise<MemberNotice[]> {
  const body = await http.get<MemberNotice[]>(paths.v1('/member/notices'), { signal, silent: true });
  return Array.isArray(body.data) ? body.data : [];
}

/** PUT {v1}/member/notices/read: these notices are read for this member, on any device. */
export async function markNoticesRead(ids: string[]): Promise<void> {
  await http.put<{ ids: string[] }>(paths.v1('/member/notices/read'), { json: { ids }, silent: true });
}

/** GET {v1}/member/messages: the message centre's page, newest first. */
export async function fetchMessages(filter: MessageFilter, signal?: AbortSignal): Promise<Page<MemberNotice>> {
  const params = { page: filter.page, pageSize: filter.pageSize, status: filter.status, ...(filter.kind ? { kind: filter.kind } : {}) };
  return (await http.get<Page<MemberNotice>>(paths.v1('/member/messages'), { params, signal })).data;
}

/** The bell's call, as the landing script asks it early too (api/early.ts). */
export const unreadCountCall = () => ({ path: paths.v1('/member/messages/unread-count') });

/** GET {v1}/member/messages/unread-count: the bell's number. Silent: the bell keeps its last number. */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await http.get<{ count: number }>(unreadCountCall().path, { signal, silent: true })).data.count;
}

/** PUT {v1}/member/messages/{id}/read */
export async function readMessage(id: string): Promise<MemberNotice> {
  return (await http.put<MemberNotice>(paths.v1(`/member/messages/${idSegment(id)}/read`))).data;
}

/** PUT {v1}/member/messages/read-all: all but the must-read announcements; answers how many it marked. */
export async function readAllMessages(): Promise<number> {
  return (await http.put<{ count: number }>(paths.v1('/member/messages/read-all'))).data.count;
}

/** GET {v1}/member/supply-notice: silent, as the prompt it decides (it comes again on a later sign-in). */
export async function fetchSupplyNotice(signal?: AbortSignal): Promise<SupplyNoticeState> {
  return (await http.get<SupplyNoticeState>(paths.v1('/member/supply-notice'), { signal, silent: true })).data;
}

/** PUT {v1}/member/supply-notice: 我已知晓, kept by the mall for this member on every browser. */
export async function acknowledgeSupplyNotice(): Promise<SupplyNoticeState> {
  return (await http.put<SupplyNoticeState>(paths.v1('/member/supply-notice'))).data;
}
