import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * /coa results at 390 and 1440 px: one certificate draws no scrollbar inside the page (no box that scrolls
 * sideways or up and down), and the page does not scroll sideways (issue 24, item 11).
 */
async function innerScrollers(page: Page) {
  return page.evaluate(() => {
    const results = document.querySelector('section[aria-label="查询结果"]');
    if (!results) throw new Error('no results');
    const found: string[] = [];
    for (const el of [results, ...results.querySelectorAll('*')]) {
      const style = getComputedStyle(el);
      const x = /auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth;
      const y = /auto|scroll/.test(style.overflowY) && el.scrollHeight > el.clientHeight;
      if (x || y) found.push(`${el.tagName}.${String(el.className).slice(0, 40)} ${x ? 'x' : ''}${y ? 'y' : ''}`);
    }
    return { found, sideways: document.documentElement.scrollWidth - window.innerWidth };
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a one-certificate result has no inner scrollbar at ${viewport.width} px, in either mode`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/coa?sn=COA25G001251');
    await expect(page.getByRole('button', { name: /下载 COA25G001251/ })).toBeVisible();
    expect(await innerScrollers(page)).toEqual({ found: [], sideways: 0 });
    await expect(page.getByText(/输入 COA 报告上的证书编号查询/)).toBeVisible();

    // the other mode: the serial number's results go, its own come with the lookup
    await page.getByText('按批号 + 品牌').click();
    await expect(page.getByRole('region', { name: '查询结果' })).toHaveCount(0);
    await expect(page.getByText(/输入批号并注明品牌查询/)).toBeVisible();
    await page.getByRole('textbox', { name: '批号' }).fill('B467750');
    await page.getByRole('textbox', { name: '品牌' }).fill('BioLegend');
    await page.getByRole('button', { name: /查询 COA/ }).click();
    await expect(page.getByRole('button', { name: /下载 COA25G001251/ })).toBeVisible();
    expect(await innerScrollers(page)).toEqual({ found: [], sideways: 0 });
  });
}
