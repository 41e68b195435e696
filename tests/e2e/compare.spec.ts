import { recordCspViolations } from './csp-violations';
import { expect, test } from './fixtures';

/** seed: 甲醇 (AR) by 国药试剂 (500 mL ¥50, 4 L ¥191.50) and 麦克林 (500 mL ¥50 期货, 4 L ¥265); Tris 碱 (Sigma) 100 g ¥116.50, 500 g ¥350, 1 kg ¥606; X-Gal (生工) 100 mg ¥79, 1 g ¥474 */
const TRIS_SIGMA = '66a30000000000000000098f';
const XGAL_SANGON = '66a300000000000000000a7a';
const METHANOL_ALADDIN = '66a300000000000000000a4f';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';

for (const width of [1440, 390]) {
  test.describe(`商品对比 at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('added from the list and the detail, kept over a reload; unit prices, 只看不同项, remove; the fifth refused; no CSP violation', async ({ page }) => {
      const violations = await recordCspViolations(page);
      await page.goto('/product?keyword=67-56-1');
      const cards = page.getByRole('list', { name: '商品列表' }).getByRole('article');
      const bar = page.getByRole('region', { name: '商品对比栏' });
      await expect(bar).toHaveCount(0);
      for (const brand of ['国药试剂', '麦克林']) {
        const toggle = page.getByRole('button', { name: `加入对比：甲醇 (AR)（${brand}）` });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(cards.first()).toBeVisible();
      await expect(bar).toContainText('对比 2/4');
      if (width === 390) await page.screenshot({ path: `${SHOTS}/compare-list-${width}.png` });

      await page.reload();
      await expect(bar).toContainText('对比 2/4');

      // from the product page
      await page.goto(`/product/${TRIS_SIGMA}`);
      await page.getByRole('button', { name: '加入对比：Tris 碱' }).click();
      await expect(bar).toContainText('对比 3/4');
      await page.goto(`/product/${XGAL_SANGON}`);
      await page.getByRole('button', { name: '加入对比：X-Gal' }).click();
      await expect(bar).toContainText('对比 4/4');

      // a fifth is refused, said in Chinese
      await page.goto(`/product/${METHANOL_ALADDIN}`);
      const fifth = page.getByRole('button', { name: '加入对比：甲醇 (AR)' });
      await fifth.click();
      await expect(page.getByText('最多对比 4 件商品')).toBeVisible();
      await expect(fifth).toHaveAttribute('aria-pressed', 'false');
      await expect(bar).toContainText('对比 4/4');

      await bar.getByRole('link', { name: '开始对比' }).click();
      await expect(page).toHaveURL(/\/product\/compare\?ids=([0-9a-f]{24},){3}[0-9a-f]{24}$/);
      await expect(page.getByRole('heading', { level: 1, name: '商品对比' })).toBeVisible();
      const table = page.getByRole('table', { name: '商品对比' });
      await expect(table.getByRole('columnheader')).toHaveCount(5);
      // every size with its price per mL, g or 100 mg, at the list price (a visitor)
      const sizes = (name: string) => table.getByRole('list', { name: `${name} 的规格` });
      const methanol = sizes('甲醇 (AR)');
      await expect(methanol.nth(0).getByRole('listitem', { name: '甲醇 (AR) 500 mL' })).toContainText('单价 ¥0.10/mL');
      await expect(methanol.nth(0).getByRole('listitem', { name: '甲醇 (AR) 4 L' })).toContainText('单价 ¥0.0479/mL');
      await expect(methanol.nth(1).getByRole('listitem', { name: '甲醇 (AR) 500 mL' })).toContainText('期货');
      await expect(methanol.nth(1).getByRole('listitem', { name: '甲醇 (AR) 4 L' })).toContainText('单价 ¥0.0663/mL');
      await expect(sizes('Tris 碱').getByRole('listitem', { name: 'Tris 碱 100 g' })).toContainText('单价 ¥1.17/g');
      await expect(sizes('Tris 碱').getByRole('listitem', { name: 'Tris 碱 1 kg' })).toContainText('单价 ¥0.606/g');
      await expect(sizes('X-Gal').getByRole('listitem', { name: 'X-Gal 100 mg' })).toContainText('单价 ¥79.00/100 mg');
      await expect(sizes('X-Gal').getByRole('listitem', { name: 'X-Gal 1 g' })).toContainText('单价 ¥474.00/g');
      await expect(table.getByRole('row', { name: /^规格等级/ })).toContainText('分析纯 (AR)');
      await expect(table.getByRole('row', { name: /^纯度/ })).toContainText('≥99%');
      await expect(table.getByRole('row', { name: /^储存条件/ })).toContainText('-20°C 避光保存');
      await expect(table.getByRole('row', { name: /^管制类别/ })).toContainText('危险化学品');

      // no sideways scroll of the page itself; the label column stays while the table scrolls
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `${SHOTS}/compare-${width}.png`, fullPage: true });

      // 只看不同项 hides the rows where all agree (分类: all 试剂), not those that differ (CAS)
      await expect(table.getByRole('row', { name: /^分类/ })).toBeVisible();
      await page.getByRole('switch').click();
      await expect(table.getByRole('row', { name: /^分类/ })).toHaveCount(0);
      await expect(table.getByRole('row', { name: /^CAS/ })).toBeVisible();

      // remove a column: the address and the tray follow
      await table.getByRole('button', { name: '移除对比：X-Gal（生工）' }).click();
      await expect(table.getByRole('columnheader')).toHaveCount(4);
      await expect(page).not.toHaveURL(new RegExp(XGAL_SANGON));
      await page.goto(`/product/${XGAL_SANGON}`);
      await expect(page.getByRole('button', { name: '加入对比：X-Gal' })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('region', { name: '商品对比栏' })).toContainText('对比 3/4');
      expect(violations).toEqual([]);
    });
  });
}
