import { describe, expect, it } from 'vitest';
import { messageTarget, pickPrompt, type MemberNotice } from '@/features/notices';

const notice = (over: Partial<MemberNotice> & Pick<MemberNotice, '_id' | 'kind'>): MemberNotice => ({
  title: 't',
  content: 'c',
  mustRead: false,
  read: false,
  createdAt: '2026-11-20T10:00:00+08:00',
  ...over,
});

describe('pickPrompt: the only mall notice that opens by itself (docs/prompts.md)', () => {
  it('is an unread must-read announcement, the newest first', () => {
    const notices = [
      notice({ _id: 'old-must', kind: 'announcement', mustRead: true, createdAt: '2026-11-01T10:00:00+08:00' }),
      notice({ _id: 'new-must', kind: 'announcement', mustRead: true, createdAt: '2026-11-19T10:00:00+08:00' }),
      notice({ _id: 'read-must', kind: 'announcement', mustRead: true, read: true, createdAt: '2026-11-21T10:00:00+08:00' }),
    ];
    expect(pickPrompt(notices)?._id).toBe('new-must');
  });

  it('never 春节安排 (a plain announcement), an order-status change, 到货提醒 or any other message: they wait in the bell', () => {
    const rest = [
      notice({ _id: 'holiday', kind: 'announcement' }),
      notice({ _id: 'o', kind: 'orderStatus', order: { _id: '1', orderNo: 'SO1', status: 'pendingReceipt', statusLabel: '待收货' } }),
      notice({ _id: 'r', kind: 'restock', material: { _id: 'm', catalogNo: 'c', name: 'n', spec: 's' } }),
      notice({ _id: 'a', kind: 'approval' }),
      notice({ _id: 's', kind: 'statement' }),
      notice({ _id: 'q', kind: 'quote' }),
    ];
    expect(pickPrompt(rest)).toBeNull();
    expect(pickPrompt([])).toBeNull();
  });
});

describe('messageTarget: each message links to its object', () => {
  it('an order (status or approval), a material, a statement month, a quote; an announcement has none', () => {
    const order = { _id: '66a100000000000000000001', orderNo: 'SO2611140056', status: 'pendingReceipt' as const, statusLabel: '待收货' };
    expect(messageTarget(notice({ _id: '1', kind: 'orderStatus', order, link: { type: 'order', id: order._id } }))).toEqual({ to: `/order/${order._id}`, label: '查看订单 SO2611140056' });
    expect(messageTarget(notice({ _id: '2', kind: 'approval', order, link: { type: 'order', id: order._id } }))).toEqual({ to: `/order/${order._id}`, label: '去审批 SO2611140056' });
    expect(messageTarget(notice({ _id: '3', kind: 'restock', material: { _id: 'm1', catalogNo: 'c', name: 'T25 细胞培养瓶', spec: 's' }, link: { type: 'material', id: 'm1' } }))?.to).toBe('/product/m1');
    expect(messageTarget(notice({ _id: '4', kind: 'statement', link: { type: 'statement', id: '2026-10' } }))).toEqual({ to: '/statement?month=2026-10', label: '查看 2026-10 对账单' });
    expect(messageTarget(notice({ _id: '5', kind: 'quote', link: { type: 'quote', id: 'q1' } }))?.to).toBe('/quote/q1');
    expect(messageTarget(notice({ _id: '6', kind: 'announcement' }))).toBeNull();
  });
});
