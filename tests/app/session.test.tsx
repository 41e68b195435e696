import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { server } from '../../mocks/node.ts';
import { queryRoots } from '@/shared/api';
import { SESSION_START_DELAY_MS, TEXT } from '@/shared/config/constants';
import { readTokenInfo, STORAGE_KEYS } from '@/shared/storage';
import { renderApp, signInAs } from '../utils/render';

/** Counts the shell's member and cart fetches. */
function countSessionCalls() {
  const counts = { member: 0, cart: 0 };
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/mall/v1/member/info') counts.member++;
    if (pathname === '/mall/v1/carts') counts.cart++;
  });
  return counts;
}

/** Counts the fake mall's answers to member and cart (the calls have ended). */
function countAnswers() {
  const counts = { member: 0, cart: 0 };
  server.events.on('response:mocked', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/mall/v1/member/info') counts.member++;
    if (pathname === '/mall/v1/carts') counts.cart++;
  });
  return counts;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

const userMenu = () => screen.findByRole('button', { name: /用户菜单$/ });

describe('session start (spec §4)', () => {
  it('without tokenInfo: loading ends at once and the visitor sees 登录/注册', async () => {
    const counts = countSessionCalls();
    renderApp('/');
    expect(await screen.findByRole('link', { name: '登录/注册' })).toHaveAttribute('href', '/account/login?type=wx');
    expect(screen.queryByTestId('header-loading')).not.toBeInTheDocument();
    expect(counts).toEqual({ member: 0, cart: 0 });
  });

  it('with tokenInfo: skeletons, then member and cart after the 1200 ms timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(DEMO.owner._id);
    const counts = countSessionCalls();
    renderApp('/', { sessionStartDelayMs: SESSION_START_DELAY_MS });
    expect(await screen.findByTestId('header-loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SESSION_START_DELAY_MS - 100));
    expect(counts).toEqual({ member: 0, cart: 0 });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await userMenu()).toHaveTextContent('上海生科');
    expect(counts).toEqual({ member: 1, cart: 1 });
    expect(screen.queryByTestId('header-loading')).not.toBeInTheDocument();
  });
});

describe('header states', () => {
  it('company owner: orders and invoices links, cart badge, no sub-account tag', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/');
    const menu = await userMenu();
    expect(menu).toHaveTextContent('上海生科');
    expect(menu).toHaveTextContent('王敏');
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/order');
    expect(screen.getByRole('link', { name: '我的发票' })).toHaveAttribute('href', '/invoice');
    // The cart is its own call; the member may answer first.
    const cart = await screen.findByRole('link', { name: '购物车，6 种商品' });
    expect(within(cart).getByText('6')).toBeInTheDocument();
    expect(screen.queryByText('子账号')).not.toBeInTheDocument();
  });

  it('member without company: no orders or invoices links', async () => {
    signInAs(DEMO.noCompany._id);
    renderApp('/');
    expect(await userMenu()).toHaveTextContent('未填写企业信息');
    expect(screen.queryByRole('link', { name: '我的订单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '我的发票' })).not.toBeInTheDocument();
  });

  it('sub-account: the 子账号 tag', async () => {
    signInAs(DEMO.sub._id);
    renderApp('/');
    // by the name in the user menu's button (header-user.module.css shows a lone copy where the names are hidden)
    expect(within(await userMenu()).getByText('子账号')).toBeInTheDocument();
  });

  it('the cart link says no count before the cart has answered, then the count', async () => {
    signInAs(DEMO.owner._id);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mock.get('*/mall/v1/carts', async () => {
        await held;
        return HttpResponse.json({ code: 0, data: { itemCounts: 6, list: [] } });
      }),
    );
    try {
      renderApp('/');
      await userMenu();
      const cart = screen.getByRole('link', { name: /^购物车/ });
      expect(cart).toHaveAccessibleName('购物车');
      expect(within(cart).queryByText('0')).not.toBeInTheDocument();
      answer();
      await waitFor(() => expect(cart).toHaveAccessibleName('购物车，6 种商品'));
    } finally {
      // a failed check above leaves no request held open
      answer();
    }
  });

  it('cart badge overflows at 99', async () => {
    signInAs(DEMO.owner._id);
    server.use(
      mock.get('*/mall/v1/carts', () =>
        HttpResponse.json({ code: 0, data: { itemCounts: 120, list: [] } }),
      ),
    );
    renderApp('/');
    await userMenu();
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});

describe('route changes (spec §4)', () => {
  it('with a token: /cart reloads member and cart; other routes reload only the cart', async () => {
    signInAs(DEMO.owner._id);
    const { router } = renderApp('/');
    await userMenu();
    const counts = countSessionCalls();
    await act(() => router.navigate('/brand'));
    await waitFor(() => expect(counts).toEqual({ member: 0, cart: 1 }));
    await act(() => router.navigate('/cart'));
    await waitFor(() => expect(counts).toEqual({ member: 1, cart: 2 }));
    await act(() => router.navigate('/order/add'));
    await waitFor(() => expect(counts).toEqual({ member: 2, cart: 3 }));
  });

  it('copies accessToken into the cookie on each route change, emptied when absent', async () => {
    const tokens = signInAs(DEMO.owner._id);
    const { router } = renderApp('/');
    await userMenu();
    expect(document.cookie).toContain(`accessToken=${encodeURIComponent(tokens.accessToken)}`);
    localStorage.removeItem(STORAGE_KEYS.tokenInfo);
    await act(() => router.navigate('/brand'));
    expect(document.cookie).toMatch(/accessToken=(;|$)/);
  });

  it('with no token on the login route, the member is cleared', async () => {
    signInAs(DEMO.owner._id);
    const { router, queryClient } = renderApp('/');
    await userMenu();
    localStorage.removeItem(STORAGE_KEYS.tokenInfo);
    await act(() => router.navigate('/account/login?type=wx'));
    await waitFor(() => expect(queryClient.getQueryData(queryRoots.member)).toBeUndefined());
  });

  it('member or cart answers with a non-zero code are ignored (state kept, nothing shown)', async () => {
    signInAs(DEMO.owner._id);
    const { router } = renderApp('/');
    await userMenu();
    await screen.findByRole('link', { name: '购物车，6 种商品' });
    server.use(
      mock.get('*/mall/v1/member/info', () => HttpResponse.json({ code: 10001, msg: '不应显示', data: null })),
      mock.get('*/mall/v1/carts', () => HttpResponse.json({ code: 10001, msg: '不应显示', data: null })),
    );
    const answered = countAnswers();
    await act(() => router.navigate('/cart'));
    await waitFor(() => expect(answered).toEqual({ member: 1, cart: 1 }));
    expect(await userMenu()).toHaveTextContent('上海生科');
    expect(screen.getByRole('link', { name: /购物车，6 种商品/ })).toBeInTheDocument();
    expect(screen.queryByText('不应显示')).not.toBeInTheDocument();
  });

  it('a failed cart fetch logs that the cart cannot be fetched', async () => {
    signInAs(DEMO.owner._id);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('*/mall/v1/carts', () => HttpResponse.error()));
    renderApp('/');
    await userMenu();
    await waitFor(() => expect(errors).toHaveBeenCalledWith(expect.stringContaining('无法获取购物车信息'), expect.anything()));
  });
});

describe('a refresh that rotates the refresh token (issue 23, item 7)', () => {
  it('keeps the session: member and cart are not dropped and loaded again', async () => {
    signInAs(DEMO.owner._id, { accessTtlMs: -1000 });
    const before = readTokenInfo();
    const counts = countSessionCalls();
    renderApp('/brand');
    expect(await userMenu()).toHaveTextContent('上海生科');
    expect(readTokenInfo()?.refreshToken).not.toBe(before?.refreshToken);
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 150)));
    // each was sent twice (the 401, then the replay after the refresh), and that was all
    expect(counts).toEqual({ member: 2, cart: 2 });
  });
});

describe('storage change in another tab (spec §4)', () => {
  it('reloads the member when a token exists, clears it otherwise', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/');
    await userMenu();
    // Another tab signs in as someone else.
    signInAs(DEMO.distributor._id);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.tokenInfo, storageArea: localStorage })));
    expect(await screen.findByRole('button', { name: /用户菜单$/ })).toHaveTextContent('博瑞生物');
    // Another tab logs out.
    localStorage.clear();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage })));
    expect(await screen.findByRole('link', { name: '登录/注册' })).toBeInTheDocument();
  });
});

describe('login-only routes', () => {
  it('a visitor opening /cart goes to login with a same-origin redirect back', async () => {
    const { router } = renderApp('/cart?from=header');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('type')).toBe('wx');
    expect(params.get('redirect')).toBe('/cart?from=header');
  });
});

describe('logout (spec §4 steps 1-5)', () => {
  async function logoutFrom(path: string) {
    signInAs(DEMO.owner._id);
    const view = renderApp(path);
    await view.user.click(await userMenu());
    await view.user.click(await screen.findByText('退出登录'));
    return view;
  }

  it('code 0: storage cleared, login page unless the path is public, success message', async () => {
    localStorage.setItem(STORAGE_KEYS.isCheckModal, 'true');
    const { router } = await logoutFrom('/mine/setting');
    expect(await screen.findByText(TEXT.logoutSuccess)).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/account/login?type=wx'));
  });

  it('code 0 on a public page: stays there', async () => {
    const { router } = await logoutFrom('/brand');
    expect(await screen.findByText(TEXT.logoutSuccess)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/brand');
    expect(await screen.findByRole('link', { name: '登录/注册' })).toBeInTheDocument();
  });

  it('the company\'s prices leave with the member: the catalogue cache is emptied, not kept while it is read again', async () => {
    signInAs(DEMO.owner._id);
    const { queryClient, user } = renderApp('/product');
    await waitFor(() => expect(queryClient.getQueriesData({ queryKey: ['materials'] }).some(([, data]) => data !== undefined)).toBe(true));
    // the visitor's catalogue never comes: what the member's answers said (协议价, ladders) must not stay meanwhile
    server.use(mock.get('*/mall/v1/materials*', () => new Promise<never>(() => undefined)));
    // a product the landing script read with the member's token (a query whose initial data is that answer)
    queryClient.getQueryCache().build(queryClient, { queryKey: ['materials', 'detail', 'early'], initialData: { price: 48, terms: { contractPrice: 42 } } });
    await user.click(await userMenu());
    await user.click(await screen.findByText('退出登录'));
    expect(await screen.findByText(TEXT.logoutSuccess)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueriesData({ queryKey: ['materials'] }).filter(([, data]) => data !== undefined)).toEqual([]));
  });

  it('failure: storage cleared, 退出失败，请重试', async () => {
    server.use(mock.post('*/mall/v1/auth/logout', () => HttpResponse.error()));
    const { router } = await logoutFrom('/brand');
    expect(await screen.findByText(TEXT.logoutFailed)).toBeInTheDocument();
    expect(readTokenInfo()).toBeNull();
    expect(router.state.location.pathname).toBe('/brand');
  });

  it('a non-zero code: nothing shown and nothing cleaned (tokens kept, so the member comes back)', async () => {
    server.use(mock.post('*/mall/v1/auth/logout', () => HttpResponse.json({ code: 10001, msg: '不应显示' })));
    await logoutFrom('/brand');
    expect(await userMenu()).toHaveTextContent('上海生科');
    expect(screen.queryByText('不应显示')).not.toBeInTheDocument();
    expect(screen.queryByText(TEXT.logoutSuccess)).not.toBeInTheDocument();
    expect(readTokenInfo()).not.toBeNull();
  });
});
