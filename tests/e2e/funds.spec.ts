/**
 * Funds a lab can trust (docs/api.md §13): 可用余额 = 预算 − 已占用 − 审批中 shown first wherever a fund is shown; each
 * fund's 负责人 approves its orders and sees the fund's money on the approval screen; an approval that would
 * overdraw is refused (10098) and done as 超支批准 with a reason by the owner, on the timeline. At 1440 and 390 px.
 */
import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, MOCK_API, mockControl, test } from './fixtures';
import { call, signInAs, type Envelope, type Tokens } from './support/member';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const NSFC = '国自然面上项目 32170001';

type Fund = { _id: string; name: string; budget: number; committed: number; pending: number; available: number; approverId: string } & Record<string, unknown>;
type ListItem = { _id: string; orderNo: string; fund: { _id: string; name: string; available: number; afterApproval: number | null } | null };

const yuan = (n: number) => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** As the shop writes a 可用余额: an amount, or 超支 ¥… below 0. */
const availableText = (n: number) => (Math.round(n * 100) < 0 ? `超支 ${yuan(-n)}` : yuan(n));

const WIDTHS = [
  { name: '1440', size: { width: 1440, height: 900 } },
  { name: '390', size: { width: 390, height: 844 } },
] as const;

/** The WeChat-binding prompt a member without WeChat is offered on arrival: 不再提示 whenever it shows. */
async function dismissPrompts(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: '绑定微信' }), async (dialog) => {
    await dialog.getByRole('button', { name: '不再提示' }).click();
  });
}

async function ownerTokens(): Promise<Tokens> {
  return mockControl<Tokens>('/token', { memberId: DEMO.owner._id });
}

async function nsfcFund(owner: Tokens): Promise<Fund> {
  return (await call<Fund[]>(owner, 'GET', '/mall/v1/member/funds')).find((f) => f.name === NSFC)!;
}

/** 刘洋 (shengke-cell01), the 国自然 fund's 负责人. */
async function liuYang(owner: Tokens): Promise<string> {
  const settings = await call<{ approvers: { _id: string; name: string }[] }>(owner, 'GET', '/mall/v1/member/procurement-settings');
  return settings.approvers.find((a) => a.name === '刘洋')!._id;
}

/** The page is no wider than the screen (nothing scrolls sideways on a phone). */
async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const { name, size } of WIDTHS) {
  test(`王敏 sees each fund's 可用余额 first on 经费 and at checkout (${name} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await dismissPrompts(page);
    const owner = await signInAs(page, DEMO.owner._id);
    const fund = await nsfcFund(owner);
    expect(fund.pending).toBeGreaterThan(0);
    expect(Math.round(fund.available * 100)).toBe(Math.round(fund.budget * 100) - Math.round(fund.committed * 100) - Math.round(fund.pending * 100));

    await page.goto('/mine/setting');
    const row = page.getByRole('listitem', { name: `经费 ${NSFC}` });
    await expect(row.getByTestId('fund-available')).toHaveText(yuan(fund.available));
    await expect(row).toContainText(`审批中${yuan(fund.pending)}`);
    await expect(row).toContainText('审批人 刘洋');
    await expect(row.getByText('可用', { exact: true })).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await fitsWidth(page, size.width);
    await page.screenshot({ path: `${SHOTS}/funds-setting-${name}.png` });

    // checkout: the fund choice says the same 可用余额 first
    const response = await fetch(`${MOCK_API}/mall/v1/materials?inStock=1&pageSize=20`);
    const material = ((await response.json()) as Envelope<{ list: { _id: string; price: number }[] }>).data.list.find((m) => m.price > 50 && m.price < 500)!;
    await call(owner, 'POST', '/mall/v1/carts', { matlId: material._id, quantity: 1 });
    await page.goto('/cart');
    const all = page.getByRole('checkbox', { name: '全选' });
    await expect(all).toBeVisible();
    if (!(await all.isChecked())) await all.click();
    await page.getByRole('button', { name: /去结算/ }).click();
    await expect(page).toHaveURL(/\/order\/add$/);
    const choice = page.locator('label').filter({ has: page.getByRole('radio', { name: new RegExp(NSFC) }) });
    await expect(choice.getByTestId('fund-available')).toHaveText(yuan(fund.available));
    await choice.scrollIntoViewIfNeeded();
    await fitsWidth(page, size.width);
    await page.screenshot({ path: `${SHOTS}/funds-checkout-${name}.png` });
  });

  test(`刘洋 opens 待我审批 and sees the fund, its 可用余额 and 批准后剩余 (${name} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await dismissPrompts(page);
    const owner = await ownerTokens();
    const liu = await liuYang(owner);
    const liuTokens = await signInAs(page, liu);
    const { list } = await call<{ list: ListItem[] }>(liuTokens, 'GET', '/mall/v1/orders?awaiting=me');
    // only the order on the fund he is 负责人 of; the 科委 card's is 王敏's
    expect(list.map((o) => o.fund?.name)).toEqual([NSFC]);
    const order = list[0]!;
    const fund = order.fund!;

    await page.goto('/order?status=approvals');
    const card = page.getByRole('article').filter({ hasText: order.orderNo });
    await expect(card).toContainText(`经费 ${NSFC}`);
    const after = fund.afterApproval!;
    await expect(card.getByTestId('card-fund-balance')).toHaveText(`可用余额 ${availableText(fund.available)} · ${after < 0 ? '批准后' : '批准后剩余 '}${availableText(after)}`);
    await fitsWidth(page, size.width);
    await page.screenshot({ path: `${SHOTS}/funds-approvals-list-${name}.png` });

    await card.getByRole('link', { name: `审批订单 ${order.orderNo}` }).click();
    const money = page.getByRole('region', { name: '采购审批' }).getByLabel('经费余额');
    await expect(money).toContainText(NSFC);
    await expect(money.getByTestId('fund-available')).toHaveText(availableText(fund.available));
    await expect(money.getByTestId('fund-after-approval')).toHaveText(availableText(fund.afterApproval!));
    await money.scrollIntoViewIfNeeded();
    await fitsWidth(page, size.width);
    await page.screenshot({ path: `${SHOTS}/funds-approval-panel-${name}.png` });
  });

  test(`an approval that would overdraw is refused, then done as 超支批准 with a reason by the owner (${name} px)`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(size);
    await dismissPrompts(page);
    const owner = await ownerTokens();
    const liu = await liuYang(owner);
    const liuTokens = await signInAs(page, liu);
    const order = (await call<{ list: ListItem[] }>(liuTokens, 'GET', '/mall/v1/orders?awaiting=me')).list[0]!;

    // 刘洋 reads the order while the fund still covers it
    await page.goto(`/order/${order._id}`);
    const bar = page.getByRole('region', { name: '审批操作' });
    await expect(bar.getByRole('button', { name: '批准', exact: true })).toBeVisible();

    // meanwhile the owner cuts the budget: approving would now leave the fund ¥70.00 short
    const fund = await nsfcFund(owner);
    const { _id, createdAt: _c, committed: _m, pending: _p, remaining: _r, available: _a, usable: _u, approverName: _n, ...input } = fund;
    const budget = (Math.round(fund.committed * 100) + Math.round(fund.pending * 100) - 7000) / 100;
    await call(owner, 'PUT', `/mall/v1/member/funds/${_id}`, { ...input, budget });

    await bar.getByRole('button', { name: '批准', exact: true }).click();
    await page.getByRole('button', { name: '确认', exact: true }).click();
    const refusal = '批准后经费将超支 ¥70.00，须由经费负责人作超支批准并填写原因';
    await expect(page.getByText(refusal)).toBeVisible();
    // the order is read again: its fund now reads 超支 and the bar offers 超支批准 only
    await expect(page.getByRole('region', { name: '采购审批' }).getByTestId('fund-after-approval')).toHaveText('超支 ¥70.00');
    await expect(bar.getByRole('button', { name: '超支批准' })).toBeVisible();
    await fitsWidth(page, size.width);
    await page.screenshot({ path: `${SHOTS}/funds-overdraft-refused-${name}.png` });

    // the owner approves it as 超支批准, with a reason
    await signInAs(page, DEMO.owner._id);
    await page.goto(`/order/${order._id}`);
    await page.getByRole('region', { name: '审批操作' }).getByRole('button', { name: '超支批准' }).click();
    const dialog = page.getByRole('dialog', { name: '超支批准' });
    await expect(dialog).toContainText('批准后经费将超支 ¥70.00');
    const reason = '课题结题前急需，下月经费到账后补足';
    await dialog.getByRole('textbox', { name: '超支原因' }).fill(reason);
    await page.screenshot({ path: `${SHOTS}/funds-overdraft-dialog-${name}.png` });
    await dialog.getByRole('button', { name: /确认超支批准/ }).click();
    await expect(dialog).toBeHidden();
    const timeline = page.getByRole('region', { name: '订单动态' });
    await expect(timeline).toContainText('超支批准');
    await expect(timeline).toContainText(`超支 ¥70.00：${reason}`);
    await expect(page.getByText('待审核').first()).toBeVisible();
    await timeline.scrollIntoViewIfNeeded();
    await fitsWidth(page, size.width);
    await page.screenshot({ path: `${SHOTS}/funds-overdraft-timeline-${name}.png` });

    // 账号设置: the fund reads 超支 ¥70.00 under one tag, 已超支
    await page.goto('/mine/setting');
    const row = page.getByRole('listitem', { name: `经费 ${NSFC}` });
    await expect(row.getByTestId('fund-available')).toHaveText('超支 ¥70.00');
    await expect(row.getByText('已超支', { exact: true })).toBeVisible();
    await expect(row.getByText('可用', { exact: true })).toHaveCount(0);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/funds-overdrawn-setting-${name}.png` });
  });
}

for (const { name, size } of WIDTHS) {
  test(`合并开票 and 对账单 show each order's fund and filter by it (${name} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await dismissPrompts(page);
    const owner = await signInAs(page, DEMO.owner._id);
    type Invoiceable = { _id: string; orderNo: string; fund: { _id: string; name: string } | null };
    const orders = await call<Invoiceable[]>(owner, 'GET', '/finance/v1/invoice/invoiceable-orders');
    const charged = orders.find((o) => o.fund)!;
    expect(charged).toBeDefined();
    const fundName = charged.fund!.name;

    await page.goto('/invoice/apply');
    const list = page.getByRole('list', { name: '可开票订单' });
    await expect(list.getByRole('listitem', { name: `订单 ${charged.orderNo}` })).toContainText(`经费 ${fundName}`);
    await page.getByRole('combobox', { name: '按经费筛选' }).click();
    await page.getByTitle(fundName).last().click();
    const shown = orders.filter((o) => o.fund?._id === charged.fund!._id);
    await expect(list.getByRole('listitem')).toHaveCount(shown.length);
    for (const item of await list.getByRole('listitem').all()) await expect(item).toContainText(`经费 ${fundName}`);
    await fitsWidth(page, size.width);
    await page.screenshot({ path: `${SHOTS}/funds-invoice-apply-${name}.png` });

    await page.goto('/statement');
    await expect(page.getByText('经费').first()).toBeVisible();
    await fitsWidth(page, size.width);
    await page.screenshot({ path: `${SHOTS}/funds-statement-${name}.png` });
  });
}
