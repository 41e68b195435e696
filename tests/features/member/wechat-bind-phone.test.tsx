import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { WECHAT_BIND_RETURN_PARAM, wechatBindAtom } from '@/features/member';
import { MEDIA } from '@/shared/ui/layout';
import { SESSION_KEYS } from '@/shared/storage';
import { expectNoDialog, findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const TITLE = '绑定微信';
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const defaultMatchMedia = window.matchMedia;

/** The viewport of a phone: the shop's phone query (src/shared/ui/layout.ts) matches. */
function asPhone() {
  window.matchMedia = ((query: string) => ({ ...defaultMatchMedia(query), matches: query === MEDIA.phone })) as typeof window.matchMedia;
}

/**
 * jsdom has no canvas: a 2D context that draws nothing, and PNG data URLs that differ per call (the QR's image as
 * the dialog makes it, src/features/member/components/wechat-bind-dialog.tsx).
 */
function fakeCanvas() {
  const context = new Proxy({}, { get: () => () => undefined, set: () => true }) as CanvasRenderingContext2D;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  let made = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => `data:image/png;base64,UVI${++made}`);
}

afterEach(() => {
  window.matchMedia = defaultMatchMedia;
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

/** The dialog as 账号设置 → 绑定微信 opens it (it never opens by itself, docs/prompts.md), here over the cart. */
async function promptOnCart() {
  signInAs(DEMO.noCompany._id);
  const view = renderApp('/cart');
  await screen.findByRole('button', { name: /用户菜单$/ });
  act(() => view.store.set(wechatBindAtom, { open: true, isClosed: false }));
  return { ...view, dialog: await findDialog(TITLE) };
}

describe('WeChat binding on a phone', () => {
  it('a phone browser: says to bind from a computer and shows the QR as an image to long-press into the album, not a scan of its own screen', async () => {
    asPhone();
    fakeCanvas();
    const { dialog } = await promptOnCart();
    expect(within(dialog).getByText(/手机无法扫描自己屏幕上的二维码/)).toBeInTheDocument();
    expect(within(dialog).getByText(/在电脑上登录商城，进入「账号设置 → 绑定微信」扫码绑定/)).toBeInTheDocument();
    // an <img> (iOS saves a long-pressed image to Photos, where 扫一扫 → 相册 looks), not the canvas
    const picture = await within(dialog).findByRole('img', { name: '微信绑定二维码图片' });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText(/长按图片保存到相册，再用微信「扫一扫」从相册选取/)).toBeInTheDocument();
    expect(within(dialog).getByText(/二维码 2 分钟内有效/)).toBeInTheDocument();
    // the canvas only feeds the image: hidden, with no role or name of its own
    // eslint-disable-next-line testing-library/no-node-access
    expect(dialog.querySelector('canvas')).not.toBeVisible();
    // the download stays for Android and desktop browsers: the same image
    const save = within(dialog).getByRole('link', { name: /保存二维码图片/ });
    expect(save).toHaveAttribute('download', '绑定微信二维码.png');
    expect(save).toHaveAttribute('href', picture.getAttribute('src'));
    expect(within(dialog).queryByText('请使用微信扫码')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /不再提示/ })).not.toBeInTheDocument();
  });

  it('a phone browser: a refreshed QR makes a new image', async () => {
    asPhone();
    fakeCanvas();
    const { dialog, user } = await promptOnCart();
    const first = (await within(dialog).findByRole('img', { name: '微信绑定二维码图片' })).getAttribute('src');
    await user.click(within(dialog).getByRole('button', { name: '模拟扫码' }));
    await waitFor(() => expect(within(dialog).queryByRole('img', { name: '微信绑定二维码图片' })).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: '模拟取消' }));
    await user.click(await within(dialog).findByRole('button', { name: /已在手机上取消，点击刷新/ }));
    const next = await within(dialog).findByRole('img', { name: '微信绑定二维码图片' });
    expect(next.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(next.getAttribute('src')).not.toBe(first);
    expect(within(dialog).getByRole('link', { name: /保存二维码图片/ })).toHaveAttribute('href', next.getAttribute('src'));
  });

  it('a phone browser whose canvas cannot make the image: says so in Chinese, offers no dead link', async () => {
    asPhone();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { dialog } = await promptOnCart();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('二维码图片生成失败，无法保存到相册');
    expect(within(dialog).queryByRole('link', { name: /保存二维码图片/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: '微信绑定二维码图片' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('微信绑定二维码')).toBeVisible();
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
    const view = renderApp(`${back.pathname}${back.search}`);
    expect(await screen.findByText('微信绑定成功')).toBeInTheDocument();
    await waitFor(() => expect(db.state.members.find((m) => m._id === DEMO.noCompany._id)?.wechatId).toBe('wx-bind-demo-openid'));
    // the marks leave the address bar; the bound member is not asked again
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    await act(() => view.router.navigate('/cart'));
    await new Promise((r) => setTimeout(r, 300));
    await expectNoDialog('绑定微信');
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
