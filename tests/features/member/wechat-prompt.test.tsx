import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { wechatBindAtom } from '@/features/member';
import { clearStorage, readSessionFlag, readWechatPromptOff, SESSION_KEYS, STORAGE_KEYS } from '@/shared/storage';
import { expectNoDialog, findDialog, shownDialogTitles } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const TITLE = '绑定微信';
const userMenu = () => screen.findByRole('button', { name: /用户菜单$/ });
/** Long enough for the member to load and any prompt effect to run. */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('the WeChat prompt (wechatPrompt routes)', () => {
  it('a member without wechatId on a route that allows it: the dialog opens by itself', async () => {
    signInAs(DEMO.noCompany._id);
    renderApp('/cart');
    expect(await findDialog(TITLE)).toBeInTheDocument();
  });

  it('on a route without wechatPrompt it does not open', async () => {
    signInAs(DEMO.noCompany._id);
    renderApp('/brand');
    await userMenu();
    await settle();
    await expectNoDialog(TITLE);
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('a member with a wechatId is not prompted', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/mine/setting');
    await userMenu();
    await settle();
    await expectNoDialog(TITLE);
  });

  it('a visitor is not prompted (and the session must be ready first)', async () => {
    renderApp('/');
    await screen.findByRole('link', { name: '登录/注册' });
    await settle();
    await expectNoDialog(TITLE);
  });

  it('it opens when navigating onto an allowed route', async () => {
    signInAs(DEMO.noCompany._id);
    const { router } = renderApp('/brand');
    await userMenu();
    await act(() => router.navigate('/cart')); // (/mine/setting asks this member for the company form first)
    expect(await findDialog(TITLE)).toBeInTheDocument();
  });

  it('after 取消 it does not open again: not on another allowed route, not after a reload of the app in this tab', async () => {
    signInAs(DEMO.noCompany._id);
    const { router, user, unmount } = renderApp('/cart');
    const dialog = await findDialog(TITLE);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await expectNoDialog(TITLE);
    expect(readSessionFlag(SESSION_KEYS.wechatBindClosed)).toBe(true);

    await act(() => router.navigate('/mine/setting'));
    await settle();
    await expectNoDialog(TITLE);
    unmount();

    // A new app (fresh store) in the same tab: sessionStorage remembers.
    renderApp('/cart');
    await userMenu();
    await settle();
    await expectNoDialog(TITLE);
  });

  it('after the supply notice of a login it does not follow in the same page load (one prompt per page load)', async () => {
    signInAs(DEMO.noCompany._id);
    localStorage.setItem(STORAGE_KEYS.showLoginModal, 'true');
    const { user } = renderApp('/cart');
    const notice = await findDialog('关于 BioLegend 产品供货渠道的通知');
    await settle();
    await expectNoDialog(TITLE);
    await user.click(within(notice).getByRole('button', { name: '我已知晓' }));
    await expectNoDialog('关于 BioLegend 产品供货渠道的通知');
    await settle();
    await expectNoDialog(TITLE);
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('不再提示 sticks for the member: not after a reload, a new tab or signing in again; another member is still asked', async () => {
    signInAs(DEMO.noCompany._id);
    const { user, unmount } = renderApp('/cart');
    const dialog = await findDialog(TITLE);
    await user.click(within(dialog).getByRole('button', { name: /不再提示/ }));
    await expectNoDialog(TITLE);
    expect(readWechatPromptOff(DEMO.noCompany._id)).toBe(true);
    // the member id itself is not kept on the device
    expect(localStorage.getItem(STORAGE_KEYS.wechatPromptOff)).not.toContain(DEMO.noCompany._id);
    unmount();

    // a new tab (no sessionStorage) after a logout, which clears local storage: still off
    sessionStorage.clear();
    clearStorage();
    signInAs(DEMO.noCompany._id);
    const view = renderApp('/cart');
    await userMenu();
    await settle();
    await expectNoDialog(TITLE);
    view.unmount();

    // another member without WeChat on this device is still asked
    signInAs(DEMO.sub._id);
    renderApp('/cart');
    expect(await findDialog(TITLE)).toBeInTheDocument();
  });

  it('opened by the member (账号设置 → 绑定微信) it offers no 不再提示', async () => {
    signInAs(DEMO.noCompany._id);
    const { store } = renderApp('/brand');
    await userMenu();
    act(() => store.set(wechatBindAtom, { open: true, isClosed: false }));
    const dialog = await findDialog(TITLE);
    expect(within(dialog).getByLabelText('微信绑定二维码')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /不再提示/ })).not.toBeInTheDocument();
  });

  it('a company-only route shown as the company panel: the company form comes first, no WeChat prompt', async () => {
    signInAs(DEMO.noCompany._id);
    renderApp('/order');
    await findDialog('完善企业信息');
    await settle();
    expect(shownDialogTitles()).toEqual(['完善企业信息']); // no WeChat prompt
  });
});
