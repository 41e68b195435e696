import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../../mocks/db/demo-accounts.ts';
import { expect, MOCK_API, mockControl, storeTokens, test } from './fixtures';

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

async function signInOwner(page: Page): Promise<Tokens> {
  const tokens = await mockControl<Tokens>('/token', { memberId: DEMO.owner._id });
  await storeTokens(page, tokens);
  await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
  return tokens;
}

/** An issued invoice of the owner, asked straight from the fake mall. */
async function issuedInvoice(tokens: Tokens): Promise<{ _id: string; invoiceNo: string }> {
  const response = await fetch(`${MOCK_API}/finance/v1/invoice?status=issued&pageSize=1`, {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  const body = (await response.json()) as { data: { list: { _id: string; invoiceNo: string }[] } };
  const invoice = body.data.list[0];
  if (!invoice) throw new Error('the seed has no issued invoice');
  return invoice;
}

/** Nothing of the page's own content reaches past the viewport. */
async function expectFitsPhone(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.querySelector('main section') ?? document.querySelector('main') ?? document.body;
    return [...root.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName}.${String(el.className).slice(0, 60)}`);
  });
  expect(overflow, 'elements wider than the phone').toEqual([]);
}

test.describe('member centre and invoices as the company holder', () => {
  test('adds an address with the cascader and makes it the default', async ({ page }) => {
    await signInOwner(page);
    await page.goto('/mine/setting');
    await page.getByRole('button', { name: /新增地址/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新增收货地址' });
    await dialog.getByLabel('收货人').fill('钱老师');
    await dialog.getByLabel('手机号').fill('139 1234 5678');
    await dialog.getByRole('combobox', { name: '所在地区' }).click();
    for (const name of ['湖北省', '省直辖县级行政区划']) {
      const item = page.locator(`.ant-cascader-menu-item[title="${name}"]`);
      // a click while the menu is still moving into place can be dropped: click until this level is open
      await expect(async () => {
        await item.click({ timeout: 2_000 });
        await expect(item).toHaveClass(/ant-cascader-menu-item-active/, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    }
    await page.locator('.ant-cascader-menu-item[title="仙桃市"]').click();
    await expect(dialog.getByText('湖北省 / 仙桃市').filter({ visible: true })).toBeVisible();
    await dialog.getByLabel('详细地址').fill('仙桃大道 8 号 检验科');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();

    const list = page.getByRole('list', { name: '收货地址列表' });
    const row = list.getByRole('listitem').filter({ hasText: '仙桃大道 8 号 检验科' });
    await expect(row).toContainText('湖北省仙桃市');
    await row.getByRole('button', { name: '设为默认' }).click();
    // the list shows the receiver's name masked (spec §5): 钱老师 -> 老师
    await expect(list.getByRole('listitem').first()).toContainText('老师');
    await expect(list.getByRole('listitem').first()).toContainText('默认');
    await page.reload();
    await expect(page.getByRole('list', { name: '收货地址列表' }).getByRole('listitem').first()).toContainText('老师');
  });

  test('adds a special-invoice profile with every required field and uses it on a new order', async ({ page }) => {
    await signInOwner(page);
    await page.goto('/invoice');
    await page.getByRole('button', { name: /新增抬头/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新增发票抬头' });
    await dialog.getByRole('radio', { name: '增值税专用发票' }).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('注册地址不能为空')).toBeVisible();
    await dialog.getByLabel('发票抬头（单位名称）').fill('福州闽研生物科技有限公司');
    await dialog.getByLabel('税号（统一社会信用代码）').fill('91350100M000100Y43');
    await dialog.getByLabel('注册地址').fill('福建省福州市鼓楼区软件大道 89 号');
    await dialog.getByLabel('注册电话').fill('0591-87654321');
    await dialog.getByLabel('开户银行').fill('中国工商银行福州软件园支行');
    await dialog.getByLabel('银行账号').fill('1402021209100123456');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('list', { name: '发票抬头列表' }).getByRole('listitem').filter({ hasText: '福州闽研生物科技有限公司' });
    await expect(row).toContainText('增值税专用发票');
    await expect(row).toContainText('91350100M000100Y43');

    // … and a new order carries it
    await page.goto('/cart');
    // select every line: 全选 goes from none or some to all, from all to none
    const all = page.getByRole('checkbox', { name: '全选' });
    const count = page.getByTestId('selected-count');
    await expect(count).toBeVisible();
    await all.click();
    if ((await count.textContent())?.trim() === '0') await all.click();
    await expect(count).not.toHaveText('0');
    await page.getByRole('button', { name: /去结算/ }).click();
    await expect(page).toHaveURL(/\/order\/add$/);
    // the preview is in (its prices and the credit drawn above and below the choices): nothing moves under the click
    await expect(page.getByText('本单后剩余')).toBeVisible();
    await page.getByRole('radio', { name: /福州闽研生物科技有限公司/ }).check();
    // the demo account requires a fund on every order (docs/api.md §13)
    await page.getByRole('radiogroup', { name: /^经费/ }).getByRole('radio').first().check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/order\/result\?/);
    const orderNo = (await page.getByTestId('order-no').textContent())!.trim();
    await page.goto('/order');
    await page.getByRole('article', { name: `订单 ${orderNo}` }).getByRole('link', { name: '查看详情' }).click();
    await expect(page.getByText('福州闽研生物科技有限公司（专票）')).toBeVisible();
  });

  test('downloads an order invoice as a PDF', async ({ page }) => {
    await signInOwner(page);
    await page.goto('/invoice?tab=orders&status=issued');
    const row = page.getByRole('list', { name: '订单发票列表' }).getByRole('listitem').first();
    const label = (await row.getAttribute('aria-label')) ?? '';
    const invoiceNo = label.replace('发票 ', '');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: '下载 PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`发票-${invoiceNo}.pdf`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByText(`操作成功：发票 ${invoiceNo}（PDF）已下载`)).toBeVisible();
  });

  for (const path of ['/mine/setting', '/invoice', '/invoice?tab=orders']) {
    test(`${path} fits a 390 px phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInOwner(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main section ul').first()).toBeVisible();
      await expectFitsPhone(page);
    });
  }
});

test.describe('the invoice download link', () => {
  test('a visitor opens the link, signs in, comes back and the file downloads', async ({ page }) => {
    const tokens = await mockControl<Tokens>('/token', { memberId: DEMO.owner._id });
    const invoice = await issuedInvoice(tokens);
    await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
    await page.goto(`/invoice/download?id=${invoice._id}`);
    await expect(page).toHaveURL(/\/account\/login\?type=wx&redirect=/);
    await page.getByRole('tab', { name: '密码登录' }).click();
    const form = page.getByRole('form', { name: '密码登录' });
    await form.getByLabel('手机号').fill(DEMO.owner.cellphone);
    await form.getByLabel('密码').fill(DEMO_PASSWORD);
    await form.getByRole('checkbox').check();
    let downloads = 0;
    page.on('download', () => void downloads++);
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(new RegExp(`/invoice/download\\?id=${invoice._id}$`));
    expect((await download).suggestedFilename()).toBe(`发票-${invoice.invoiceNo}.pdf`);
    await expect(page.getByText(invoice.invoiceNo, { exact: true })).toBeVisible();
    await expect(page.getByText('发票已开始下载')).toBeVisible();
    await expect(page.locator('header')).toHaveCount(0);
    // one link, one file: the session settling after the login does not download it again
    await page.waitForTimeout(1500);
    expect(downloads).toBe(1);
  });

  test('an expired or unknown link says so, and the page fits a phone', async ({ page, consoleGuard }) => {
    // the fake mall answers an unknown invoice with HTTP 404, which Chrome logs itself
    consoleGuard.allow(/status of 404/);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInOwner(page);
    const unknown = '66aaffffffffffffffffffff'; // a well-formed invoice id the mall does not know
    await page.goto(`/invoice/download?id=${unknown}&expires=${Date.now() - 1000}`);
    await expect(page.getByText('下载链接已过期')).toBeVisible();
    await page.goto('/invoice/download?id=..%2F..%2Fmember%2Finfo'); // not an id: refused before any call
    await expect(page.getByText('下载链接无效', { exact: true })).toBeVisible();
    await page.goto(`/invoice/download?id=${unknown}`);
    await expect(page.getByText('下载链接无效或发票不存在')).toBeVisible();
    await expectFitsPhone(page);
  });
});
