/**
 * 扫码查找 on /coa (issue 44 item 4): the typed path, a picture read by a stand-in decoder (the browser's
 * BarcodeDetector, which the dialog prefers), and the camera's messages; the camera is asked for only on the press.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { loginDialogAtom } from '@/features/auth';
import { renderApp, signInAs } from '../../utils/render';

/** What the stand-in detector finds in the next picture (null: nothing). */
let nextCode: { rawValue: string; format: string } | null = null;

class StandInDetector {
  static getSupportedFormats = () => Promise.resolve(['qr_code', 'data_matrix', 'code_128']);
  detect() {
    return Promise.resolve(nextCode ? [nextCode] : []);
  }
}

const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

beforeEach(() => {
  nextCode = null;
  getUserMedia.mockReset();
  vi.stubGlobal('BarcodeDetector', StandInDetector);
  // jsdom draws nothing: a picture's pixels are a blank frame for the stand-in
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 40, height: 40, close: () => undefined }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage: () => undefined, getImageData: (_x: number, _y: number, w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) }) }) as never,
  );
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sigma = () => {
  const coa = db.state.coas.find((c) => db.state.materials.find((m) => m._id === c.matlId && m.gtin && m.stock > 0))!;
  return { coa, material: db.state.materials.find((m) => m._id === coa.matlId)! };
};

async function openDialog() {
  const view = renderApp('/coa');
  await view.user.click(await screen.findByRole('button', { name: /扫码查找/ }));
  const dialog = await screen.findByRole('dialog', { name: '扫码查找' });
  return { ...view, dialog };
}

describe('扫码查找', () => {
  it('a typed GS1 string finds the pack by its GTIN and links the lot’s COA', async () => {
    const { coa, material } = sigma();
    const { dialog, user, router } = await openDialog();
    await user.click(within(dialog).getByText('手动输入'));
    await user.type(within(dialog).getByRole('textbox', { name: '货号、CAS 号或条码内容' }), `(01)${material.gtin}(10)${coa.lot}`);
    await user.click(within(dialog).getByRole('button', { name: /查找/ }));
    const result = await within(dialog).findByRole('region', { name: '扫码结果' });
    expect(await within(result).findByRole('link', { name: material.name })).toHaveAttribute('href', `/product/${material._id}`);
    expect(result).toHaveTextContent(coa.lot);
    await user.click(within(result).getByRole('link', { name: new RegExp(`查看批号 ${coa.lot} 的 COA`) }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/coa?sn=${coa.sn}`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '扫码查找' })).not.toBeInTheDocument());
  });

  it('a label’s expiry (AI 17) is shown, and said to be past when it is (by China’s date)', async () => {
    // 2026-11-30 17:00 UTC: already 12-01 in China, so a pack good until 11-30 is past (only Date is faked)
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T17:00:00Z') });
    const { material } = sigma();
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByText('手动输入'));
    const box = within(dialog).getByRole('textbox', { name: '货号、CAS 号或条码内容' });
    await user.type(box, `(01)${material.gtin}(17)261130`);
    await user.click(within(dialog).getByRole('button', { name: /查找/ }));
    let result = await within(dialog).findByRole('region', { name: '扫码结果' });
    await within(result).findByRole('link', { name: material.name });
    expect(result).toHaveTextContent('有效期至2026-11-30（已过期）');
    await user.clear(box);
    await user.type(box, `(01)${material.gtin}(17)261201`);
    await user.click(within(dialog).getByRole('button', { name: /查找/ }));
    await waitFor(() => expect(within(dialog).getByRole('region', { name: '扫码结果' })).toHaveTextContent('有效期至2026-12-01'));
    result = within(dialog).getByRole('region', { name: '扫码结果' });
    expect(result).not.toHaveTextContent('已过期');
  });

  it('a foreign link is shown, never opened; a bad CAS check digit is said', async () => {
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByText('手动输入'));
    const box = within(dialog).getByRole('textbox', { name: '货号、CAS 号或条码内容' });
    await user.type(box, 'https://evil.example.com/coa?sn=COA1');
    await user.click(within(dialog).getByRole('button', { name: /查找/ }));
    expect(await within(dialog).findByText('这是其他网站的链接，为安全起见不会打开')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '64-17-4');
    await user.click(within(dialog).getByRole('button', { name: /查找/ }));
    expect(await within(dialog).findByText('CAS 号“64-17-4”校验位不符，请核对')).toBeInTheDocument();
  });

  it('a picture is read by the decoder; one without a code says so', async () => {
    const material = db.state.materials.find((m) => m.catalogNo === 'P2327-50MG')!;
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByText('识别图片'));
    const input = within(dialog).getByLabelText('选择标签图片');
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'blank.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('未在图片中识别到二维码或条码');
    nextCode = { rawValue: material.catalogNo, format: 'code_128' };
    await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'label.png', { type: 'image/png' }));
    const result = await within(dialog).findByRole('region', { name: '扫码结果' });
    expect(await within(result).findByRole('link', { name: material.name })).toBeInTheDocument();
  });

  it('asks for the camera only on the press, and says why it cannot use it', async () => {
    const { dialog, user } = await openDialog();
    expect(getUserMedia).not.toHaveBeenCalled();
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(within(dialog).getByRole('button', { name: /打开摄像头扫码/ }));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('未获得摄像头权限');

    getUserMedia.mockRejectedValueOnce(new DOMException('none', 'NotFoundError'));
    await user.click(within(dialog).getByRole('button', { name: /打开摄像头扫码/ }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('未找到可用的摄像头'));

    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
    await user.click(within(dialog).getByRole('button', { name: /打开摄像头扫码/ }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('摄像头需要安全连接（HTTPS）'));
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('reorders a pack: a member adds it to the cart; a pack out of stock offers 到货提醒', async () => {
    const { material } = sigma();
    const out = db.state.materials.find((m) => m.gtin && m.stock === 0 && !m.offShelf)!;
    signInAs(DEMO.owner._id);
    db.state.carts = db.state.carts.filter((c) => !(c.memberId === DEMO.owner._id && c.matlId === material._id));
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByText('手动输入'));
    const box = within(dialog).getByRole('textbox', { name: '货号、CAS 号或条码内容' });
    await user.type(box, material.gtin!);
    await user.click(within(dialog).getByRole('button', { name: /查找/ }));
    const result = await within(dialog).findByRole('region', { name: '扫码结果' });
    await user.click(await within(result).findByRole('button', { name: /加入购物车/ }));
    await waitFor(() => expect(db.state.carts.some((c) => c.memberId === DEMO.owner._id && c.matlId === material._id)).toBe(true));

    await user.clear(box);
    await user.type(box, out.gtin!);
    await user.click(within(dialog).getByRole('button', { name: /查找/ }));
    await within(dialog).findByRole('link', { name: out.name });
    const outResult = within(dialog).getByRole('region', { name: '扫码结果' });
    expect(within(outResult).getByRole('button', { name: /到货提醒/ })).toBeInTheDocument();
    // 缺货 (no lead time) cannot be ordered; 期货 can
    if (out.leadDays === 0) expect(within(outResult).queryByRole('button', { name: /加入购物车/ })).not.toBeInTheDocument();
  });

  it('a visitor pressing 加入购物车 is asked to sign in, to come back to the product', async () => {
    const { material } = sigma();
    const { dialog, user, store } = await openDialog();
    await user.click(within(dialog).getByText('手动输入'));
    await user.type(within(dialog).getByRole('textbox', { name: '货号、CAS 号或条码内容' }), material.catalogNo);
    await user.click(within(dialog).getByRole('button', { name: /查找/ }));
    const result = await within(dialog).findByRole('region', { name: '扫码结果' });
    await user.click(await within(result).findByRole('button', { name: /加入购物车/ }));
    expect(await screen.findByRole('dialog', { name: /登录/ })).toBeInTheDocument();
    // signed in, the product page adds the pack (its ?then=cart, as from the list)
    expect(store.get(loginDialogAtom)).toEqual({ open: true, redirectTo: `/product/${material._id}?qty=1&then=cart` });
  });
});
