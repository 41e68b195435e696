import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { mockBuildEnv } from '../../scripts/mock-env.ts';
import { expect, test } from './fixtures';

/**
 * A build with `--base https://cdn.example.cn/shop/` (README "Deploying"):
 * built once into dist-cdn/ against the running fake mall. The browser gets
 * the CDN host from the built folder (page.route), and a small local server
 * plays the shop's web server, rewriting deep links to index.html, both under
 * /shop/ and at the site's root.
 */
const CDN = 'https://cdn.example.cn/shop/';
const OUT_DIR = 'dist-cdn';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
};

let server: Server;
let origin = '';

/** The file of dist-cdn/ at `path` (relative to the base), or null. */
function fileAt(path: string): { body: Buffer; type: string } | null {
  const file = normalize(join(OUT_DIR, decodeURIComponent(path)));
  if (!file.startsWith(`${OUT_DIR}/`) || !existsSync(file) || file.endsWith('/')) return null;
  try {
    return { body: readFileSync(file), type: TYPES[extname(file)] ?? 'application/octet-stream' };
  } catch {
    return null; // a folder
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--base', CDN, '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    env: mockBuildEnv(Number(process.env.MOCK_PORT ?? 8787)),
    stdio: 'inherit',
  });
  expect(build.status, 'CDN build').toBe(0);
  const index = readFileSync(join(OUT_DIR, 'index.html'));
  // The shop's web server: only index.html, for every path (the files live on the CDN).
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path.startsWith('/shop/assets/') || path.startsWith('/assets/')) {
      res.writeHead(404).end(); // never index.html for a missing file
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(index);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test.beforeEach(async ({ page }) => {
  await page.route(`${CDN}**`, async (route) => {
    const file = fileAt(new URL(route.request().url()).pathname.replace(/^\/shop\//, ''));
    if (!file) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({
      status: 200,
      body: file.body,
      headers: { 'Content-Type': file.type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  });
});

test('the built files name the CDN base and carry content hashes', () => {
  const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) expect(src).toMatch(/^https:\/\/cdn\.example\.cn\/shop\/assets\/[\w-]+-[\w-]{7}\.js$/);
  // the tab's icon is inline (index.html): no file to fetch, from the CDN or elsewhere
  expect(html).toContain('<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,');
});

test('under /shop/: loads from the CDN, routes, deep-links and redirects within the base', async ({ page }) => {
  const localAssets: string[] = [];
  const cdnFiles: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(CDN)) cdnFiles.push(url);
    else if (url.startsWith(origin) && request.resourceType() !== 'document') localAssets.push(url);
  });

  await page.goto(`${origin}/shop/`);
  await expect(page).toHaveTitle('实验材料商城');
  const brands = page.getByRole('banner').getByRole('link', { name: '品牌', exact: true });
  await expect(brands).toHaveAttribute('href', '/shop/brand');
  await brands.click();
  await expect(page).toHaveURL(`${origin}/shop/brand`);
  await expect(page.getByRole('main').getByRole('heading', { name: '品牌大全' })).toBeVisible();

  // A deep link, served index.html by the rewrite.
  await page.goto(`${origin}/shop/product/66a3000000000000000000e1`);
  await expect(page).toHaveTitle('产品详情 - 实验材料商城');
  await expect(page.getByRole('main')).toContainText('348078-25T');

  // A members-only page sends the visitor to the login page inside the base, with the way back.
  await page.goto(`${origin}/shop/cart`);
  await expect(page).toHaveURL(`${origin}/shop/account/login?type=wx&redirect=%2Fcart`);
  await expect(page).toHaveTitle('登录 - 实验材料商城');

  expect(cdnFiles.some((url) => /\/assets\/.+\.js$/.test(url))).toBe(true);
  expect(localAssets.filter((url) => !url.includes('/favicon')), 'files asked from the page origin').toEqual([]);
});

test('index.html at the site root, files from the CDN: routes stay at the root', async ({ page }) => {
  await page.goto(`${origin}/brand`);
  await expect(page.getByRole('main').getByRole('heading', { name: '品牌大全' })).toBeVisible();
  const products = page.getByRole('banner').getByRole('link', { name: '全部产品', exact: true });
  await expect(products).toHaveAttribute('href', '/product');
});
