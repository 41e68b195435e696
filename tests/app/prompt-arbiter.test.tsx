import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { loginDialogAtom } from '@/features/auth';
import { signIn } from '@/shared/session/caches';
import { readFlag, STORAGE_KEYS } from '@/shared/storage';
import { issueTokens } from '../../mocks/lib.ts';
import { expectNoDialog, findDialog, shownDialogTitles } from '../utils/dialogs';
import { renderApp, signInAs } from '../utils/render';

const COMPANY = '完善企业信息';
const SUPPLY = '关于 BioLegend 产品供货渠道的通知';
const settle = () => new Promise((r) => setTimeout(r, 400));

/** As the login flow leaves it: tokens stored and the showLoginModal flag set. */
function afterLogin(memberId: string) {
  signInAs(memberId);
  localStorage.setItem(STORAGE_KEYS.showLoginModal, 'true');
}

describe('one prompt per session (src/app/shell/prompts.ts)', () => {
  it('a member without a company signs in: exactly one dialog; after closing it, no other in this session', async () => {
    afterLogin(DEMO.noCompany._id);
    const { user, router } = renderApp('/order');
    const form = await findDialog(COMPANY);
    await settle();
    expect(shownDialogTitles()).toEqual([COMPANY]);

    await user.click(within(form).getByRole('button', { name: '关闭' }));
    await expectNoDialog(COMPANY);
    for (const path of ['/cart', '/mine/setting', '/']) {
      await act(() => router.navigate(path));
      await settle();
      expect(shownDialogTitles(), path).toEqual([]);
    }
    expect(screen.queryByText(SUPPLY)).not.toBeInTheDocument();
    // the supply notice was held back, not dropped: it keeps its flag for the next page load
    expect(readFlag(STORAGE_KEYS.showLoginModal)).toBe(true);
  });

  it('the supply notice held back comes in the next session, on a calm page, alone', async () => {
    afterLogin(DEMO.noCompany._id);
    const { unmount } = renderApp('/order');
    await findDialog(COMPANY);
    unmount();

    sessionStorage.clear(); // a new session (another tab)
    renderApp('/');
    await findDialog(SUPPLY);
    await settle();
    expect(shownDialogTitles()).toEqual([SUPPLY]);
    expect(readFlag(STORAGE_KEYS.showLoginModal)).toBe(false);
  });

  it('another member signing in on this tab gets their own prompt: the one shown was the previous member\'s', async () => {
    afterLogin(DEMO.noCompany._id);
    const { user, queryClient } = renderApp('/');
    const first = await findDialog(SUPPLY);
    await user.click(within(first).getByRole('button', { name: '我已知晓' }));
    await expectNoDialog(SUPPLY);
    // 王敏 signs in on the same tab, without a reload: the notice is hers to read too
    act(() => signIn(queryClient, issueTokens(DEMO.owner._id)));
    await findDialog(SUPPLY);
    await settle();
    expect(shownDialogTitles()).toEqual([SUPPLY]);
  });

  it("never over a page's own modal (not one of the host's dialogs)", async () => {
    afterLogin(DEMO.owner._id);
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    modal.setAttribute('aria-label', '新增收货地址');
    document.body.append(modal);
    renderApp('/');
    await screen.findByRole('link', { name: /购物车，\d+ 种商品/ });
    await settle();
    await settle();
    expect(shownDialogTitles()).toEqual([]);
  });

  it('never over a form the member is filling in: the header search typed into holds the prompt back', async () => {
    signInAs(DEMO.noCompany._id);
    const { user, router } = renderApp('/cart', { sessionStartDelayMs: 600 });
    const search = await screen.findByRole('searchbox', { name: '搜索产品' });
    await user.type(search, '抗体');
    await screen.findByRole('button', { name: /用户菜单$/ });
    await settle();
    expect(shownDialogTitles()).toEqual([]);
    // the field left and a new page: the page load's prompt may come now
    act(() => search.blur());
    await act(() => router.navigate('/mine/setting'));
    await findDialog(COMPANY);
    expect(shownDialogTitles()).toEqual([COMPANY]);
  });

  it("a sign-in dialog opened over a page's edited fields: the supply notice still follows the sign-in", async () => {
    const { store, user } = renderApp('/product');
    const search = await screen.findByRole('searchbox', { name: '搜索产品' });
    await user.type(search, 'CD3');
    act(() => search.blur()); // as a click on 加入购物车 leaves it
    act(() => store.set(loginDialogAtom, { open: true }));
    await settle();
    act(() => {
      afterLogin(DEMO.owner._id);
      store.set(loginDialogAtom, { open: false });
    });
    await findDialog(SUPPLY);
    expect(shownDialogTitles()).toEqual([SUPPLY]);
  });
});
