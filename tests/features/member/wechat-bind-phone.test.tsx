import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { wechatBindAtom, WECHAT_BIND_RETURN_PARAM } from '@/features/member';
import { MEDIA } from '@/shared/ui/layout';
import { SESSION_KEYS } from '@/shared/session';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const TITLE = '绑定微信';
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const defaultMatchMedia = window.matchMedia;

/** The viewport of a phone: the shop's phone query (src/shared/ui/layout.ts) matches. */
function asPhone() {
  window.matchMedia = ((query: string) => ({ ...defaultMatchMedia(query), matches: query === MEDIA.phone })) as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = defaultMatchMedia;
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

async function promptOnCart() {
  signInAs(DEMO.noCompany._id);
  const view = renderApp('/cart');
  return { ...view, dialog: await findDialog(TITLE) };
}

describe('WeChat binding on a phone', () => {
  it('a phone browser: says to bind from a computer and offers the QR as an image to save, not a scan of its own screen', async () => {
    asPhone();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { dialog } = await promptOnCart();
    expect(within(dialog).getByText(/手机无法扫描自己屏幕上的二维码/)).toBeInTheDocument();
    expect(within(dialog).getByText(/在电脑上登录商城，进入「账号设置 → 绑定微信」扫码绑定/)).toBeInTheDocument();
    const save = await within(dialog).findByRole('link', { name: /保存二维码图片/ });
    expect(save).toHaveAttribute('download', '绑定微信二维码.png');
    expect(within(dialog).queryByText('请使用微信扫码')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /不再提示/ })).toBeInTheDocument();
  });

  it('a computer: the QR to scan, without the phone help', async () => {
    const { dialog } = await promptOnCart();
    expect(await within(dialog).findByText('请使用微信扫码')).toBeInTheDocument();
    expect(within(dialog).queryByText(/手机无法扫描/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /保存二维码图片/ })).not.toBeInTheDocument();
  });

  it("inside WeChat's browser: 微信授权绑定 goes through the official-account OAuth, whose return leg binds once", async () => {
    asPhone();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const left: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      left.push(this.href);
    });
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/auth/wechat/oauth/url')) asked.push(url);
    });
    const { dialog, user, unmount } = await promptOnCart();
    expect(within(dialog).queryByLabelText('微信绑定二维码')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /微信授权绑定/ }));
    await waitFor(() => expect(left).toHaveLength(1));
    expect(asked[0]?.searchParams.get('purpose')).toBe('bind');
    expect(new URL(asked[0]?.searchParams.get('redirect_uri') ?? '').searchParams.get(WECHAT_BIND_RETURN_PARAM)).toBe('1');
    unmount();

    // WeChat comes back to the page with the code and the state of this tab's start
    const back = new URL(left[0] ?? '');
    expect(back.searchParams.get('code')).toMatch(/^oauth-/);
    const again = renderApp(`${back.pathname}${back.search}`);
    expect(await screen.findByText('微信绑定成功')).toBeInTheDocument();
    await waitFor(() => expect(db.state.members.find((m) => m._id === DEMO.noCompany._id)?.wechatId).toBe('wx-bind-demo-openid'));
    // the marks leave the address bar; the bound member is not asked again
    await waitFor(() => expect(again.router.state.location.search).toBe(''));
    await act(() => again.router.navigate('/cart'));
    await new Promise((r) => setTimeout(r, 300));
    expect(again.store.get(wechatBindAtom).open).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEYS.oauthState)).toBeNull();
  });

  it('a return leg with a foreign state binds nothing', async () => {
    signInAs(DEMO.noCompany._id);
    db.runtime.wechatTickets['wt-foreign'] = 'wx-bind-demo-openid';
    sessionStorage.setItem(SESSION_KEYS.oauthState, JSON.stringify({ value: 'mine', at: Date.now(), purpose: 'bind' }));
    renderApp(`/cart?${WECHAT_BIND_RETURN_PARAM}=1&code=oauth-wt-foreign&state=theirs`);
    expect(await screen.findByText('微信授权已失效或来源不明，请重新授权绑定')).toBeInTheDocument();
    expect(db.state.members.find((m) => m._id === DEMO.noCompany._id)?.wechatId).toBeUndefined();
    expect(db.runtime.wechatTickets['wt-foreign']).toBe('wx-bind-demo-openid');
  });

  it("a login's state does not bind", async () => {
    signInAs(DEMO.noCompany._id);
    db.runtime.wechatTickets['wt-login'] = 'wx-bind-demo-openid';
    sessionStorage.setItem(SESSION_KEYS.oauthState, JSON.stringify({ value: 'st', at: Date.now() }));
    renderApp(`/cart?${WECHAT_BIND_RETURN_PARAM}=1&code=oauth-wt-login&state=st`);
    expect(await screen.findByText('微信授权已失效或来源不明，请重新授权绑定')).toBeInTheDocument();
    expect(db.state.members.find((m) => m._id === DEMO.noCompany._id)?.wechatId).toBeUndefined();
  });
});
