import { test as base, expect, type Page } from '@playwright/test';

export const MOCK_API = `http://127.0.0.1:${process.env.MOCK_PORT ?? 8787}`;

/** Calls a control of the fake mall (/__mock/...). */
export async function mockControl<T = unknown>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${MOCK_API}/__mock${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; data: T; msg: string };
  if (json.code !== 0) throw new Error(`mock control ${path} failed: ${json.msg}`);
  return json.data;
}

/** Stores tokens before the app loads, as a previous login would have. */
export async function storeTokens(page: Page, tokens: { accessToken: string; refreshToken: string }): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-tokens-set')) {
      localStorage.setItem('tokenInfo', value);
      sessionStorage.setItem('e2e-tokens-set', '1');
    }
  }, JSON.stringify(tokens));
}

interface ConsoleGuard {
  errors: string[];
  /** Declare an error this test expects (e.g. the browser's own log of a 401). */
  allow(pattern: RegExp): void;
}

/** Every test fails on a console error or an uncaught exception it did not declare. */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use({ errors, allow: (pattern) => void allowed.push(pattern) });
      expect(errors.filter((text) => !allowed.some((pattern) => pattern.test(text))), 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Chrome logs every 401 answer itself; the refresh flow expects them. */
export const BROWSER_401 = /Failed to load resource: the server responded with a status of 401/;

test.beforeEach(async () => {
  await mockControl('/reset', {});
});

export { expect };
