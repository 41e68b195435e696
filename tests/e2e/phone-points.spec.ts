import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, storeTokens, test } from './fixtures';

/**
 * Issue 42 item 5, where a phone user meets it (390×844, and 1440×900 for what must stay): one search box, a wide
 * table that says it scrolls, the assistant's field in touch words, and the 资质管理 anchor landing below the sticky
 * header with its section marked.
 */
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };
const PRODUCT = '/product/66a3000000000000000000e1';

async function signInOwner(page: Page): Promise<void> {
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
  await storeTokens(page, tokens);
  await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
}

/** The 资质管理 card's heading lands below the sticky header, and the card is marked as arrived at. */
async function expectLandedOnQualifications(page: Page) {
  await page.goto('/mine/setting#qualifications');
  const title = page.locator('#qualifications .ant-card-head-title');
  // the member centre's sections load after the page (a hang guard, not a bet on speed)
  await expect(title).toContainText('资质管理', { timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to the section' }).toBeGreaterThan(0);
  await expect(page.locator('#qualifications')).toHaveAttribute('data-landed', '');
  await expect
    .poll(async () => {
      const header = (await page.locator('header').first().boundingBox())!;
      const heading = (await title.boundingBox())!;
      return Math.round(heading.y) >= Math.round(header.y + header.height);
    }, { message: 'the heading below the sticky header' })
    .toBe(true);
}

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('one search box on home and on the product list', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('search').filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('searchbox', { name: '搜索产品' })).toBeVisible();
    await page.goto('/product');
    await expect(page.getByRole('heading', { name: '全部产品' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('search').filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('search')).toBeHidden();
  });

  test('规格与价格, cut on a phone, says it scrolls sideways and fades its cut edge', async ({ page }) => {
    await page.goto(PRODUCT);
    const table = page.getByRole('region', { name: '规格与价格表格' });
    await expect(table).toBeVisible();
    await expect(page.getByTestId('scroll-hint')).toHaveText(/左右滑动查看更多/);
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(table.locator('..')).toHaveAttribute('data-cut-end');
    await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(table.locator('..')).toHaveAttribute('data-cut-start');
    await expect(table.locator('..')).not.toHaveAttribute('data-cut-end');
  });

  test('the assistant from the header: touch words in its field, and the focus back on the entry when closed', async ({ page }) => {
    await page.goto('/');
    const entry = page.getByRole('banner').getByRole('button', { name: '打开小助手' });
    await entry.click();
    const panel = page.getByRole('dialog', { name: '小助手' });
    const field = panel.getByRole('textbox', { name: '输入您的问题' });
    await expect(field).toHaveAttribute('placeholder', '请输入您的问题，点“发送”提交');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(entry).toBeFocused();
  });

  test('前往资质管理 lands below the sticky header', async ({ page }) => {
    await signInOwner(page);
    await expectLandedOnQualifications(page);
  });
});

test.describe('at 1440×900', () => {
  test.use({ viewport: WIDE });

  test('the table fits without a hint; the field keeps its keys', async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { name: '规格与价格' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '预计发货' }).or(page.getByRole('columnheader', { name: '预计发货' }))).toBeVisible();
    await expect(page.getByTestId('scroll-hint')).toHaveCount(0);
    await page.getByRole('button', { name: '打开小助手' }).click();
    await expect(page.getByRole('dialog', { name: '小助手' }).getByRole('textbox', { name: '输入您的问题' })).toHaveAttribute(
      'placeholder',
      '请输入您的问题，Enter 发送，Shift+Enter 换行',
    );
  });

  test('前往资质管理 lands below the sticky header and the side navigation marks 资质管理', async ({ page }) => {
    await signInOwner(page);
    await expectLandedOnQualifications(page);
    await expect(page.getByRole('navigation', { name: '设置导航' }).locator('.ant-anchor-link-title-active')).toHaveText('资质管理');
  });
});
