import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, storeTokens, test } from './fixtures';

/**
 * The header's search field shows its whole placeholder at every width from 360 to 1920 px, signed out and
 * signed in, also for a member whose company has a long name (the name beside the avatar gives way, not the
 * field), and the header never pushes the page sideways (issue 24, item 15).
 */
const WIDTHS = [360, 390, 414, 768, 992, 1199, 1200, 1280, 1440, 1920];
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const LONG_COMPANY = '中国科学院上海生命科学研究院生物化学与细胞生物学研究所';

/** Whether the placeholder fits: the same field with the placeholder as its value does not scroll. */
async function placeholderFits(page: Page) {
  return page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('header input[type="search"]');
    if (!input) throw new Error('no header search');
    const probe = input.cloneNode() as HTMLInputElement;
    probe.removeAttribute('placeholder');
    probe.value = input.placeholder;
    Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', width: `${input.getBoundingClientRect().width}px` });
    input.after(probe);
    const fits = probe.scrollWidth <= probe.clientWidth;
    probe.remove();
    return { fits, placeholder: input.placeholder, sideways: document.documentElement.scrollWidth - window.innerWidth };
  });
}

async function checkWidths(page: Page, signedIn: boolean) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    if (signedIn) await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
    else await expect(page.getByRole('link', { name: '登录/注册' })).toBeVisible();
    await expect.poll(() => placeholderFits(page), { message: `${width} px` }).toMatchObject({ fits: true, sideways: 0 });
    // 结构式搜索 at every width: the search field offers it while focused (the row's link comes from 1440 px only)
    const field = page.getByRole('banner').getByRole('searchbox', { name: '搜索产品' });
    await field.focus();
    const hint = page.getByRole('banner').getByRole('link', { name: '按结构式搜索' });
    await expect(hint).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(hint).toBeFocused();
    // the form's other controls leave it closed (a tap on 搜索, 扫码查找 or 快速下单 is not a search to refine)
    const search = page.getByRole('banner').getByRole('button', { name: '搜索' });
    await search.focus();
    await expect(hint).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${width} px` }).toBe(0);
    await search.blur();
  }
}

test('signed out, the search placeholder is read whole at every width', async ({ page }) => {
  await page.goto('/coa');
  await checkWidths(page, false);
});

test('signed in, the search placeholder is read whole at every width', async ({ page }) => {
  await storeTokens(page, await mockControl('/token', { memberId: DEMO.owner._id }));
  await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
  await page.goto('/coa');
  await checkWidths(page, true);
});

test('signed in with a long company name, the name gives way and the placeholder is still read whole', async ({ page }) => {
  await page.route('**/member/info*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { companyInfo: Record<string, unknown> } };
    Object.assign(body.data.companyInfo, { name: LONG_COMPANY, coName: LONG_COMPANY });
    await route.fulfill({ response, json: body });
  });
  await storeTokens(page, await mockControl('/token', { memberId: DEMO.owner._id }));
  await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
  await page.goto('/coa');
  await expect(page.getByRole('button', { name: new RegExp(`${LONG_COMPANY}.*用户菜单`) })).toBeVisible();
  await checkWidths(page, true);
});

/**
 * The header's right side from 1280 px (its content is --page-max wide at every width above): the bell, the cart,
 * the 子账号 tag and the user menu all fit, the counts do not touch, and the member's company and name keep a
 * readable width (the spec's user menu shows them) — the bell of issue 42 had squeezed them to one character.
 */
const MEMBERS = [
  { key: 'owner', id: DEMO.owner._id },
  { key: 'sub', id: DEMO.sub._id },
] as const;

for (const member of MEMBERS) {
  for (const width of [1280, 1366, 1440]) {
    test(`the header at ${width} px as ${member.key}: company and name readable, counts apart, nothing overflows`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await storeTokens(page, await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: member.id }));
      await page.goto('/');
      const banner = page.getByRole('banner');
      const menu = banner.getByRole('button', { name: /用户菜单/ });
      await expect(menu).toContainText('上海生科');
      const company = menu.getByText('上海生科', { exact: true });
      const box = await company.boundingBox();
      // at least four characters of the company's name (13 px each)
      expect(box!.width).toBeGreaterThanOrEqual(4 * 13);
      const inner = await banner.evaluate((el) => {
        const row = el.firstElementChild!.getBoundingClientRect();
        return { right: row.right, width: document.documentElement.scrollWidth };
      });
      const menuBox = await menu.boundingBox();
      expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(inner.right);
      expect(inner.width).toBeLessThanOrEqual(width);
      // the cart's count and the avatar's approvals count (the owner approves) do not overlap
      const badges = banner.locator('[data-testid="count-badge"], [class*="badge"]:not([class*="badgeHost"])');
      const boxes = (await badges.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))).filter((b) => b.width > 0);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i]!, boxes[j]!];
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart, `count badges ${i} and ${j} overlap`).toBe(true);
        }
      await page.screenshot({ path: `${SHOTS}/header-fit-${member.key}-${width}.png`, clip: { x: 0, y: 0, width, height: 64 } });
    });
  }
}
