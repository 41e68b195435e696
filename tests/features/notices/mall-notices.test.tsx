import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { readFlag, STORAGE_KEYS } from '@/shared/storage';
import { expectNoDialog, findDialog, shownDialogTitles } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

/**
 * Issue 42 item 1 (docs/prompts.md, docs/api.md §12): the mall's notices wait in the message centre; only what must
 * be acknowledged opens by itself, at most one modal per session, never over a task.
 */
const POLICY = '用户服务协议与隐私政策更新';
const HOLIDAY = '2027 年春节放假及发货安排';
const SUPPLY = '关于 BioLegend 产品供货渠道的通知';
const bell = () => screen.findByRole('button', { name: /^消息中心/ });
const unreadFor = (memberId: string) => db.state.notices.filter((n) => (n.audience === 'all' || n.audience.includes(memberId)) && !n.readBy.includes(memberId));

function countCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (/\/member\/(notices|messages|supply-notice)/.test(pathname)) calls.push(`${request.method} ${pathname}`);
  });
  return calls;
}

/** The bell shows the mall's count: the member and the count are loaded, every prompt's question is answered. */
async function bellSays(count: number) {
  await waitFor(() => expect(screen.getByRole('button', { name: /^消息中心/ })).toHaveAccessibleName(count > 0 ? `消息中心，${count} 条未读` : '消息中心'));
}

describe('one modal per session, only for what must be acknowledged', () => {
  it('the must-read announcement opens on the home page; 春节安排 and the order-status changes never open, not in a new session either', async () => {
    const calls = countCalls();
    signInAs(DEMO.owner._id);
    const view = renderApp('/');
    const policy = await findDialog(POLICY);
    expect(within(policy).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await view.user.click(within(policy).getByRole('button', { name: '我已阅读' }));
    await expectNoDialog(POLICY);
    await waitFor(() => expect(unreadFor(DEMO.owner._id).map((n) => n.title)).not.toContain(POLICY));
    view.unmount();

    // a new session (another tab): the plain announcement and the order news stay in the bell
    sessionStorage.clear();
    calls.length = 0;
    renderApp('/');
    await waitFor(() => expect(calls).toContain('GET /mall/v1/member/notices'));
    await bellSays(unreadFor(DEMO.owner._id).length);
    expect(shownDialogTitles()).toEqual([]);
    expect(screen.queryByText(HOLIDAY)).not.toBeInTheDocument();
  });

  it('one per session: after the supply notice, the must-read announcement waits for the next session (a reload is the same session)', async () => {
    signInAs(DEMO.owner._id);
    localStorage.setItem(STORAGE_KEYS.showLoginModal, 'true'); // as the login flow leaves it
    let view = renderApp('/');
    const supply = await findDialog(SUPPLY);
    await view.user.click(within(supply).getByRole('button', { name: '我已知晓' }));
    await expectNoDialog(SUPPLY);
    await waitFor(() => expect(db.state.members.find((m) => m._id === DEMO.owner._id)?.supplyNoticeAckAt).toBeDefined());
    view.unmount();

    // a reload: the same session, no second modal
    view = renderApp('/');
    await bellSays(unreadFor(DEMO.owner._id).length);
    expect(shownDialogTitles()).toEqual([]);
    view.unmount();

    sessionStorage.clear();
    renderApp('/');
    expect(await findDialog(POLICY)).toBeInTheDocument();
  });

  it('never over a task: not in the cart, at checkout, on the orders and approval pages, in 账号设置 — the notices are not even asked for', async () => {
    const calls = countCalls();
    signInAs(DEMO.owner._id);
    for (const path of ['/cart', '/order/add', '/order', '/mine/setting']) {
      localStorage.setItem(STORAGE_KEYS.showLoginModal, 'true');
      const view = renderApp(path);
      await bellSays(unreadFor(DEMO.owner._id).length);
      await waitFor(() => expect(calls).toContain('GET /mall/v1/member/supply-notice'));
      expect(shownDialogTitles(), path).toEqual([]);
      // held back, the supply notice keeps its flag for a calm page
      expect(readFlag(STORAGE_KEYS.showLoginModal), path).toBe(true);
      view.unmount();
    }
    expect(calls).not.toContain('GET /mall/v1/member/notices');
  });

  it('the supply notice acknowledged on another browser: a new sign-in here does not ask again, and its flag goes', async () => {
    db.state.members.find((m) => m._id === DEMO.sub._id)!.supplyNoticeAckAt = '2026-11-20T10:00:00+08:00';
    for (const n of db.state.notices) if (n.mustRead) n.readBy.push(DEMO.sub._id);
    signInAs(DEMO.sub._id);
    localStorage.setItem(STORAGE_KEYS.showLoginModal, 'true');
    renderApp('/');
    await waitFor(() => expect(readFlag(STORAGE_KEYS.showLoginModal)).toBe(false));
    await bellSays(unreadFor(DEMO.sub._id).length);
    expect(shownDialogTitles()).toEqual([]);
  });

  it('a failing notices call shows nothing and keeps the page (no toast, no sign-out)', async () => {
    server.use(http.get('*/mall/v1/member/notices', () => HttpResponse.json({ code: 500, msg: '服务器内部错误（模拟）', data: null }, { status: 500 })));
    const calls = countCalls();
    signInAs(DEMO.owner._id);
    const { router } = renderApp('/');
    await waitFor(() => expect(calls).toContain('GET /mall/v1/member/notices'));
    await bell();
    expect(shownDialogTitles()).toEqual([]);
    expect(screen.queryByText(/服务器内部错误|服务暂时不可用/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
