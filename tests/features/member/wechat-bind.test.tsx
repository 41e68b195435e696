import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { wechatBindAtom } from '@/features/member';
import { readSessionFlag, SESSION_KEYS } from '@/shared/storage';
import { expectNoDialog, findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const TITLE = '绑定微信';
const userMenu = () => screen.findByRole('button', { name: /用户菜单$/ });

afterEach(() => server.events.removeAllListeners());

/** The bodies sent to PUT {v1}/member/wechat/bind. */
function captureBindBodies() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/mall/v1/member/wechat/bind') void request.clone().json().then((b) => bodies.push(b));
  });
  return bodies;
}

async function openOnHome(memberId: string = DEMO.noCompany._id) {
  signInAs(memberId);
  const view = renderApp('/');
  await userMenu();
  act(() => view.store.set(wechatBindAtom, { open: true, isClosed: false }));
  return { ...view, dialog: await findDialog(TITLE) };
}

describe('WeChat binding dialog', () => {
  it('opens from the atom set by non-React code and shows a live QR', async () => {
    const { dialog } = await openOnHome();
    expect(await within(dialog).findByText('请使用微信扫码')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '模拟扫码' })).toBeEnabled();
  });

  it('scan, confirm: binds with the ticket, refetches the member and closes', async () => {
    const bodies = captureBindBodies();
    const { dialog, store, queryClient, user } = await openOnHome();
    await within(dialog).findByText('请使用微信扫码');
    await user.click(within(dialog).getByRole('button', { name: '模拟扫码' }));
    expect(await within(dialog).findByText('已扫码，请在手机上确认')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '模拟确认' }));
    expect(await screen.findByText('微信绑定成功')).toBeInTheDocument();
    await expectNoDialog(TITLE);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({ ticket: expect.stringMatching(/^wt-/) });
    await waitFor(() =>
      expect(queryClient.getQueryData<{ wechatId?: string }>(['member'])?.wechatId).toBe('wx-bind-demo-openid'),
    );
    expect(db.state.members.find((m) => m._id === DEMO.noCompany._id)?.wechatId).toBe('wx-bind-demo-openid');
    // Done is not a cancel: the closed flag stays off (never drawn: only the atom can say it).
    expect(store.get(wechatBindAtom).isClosed).toBe(false);
    expect(readSessionFlag(SESSION_KEYS.wechatBindClosed)).toBe(false);
  });

  it('a refused binding (WeChat bound elsewhere) shows the server message once and offers a retry', async () => {
    server.use(
      mock.put('*/mall/v1/member/wechat/bind', () => HttpResponse.json({ code: 10041, msg: '该微信已绑定其他账号', data: null })),
    );
    const { dialog, user } = await openOnHome();
    await within(dialog).findByText('请使用微信扫码');
    await user.click(within(dialog).getByRole('button', { name: '模拟确认' }));
    expect(await screen.findByText('该微信已绑定其他账号')).toBeInTheDocument();
    expect(await within(dialog).findByText('绑定失败，点击重试')).toBeInTheDocument();
    expect(screen.getAllByText('该微信已绑定其他账号')).toHaveLength(1);
    expect(await findDialog(TITLE)).toBeInTheDocument();
  });

  it('取消 closes and remembers it for this tab (isClosed + sessionStorage)', async () => {
    const { dialog, store, user } = await openOnHome();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await expectNoDialog(TITLE);
    expect(store.get(wechatBindAtom).isClosed).toBe(true); // never drawn: it keeps the prompt away for this tab
    expect(readSessionFlag(SESSION_KEYS.wechatBindClosed)).toBe(true);
  });

  it('X also counts as closed', async () => {
    const { dialog, store, user } = await openOnHome();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expectNoDialog(TITLE);
    expect(store.get(wechatBindAtom).isClosed).toBe(true); // never drawn: it keeps the prompt away for this tab
    expect(readSessionFlag(SESSION_KEYS.wechatBindClosed)).toBe(true);
  });

  it('an expired QR shows 二维码已失效，点击刷新; clicking gets a new QR', async () => {
    let scenes = 0;
    server.use(
      mock.get('*/mall/v1/auth/wechat/qrcode', () => {
        scenes++;
        // The first scene is unknown to the fake mall: its socket answers EXPIRED at once.
        if (scenes === 1) return HttpResponse.json({ code: 0, msg: 'success', data: { sceneId: 'qr-gone', qrContent: 'x', expiresIn: 120 } });
        return undefined;
      }),
    );
    const { dialog, user } = await openOnHome();
    await user.click(await within(dialog).findByRole('button', { name: /二维码已失效，点击刷新/ }));
    expect(await within(dialog).findByText('请使用微信扫码')).toBeInTheDocument();
    expect(scenes).toBe(2);
  });

  it('a failed connection shows 连接中断，点击重试; clicking retries', async () => {
    let calls = 0;
    server.use(
      mock.get('*/mall/v1/auth/wechat/qrcode', () => {
        calls++;
        return calls === 1 ? HttpResponse.error() : undefined;
      }),
    );
    const { dialog, user } = await openOnHome();
    await user.click(await within(dialog).findByRole('button', { name: /连接中断，点击重试/ }));
    expect(await within(dialog).findByText('请使用微信扫码')).toBeInTheDocument();
  });
});
