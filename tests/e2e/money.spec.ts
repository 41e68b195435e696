/**
 * Money never vanishes (docs/api.md §6, §17): the owner's order receives part of its amount, the owner cancels it
 * and the confirmation names the money; the order shows 退款中 with the amount until the mall completes the refund
 * (已退款), and the list finds it by its payment status. Before the mall's review the order invites no payment.
 * At 1440 and 390 px.
 */
import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, test } from './fixtures';
import { call, signInAs } from './support/member';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';

type ListItem = { _id: string; orderNo: string; amount: number; paymentStatus: string | null };

/** The WeChat-binding prompt a member without WeChat is offered on arrival: 不再提示 whenever it shows. */
async function dismissPrompts(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: '绑定微信' }), async (dialog) => {
    await dialog.getByRole('button', { name: '不再提示' }).click();
  });
}

async function noSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** "¥12,345.60" as the shop writes an amount in yuan. */
const yuan = (value: number) => `¥${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

for (const width of [1440, 390]) {
  test(`at ${width} px: a part-paid order cancelled opens a refund, 退款中 → 已退款, and the list finds it`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await dismissPrompts(page);
    const owner = await signInAs(page, DEMO.owner._id);
    const { list } = await call<{ list: ListItem[] }>(owner, 'GET', '/mall/v1/orders?status=pendingPayment&paymentStatus=unpaid&pageSize=50');
    const order = list.find((o) => o.amount >= 200)!;
    expect(order).toBeDefined();
    // the mall's finance records a first transfer of about half (in whole yuan)
    const part = Math.floor(order.amount / 2);
    await mockControl(`/orders/${order._id}/pay`, { amount: part });

    await page.goto(`/order/${order._id}`);
    const panel = page.getByRole('region', { name: '对公转账付款' });
    await expect(panel.getByText('部分付款')).toBeVisible();
    await page.getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`本订单已收款 ${yuan(part)}，取消后将原路退回付款账户`);
    await page.screenshot({ path: `${SHOTS}/money-cancel-confirm-${width}.png` });
    await dialog.getByRole('button', { name: '取消订单并退款' }).click();

    const refund = page.getByRole('region', { name: '退款' });
    await expect(refund.getByText('退款中')).toBeVisible();
    await expect(refund.getByLabel('退款信息')).toContainText(`退款金额${yuan(part)}`);
    await expect(refund.getByText('已收到的转账')).toBeVisible();
    await expect(page.getByText('已取消', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: '对公转账付款' })).toHaveCount(0);
    await refund.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/money-refunding-${width}.png`, fullPage: true });
    await noSideways(page);

    // the mall's finance returns the money
    await mockControl(`/orders/${order._id}/refund`, {});
    await page.reload();
    await expect(refund.getByText('已退款')).toBeVisible();
    await expect(refund.getByLabel('退款信息')).toContainText('退款时间');
    await expect(page.getByText('退款完成')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/money-refunded-${width}.png`, fullPage: true });

    // the list: the tag says it and the 付款状态 filter finds it
    await page.goto('/order?payment=refunded');
    const card = page.getByRole('article', { name: `订单 ${order.orderNo}` });
    await expect(card.getByTitle('付款状态')).toHaveText('已退款');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/money-list-refunded-${width}.png` });
    await noSideways(page);

    // the month's statement (the current one, shown first) lists the money that went back
    await page.goto('/statement');
    const refunds = page.getByRole('region', { name: /^退款/ });
    await expect(refunds.getByRole('listitem', { name: `订单 ${order.orderNo} 的退款` })).toContainText(yuan(part));
    await refunds.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/money-statement-refund-${width}.png` });
    await noSideways(page);
  });

  test(`at ${width} px: before the mall's review the order says 审核通过后即可付款 and shows no account`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await dismissPrompts(page);
    const owner = await signInAs(page, DEMO.owner._id);
    const { list } = await call<{ list: ListItem[] }>(owner, 'GET', '/mall/v1/orders?status=pendingReview&pageSize=50');
    const order = list[0]!;
    await page.goto(`/order/result?id=${order._id}`);
    const panel = page.getByRole('region', { name: '对公转账付款' });
    await expect(panel.getByRole('note')).toContainText('审核通过后即可付款');
    await expect(panel.getByLabel('收款账户')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/money-result-before-review-${width}.png`, fullPage: true });

    await page.goto(`/order/${order._id}`);
    await expect(page.getByRole('region', { name: '对公转账付款' }).getByRole('note')).toContainText('审核通过后即可付款');
    await expect(page.getByRole('button', { name: /上传付款凭证/ })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/money-detail-before-review-${width}.png`, fullPage: true });
    await noSideways(page);
  });
}
