import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../../mocks/db/demo-accounts.ts';
import { server } from '../../mocks/node.ts';
import { createQueryClient, queryRoots } from '@/shared/api';
import { TEXT } from '@/shared/config/constants';
import { feedback } from '@/shared/lib/feedback';
import { readTokenInfo } from '@/shared/storage';
import { renderApp, signInAs } from '../utils/render';
import { shownDialogTitles, timesSaid } from '../utils/dialogs';
import { retryAtRest } from '../utils/retry';

/** Defects 1, 3, 7, 9 and 11 of issue 8 and the call counts of item 12, as the user meets them. */
function countCalls() {
  const counts = { member: 0, cart: 0, oauthLogin: 0 };
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/mall/v1/member/info') counts.member++;
    if (pathname === '/mall/v1/carts') counts.cart++;
    if (pathname === '/mall/v1/auth/mini-program/login') counts.oauthLogin++;
  });
  return counts;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const userMenu = () => screen.findByRole('button', { name: /用户菜单$/ });
const pause = (ms = 150) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

/** The OAuth start leg as the shop stores it: a random state, single use, 10 minutes. */
function storeOauthState(value: string, at = Date.now()) {
  sessionStorage.setItem('oauthState', JSON.stringify({ value, at }));
}

async function passwordLogin(view: ReturnType<typeof renderApp>, phone: string) {
  await view.user.click(await screen.findByRole('tab', { name: '密码登录' }));
  const form = screen.getByRole('form', { name: '密码登录' });
  await view.user.type(within(form).getByLabelText('手机号'), phone);
  await view.user.type(within(form).getByLabelText('密码'), DEMO_PASSWORD);
  await view.user.click(within(form).getByRole('checkbox'));
  await view.user.click(within(form).getByRole('button', { name: '登录' }));
}

describe('defect 1: OAuth return leg needs its state', () => {
  it('a code without the state this tab started is refused with a Chinese message, never exchanged', async () => {
    const counts = countCalls();
    const view = renderApp('/account/login?type=wx&code=oauth-forged&state=wechat-oauth&redirect=%2Fbrand');
    expect(await screen.findByText('微信授权已失效或来源不明，请重新授权登录')).toBeInTheDocument();
    await pause();
    expect(counts.oauthLogin).toBe(0);
    expect(readTokenInfo()).toBeNull();
    // the code and state leave the address bar (history, later referrers); the way back stays
    expect(view.router.state.location.search).toBe('?type=wx&redirect=%2Fbrand');
  });

  it('an expired state (over 10 minutes) is refused too', async () => {
    const counts = countCalls();
    storeOauthState('s-old', Date.now() - 11 * 60_000);
    renderApp('/account/login?type=wx&code=oauth-x&state=s-old');
    expect(await screen.findByText('微信授权已失效或来源不明，请重新授权登录')).toBeInTheDocument();
    expect(counts.oauthLogin).toBe(0);
  });

  it('over an existing session the code is not exchanged without asking', async () => {
    signInAs(DEMO.noCompany._id);
    const before = readTokenInfo();
    const counts = countCalls();
    storeOauthState('s-1');
    const view = renderApp('/account/login?type=wx&code=oauth-x&state=s-1');
    await screen.findAllByText('当前已登录，是否切换为微信授权的账号？');
    expect(shownDialogTitles()).toHaveLength(1);
    await pause();
    expect(counts.oauthLogin).toBe(0);
    await view.user.click(screen.getByRole('button', { name: '保持当前账号' }));
    await pause();
    expect(counts.oauthLogin).toBe(0);
    expect(readTokenInfo()).toEqual(before);
  });

  it('with the matching state a visitor is signed in, and the state works once only', async () => {
    const counts = countCalls();
    storeOauthState('s-2');
    // the fake mall's code for the single-account identity
    const answer = await fetch('http://localhost:3000/mall/v1/auth/wechat/oauth/url?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Faccount%2Flogin&state=s-2');
    const code = new URL(((await answer.json()) as { data: { url: string } }).data.url).searchParams.get('code') ?? '';
    const view = renderApp(`/account/login?type=wx&redirect=%2Fbrand&code=${encodeURIComponent(code)}&state=s-2`);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/brand'));
    expect(await userMenu()).toHaveTextContent('上海生科');
    expect(counts.oauthLogin).toBe(1);
    expect(sessionStorage.getItem('oauthState')).toBeNull();
  });
});

describe('defect 11: only an https OAuth URL is followed', () => {
  it('a plain-http URL from the server is refused with a message', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 MicroMessenger/8.0');
    server.use(mock.get('*/mall/v1/auth/wechat/oauth/url', () => HttpResponse.json({ code: 0, data: { url: 'http://evil.example/authorize' } })));
    const view = renderApp('/account/login?type=wx');
    await view.user.click(await screen.findByRole('button', { name: '微信授权登录' }));
    expect(await screen.findByText('授权地址不安全，已阻止跳转')).toBeInTheDocument();
  });

  it('an https URL is followed without a referrer: the return leg never gets this page as its referrer', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 MicroMessenger/8.0');
    const authorize = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&response_type=code';
    server.use(mock.get('*/mall/v1/auth/wechat/oauth/url', () => HttpResponse.json({ code: 0, data: { url: authorize } })));
    const followed: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this);
    });
    const view = renderApp('/account/login?type=wx&redirect=%2Fbrand');
    await view.user.click(await screen.findByRole('button', { name: '微信授权登录' }));
    await waitFor(() => expect(followed).toHaveLength(1));
    expect(followed[0]!.href).toBe(authorize);
    expect(followed[0]!.referrerPolicy).toBe('no-referrer');
  });
});

describe('defect 3: member or cart failing with an HTTP error', () => {
  it('502 on the member: one toast, the header stays recoverable with 重试, not 登录/注册', async () => {
    signInAs(DEMO.owner._id);
    server.use(mock.get('*/mall/v1/member/info', () => HttpResponse.json({ code: 502, msg: '' }, { status: 502 })));
    const view = renderApp('/');
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.queryByRole('link', { name: '登录/注册' })).not.toBeInTheDocument();
    expect(await screen.findAllByText('服务暂时不可用（502），请稍后重试')).toHaveLength(1);
    server.resetHandlers();
    await view.user.click(retry);
    expect(await userMenu()).toHaveTextContent('上海生科');
  });

  it('offline for member and cart: one toast for both, and the header keeps 重试', async () => {
    signInAs(DEMO.owner._id);
    server.use(
      mock.get('*/mall/v1/member/info', () => HttpResponse.error()),
      mock.get('*/mall/v1/carts', () => new HttpResponse('<html>502</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/');
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
    await pause(300);
    expect(screen.getAllByText(/网络连接失败|服务暂时不可用/)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: '登录/注册' })).not.toBeInTheDocument();
  });
});

describe('defect 7: the redirect target is decoded once', () => {
  it('/order?keyword=R%26D+Systems comes back whole after signing in', async () => {
    const view = renderApp('/order?keyword=R%26D+Systems');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/account/login'));
    await passwordLogin(view, DEMO.owner.cellphone);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/order'));
    expect(new URLSearchParams(view.router.state.location.search).get('keyword')).toBe('R&D Systems');
  });
});

describe('defect 9: logout forgets the previous member', () => {
  it('a cart answer arriving after logout is dropped, and order caches are removed', async () => {
    signInAs(DEMO.owner._id);
    const view = renderApp('/brand');
    await userMenu();
    view.queryClient.setQueryData(['orders', 'list', { page: 1 }], { list: ['A-1'] });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    server.use(
      mock.get('*/mall/v1/carts', async () => {
        started = true;
        await gate;
        return HttpResponse.json({ code: 0, data: { itemCounts: 6, list: [{ matlId: 'm1', selected: true, quantity: 1 }] } });
      }),
    );
    await act(() => view.router.navigate('/label'));
    await waitFor(() => expect(started).toBe(true));
    await view.user.click(await userMenu());
    await view.user.click(await screen.findByText('退出登录'));
    expect(await screen.findByRole('link', { name: '登录/注册' })).toBeInTheDocument();
    release();
    await pause();
    const cart = view.queryClient.getQueryData<{ itemCounts: number }>(['cart']);
    expect(cart?.itemCounts ?? 0).toBe(0);
    expect(view.queryClient.getQueryData(['orders', 'list', { page: 1 }])).toBeUndefined();
  });
});

describe('item 12: one sign-in, one member call and one cart call', () => {
  it('password login from the login page', async () => {
    const view = renderApp('/account/login?type=wx&redirect=%2Fbrand');
    await screen.findByRole('tab', { name: '密码登录' });
    const counts = countCalls();
    await passwordLogin(view, DEMO.owner.cellphone);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/brand'));
    expect(await userMenu()).toHaveTextContent('上海生科');
    await pause(300);
    expect({ member: counts.member, cart: counts.cart }).toEqual({ member: 1, cart: 1 });
  });
});

describe('issue 23: a passing failure keeps the member on the page', () => {
  function countRefreshes() {
    const seen = { refresh: 0, member: 0 };
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/mall/v1/auth/access-token') seen.refresh++;
      if (pathname === '/mall/v1/member/info') seen.member++;
    });
    return seen;
  }

  it.each([
    ['HTTP 502', () => HttpResponse.json({ code: 502, msg: 'bad gateway' }, { status: 502 }), '服务暂时不可用（502），请稍后重试'],
    ['a dropped connection', () => HttpResponse.error(), TEXT.networkFailed],
  ])('item 3: /cart with an expired token, the refresh answering %s: stays on /cart with 重试, said once, tokens kept; 重试 refreshes again', async (_name, answer, message) => {
    const tokens = signInAs(DEMO.owner._id, { accessTtlMs: -1000 });
    const seen = countRefreshes();
    const toasts = vi.spyOn(feedback, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.post('*/mall/v1/auth/access-token', answer));
    const view = renderApp('/cart');
    const main = await screen.findByRole('main');
    const retry = await within(main).findByRole('button', { name: '重试' });
    // React Query's retries run out (no delay in tests), and still: the page, not the login form
    await waitFor(() => expect(view.queryClient.getQueryState(queryRoots.member)).toMatchObject({ status: 'error', fetchStatus: 'idle' }));
    await waitFor(() => expect(view.queryClient.getQueryState(queryRoots.cart)).toMatchObject({ status: 'error', fetchStatus: 'idle' }));
    await pause(300);
    expect(view.router.state.location.pathname).toBe('/cart');
    expect(within(main).getByRole('heading', { name: '暂时无法加载您的账号信息' })).toBeInTheDocument();
    expect(within(main).getByText(message)).toBeInTheDocument();
    expect(within(main).getByText(/您仍处于登录状态/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '密码登录' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录/注册' })).not.toBeInTheDocument();
    expect(timesSaid(toasts, message)).toBe(1);
    expect(readTokenInfo()).toEqual(tokens);

    // the mall is back: 重试 tries the refresh again, and the cart shows
    server.resetHandlers();
    const before = seen.refresh;
    await view.user.click(retry);
    expect(await userMenu()).toHaveTextContent('上海生科');
    expect(await within(main).findByRole('heading', { name: '购物车' })).toBeInTheDocument();
    expect(seen.refresh).toBe(before + 1);
    expect(view.router.state.location.pathname).toBe('/cart');
  });

  /** The first request answers at once; the later ones (React Query's retries) wait until `release`. */
  function holdAfterFirst() {
    let calls = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    return { gate: () => (++calls === 1 ? Promise.resolve() : held), release: () => release() };
  }

  it('item 4: the first failed member fetch is said at once (before the retries end), while React Query retries in the background', async () => {
    signInAs(DEMO.owner._id);
    const seen = countRefreshes();
    const toasts = vi.spyOn(feedback, 'error');
    const message = '服务暂时不可用（503），请稍后重试';
    // the retries are held until released: 重试 can only show if the first failure is said, not the last one
    const retries = holdAfterFirst();
    server.use(mock.get('*/mall/v1/member/info', async () => {
      await retries.gate();
      return HttpResponse.json({ code: 503, msg: '' }, { status: 503 });
    }));
    // the production client: retries after 1 s and 2 s
    const view = renderApp('/order', { queryClient: createQueryClient() });
    const main = await screen.findByRole('main');
    await within(main).findByRole('button', { name: '重试' });
    expect(screen.getByTestId('header-loading')).toHaveTextContent('重试');
    retries.release();
    await waitFor(() => expect(timesSaid(toasts, message)).toBe(1));
    // the retries go on, and add no second word
    await waitFor(() => expect(seen.member).toBe(3));
    await pause(300);
    expect(timesSaid(toasts, message)).toBe(1);
    expect(view.router.state.location.pathname).toBe('/order');
  });

  it('item 4: a cart that fails to load shows the cart page’s 重试 at once (before the retries end), and 重试 loads it', async () => {
    signInAs(DEMO.owner._id);
    let failing = true;
    // the retries are held until released: the page can only say it if it says the first failure
    const retries = holdAfterFirst();
    server.use(mock.get('*/mall/v1/carts', async () => {
      await retries.gate();
      return failing ? HttpResponse.json({ code: 503, msg: '' }, { status: 503 }) : undefined;
    }));
    const view = renderApp('/cart', { queryClient: createQueryClient() });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('购物车暂时无法加载', {})).toBeInTheDocument();
    retries.release();
    // the held retries fail too; then the mall is back
    const retry = await retryAtRest(main);
    failing = false;
    await view.user.click(retry);
    await waitFor(() => expect(within(main).queryByText('购物车暂时无法加载')).not.toBeInTheDocument());
    expect(view.router.state.location.pathname).toBe('/cart');
  });
});
