import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import qrcode from 'qrcode-generator';
import { db } from '../../mocks/db/index.ts';
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';

/**
 * 拍照扫码 with a camera: Chromium's fake capture device plays a Y4M video of a bottle label's QR code (made here
 * from qrcode-generator's modules), so the camera path (getUserMedia on the press, frames read by the zxing-wasm
 * fallback) runs end to end. The flags belong to this file's browser only.
 */
const SN = 'COA25G001251';
const ORIGIN = `http://127.0.0.1:${Number(process.env.PREVIEW_PORT ?? 4173)}`;

/** A 640 × 480 I420 video (2 frames, looped by Chromium) of the QR code of `text`, black on white. */
function qrVideo(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const [w, h, cell] = [640, 480, 8];
  const size = qr.getModuleCount() * cell;
  const [left, top] = [Math.floor((w - size) / 2), Math.floor((h - size) / 2)];
  const luma = Buffer.alloc(w * h, 235);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (qr.isDark(Math.floor(y / cell), Math.floor(x / cell))) luma[(top + y) * w + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((w / 2) * (h / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const dir = join(tmpdir(), `scan-camera-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'label-qr.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F5:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

/** The camera's stream was handed to the video and each of its tracks has ended (the light goes off). */
const cameraEnded = (page: Page) =>
  page.getByLabel('摄像头画面').evaluate((video: HTMLVideoElement) => {
    const tracks = video.srcObject instanceof MediaStream ? video.srcObject.getTracks() : [];
    return tracks.length > 0 && tracks.every((track) => track.readyState === 'ended');
  });

const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const video = qrVideo(`${ORIGIN}/coa?sn=${SN}`);
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`] });
    },
    { scope: 'worker' },
  ],
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`拍照扫码 reads a label's QR code from the camera and opens the lot's COA at ${viewport.width} px`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    await context.grantPermissions(['camera']);
    const coa = db.state.coas.find((c) => c.sn === SN)!;
    const material = db.state.materials.find((m) => m._id === coa.matlId)!;
    await page.goto('/coa');
    await page.getByRole('button', { name: '扫码查找' }).click();
    const dialog = page.getByRole('dialog', { name: '扫码查找' });
    await dialog.getByRole('button', { name: '打开摄像头扫码' }).click();
    const result = dialog.getByRole('region', { name: '扫码结果' });
    await expect(result.getByRole('link', { name: material.name })).toBeVisible({ timeout: 30_000 });
    // the camera is let go once the code is read: hidden, and every track of its stream ended
    await expect(dialog.getByLabel('摄像头画面')).toBeHidden();
    await expect.poll(() => cameraEnded(page)).toBe(true);
    await page.screenshot({ path: `test-results/scan-camera-${viewport.width}.png` });
    await result.getByRole('link', { name: `查看批号 ${coa.lot} 的 COA` }).click();
    await expect(page).toHaveURL(new RegExp(`/coa\\?sn=${SN}$`));
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on 扫码查找 starts the camera at once: the label is read with no second tap', async ({ page, context }) => {
    await context.grantPermissions(['camera']);
    const coa = db.state.coas.find((c) => c.sn === SN)!;
    const material = db.state.materials.find((m) => m._id === coa.matlId)!;
    await page.goto('/coa');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await page.getByRole('button', { name: '扫码查找' }).tap();
    const dialog = page.getByRole('dialog', { name: '扫码查找' });
    const result = dialog.getByRole('region', { name: '扫码结果' });
    await expect(result.getByRole('link', { name: material.name })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByLabel('摄像头画面')).toBeHidden();
    await expect.poll(() => cameraEnded(page)).toBe(true);
    await expect(result.getByRole('link', { name: `查看批号 ${coa.lot} 的 COA` })).toBeVisible();
  });

  test('from the header (every page but the list, which has its own search), a bottle to its COA in two taps: 扫码查找, then the lot’s COA', async ({ page, context }) => {
    await context.grantPermissions(['camera']);
    const coa = db.state.coas.find((c) => c.sn === SN)!;
    const material = db.state.materials.find((m) => m._id === coa.matlId)!;
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '扫码查找' }).tap();
    const dialog = page.getByRole('dialog', { name: '扫码查找' });
    const result = dialog.getByRole('region', { name: '扫码结果' });
    await expect(result.getByRole('link', { name: material.name })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => cameraEnded(page)).toBe(true);
    await page.screenshot({ path: 'test-results/scan-camera-header-390.png' });
    await result.getByRole('link', { name: `查看批号 ${coa.lot} 的 COA` }).tap();
    await expect(page).toHaveURL(new RegExp(`/coa\\?sn=${SN}$`));
    await expect(dialog).toBeHidden();
  });
});
