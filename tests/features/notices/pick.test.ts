import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES, pickPrompt, updateLines, type MemberNotice } from '@/features/notices';


const announcement = (id: string, createdAt: string, mustRead = false): MemberNotice => ({
  _id: id,
  kind: 'announcement',
  title: `公告 ${id}`,
  content: '内容',
  mustRead,
  createdAt,
});
const orderNotice = (id: string, orderId: string, createdAt: string, statusLabel = '待收货'): MemberNotice => ({
  _id: id,
  kind: 'orderStatus',
  title: '订单状态更新',
  content: '',
  mustRead: false,
  createdAt,
  order: { _id: orderId, orderNo: `SO${orderId}`, status: 'pendingReceipt', statusLabel },
});

describe('pickPrompt: the one prompt of a page load', () => {
  it('nothing unread: nothing', () => {
    expect(pickPrompt([])).toBeNull();
  });

  it('an announcement before order changes; a must-read one first, then the newest', () => {
    const notices = [
      orderNotice('o1', '1', '2026-11-21T10:00:00+08:00'),
      announcement('a-old', '2026-11-01T10:00:00+08:00'),
      announcement('a-new', '2026-11-20T10:00:00+08:00'),
      announcement('a-must', '2026-10-01T10:00:00+08:00', true),
    ];
    expect(pickPrompt(notices)).toMatchObject({ kind: 'announcement', notice: { _id: 'a-must' }, ids: ['a-must'] });
    expect(pickPrompt(notices.filter((n) => n._id !== 'a-must'))).toMatchObject({ notice: { _id: 'a-new' }, ids: ['a-new'] });
  });

  it('order changes together, newest first, one line per order, at most MAX_ORDER_LINES; all are marked read', () => {
    const notices = [
      orderNotice('o1', '1', '2026-11-10T10:00:00+08:00', '待付款'),
      orderNotice('o2', '1', '2026-11-12T10:00:00+08:00', '待收货'),
      ...Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => orderNotice(`x${i}`, `${i + 2}`, `2026-11-0${i + 1}T10:00:00+08:00`)),
    ];
    const prompt = pickPrompt(notices);
    expect(prompt?.kind).toBe('updates');
    if (prompt?.kind !== 'updates') return;
    const lines = updateLines(prompt.notices);
    expect(lines.orders[0]).toMatchObject({ _id: '1', statusLabel: '待收货' });
    expect(lines.orders).toHaveLength(MAX_ORDER_LINES);
    expect(lines.more).toBe(2); // 7 orders in all
    expect(prompt.ids).toHaveLength(notices.length);
  });

  it('restock notices join the order changes in one prompt, one line per material, all marked read', () => {
    const restock = (id: string, matlId: string, createdAt: string): MemberNotice => ({
      _id: id,
      kind: 'restock',
      title: '到货提醒',
      content: '',
      mustRead: false,
      createdAt,
      material: { _id: matlId, catalogNo: `CAT-${matlId}`, name: `商品 ${matlId}`, spec: '10PK' },
    });
    const notices = [restock('r1', 'm1', '2026-11-10T10:00:00+08:00'), orderNotice('o1', '1', '2026-11-11T10:00:00+08:00'), restock('r2', 'm1', '2026-11-12T10:00:00+08:00')];
    const prompt = pickPrompt(notices);
    expect(prompt?.kind).toBe('updates');
    if (prompt?.kind !== 'updates') return;
    expect(updateLines(prompt.notices)).toMatchObject({ orders: [{ _id: '1' }], materials: [{ _id: 'm1' }], moreMaterials: 0 });
    expect(prompt.ids).toEqual(['r2', 'o1', 'r1']);
    const restockOnly = pickPrompt(notices.filter((n) => n.kind === 'restock'));
    expect(restockOnly?.kind === 'updates' && updateLines(restockOnly.notices)).toMatchObject({ orders: [], materials: [{ _id: 'm1' }] });
  });
});

