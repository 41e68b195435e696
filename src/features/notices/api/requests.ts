import { http } from '@/shared/api/http';
import { paths } from '@/shared/api/url';
import type { MemberNotice } from './types';

/**
 * GET {v1}/member/notices: the member's unread notices. Silent, like the call that marks them read: nobody asked
 * for them, so a failure shows nothing (the notices come again on the next page load).
 */
export async function fetchNotices(signal?: AbortSignal): Promise<MemberNotice[]> {
  const body = await http.get<MemberNotice[]>(paths.v1('/member/notices'), { signal, silent: true });
  return Array.isArray(body.data) ? body.data : [];
}

/** PUT {v1}/member/notices/read: these notices are not shown to this member again, on any device. */
export async function markNoticesRead(ids: string[]): Promise<void> {
  await http.put<{ ids: string[] }>(paths.v1('/member/notices/read'), { json: { ids }, silent: true });
}
