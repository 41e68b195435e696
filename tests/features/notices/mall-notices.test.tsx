import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { ORDER_STATUS_LABELS } from '../../../mocks/handlers/orders.ts';
import { server } from '../../../mocks/node.ts';
import { STORAGE_KEYS } from '@/shared/storage';
import { expectNoDialog, findDialog, shownDialogTitles } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const POLICY = '用户服务协议与隐私政策更新';
const HOLIDAY = '2027 年春节放假及发货安排';
const ORDERS = '订单状态更新';
const SUPPLY = '关于 BioLegend 产品供货渠道的通知';
const userMenu = () => screen.findByRole('button', { name: /用户菜单$/ });
/** Long enough for the member to load and any notice to arrive. */
const settle = () => new Promise((r) => setTimeout(r, 300));

function countCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.includes('/member/notices')) calls.push(`${request.method} ${pathname}`);
  });
  return calls;
}

const unreadFor = (memberId: string) => db.state.notices.filter((n) => (n.audience === 'all' || n.audience.includes(memberId)) && !n.readBy.includes(memberId));

describe('mall notices on the home page (docs/api.md §12): one per page load, each once per member', () => {
  it('the must-read announcement, then the next one, then the order-status changes, one page load each', async () => {
    const calls = countCalls();
    signInAs(DEMO.owner._id);
    let view = renderApp('/');

    // 1. the must-read announcement: closable modal without X; Esc leaves it; 我已阅读 closes and marks it read
    const policy = await findDialog(POLICY);
    expect(within(policy).getByText(/继续使用本商城即表示您同意/)).toBeInTheDocument();
    expect(within(policy).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    expect(await findDialog(POLICY)).toBe(policy);
    await view.user.click(within(policy).getByRole('button', { name: '我已阅读' }));
    await expectNoDialog(POLICY);
    await waitFor(() => expect(calls).toContain('PUT /mall/v1/member/notices/read'));
    expect(unreadFor(DEMO.owner._id).map((n) => n.title)).not.toContain(POLICY);
    // the other unread notices wait for the next page load
    await settle();
    expect(screen.queryByText(HOLIDAY)).not.toBeInTheDocument();
    expect(shownDialogTitles()).toEqual([]);
    view.unmount();

    // 2. the next page load: the other announcement, closable (X)
    view = renderApp('/');
    const holiday = await findDialog(HOLIDAY);
    await view.user.click(within(holiday).getByRole('button', { name: '关闭' })); // this one has its X
    await expectNoDialog(HOLIDAY);
    await waitFor(() => expect(unreadFor(DEMO.owner._id).some((n) => n.kind === 'announcement')).toBe(false));
    view.unmount();

    // 3. then the orders whose status the mall changed, together in the notification modal
    view = renderApp('/');
    const orders = await findDialog(ORDERS);
    // the notice's lines load with its content (src/features/notices), after the dialog's frame
    const list = await within(orders).findByRole('list', { name: '状态有更新的订单' });
    const expected = unreadFor(DEMO.owner._id).filter((n) => n.kind === 'orderStatus');
    expect(expected.length).toBeGreaterThan(0);
    for (const notice of expected) expect(within(list).getByRole('link', { name: notice.order!.orderNo })).toBeInTheDocument();
    for (const notice of expected) {
      const line = within(list).getAllByRole('listitem').find((item) => within(item).queryByRole('link', { name: notice.order!.orderNo }));
      expect(line).toHaveTextContent(ORDER_STATUS_LABELS[notice.order!.status]);
    }
    await view.user.click(within(orders).getByRole('button', { name: '知道了' }));
    await expectNoDialog(ORDERS);
    await waitFor(() => expect(unreadFor(DEMO.owner._id)).toEqual([]));
    view.unmount();

    // 4. nothing left: nothing opens
    renderApp('/');
    await userMenu();
    await settle();
    expect(shownDialogTitles()).toEqual([]);
  });

  it('an order in the order-status notice opens its detail; the notice closes and is read', async () => {
    for (const n of db.state.notices) if (n.kind === 'announcement') n.readBy.push(DEMO.owner._id);
    signInAs(DEMO.owner._id);
    const { router, user } = renderApp('/');
    const dialog = await findDialog(ORDERS);
    const notice = unreadFor(DEMO.owner._id).find((n) => n.kind === 'orderStatus')!;
    // the lines load with the notice's content, after the dialog's frame
    const list = await within(dialog).findByRole('list', { name: '状态有更新的订单' });
    await user.click(within(list).getByRole('link', { name: notice.order!.orderNo }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order/${notice.order!._id}`));
    await expectNoDialog(ORDERS);
    await waitFor(() => expect(unreadFor(DEMO.owner._id)).toEqual([]));
  });

  it('a sub-account is told about the orders it placed only', async () => {
    for (const n of db.state.notices) if (n.kind === 'announcement') n.readBy.push(DEMO.sub._id);
    const order = db.state.orders.find((o) => o.placedBy === DEMO.sub._id)!;
    db.state.notices.push({
      _id: '66ac000000000000000000ff',
      kind: 'orderStatus',
      title: '订单状态更新',
      content: `订单 ${order.orderNo} 状态有更新。`,
      mustRead: false,
      createdAt: order.createdAt,
      audience: [order.memberId, DEMO.sub._id],
      order: { _id: order._id, orderNo: order.orderNo, status: order.status },
      readBy: [],
    });
    signInAs(DEMO.sub._id);
    renderApp('/');
    const dialog = await findDialog(ORDERS);
    // the lines load with the notice's content, after the dialog's frame
    const list = await within(dialog).findByRole('list', { name: '状态有更新的订单' });
    const links = within(list).getAllByRole('link').map((a) => a.textContent);
    expect(links).toContain(order.orderNo);
    // and none of the owner's other orders
    const placedBySub = new Set(db.state.orders.filter((o) => o.placedBy === DEMO.sub._id).map((o) => o.orderNo));
    expect(links.filter((no) => !placedBySub.has(no!))).toEqual([]);
    expect(db.state.notices.some((n) => n.kind === 'orderStatus' && n.audience !== 'all' && !n.audience.includes(DEMO.sub._id))).toBe(true);
  });

  it('on a route without notices (/brand) nothing is asked; a visitor is not asked', async () => {
    const calls = countCalls();
    signInAs(DEMO.owner._id);
    const { unmount } = renderApp('/brand');
    await userMenu();
    await settle();
    unmount();
    localStorage.removeItem(STORAGE_KEYS.tokenInfo);
    renderApp('/');
    await screen.findByRole('link', { name: '登录/注册' });
    await settle();
    expect(calls).toEqual([]);
  });

  it('no pile-up on sign-in: after the supply notice no notice opens in that page load, not even once it is acknowledged', async () => {
    const calls = countCalls();
    signInAs(DEMO.owner._id);
    localStorage.setItem(STORAGE_KEYS.showLoginModal, 'true'); // as the login flow leaves it
    const { user } = renderApp('/');
    const supply = await findDialog(SUPPLY);
    await settle();
    expect(shownDialogTitles()).toEqual([SUPPLY]);
    await user.click(within(supply).getByRole('button', { name: '我已知晓' }));
    await expectNoDialog(SUPPLY);
    await settle();
    expect(shownDialogTitles()).toEqual([]);
    expect(calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('a distributor (no supply notice) is shown the announcement right after signing in', async () => {
    signInAs(DEMO.distributor._id);
    localStorage.setItem(STORAGE_KEYS.showLoginModal, 'true');
    renderApp('/');
    expect(await findDialog(POLICY)).toBeInTheDocument();
  });

  it('not over a dialog the user opened: the notice waits for the next page load', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/');
    // the user opens 修改密码 before the notices arrive
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/mall/v1/member/notices', async () => {
        await held;
        return HttpResponse.json({ code: 0, msg: 'success', data: db.state.notices.filter((n) => n.audience === 'all').map(({ audience: _a, readBy: _r, endsAt: _e, ...n }) => n) });
      }),
    );
    await user.click(await userMenu());
    await user.click(await screen.findByRole('menuitem', { name: '修改密码' }));
    await findDialog('修改密码');
    act(() => release());
    await settle();
    expect(shownDialogTitles()).toEqual(['修改密码']);
    expect(screen.queryByText(POLICY)).not.toBeInTheDocument();
  });

  it('a failing notices call shows nothing and keeps the page (no toast, no sign-out)', async () => {
    server.use(http.get('*/mall/v1/member/notices', () => HttpResponse.json({ code: 500, msg: '服务器内部错误（模拟）', data: null }, { status: 500 })));
    signInAs(DEMO.owner._id);
    const { router } = renderApp('/');
    await userMenu();
    await settle();
    expect(shownDialogTitles()).toEqual([]);
    expect(screen.queryByText(/服务器内部错误|服务暂时不可用/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await userMenu()).toBeInTheDocument();
  });
});
