import type { MemberNotice } from '../api/types';

/** The updates notice lists at most this many orders (and materials back in stock), then says how many more. */
export const MAX_ORDER_LINES = 5;

export type NoticePrompt =
  | { kind: 'announcement'; notice: MemberNotice; ids: string[] }
  | {
      kind: 'updates';
      orders: NonNullable<MemberNotice['order']>[];
      /** the materials back in stock (restock notices, docs/api.md §24), one line each */
      materials: NonNullable<MemberNotice['material']>[];
      /** orders and materials beyond MAX_ORDER_LINES each */
      more: number;
      moreMaterials: number;
      ids: string[];
    };

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
  // one line per order (its newest notice says its status now) and per material
  const orders: NonNullable<MemberNotice['order']>[] = [];
  const materials: NonNullable<MemberNotice['material']>[] = [];
  for (const n of updates) {
    if (n.kind === 'orderStatus' && n.order && !orders.some((o) => o._id === n.order?._id)) orders.push(n.order);
    if (n.kind === 'restock' && n.material && !materials.some((m) => m._id === n.material?._id)) materials.push(n.material);
  }
  return {
    kind: 'updates',
    orders: orders.slice(0, MAX_ORDER_LINES),
    materials: materials.slice(0, MAX_ORDER_LINES),
    more: Math.max(0, orders.length - MAX_ORDER_LINES),
    moreMaterials: Math.max(0, materials.length - MAX_ORDER_LINES),
    ids: updates.map((n) => n._id),
  };
}

/** The updates notice's title: what it holds. */
export function updatesTitle(prompt: Extract<NoticePrompt, { kind: 'updates' }>): string {
  if (prompt.materials.length === 0) return '订单状态更新';
  if (prompt.orders.length === 0) return '到货提醒';
  return '订单状态更新与到货提醒';
}
