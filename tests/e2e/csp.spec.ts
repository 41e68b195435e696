import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, MOCK_API, mockControl, storeTokens, test } from './fixtures';
import { ALL_ROUTES } from './support/all-routes';

/**
 * The strict Content Security Policy that `npm run preview:mock` sends
 * (scripts/security-headers.ts, vite.config.ts): every route, as a visitor and
 * as the company owner, runs without one violation.
 */

/** Collects `securitypolicyviolation` events of every document the page loads. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

async function visitAll(page: Page, violations: string[], asMember: boolean) {
  for (const route of ALL_ROUTES) {
    await page.goto(route.path);
    // The page has drawn: its heading or the login page it was sent to.
    await expect(page.locator('main, [data-background]').first()).toBeVisible();
    await expect(page.locator('h1, h2, [role="tab"]').first()).toBeVisible();
    if (!asMember && route.access) await expect(page).toHaveURL(/\/account\/login/);
    await page.waitForLoadState('networkidle');
    expect(violations, `CSP violations on ${route.path}`).toEqual([]);
  }
}

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
    `img-src 'self' data: ${MOCK_API}`,
  ]) {
    expect(csp).toContain(directive);
  }
  const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
  expect(connect.trim().split(/\s+/).slice(1)).toEqual(["'self'", MOCK_API, MOCK_API.replace(/^http/, 'ws')]);
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

test('every route as a visitor: no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  await visitAll(page, violations, false);
});

test('every route as the company owner, with the assistant answering: no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
  await storeTokens(page, tokens);
  await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
  const violations = await recordViolations(page);
  await visitAll(page, violations, true);
  // The assistant talks to RAGFlow (connect-src) and shows its answer.
  await page.goto('/');
  await page.getByRole('button', { name: '打开小助手' }).click();
  const panel = page.getByRole('dialog', { name: '小助手' });
  const input = panel.getByRole('textbox', { name: '输入您的问题' });
  await input.fill('流式抗体怎么选？');
  await input.press('Enter');
  await expect(panel.locator('[data-status]').last()).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
  expect(violations).toEqual([]);
});
