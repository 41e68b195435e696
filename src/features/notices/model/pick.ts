import type { MemberNotice } from '../api/types';

/** The order-status notice lists at most this many orders, then says how many more changed. */
export const MAX_ORDER_LINES = 5;

export type NoticePrompt =
  | { kind: 'announcement'; notice: MemberNotice; ids: string[] }
  | { kind: 'orderStatus'; orders: NonNullable<MemberNotice['order']>[]; more: number; ids: string[] };

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
  const updates = notices.filter((n) => n.kind === 'orderStatus' && n.order).sort(newestFirst);
  if (updates.length === 0) return null;
  // one line per order: its newest notice says its status now
  const orders: NonNullable<MemberNotice['order']>[] = [];
  for (const n of updates) if (n.order && !orders.some((o) => o._id === n.order?._id)) orders.push(n.order);
  return { kind: 'orderStatus', orders: orders.slice(0, MAX_ORDER_LINES), more: Math.max(0, orders.length - MAX_ORDER_LINES), ids: updates.map((n) => n._id) };
}
