/**
 * Notices of the seed (docs/api.md §12): two mall announcements for every member, and order-status notices for
 * the latest orders the mall moved on (reviewed, shipped, completed) — unread by everyone.
 */
import { oid } from '../random.ts';
import type { FundRecord, NoticeRecord, OrderRecord, OrderStatus, ProcurementSettingsRecord, QuoteRecord, StockOutRecord } from '../types.ts';
import { fundApproverId } from '../../approval-rules.ts';
import { addMonths, chinaMonth, deliveredAt } from '../../statement-rules.ts';
import { NS } from './ids.ts';
import { DAY, HOUR, iso, SEED_NOW_MS } from './time.ts';

const HOTLINE_LINE = '如有疑问，请致电免费服务热线 400 819 7199（工作日 08:30-17:30）。';

/** What the mall says when it moves an order on (the member's own cancel says nothing). */
const STATUS_NEWS: Partial<Record<OrderStatus, (orderNo: string) => string>> = {
  pendingPayment: (no) => `订单 ${no} 已审核通过，请按合同约定付款。`,
  pendingReceipt: (no) => `订单 ${no} 已发货，可在订单详情中查看物流。`,
  completed: (no) => `订单 ${no} 已签收，订单已完成。`,
};

/** What else the seed's messages come from (docs/api.md §12): approvals waiting, statements out, quotes answered. */
export interface NoticeSources {
  settings: readonly ProcurementSettingsRecord[];
  funds: readonly FundRecord[];
  stockOuts: readonly StockOutRecord[];
  quotes: readonly QuoteRecord[];
}

export function buildNotices(orders: readonly OrderRecord[], sources?: NoticeSources): NoticeRecord[] {
  const notices: NoticeRecord[] = [
    {
      _id: oid(NS.notice, 1),
      kind: 'announcement',
      title: '用户服务协议与隐私政策更新',
      content: [
        '尊敬的客户：',
        '我们更新了《用户服务协议》和《隐私政策》，自 2026 年 12 月 1 日起生效。主要变化：子账号的下单记录由主账号统一管理；发票电子文件保存期限延长至 5 年；收货人等他人姓名在列表中脱敏显示。',
        '继续使用本商城即表示您同意更新后的协议与政策。' + HOTLINE_LINE,
      ].join('\n'),
      mustRead: true,
      createdAt: iso(SEED_NOW_MS - 2 * DAY),
      endsAt: iso(SEED_NOW_MS + 400 * DAY),
      audience: 'all',
      readBy: [],
    },
    {
      _id: oid(NS.notice, 2),
      kind: 'announcement',
      title: '2027 年春节放假及发货安排',
      content: [
        '尊敬的客户：',
        '2027 年 2 月 4 日至 2 月 12 日春节期间仓库暂停发货。2 月 1 日 16:00 前付款的现货订单节前发出，节后 2 月 13 日起按付款顺序陆续发货。',
        '干冰、冰袋运输的冷链商品请尽量在 1 月 29 日前下单，以免节前物流拥堵影响时效。' + HOTLINE_LINE,
      ].join('\n'),
      mustRead: false,
      createdAt: iso(SEED_NOW_MS - 1 * DAY),
      endsAt: iso(SEED_NOW_MS + 400 * DAY),
      audience: 'all',
      readBy: [],
    },
  ];
  // The newest order of each account in each status the mall moves to, at most three per account.
  const perAccount = new Map<string, number>();
  const newestFirst = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const taken = new Set<string>();
  for (const order of newestFirst) {
    const news = STATUS_NEWS[order.status];
    const key = `${order.memberId}:${order.status}`;
    if (!news || taken.has(key) || (perAccount.get(order.memberId) ?? 0) >= 3) continue;
    taken.add(key);
    perAccount.set(order.memberId, (perAccount.get(order.memberId) ?? 0) + 1);
    notices.push({
      _id: oid(NS.notice, 100 + notices.length),
      kind: 'orderStatus',
      title: '订单状态更新',
      content: news(order.orderNo),
      mustRead: false,
      createdAt: iso(Math.min(Date.parse(order.createdAt) + 6 * HOUR, SEED_NOW_MS)),
      audience: order.placedBy ? [order.memberId, order.placedBy] : [order.memberId],
      order: { _id: order._id, orderNo: order.orderNo, status: order.status },
      readBy: [],
    });
  }
  if (sources) notices.push(...eventMessages(orders, sources, notices.length));
  return notices;
}

/** The seed's approval, statement and quote messages, as the mall's events would have made them. */
function eventMessages(orders: readonly OrderRecord[], { settings, funds, stockOuts, quotes }: NoticeSources, from: number): NoticeRecord[] {
  const out: NoticeRecord[] = [];
  const id = () => oid(NS.notice, 100 + from + out.length);
  for (const order of orders) {
    if (order.status !== 'pendingApproval') continue;
    const buyer = order.placedBy ?? order.memberId;
    // as the mall's deciders (mocks/handlers/orders.ts): the approvers but the buyer; the fund's approver or the owner
    const approvers = [order.memberId, ...(settings.find((s) => s.memberId === order.memberId)?.approverIds ?? [])];
    const fund = funds.find((f) => f._id === order.fundId);
    const fundApprover = fund ? fundApproverId(fund, approvers, order.memberId) : null;
    const audience = [...new Set(approvers)].filter((a) => a !== buyer && (!fundApprover || a === order.memberId || a === fundApprover));
    if (audience.length === 0) continue;
    out.push({
      _id: id(),
      kind: 'approval',
      title: '待我审批',
      content: `订单 ${order.orderNo} 等待审批：${order.approval?.reasons.join('；') ?? ''}`,
      mustRead: false,
      createdAt: order.createdAt,
      audience,
      order: { _id: order._id, orderNo: order.orderNo, status: order.status },
      readBy: [],
    });
  }
  // the last whole month's statement is out (待确认) for each owner with a delivery in it
  const month = addMonths(chinaMonth(SEED_NOW_MS), -1);
  const owners = new Set(orders.filter((o) => { const at = deliveredAt(o, stockOuts); return at !== null && chinaMonth(at) === month; }).map((o) => o.memberId));
  for (const owner of owners) {
    out.push({
      _id: id(),
      kind: 'statement',
      title: `${month} 对账单已出账`,
      content: `${month} 的对账单已出账，请核对本月已签收的订单后确认；如有出入可对单笔订单提出异议。`,
      mustRead: false,
      createdAt: iso(Date.parse(`${addMonths(month, 1)}-01T09:00:00+08:00`)),
      audience: [owner],
      link: { type: 'statement', id: month },
      readBy: [],
    });
  }
  for (const quote of quotes) {
    if (!quote.quotedAt || quote.declinedBy === 'buyer') continue;
    out.push({
      _id: id(),
      kind: 'quote',
      title: '询价已回复',
      content: `报价单 ${quote.quoteNo} ${quote.declinedBy === 'mall' ? '商城无法供货，详见报价单' : '已报价，可在报价单中查看并下单'}。`,
      mustRead: false,
      createdAt: quote.quotedAt,
      audience: [quote.requestedBy],
      link: { type: 'quote', id: quote._id },
      readBy: [],
    });
  }
  return out;
}
