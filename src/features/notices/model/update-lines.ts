import type { MemberNotice } from '../api/types';

/** The updates notice lists at most this many orders (and materials back in stock), then says how many more. */
export const MAX_ORDER_LINES = 5;

export interface UpdateLines {
  orders: NonNullable<MemberNotice['order']>[];
  /** the materials back in stock (restock notices, docs/api.md §24), one line each */
  materials: NonNullable<MemberNotice['material']>[];
  /** orders and materials beyond MAX_ORDER_LINES each */
  more: number;
  moreMaterials: number;
}

/**
 * The updates notice's lines from its notices (newest first, pick.ts): one per order (its newest notice says its
 * status now) and one per material. With the notice's content (order-updates.tsx), loaded when it opens.
 */
export function updateLines(notices: readonly MemberNotice[]): UpdateLines {
  const orders: UpdateLines['orders'] = [];
  const materials: UpdateLines['materials'] = [];
  for (const n of notices) {
    if (n.kind === 'orderStatus' && n.order && !orders.some((o) => o._id === n.order?._id)) orders.push(n.order);
    if (n.kind === 'restock' && n.material && !materials.some((m) => m._id === n.material?._id)) materials.push(n.material);
  }
  return {
    orders: orders.slice(0, MAX_ORDER_LINES),
    materials: materials.slice(0, MAX_ORDER_LINES),
    more: Math.max(0, orders.length - MAX_ORDER_LINES),
    moreMaterials: Math.max(0, materials.length - MAX_ORDER_LINES),
  };
}
