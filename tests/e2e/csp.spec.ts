import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { recordCspViolations } from './csp-violations';
import { ANALYTICS_ORIGIN, ASSISTANT_API, expect, PAGE_API, mockControl, storeTokens, test } from './fixtures';
import { gs1DataMatrix, sigmaLot, yymmdd } from './scan-codes';

/**
 * The strict Content Security Policy that `npm run preview:mock` sends
 * (scripts/security-headers.ts, scripts/vite/plugins/preview-security-headers.ts) and an index.html whose only
 * inline script is the landing script, allowed by its hash. That every route
 * runs under it without one violation is checked in
 * tests/e2e/every-route.spec.ts (one visit per route for CSP and axe).
 */

test('the preview sends the strict CSP and the security headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "style-src 'self';",
    `img-src 'self' data: blob: ${PAGE_API}`,
  ]) {
    expect(csp).toContain(directive);
  }
  const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
  // the mall API, its WeChat socket, the assistant (another origin) and the analytics service (the e2e build has an id)
  expect(connect.trim().split(/\s+/).slice(1)).toEqual(["'self'", PAGE_API, PAGE_API.replace(/^http/, 'ws'), new URL(ASSISTANT_API).origin, ANALYTICS_ORIGIN]);
  // WebAssembly may compile (扫码查找's decoder), nothing else: no 'unsafe-eval', no 'unsafe-inline'
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-/);
  // no inline styles: what antd writes at run time goes to constructable stylesheets (src/shared/ui/dynamic-css.ts)
  expect(csp).not.toMatch(/style-src[^;]*unsafe/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Assets carry the headers too (nosniff matters most there).
  const asset = await page.request.get(await page.locator('script[type="module"]').first().getAttribute('src') ?? '/');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
});

test("index.html's one inline script is the landing script, which the CSP allows by its hash and runs", async ({ page }) => {
  const response = await page.goto('/product');
  const html = await (await page.request.get('/')).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  const inline = scripts.filter(([, attrs]) => !/\bsrc=/.test(attrs ?? ''));
  expect(scripts.length).toBeGreaterThan(inline.length);
  expect(inline).toHaveLength(1);
  const body = inline[0]![2]!;
  expect(body).toContain('Built from src/app/landing.ts');
  // within the first 1024 bytes: the charset, before the landing script's 10 KiB
  expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(1024);
  expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('<script'));
  const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
  const scriptSrc = (response!.headers()['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc.trim().split(/\s+/).filter((source) => source.startsWith("'sha256-"))).toEqual([hash]);
  // it ran (the CSP let it): it announced /product's code
  await expect(page.locator('html')).toHaveAttribute('data-page-announced', '');
  expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers
  // The source template has none: the build adds the landing script and nothing else inline.
  expect(readFileSync('index.html', 'utf8')).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
});

test.describe('styles under the strict CSP at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a dialog locks the page behind it, and a TextArea with autoSize grows, without a violation', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
    await storeTokens(page, tokens);
    await page.goto('/mine/setting');
    await page.getByRole('button', { name: /新增地址/ }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新增收货地址' });
    await expect(dialog).toBeVisible();
    // the scroll lock (@rc-component/portal's `html body{overflow-y:hidden}`, an adopted sheet now)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(195, 20);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY), 'the page behind the dialog scrolled').toBe(before);

    const detail = dialog.getByLabel('详细地址');
    const empty = (await detail.boundingBox())!.height;
    await detail.fill('仙桃大道 8 号\n检验科\n三楼\n东侧 302 室');
    await expect.poll(async () => (await detail.boundingBox())!.height).toBeGreaterThan(empty + 30);
    // the measuring textarea (@rc-component/input, its style set through the CSSOM) stays out of sight
    const hidden = await page.evaluate(() => {
      const node = document.querySelector<HTMLTextAreaElement>('textarea[name="hiddenTextarea"]');
      return node && { visibility: getComputedStyle(node).visibility, position: getComputedStyle(node).position, zIndex: getComputedStyle(node).zIndex };
    });
    expect(hidden).toEqual({ visibility: 'hidden', position: 'absolute', zIndex: '-1000' });
    await page.screenshot({ path: 'test-results/strict-csp-address-dialog-390.png' });

    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY)).not.toBe('hidden');
    expect(violations).toEqual([]);
  });
});

test('结构式搜索 runs OpenChemLib (its editor on the page, its worker searching) without a violation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const violations = await recordCspViolations(page);
  await page.goto('/structure-search');
  await expect(page.getByRole('application', { name: '结构式编辑器' }).locator('canvas').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'SMILES' }).fill('c1ccccc1');
  await page.getByRole('button', { name: '搜索结构' }).click();
  await expect(page.getByRole('status')).toContainText(/找到 \d+ 种结构/, { timeout: 30_000 });
  await expect(page.getByRole('img', { name: /的结构式$/ }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('扫码查找 compiles its WebAssembly decoder (a file of the build) and reads a GS1 DataMatrix without a violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const wasm: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(new URL(request.url()).origin);
  });
  await page.goto('/coa');
  await page.getByRole('button', { name: '扫码查找' }).click();
  const dialog = page.getByRole('dialog', { name: '扫码查找' });
  await dialog.getByText('识别图片').click();
  // the decoder comes with the first read, not with the dialog
  expect(wasm).toEqual([]);
  const { coa, material, gtin } = sigmaLot();
  await dialog.getByLabel('选择标签图片').setInputFiles(await gs1DataMatrix(`(01)${gtin}(17)${yymmdd(coa.expiresAt)}(10)${coa.lot}`));
  await expect(dialog.getByRole('region', { name: '扫码结果' }).getByRole('link', { name: material.name })).toBeVisible({ timeout: 20_000 });
  expect(wasm).toEqual([new URL(page.url()).origin]);
  expect(violations).toEqual([]);
});
