import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, storeTokens, test } from './fixtures';
import { ALL_ROUTES } from './support/all-routes';

/**
 * axe-core over every route (src/shared/config/routes.ts) as a visitor and as
 * the company owner: no serious or critical WCAG 2.1 A/AA violation.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * axe's experimental rules are not part of its default run but the WCAG tags
 * switch them on. label-content-name-mismatch splits names at spaces, so the
 * header's Chinese "购物车，6 种商品" does not count as containing "购物车";
 * left out here until the header's names are reworded (reported on issue 15).
 */
const EXPERIMENTAL_OFF = ['label-content-name-mismatch'];

async function audit(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).disableRules(EXPERIMENTAL_OFF).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: [${v.impact}] ${v.id} — ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function auditAll(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const route of ALL_ROUTES) {
    await page.goto(route.path);
    await expect(page.locator('h1, h2, [role="tab"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Let antd's entrance motions end (contrast is measured on the final colours).
    await page.waitForTimeout(300);
    found.push(...(await audit(page, new URL(page.url()).pathname + new URL(page.url()).search)));
  }
  return found;
}

test('every route as a visitor: no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(180_000);
  expect(await auditAll(page)).toEqual([]);
});

test('every route as the company owner: no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(180_000);
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
  await storeTokens(page, tokens);
  await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
  expect(await auditAll(page)).toEqual([]);
});

test('the login dialog: focus moves in, Tab stays inside, Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/product/66a3000000000000000000e1');
  const trigger = page.getByRole('button', { name: /加入购物车/ }).first();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '登录 / 注册' });
  await expect(dialog).toBeVisible();
  const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  await expect.poll(focusInDialog).toBe(true);
  // Past the last field focus may leave the page for the browser's own UI (document.body), as WAI-ARIA allows,
  // but no element behind the dialog ever takes it, and the next Tab comes back into the dialog.
  let visited = 0;
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'browser';
      return active.closest('[role="dialog"]') ? 'dialog' : `behind: ${active.outerHTML.slice(0, 120)}`;
    });
    expect(where, `focus after key ${i + 1}`).toMatch(/^(dialog|browser)$/);
    if (where === 'dialog') visited += 1;
  }
  expect(visited).toBeGreaterThan(15);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
