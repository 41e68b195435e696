import { ROUTES } from '@/shared/config/routes';
import type { MemberNotice, MessageKind } from '../api/types';

const newestFirst = (a: MemberNotice, b: MemberNotice) => b.createdAt.localeCompare(a.createdAt);

/**
 * The one notice that may open by itself (docs/prompts.md): an unread must-read announcement (协议更新), the newest
 * first. Everything else — 春节安排, order-status changes, 到货提醒, approvals, statements, quotes — waits in the
 * message centre and never opens a modal.
 */
export function pickPrompt(notices: readonly MemberNotice[]): MemberNotice | null {
  return notices.filter((n) => n.kind === 'announcement' && n.mustRead && !n.read).sort(newestFirst)[0] ?? null;
}

export const KIND_LABELS: Readonly<Record<MessageKind, string>> = {
  announcement: '商城公告',
  orderStatus: '订单状态',
  approval: '待我审批',
  restock: '到货提醒',
  statement: '对账单',
  quote: '询价回复',
};

/** Where a message leads and what the link says; null for an announcement (its text is all). */
export function messageTarget(message: MemberNotice): { to: string; label: string } | null {
  const link = message.link;
  if (!link) return null;
  switch (link.type) {
    case 'order': {
      const no = message.order?.orderNo ?? '';
      return { to: ROUTES.order(link.id), label: message.kind === 'approval' ? `去审批 ${no}` : `查看订单 ${no}` };
    }
    case 'material':
      return { to: ROUTES.product(link.id), label: message.material ? `查看 ${message.material.name}` : '查看商品' };
    case 'statement':
      return { to: `${ROUTES.statements}?month=${encodeURIComponent(link.id)}`, label: `查看 ${link.id} 对账单` };
    case 'quote':
      return { to: ROUTES.quote(link.id), label: '查看报价单' };
  }
}
