import type { Page } from '@playwright/test';
import { db } from '../../mocks/db/index.ts';
import { expect, PAGE_API, test } from './fixtures';
import { code128, gs1DataMatrix, labelQr, sigmaLot, yymmdd, type CodePicture } from './scan-codes';

/**
 * 扫码查找 (issue 44 item 4) at 1440 and 390 px: pictures of a bottle label's QR code, a Sigma-Aldrich label's GS1
 * DataMatrix, a 验收单's COA QR code and a catalogue number's Code 128 are uploaded (从图片识别; Chromium on Linux has
 * no BarcodeDetector, so the zxing-wasm fallback reads them) and land on the right product and the lot's COA.
 */

async function openScan(page: Page) {
  await page.goto('/coa');
  await page.getByRole('button', { name: '扫码查找' }).click();
  const dialog = page.getByRole('dialog', { name: '扫码查找' });
  await expect(dialog).toBeVisible();
  await dialog.getByText('识别图片').click();
  return dialog;
}

async function upload(page: Page, picture: CodePicture) {
  const dialog = await openScan(page);
  await dialog.getByLabel('选择标签图片').setInputFiles(picture);
  const result = dialog.getByRole('region', { name: '扫码结果' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  return { dialog, result };
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a bottle label’s QR code opens its product and the lot’s COA', async ({ page }) => {
      const coa = db.state.coas.find((c) => c.sn === 'COA25G001251')!;
      const material = db.state.materials.find((m) => m._id === coa.matlId)!;
      await page.goto('/coa');
      const origin = new URL(page.url()).origin;
      const { dialog, result } = await upload(page, labelQr(`${origin}/coa?sn=${coa.sn}`));
      await expect(result.getByRole('link', { name: material.name })).toBeVisible();
      await expect(result).toContainText(material.catalogNo);
      await expect(result).toContainText(coa.lot);
      await page.screenshot({ path: `test-results/scan-qr-${viewport.width}.png` });
      await result.getByRole('link', { name: `查看批号 ${coa.lot} 的 COA` }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/coa\\?sn=${coa.sn}$`));
      await expect(page.getByRole('button', { name: new RegExp(`下载 ${coa.sn}`) })).toBeVisible();
    });

    test('a 验收单’s COA QR code (the mall’s COA file) opens its product and the lot’s COA', async ({ page }) => {
      const coa = db.state.coas.find((c) => c.sn === 'COA25G001251')!;
      const material = db.state.materials.find((m) => m._id === coa.matlId)!;
      // as the slip prints it: the mall's own origin (mocks/handlers/receiving.ts)
      const { dialog, result } = await upload(page, labelQr(`${PAGE_API}/common/v1/scm/coas/${coa._id}/file`));
      await expect(result.getByRole('link', { name: material.name })).toBeVisible();
      await expect(result).toContainText(coa.lot);
      await result.getByRole('link', { name: `查看批号 ${coa.lot} 的 COA` }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/coa\\?sn=${coa.sn}$`));
    });

    test('a Sigma-Aldrich label’s GS1 DataMatrix finds the pack by its GTIN and the lot’s COA', async ({ page }) => {
      const { coa, material, gtin } = sigmaLot();
      const hri = `(01)${gtin}(17)${yymmdd(coa.expiresAt)}(10)${coa.lot}(240)${material.catalogNo}`;
      const { result } = await upload(page, await gs1DataMatrix(hri));
      await expect(result.getByRole('link', { name: material.name })).toBeVisible();
      await expect(result).toContainText(`${material.catalogNo} · ${material.spec}`);
      await expect(result).toContainText(coa.lot);
      await expect(result).toContainText(coa.expiresAt.slice(0, 10));
      if (material.cas) await expect(result).toContainText(material.cas);
      await expect(result.getByRole('button', { name: '加入购物车' })).toBeVisible();
      await page.screenshot({ path: `test-results/scan-gs1-${viewport.width}.png` });
      await result.getByRole('link', { name: `查看批号 ${coa.lot} 的 COA` }).click();
      await expect(page).toHaveURL(new RegExp(`/coa\\?sn=${coa.sn}$`));
      const row = page.getByRole('region', { name: '查询结果' });
      await expect(row).toContainText(coa.lot);
      await expect(row).toContainText(material.catalogNo);
    });

    test('a catalogue number’s Code 128 opens the product', async ({ page }) => {
      const material = db.state.materials.find((m) => m.catalogNo === 'P2327-50MG')!;
      const { result } = await upload(page, await code128(material.catalogNo));
      await expect(result.getByRole('link', { name: material.name })).toBeVisible();
      await result.getByRole('link', { name: '查看商品' }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${material._id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(material.name);
    });
  });
}

test('a picture without a code says so', async ({ page }) => {
  const dialog = await openScan(page);
  const blank = await code128('X');
  // the same picture cut to its white margin: no code in it
  await dialog.getByLabel('选择标签图片').setInputFiles({ ...blank, buffer: Buffer.from(await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(200, 120);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 200, 120);
    return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer())];
  })) });
  await expect(dialog.getByRole('alert')).toContainText('未在图片中识别到二维码或条码', { timeout: 20_000 });
});
