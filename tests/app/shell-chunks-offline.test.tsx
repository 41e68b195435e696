/**
 * The shell's parts that a visitor's first load does not carry, each a chunk of its own: the signed-in header
 * (src/app/shell/header-member.tsx, asked for while the session starts) and the return leg of 微信授权绑定
 * (src/features/member/model/use-wechat-bind-return.ts, only on a page marked ?wxbind=1). Fetched in vain (offline, a
 * new deployment), the member keeps the page, is told once, and nothing is lost.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { server } from '../../mocks/node.ts';
import { WECHAT_BIND_RETURN_PARAM } from '@/features/member';
import { feedback } from '@/shared/lib/feedback';
import { timesSaid } from '../utils/dialogs';
import { renderApp, signInAs } from '../utils/render';

const offline = vi.hoisted(() => ({ on: true }));
const gone = () => new Error('Failed to fetch dynamically imported module');
vi.mock('@/app/shell/header-member', async (importOriginal) => (offline.on ? Promise.reject(gone()) : importOriginal()));
vi.mock('@/features/member/model/use-wechat-bind-return', async (importOriginal) => (offline.on ? Promise.reject(gone()) : importOriginal()));

const FAILED = '账号栏暂时无法显示，请检查网络后点「重试」';
const LEG_FAILED = '微信绑定暂时无法完成，请检查网络后刷新页面';

beforeEach(() => {
  offline.on = true;
});

describe('the signed-in header, offline', () => {
  // one test: once its chunk has come, a module graph keeps it, and nothing could fail again
  it("keeps the page and the place, says it once; the session's 重试 asks for the chunk again too, and its own 重试 brings it", async () => {
    const errors = vi.spyOn(feedback, 'error');
    signInAs(DEMO.owner._id);
    // offline at the start: the member and the chunk
    server.use(http.get('*/mall/v1/member/info', () => HttpResponse.error()));
    const { user, router } = renderApp('/brand');
    const sessionRetry = await within(await screen.findByTestId('header-loading')).findByRole('button', { name: '重试' });
    await waitFor(() => expect(timesSaid(errors, FAILED)).toBe(1));
    expect(screen.queryByRole('link', { name: '登录/注册' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/brand');

    // the mall answers again, the chunk still cannot be fetched: the session's 重试 asked for it once more
    server.resetHandlers();
    await user.click(sessionRetry);
    await waitFor(() => expect(timesSaid(errors, FAILED)).toBe(2));
    const areaRetry = await within(await screen.findByTestId('header-loading')).findByRole('button', { name: '重试' });
    expect(screen.queryByRole('link', { name: '登录/注册' })).not.toBeInTheDocument();

    offline.on = false;
    await user.click(areaRetry);
    expect(await screen.findByRole('button', { name: /用户菜单$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^购物车/ })).toBeInTheDocument();
    expect(screen.queryByTestId('header-loading')).not.toBeInTheDocument();
    expect(timesSaid(errors, FAILED)).toBe(2);
  });
});

describe('the return leg of 微信授权绑定, offline', () => {
  it('is said once and keeps the marks in the address, so that a reload completes it', async () => {
    const errors = vi.spyOn(feedback, 'error');
    signInAs(DEMO.noCompany._id);
    const search = `?${WECHAT_BIND_RETURN_PARAM}=1&code=oauth-bind-wt-1&state=st`;
    const { router } = renderApp(`/cart${search}`);
    await waitFor(() => expect(timesSaid(errors, LEG_FAILED)).toBe(1));
    expect(await screen.findByText(LEG_FAILED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(router.state.location.search).toBe(search);
    expect(timesSaid(errors, LEG_FAILED)).toBe(1);
  });
});
