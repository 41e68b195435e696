import type { Page } from '@playwright/test';
import { expect, MOCK_API, mockControl } from '../fixtures';

export type Tokens = { accessToken: string; refreshToken: string };
export type Envelope<T> = { code: number; msg: string; data: T };

/** Signs the page in as a member (a fresh token in the shop's storage); the next navigation loads them. */
export async function signInAs(page: Page, memberId: string): Promise<Tokens> {
  const tokens = await mockControl<Tokens>('/token', { memberId });
  if (!page.url().startsWith('http')) await page.goto('/coa');
  await page.evaluate((value) => localStorage.setItem('tokenInfo', value), JSON.stringify(tokens));
  return tokens;
}

/** The mall's API as the member (test set-up and checks the screens do not show). */
export async function call<T>(tokens: Tokens, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${MOCK_API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.accessToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Envelope<T>;
  expect(json.code, `${method} ${path}: ${json.msg}`).toBe(0);
  return json.data;
}
