import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, storeTokens, test } from './fixtures';

/** Issue 24 items 2, 5 and 12 in the built shop against the fake mall over HTTP. */

test('quick order reads catalogue numbers as the search does: spaces, case, full width, hyphens', async ({ page }) => {
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
  await storeTokens(page, tokens);
  await page.goto('/cart?quick=1');
  const quick = page.getByRole('dialog', { name: '快速下单' });
  await quick.getByRole('textbox', { name: '货号和数量' }).fill('G0005500G  3\ng0005500g 3\nＧ０００５５００Ｇ　３\nG0005-500G\t3');
  await quick.getByRole('button', { name: '识别商品' }).click();
  const report = quick.getByLabel('识别结果');
  await expect(report.getByText(/可加入 1 种，无法加入 0 行/)).toBeVisible();
  await expect(report.getByText(/G0005-500G × 12/)).toBeVisible();
  await expect(report.getByText(/第 1、2、3、4 行重复，已合并/)).toBeVisible();
  await expect(report.getByText('未找到')).toHaveCount(0);
});

test('a CAS number finds its product only, and the tag counts follow the search', async ({ page }) => {
  await page.goto('/product?keyword=56-40-6');
  const list = page.getByRole('list', { name: '商品列表' });
  await expect(list.getByRole('article').first()).toContainText('甘氨酸');
  await expect(list).not.toContainText('564063');
  const filters = page.getByRole('complementary', { name: '筛选条件' });
  await expect(filters.getByRole('button', { name: /^流式抗体/ })).toHaveCount(0);

  await page.goto('/product?keyword=CD3');
  const tag = filters.getByRole('button', { name: /^流式抗体/ });
  const count = Number(await tag.locator('span').nth(1).textContent());
  expect(count).toBeGreaterThan(0);
  await tag.click();
  await expect(page).toHaveURL(/tag=/);
  await expect(page.getByText(`共 ${count} 件商品`)).toBeVisible();
});
