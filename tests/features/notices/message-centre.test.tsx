import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { renderApp, signInAs } from '../../utils/render';

/** The bell and 消息中心 (/mine/message), read state kept by the mall (docs/api.md §12). */
const unreadFor = (memberId: string) => db.state.notices.filter((n) => (n.audience === 'all' || n.audience.includes(memberId)) && !n.readBy.includes(memberId));
const noModal = () => {
  for (const n of db.state.notices) if (n.mustRead) n.readBy.push(DEMO.owner._id);
};

describe('the bell', () => {
  it('shows the unread count, opens the latest messages; 全部已读 leaves only a must-read announcement', async () => {
    signInAs(DEMO.owner._id);
    sessionStorage.setItem('promptShown', JSON.stringify('mallNotice')); // this session's one modal is spent
    const { user } = renderApp('/brand');
    const count = unreadFor(DEMO.owner._id).length;
    const bell = await screen.findByRole('button', { name: `消息中心，${count} 条未读` });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: '消息中心' });
    const latest = await within(panel).findByRole('list', { name: '最新消息' });
    expect(within(latest).getAllByRole('listitem').length).toBe(6);
    await user.click(within(panel).getByRole('button', { name: '全部已读' }));
    await screen.findByRole('button', { name: '消息中心，1 条未读' });
    expect(unreadFor(DEMO.owner._id).map((n) => n.mustRead)).toEqual([true]);
    expect(within(panel).getByRole('link', { name: '查看全部' })).toHaveAttribute('href', '/mine/message');
  });

  it('全部已读 is offered while an older message, below the latest six, is unread', async () => {
    signInAs(DEMO.owner._id);
    noModal();
    const mine = unreadFor(DEMO.owner._id).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const oldest = mine[0]!;
    for (const n of mine.slice(1)) n.readBy.push(DEMO.owner._id);
    const { user } = renderApp('/brand');
    await user.click(await screen.findByRole('button', { name: '消息中心，1 条未读' }));
    const panel = await screen.findByRole('dialog', { name: '消息中心' });
    const latest = await within(panel).findByRole('list', { name: '最新消息' });
    expect(within(latest).queryByRole('listitem', { name: `未读，${oldest.title}` })).not.toBeInTheDocument();
    const readAll = within(panel).getByRole('button', { name: '全部已读' });
    await waitFor(() => expect(readAll).toBeEnabled());
    await user.click(readAll);
    await screen.findByRole('button', { name: '消息中心' });
    expect(unreadFor(DEMO.owner._id)).toEqual([]);
  });
});

describe('消息中心', () => {
  it("lists every message and filters the unread; an order's status is the one it has now; its link opens the order and marks it read", async () => {
    noModal();
    const message = db.state.notices.find((n) => n.kind === 'orderStatus' && n.audience !== 'all' && n.audience.includes(DEMO.owner._id))!;
    const order = db.state.orders.find((o) => o._id === message.order!._id)!;
    order.status = 'completed'; // moved on since the message was made
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/mine/message');
    const list = await screen.findByRole('list', { name: '消息列表' });
    const row = within(list)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByRole('link', { name: `查看订单 ${order.orderNo}` }))!;
    expect(row).toHaveTextContent('当前状态：已完成');

    await user.click(screen.getByText('未读', { exact: false, selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('listitem').every((li) => li.getAttribute('aria-label')?.startsWith('未读，'))).toBe(true));

    await user.click(within(row).getByRole('link', { name: `查看订单 ${order.orderNo}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${order._id}`));
    await waitFor(() => expect(message.readBy).toContain(DEMO.owner._id));
  });
});
