/**
 * The mall's messages (docs/api.md §12): what its events send a member, kept in db.state.notices with who read them.
 * Pure helpers for the handlers that make them (orders, shipping, statements, quotes, restock) and the seed.
 */
import { db } from './db/index.ts';
import type { NoticeRecord, OrderRecord } from './db/types.ts';
import { newId, nowIso } from './lib.ts';

type NewMessage = Omit<NoticeRecord, '_id' | 'createdAt' | 'readBy' | 'mustRead'> & { createdAt?: string };

/** Sends a message now (unread by everyone). */
export function sendMessage(message: NewMessage): NoticeRecord {
  const record: NoticeRecord = { _id: newId(), mustRead: false, createdAt: nowIso(), readBy: [], ...message };
  db.state.notices.push(record);
  return record;
}

/** An order-status message to whoever placed the order and the account's owner. */
export function orderStatusMessage(order: OrderRecord, title: string, content: string): void {
  sendMessage({
    kind: 'orderStatus',
    title,
    content,
    audience: order.placedBy ? [order.memberId, order.placedBy] : [order.memberId],
    order: { _id: order._id, orderNo: order.orderNo, status: order.status },
  });
}
