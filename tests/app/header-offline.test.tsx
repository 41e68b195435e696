/**
 * The signed-in header is a chunk of its own (src/app/shell/header-member.tsx), asked for while the session starts.
 * Fetched in vain (offline, a new deployment), the member keeps the page and the header's place, is told once, and
 * 重试 brings it; a visitor never waits for it.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { renderApp, signInAs } from '../utils/render';

const offline = vi.hoisted(() => ({ on: true, asked: 0 }));
vi.mock('@/app/shell/header-member', async (importOriginal) => {
  offline.asked++;
  return offline.on ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : importOriginal();
});

const FAILED = '账号栏暂时无法显示，请检查网络后点「重试」';

beforeEach(() => {
  offline.on = true;
  offline.asked = 0;
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
