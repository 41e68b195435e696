/**
 * Honest records (docs/api.md §14, §21): with 收货人须不同于下单人 on, the buyer 陈晨 is told why she cannot confirm
 * receipt of her own order and who can; 王敏 confirms it and the 验收单 names who confirmed; 陈晨 at checkout with a
 * 易制爆 item reads the company's filing state (已驳回) and whom to ask. At 1440 and 390 px.
 */
import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { readPdf } from '../mocks/pdf-reader.ts';
import { expect, MOCK_API, mockControl, test } from './fixtures';
import { call, signInAs, type Envelope, type Tokens } from './support/member';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const WHO_CAN = '收货确认须由下单人以外的成员完成，请由主账号 王敏 确认收货';

type Page_<T> = { list: T[] };
type OrderRow = { _id: string; orderNo: string; placedBy: string | null };

/** The WeChat-binding prompt a member without WeChat is offered on arrival: 不再提示 whenever it shows. */
async function dismissPrompts(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: '绑定微信' }), async (dialog) => {
    await dialog.getByRole('button', { name: '不再提示' }).click();
  });
}

async function noSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1440, 390]) {
  test(`${width}px: 陈晨 is told who confirms her delivered order; 王敏 confirms it and the 验收单 names the confirmer`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    await dismissPrompts(page);
    const sub = await signInAs(page, DEMO.sub._id);
    // 陈晨's order waiting for shipment: the mall ships it (signed for)
    const waiting = await call<Page_<OrderRow>>(sub, 'GET', '/mall/v1/orders?status=pendingShipment');
    const order = waiting.list.find((o) => o.placedBy === DEMO.sub._id)!;
    expect(order).toBeDefined();
    await mockControl(`/orders/${order._id}/ship`, {});

    await page.goto(`/order/${order._id}`);
    const parcel = page.getByRole('article', { name: /^发货单 / }).first();
    await expect(parcel.getByText(WHO_CAN)).toBeVisible();
    await expect(parcel.getByRole('button', { name: '确认收货' })).toHaveCount(0);
    await noSideScroll(page, width);
    await parcel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/records-buyer-${width}.png` });

    // 王敏's list offers 确认收货 on the card, a link to the order
    await signInAs(page, DEMO.owner._id);
    await page.goto('/order?status=pendingReceipt');
    const card = page.getByRole('article', { name: `订单 ${order.orderNo}` });
    await expect(card.getByRole('link', { name: `确认收货：订单 ${order.orderNo}` })).toBeVisible();
    await noSideScroll(page, width);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/records-list-${width}.png` });

    // 王敏 confirms, receiving it herself (the signed-in member is offered first; 陈晨 is the buyer)
    await card.getByRole('link', { name: `确认收货：订单 ${order.orderNo}` }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${order._id}$`));
    await page.getByRole('button', { name: '确认收货' }).first().click();
    const dialog = page.getByRole('dialog', { name: /确认收货/ });
    await expect(dialog.getByText('王敏（主账号）')).toBeVisible();
    await dialog.getByLabel('备注').fill('外包装完好，经费卡号 32170001');
    await page.screenshot({ path: `${SHOTS}/records-receipt-${width}.png` });
    await dialog.getByRole('button', { name: '确认收货' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('收货信息').first()).toContainText('收货人 王敏');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /验收单/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`验收单-${order.orderNo}.pdf`);
    const pdf = readPdf(new Uint8Array(await (await import('node:fs/promises')).readFile((await file.path())!)));
    const flat = pdf.text.replace(/\s+/g, '');
    for (const text of ['采购人陈晨', '收货人王敏', '确认人王敏', '收货备注：外包装完好，经费卡号32170001', '发票号码：尚未开票', order.orderNo]) {
      expect(flat).toContain(text);
    }
  });

  test(`${width}px: 陈晨 at checkout with a 易制爆 item reads the filing is 已驳回 and to ask 王敏`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await dismissPrompts(page);
    const sub: Tokens = await signInAs(page, DEMO.sub._id);
    const found = await fetch(`${MOCK_API}/mall/v1/materials?keyword=${encodeURIComponent('过氧化氢')}&inStock=1&pageSize=20`);
    const { data } = (await found.json()) as Envelope<{ list: { _id: string; catalogNo: string; name: string }[] }>;
    const peroxide = data.list.find((m) => m.name === '30% 过氧化氢溶液')!;
    expect(peroxide).toBeDefined();
    await call(sub, 'POST', '/mall/v1/carts', { matlId: peroxide._id, quantity: 1 });
    await page.goto('/cart');
    const all = page.getByRole('checkbox', { name: '全选' });
    await expect(page.getByRole('checkbox', { name: `选择 ${peroxide.catalogNo}` })).toBeVisible();
    if (await all.isChecked()) await all.click();
    else {
      await all.click();
      await all.click();
    }
    await page.getByRole('checkbox', { name: `选择 ${peroxide.catalogNo}` }).click();
    // the cart's note on the line says the same to her, without the way to 资质管理 she may not use
    const note = page.getByRole('note', { name: `${peroxide.catalogNo} 资质` });
    await expect(note).toContainText('已驳回');
    await expect(note).toContainText('请联系主账号 王敏 更新资质');
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/records-cart-${width}.png` });
    // the checkout reads the selected lines from the mall
    await page.goto('/order/add');
    const banner = page.getByRole('alert').filter({ hasText: '含管制化学品，暂不能提交' });
    await expect(banner).toContainText('已驳回：证件照片不清晰，请重新上传');
    await expect(banner).toContainText('请联系主账号 王敏 更新资质');
    await expect(banner.getByRole('link', { name: '前往资质管理' })).toHaveCount(0);
    await noSideScroll(page, width);
    await banner.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/records-permit-${width}.png` });
  });
}
