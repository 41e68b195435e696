/**
 * The shell's parts that a visitor's first load does not carry, each a chunk of its own: the signed-in header
 * (src/app/shell/header-member.tsx, asked for while the session starts) and the return leg of 微信授权绑定
 * (src/features/member/model/use-wechat-bind-return.ts, only on a page marked ?wxbind=1). Fetched in vain (offline, a
 * new deployment), the member keeps the page, is told once, and nothing is lost.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { WECHAT_BIND_RETURN_PARAM } from '@/features/member';
import { renderApp, signInAs } from '../utils/render';

const offline = vi.hoisted(() => ({ on: true, asked: 0, legAsked: 0 }));
const gone = () => new Error('Failed to fetch dynamically imported module');
vi.mock('@/app/shell/header-member', async (importOriginal) => {
  offline.asked++;
  return offline.on ? Promise.reject(gone()) : importOriginal();
});
vi.mock('@/features/member/model/use-wechat-bind-return', async (importOriginal) => {
  offline.legAsked++;
  return offline.on ? Promise.reject(gone()) : importOriginal();
});

const FAILED = '账号栏暂时无法显示，请检查网络后点「重试」';
const LEG_FAILED = '微信绑定暂时无法完成，请检查网络后刷新页面';

beforeEach(() => {
  offline.on = true;
  offline.asked = 0;
  offline.legAsked = 0;
});

describe('the signed-in header, offline', () => {
  it('keeps the page and the place, says it once, and 重试 brings the member area', async () => {
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/brand');
    const loading = await screen.findByTestId('header-loading');
    const retry = await within(loading).findByRole('button', { name: '重试' });
    expect(await screen.findAllByText(FAILED)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: '登录/注册' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/brand');

    offline.on = false;
    await user.click(retry);
    expect(await screen.findByRole('button', { name: /用户菜单$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^购物车/ })).toBeInTheDocument();
    expect(screen.queryByTestId('header-loading')).not.toBeInTheDocument();
  });

  it('a visitor gets 登录/注册 without asking for it', async () => {
    renderApp('/brand');
    expect(await screen.findByRole('link', { name: '登录/注册' })).toBeInTheDocument();
    expect(offline.asked).toBe(0);
  });
});

describe('the return leg of 微信授权绑定, offline', () => {
  it('is said once and keeps the marks in the address, so that a reload completes it', async () => {
    signInAs(DEMO.noCompany._id);
    const search = `?${WECHAT_BIND_RETURN_PARAM}=1&code=oauth-wt-1&state=st`;
    const { router } = renderApp(`/cart${search}`);
    expect(await screen.findAllByText(LEG_FAILED)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/cart');
    expect(router.state.location.search).toBe(search);
  });

  it('a page without the marks never asks for it', async () => {
    signInAs(DEMO.noCompany._id);
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: /购物车/ })).toBeInTheDocument();
    expect(offline.legAsked).toBe(0);
  });
});
