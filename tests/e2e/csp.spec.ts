import { readFileSync } from 'node:fs';
import { ANALYTICS_ORIGIN, ASSISTANT_API, expect, MOCK_API, test } from './fixtures';

/**
 * The strict Content Security Policy that `npm run preview:mock` sends
 * (scripts/security-headers.ts, vite.config.ts) and an index.html without
 * inline script. That every route runs under it without one violation is
 * checked in tests/e2e/every-route.spec.ts (one visit per route for CSP and axe).
 */

test('the preview sends the strict CSP and the security headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${MOCK_API}`,
  ]) {
    expect(csp).toContain(directive);
  }
  const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
  // the mall API, its WeChat socket, the assistant (another origin) and the analytics service (the e2e build has an id)
  expect(connect.trim().split(/\s+/).slice(1)).toEqual(["'self'", MOCK_API, MOCK_API.replace(/^http/, 'ws'), new URL(ASSISTANT_API).origin, ANALYTICS_ORIGIN]);
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Assets carry the headers too (nosniff matters most there).
  const asset = await page.request.get(await page.locator('script[type="module"]').first().getAttribute('src') ?? '/');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
});

test('index.html has no inline script', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, body] of scripts) {
    expect(attrs).toMatch(/\bsrc=/);
    expect((body ?? '').trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either
  // The source template agrees (the build adds nothing inline).
  expect(readFileSync('index.html', 'utf8')).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
});
