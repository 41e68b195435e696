import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { RESTOCK_DEMO_CATALOG_NO } from '../../../mocks/db/seed/buying-lists.ts';
import { restockMaterial } from '../../../mocks/handlers/restock-alerts.ts';
import { server } from '../../../mocks/node.ts';
import { stockStatus } from '@/shared/lib/stock-status';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const userMenu = () => screen.findByRole('button', { name: /用户菜单$/ });

afterEach(() => {
  server.events.removeAllListeners();
});

function callsTo(suffix: string, method: string) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(suffix)) calls.push(request.url);
  });
  return calls;
}

const flask = () => db.state.materials.find((m) => m.catalogNo === RESTOCK_DEMO_CATALOG_NO)!;
const alertsOf = (memberId: string) => db.state.restockAlerts.filter((a) => a.memberId === memberId);

describe('到货提醒 on a product page (docs/api.md §24)', () => {
  it('a 期货 SKU: 到货提醒 sets the alert, 取消提醒 takes it back', async () => {
    const material = db.state.materials.find((m) => !m.offShelf && stockStatus(m).kind === 'futures' && !db.state.restockAlerts.some((a) => a.matlId === m._id))!;
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/product/${material._id}`);
    await user.click(await screen.findByRole('button', { name: /到货提醒/ }));
    expect(await screen.findByText('已设置到货提醒')).toBeInTheDocument();
    // how the member will be told: in the confirmation and beside the set alert
    expect(await screen.findByText('已设置到货提醒，到货后将通过站内消息通知您')).toBeInTheDocument();
    expect(await screen.findByText('到货后将通过站内消息通知您')).toBeInTheDocument();
    expect(alertsOf(DEMO.owner._id).some((a) => a.matlId === material._id && a.status === 'waiting')).toBe(true);
    await user.click(screen.getByRole('button', { name: '取消提醒' }));
    expect(await screen.findByRole('button', { name: /到货提醒/ })).toBeInTheDocument();
    expect(alertsOf(DEMO.owner._id).some((a) => a.matlId === material._id)).toBe(false);
  });

  it('the toggle keeps the keyboard’s focus; cancelling an alert already gone is quiet and shows none', async () => {
    for (const n of db.state.notices) if (n.mustRead) n.readBy.push(DEMO.owner._id); // the agreement update read: no modal
    const material = db.state.materials.find((m) => !m.offShelf && stockStatus(m).kind === 'futures' && !db.state.restockAlerts.some((a) => a.matlId === m._id))!;
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/product/${material._id}`);
    const set = await screen.findByRole('button', { name: /到货提醒/ });
    set.focus();
    await user.keyboard('{Enter}');
    const cancel = await screen.findByRole('button', { name: '取消提醒' });
    await waitFor(() => expect(cancel).toHaveFocus());
    // cancelled meanwhile (another tab): the mall answers 404, which means there is none now
    db.state.restockAlerts = db.state.restockAlerts.filter((a) => !(a.memberId === DEMO.owner._id && a.matlId === material._id));
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('button', { name: /到货提醒/ });
    await waitFor(() => expect(again).toHaveFocus());
    expect(screen.queryByText('未设置该商品的到货提醒')).not.toBeInTheDocument();
    expect(screen.queryByText('已设置到货提醒')).not.toBeInTheDocument();
  });

  it('shows an alert already set, and nothing for a SKU in stock', async () => {
    signInAs(DEMO.owner._id);
    const view = renderApp(`/product/${flask()._id}`);
    expect(await screen.findByText('已设置到货提醒', {})).toBeInTheDocument();
    view.unmount();
    const inStock = db.state.materials.find((m) => !m.offShelf && m.stock > 0)!;
    renderApp(`/product/${inStock._id}`);
    await screen.findByRole('button', { name: /加入购物车/ });
    expect(screen.queryByRole('button', { name: /到货提醒/ })).not.toBeInTheDocument();
  });

  it('a visitor is asked to sign in', async () => {
    const { user } = renderApp(`/product/${flask()._id}`);
    await user.click(await screen.findByRole('button', { name: /到货提醒/ }));
    await screen.findAllByText('登录 / 注册', {}); // the dialog's code loads on its first opening
    expect(await findDialog('登录 / 注册')).toBeInTheDocument();
  });
});

describe('到货提醒 in the header and /mine/restock', () => {
  it('the user menu counts the arrived alerts not yet seen; the page lists them and marks them seen', async () => {
    restockMaterial(flask(), 20);
    const seen = callsTo('/member/restock-alerts/seen', 'PUT');
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/mine/setting');
    await user.click(await userMenu());
    const entry = await screen.findByRole('menuitem', { name: /到货提醒/ });
    await waitFor(() => expect(within(entry).getByTestId('restock-badge')).toHaveTextContent('1'));
    await user.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/restock'));
    const row = await screen.findByRole('listitem', { name: `${flask().name}（${flask().spec}）` });
    expect(within(row).getByText('已到货')).toBeInTheDocument();
    expect(within(row).getByText('已通过站内消息通知')).toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(alertsOf(DEMO.owner._id).every((a) => a.seen)).toBe(true);
    await user.click(within(row).getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(db.state.carts.some((c) => c.memberId === DEMO.owner._id && c.matlId === flask()._id)).toBe(true));
    await user.click(await userMenu());
    const after = await screen.findByRole('menuitem', { name: /到货提醒/ });
    expect(within(after).queryByTestId('restock-badge')).not.toBeInTheDocument();
  });

  it('a restocked material reaches 消息中心 (no modal), linking to its page; following it marks the message read', async () => {
    for (const n of db.state.notices) if (n.mustRead) n.readBy.push(DEMO.owner._id);
    restockMaterial(flask(), 20);
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/mine/message');
    const list = await screen.findByRole('list', { name: '消息列表' });
    const link = await within(list).findByRole('link', { name: `查看 ${flask().name}` });
    expect(within(list).getByRole('listitem', { name: `未读，到货提醒：${flask().name} 已到货` })).toHaveTextContent(RESTOCK_DEMO_CATALOG_NO);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${flask()._id}`));
    await waitFor(() => expect(db.state.notices.filter((n) => n.kind === 'restock').every((n) => n.readBy.includes(DEMO.owner._id))).toBe(true));
  });
});
