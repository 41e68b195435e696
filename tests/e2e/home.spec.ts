import { expect, test } from './fixtures';

test('the home page shows materials from the fake mall in Chinese', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('实验材料商城');
  await expect(page.getByRole('heading', { name: '科研实验材料，一站采购' })).toBeVisible();
  const hot = page.getByRole('region', { name: '热销商品' });
  const cards = hot.getByRole('article');
  await expect(cards).toHaveCount(8);
  await expect(cards.first()).toContainText('货号');
  await expect(cards.first()).toContainText('¥');
  await expect(page.getByRole('region', { name: '授权品牌' }).getByRole('link', { name: /BioLegend/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '登录/注册' })).toHaveAttribute('href', '/account/login?type=wx');
  await expect(page.getByText('400 819 7199').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/home.png', fullPage: true });
});
