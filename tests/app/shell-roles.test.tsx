import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import NProgress from 'nprogress';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { AppProviders } from '@/app/providers';
import { Shell } from '@/app/shell/shell';
import { createTestQueryClient, renderApp, signInAs } from '../utils/render';

const userMenu = () => screen.findByRole('button', { name: /用户菜单$/ });
const footer = () => screen.getByRole('contentinfo');

describe('账号管理 in the user menu (spec §2, Header)', () => {
  it('with a company profile it goes to /mine/setting', async () => {
    signInAs(DEMO.owner._id);
    const { router, user } = renderApp('/brand');
    await user.click(await userMenu());
    await user.click(await screen.findByRole('menuitem', { name: '账号管理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/setting'));
    expect(await screen.findByRole('heading', { level: 1, name: '账号设置' })).toBeInTheDocument();
  });
});

describe("the footer's 注销账号 link (spec §1, §6: company-profile holders only)", () => {
  it('a company holder sees it, and it leads to /account/clean', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/brand');
    await userMenu();
    const link = await within(footer()).findByRole('link', { name: '注销账号' });
    expect(link).toHaveAttribute('href', '/account/clean');
  });

  it('a member without a company profile does not', async () => {
    signInAs(DEMO.noCompany._id);
    renderApp('/brand');
    await userMenu();
    // the member is loaded: the link, were it shown to this member, would be there now
    expect(within(footer()).queryByRole('link', { name: '注销账号' })).not.toBeInTheDocument();
  });

  it('a visitor does not', async () => {
    renderApp('/brand');
    await screen.findByRole('link', { name: '登录/注册' });
    expect(within(footer()).queryByRole('link', { name: '注销账号' })).not.toBeInTheDocument();
  });
});

describe('the progress bar on page transitions (spec §2)', () => {
  /**
   * The shell over a page whose data the test holds back: the navigation stays
   * in 'loading' until the test lets it finish (the app's pages load their code
   * lazily, which in a warm test worker can resolve before React draws the state).
   */
  function renderShellWithSlowPage() {
    let release: () => void = () => undefined;
    const held = new Promise<null>((resolve) => (release = () => resolve(null)));
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Shell />,
          children: [
            { index: true, element: <p>起始页</p>, handle: { title: '起始页', background: 'white' } },
            { path: 'slow', loader: () => held, element: <p>慢页面</p>, handle: { title: '慢页面', background: 'grey' } },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders queryClient={createTestQueryClient()} store={createStore()} sessionStartDelayMs={0}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return { router, release };
  }

  it('a navigation starts it (nprogress) and its end finishes it', async () => {
    const start = vi.spyOn(NProgress, 'start');
    const done = vi.spyOn(NProgress, 'done');
    const { router, release } = renderShellWithSlowPage();
    await screen.findByText('起始页');
    start.mockClear();
    done.mockClear();
    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/slow');
    });
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(done).not.toHaveBeenCalled();
    await act(async () => {
      release();
      await navigation;
    });
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('慢页面')).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
