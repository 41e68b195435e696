import type { MemberNotice } from '../api/types';

export type NoticePrompt =
  | { kind: 'announcement'; notice: MemberNotice; ids: string[] }
  /** the order-status and restock notices (docs/api.md §12, §24), newest first: update-lines.ts draws one line each */
  | { kind: 'updates'; notices: MemberNotice[]; ids: string[] };

const newestFirst = (a: MemberNotice, b: MemberNotice) => b.createdAt.localeCompare(a.createdAt);

/**
 * The one prompt of a page load, from the member's unread notices: an announcement if there is one (a must-read
 * one first, then the newest), else all order-status notices together in one notice. Each announcement is its own
 * prompt: several wait for the following page loads, one each.
 */
export function pickPrompt(notices: readonly MemberNotice[]): NoticePrompt | null {
  const announcements = notices.filter((n) => n.kind === 'announcement').sort((a, b) => Number(b.mustRead) - Number(a.mustRead) || newestFirst(a, b));
  const announcement = announcements[0];
  if (announcement) return { kind: 'announcement', notice: announcement, ids: [announcement._id] };
  const updates = notices.filter((n) => (n.kind === 'orderStatus' && n.order) || (n.kind === 'restock' && n.material)).sort(newestFirst);
  if (updates.length === 0) return null;
  return { kind: 'updates', notices: updates, ids: updates.map((n) => n._id) };
}

/** The updates notice's title: what it holds. */
export function updatesTitle(prompt: Extract<NoticePrompt, { kind: 'updates' }>): string {
  const restock = prompt.notices.some((n) => n.kind === 'restock');
  if (!restock) return '订单状态更新';
  return prompt.notices.some((n) => n.kind === 'orderStatus') ? '订单状态更新与到货提醒' : '到货提醒';
}
