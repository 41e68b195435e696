import { expect, test } from './fixtures';

/**
 * Keyboard use of the dialogs (antd Modal). axe over every route is in
 * tests/e2e/every-route.spec.ts.
 */
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
