/**
 * The paperwork of a B2B purchase (docs/api.md §16–19): a quote for the cart's selection and something the
 * catalogue does not list, answered by the mall, its 报价单 downloaded and accepted into an order at the quoted
 * prices (an expired one refused); the bank details copied from an order; a month's statement exported to .xlsx and
 * read back against the page; one invoice applied for three orders.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { readPdf } from '../mocks/pdf-reader.ts';
import { expect, MOCK_API, mockControl, test } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';

type Tokens = { accessToken: string; refreshToken: string };
type Envelope<T> = { code: number; msg: string; data: T };

/** Signs the page in as a member (a fresh token in the shop's storage); the next navigation loads them. */
async function signInAs(page: Page, memberId: string): Promise<Tokens> {
  const tokens = await mockControl<Tokens>('/token', { memberId });
  if (!page.url().startsWith('http')) await page.goto('/coa');
  await page.evaluate((value) => localStorage.setItem('tokenInfo', value), JSON.stringify(tokens));
  return tokens;
}

/** The mall's API as the member: the whole envelope (refusals included). */
async function send<T>(tokens: Tokens, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${MOCK_API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.accessToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** The mall's API as the member (test set-up and checks the screens do not show). */
async function call<T>(tokens: Tokens, method: string, path: string, body?: unknown): Promise<T> {
  const json = await send<T>(tokens, method, path, body);
  expect(json.code, `${method} ${path}: ${json.msg}`).toBe(0);
  return json.data;
}

/** The WeChat-binding prompt a member without WeChat is offered on arrival: 不再提示 whenever it shows. */
async function dismissPrompts(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: '绑定微信' }), async (dialog) => {
    await dialog.getByRole('button', { name: '不再提示' }).click();
  });
}

const noSideways = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
};

type Material = { _id: string; catalogNo: string; name: string; price: number; stock: number };
type QuoteLine = { _id: string; kind: 'listed' | 'custom'; matlId: string | null; name: string; quantity: number; unitPrice: number | null; status: string };
type Quote = { _id: string; quoteNo: string; status: string; lines: QuoteLine[]; amount: number; orderId: string | null; orderNo: string | null };
type OrderDetail = { _id: string; orderNo: string; amount: number; items: { matlId: string; price: number; quantity: number }[]; quote: { _id: string; quoteNo: string } | null };

const CUSTOM_NAME = '人源 IL-6 重组蛋白（无载体，定制纯度）';

test('a quote for the cart selection and a custom item: answered, 报价单 downloaded, accepted at the quoted prices; an expired quote is refused', async ({ page }) => {
  test.setTimeout(150_000);
  await dismissPrompts(page);
  const owner = await signInAs(page, DEMO.owner._id);

  // a material in stock, five of it (the mall's volume discount starts at 5)
  const response = await fetch(`${MOCK_API}/mall/v1/materials?inStock=1&pageSize=100`);
  const { data } = (await response.json()) as Envelope<{ list: Material[] }>;
  const material = data.list.find((m) => m.price >= 200 && m.price <= 2000 && m.stock >= 5)!;
  expect(material).toBeDefined();
  await call(owner, 'POST', '/mall/v1/carts', { matlId: material._id, quantity: 5 });

  // the cart: only this line selected, then 询价
  await page.goto('/cart');
  const line = page.getByRole('checkbox', { name: `选择 ${material.catalogNo}` });
  await expect(line).toBeVisible();
  const all = page.getByRole('checkbox', { name: '全选' });
  if (await all.isChecked()) await all.click();
  else {
    await all.click();
    await all.click();
  }
  await expect(page.getByTestId('selected-count')).toHaveText('0');
  await line.click();
  await page.getByRole('region', { name: '结算栏' }).getByRole('button', { name: '询价' }).click();

  const dialog = page.getByRole('dialog', { name: '询价' });
  await expect(dialog.getByRole('spinbutton', { name: `${material.name} 询价数量` })).toHaveValue('5');
  await dialog.getByRole('button', { name: '添加目录外商品' }).click();
  const custom = dialog.getByRole('group', { name: '目录外商品 1' });
  await custom.getByLabel('品名').fill(CUSTOM_NAME);
  await custom.getByLabel('规格').fill('100 µg');
  await custom.getByLabel('数量').fill('2');
  await dialog.getByLabel('备注').fill('课题组 2026 年度试剂招标比价');
  await dialog.getByRole('button', { name: '提交询价' }).click();

  // the new quote: the listed line is priced at once, the custom one waits for the mall
  await expect(page).toHaveURL(/\/quote\/[0-9a-f]{24}$/);
  const quoteId = page.url().split('/').pop()!;
  await expect(page.getByText('待报价').first()).toBeVisible();
  const asked = await call<Quote>(owner, 'GET', `/mall/v1/quotes/${quoteId}`);
  expect(asked.lines.map((l) => l.kind).sort()).toEqual(['custom', 'listed']);
  expect(asked.lines.find((l) => l.kind === 'listed')!.unitPrice).toBeLessThan(material.price); // 满 5 件 95 折

  // the mall answers the custom line; the page shows the full quote
  await mockControl(`/quotes/${quoteId}/answer`, { price: 1280 });
  await page.reload();
  await expect(page.getByText('已报价').first()).toBeVisible();
  const quote = await call<Quote>(owner, 'GET', `/mall/v1/quotes/${quoteId}`);
  expect(quote.status).toBe('quoted');
  await page.screenshot({ path: `${SHOTS}/paperwork-quote-1366.png`, fullPage: true });

  // the 报价单: Chinese text intact
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载报价单' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readPdf(new Uint8Array(await readFile((await file.path())!)));
  const flat = pdf.text.replace(/\s+/g, '');
  for (const text of ['报价单', quote.quoteNo, '上海实研生物科技有限公司', '上海生科实验技术有限公司', material.catalogNo, CUSTOM_NAME, '有效期至', '课题组2026年度试剂招标比价']) {
    expect(flat).toContain(text.replace(/\s+/g, ''));
  }

  // accept: the checkout shows where the prices come from; the order is placed at the quoted prices
  await page.getByRole('link', { name: '接受报价并下单' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/add\\?quote=${quoteId}$`));
  await expect(page.getByText(`价格来自报价单 ${quote.quoteNo}`)).toBeVisible();
  await page.getByRole('radiogroup', { name: /^经费/ }).getByRole('radio').first().check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/result\?/);
  await expect(page.getByText('订单提交成功')).toBeVisible();

  const accepted = await call<Quote>(owner, 'GET', `/mall/v1/quotes/${quoteId}`);
  expect(accepted.status).toBe('accepted');
  const order = await call<OrderDetail>(owner, 'GET', `/mall/v2/orders/${accepted.orderId}`);
  expect(order.quote?.quoteNo).toBe(quote.quoteNo);
  const quoted = new Map(quote.lines.filter((l) => l.unitPrice !== null).map((l) => [l.matlId ?? l._id, l]));
  expect(order.items).toHaveLength(quoted.size);
  for (const item of order.items) {
    expect(item.price).toBe(quoted.get(item.matlId)!.unitPrice);
    expect(item.quantity).toBe(quoted.get(item.matlId)!.quantity);
  }
  expect(order.amount).toBe(quote.amount);
  // the cart still holds the line: a quote's order does not read or change it
  const cart = await call<{ list?: { matlId: string }[]; items?: { matlId: string }[] }>(owner, 'GET', '/mall/v1/carts');
  expect(JSON.stringify(cart)).toContain(material._id);

  // an expired quote: the checkout says why, and the mall refuses it
  const { list: expired } = await call<{ list: Quote[] }>(owner, 'GET', '/mall/v1/quotes?status=expired');
  expect(expired.length).toBeGreaterThan(0);
  await page.goto(`/order/add?quote=${expired[0]!._id}`);
  await expect(page.getByText(/报价单已过期/).first()).toBeVisible();
  const refused = await send(owner, 'POST', '/mall/v1/orders', { quoteId: expired[0]!._id, addressId: 'x' });
  expect(refused.code).toBe(10132);
  expect(refused.msg).toMatch(/^报价单已过期（有效期至 \d{4}-\d{2}-\d{2}），请重新询价$/);
});

test('at 390 px: the bank details of a partly paid order are copied with the order number as the reference', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await dismissPrompts(page);
  const owner = await signInAs(page, DEMO.owner._id);
  const { list } = await call<{ list: { _id: string; orderNo: string }[] }>(owner, 'GET', '/mall/v1/orders?keyword=SO2611190043');
  const order = list.find((o) => o.orderNo === 'SO2611190043')!;
  const account = await call<{ accountNo: string; accountName: string }>(owner, 'GET', '/mall/v1/payment/transfer-account');

  await page.goto(`/order/${order._id}`);
  const panel = page.getByRole('region', { name: '对公转账付款' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('部分付款')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/paperwork-payment-390.png` });
  await noSideways(page);

  await panel.getByRole('button', { name: '复制账号' }).click();
  await expect(panel.getByRole('button', { name: '账号已复制' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.accountNo.replace(/\s+/g, ''));
  await panel.getByRole('button', { name: '复制付款备注' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SO2611190043');
  await panel.getByRole('button', { name: '复制户名' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.accountName);
});

type StatementLine = { orderNo: string; amount: number };
type Statement = { month: string; lines: StatementLine[]; totals: { amount: number; orderCount: number } };

/** The numbers of a ¥ text: "¥12,345.60" → 12345.6 */
const yuan = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test("a month's statement exported to .xlsx: its rows and total are the page's", async ({ page }) => {
  await dismissPrompts(page);
  const owner = await signInAs(page, DEMO.owner._id);
  const month = '2026-10';
  const statement = await call<Statement>(owner, 'GET', `/mall/v1/statements/${month}`);
  expect(statement.lines.length).toBeGreaterThan(1);

  await page.goto(`/statement?month=${month}`);
  const lines = page.getByRole('table', { name: '对账明细' }).or(page.getByRole('list', { name: '对账明细' }));
  await expect(lines.first()).toBeVisible();
  const onPage = [...new Set((await lines.first().innerText()).match(/SO\d{10}/g) ?? [])];
  expect(onPage.sort()).toEqual(statement.lines.map((l) => l.orderNo).sort());
  const totalText = await page.getByRole('definition').filter({ has: page.locator('xpath=preceding-sibling::dt[1][normalize-space()="金额合计"]') }).first().innerText();
  const pageTotal = yuan(totalText.split('商品')[0]!);
  expect(pageTotal).toBe(statement.totals.amount);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`对账单-${month}.xlsx`);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const value = (cell: ExcelJS.Cell): unknown => {
    const v = cell.value;
    return v && typeof v === 'object' && 'result' in v ? v.result : v;
  };
  let headerRow = 0;
  sheet.eachRow((row, n) => {
    if (!headerRow && row.getCell(1).value === '序号') headerRow = n;
  });
  expect(headerRow).toBeGreaterThan(0);
  const header = sheet.getRow(headerRow);
  const column = (name: string) => {
    let at = 0;
    header.eachCell((cell, n) => {
      if (cell.value === name) at = n;
    });
    expect(at, name).toBeGreaterThan(0);
    return at;
  };
  const orderNoAt = column('订单号');
  const amountAt = column('金额');
  const rows: { orderNo: string; amount: number }[] = [];
  let at = headerRow + 1;
  for (; typeof sheet.getRow(at).getCell(1).value === 'number'; at++) {
    const row = sheet.getRow(at);
    rows.push({ orderNo: String(value(row.getCell(orderNoAt))), amount: Number(value(row.getCell(amountAt))) });
    expect(row.getCell(amountAt).numFmt).toContain('0.00');
  }
  expect(rows.map((r) => r.orderNo).sort()).toEqual(onPage.sort());
  for (const row of rows) expect(row.amount).toBe(statement.lines.find((l) => l.orderNo === row.orderNo)!.amount);
  const totalRow = sheet.getRow(at);
  expect(Number(value(totalRow.getCell(amountAt)))).toBe(pageTotal);
});

test('one invoice for three finished orders (合并开票), shown in 订单发票 with its orders', async ({ page }) => {
  await dismissPrompts(page);
  const owner = await signInAs(page, DEMO.owner._id);
  const invoiceable = await call<{ _id: string; orderNo: string; amount: number; profile: unknown }[]>(owner, 'GET', '/finance/v1/invoice/invoiceable-orders');
  const three = invoiceable.filter((o) => o.profile === null).slice(0, 3);
  expect(three).toHaveLength(3);

  await page.goto('/invoice?tab=orders');
  await page.getByRole('button', { name: '合并开票' }).or(page.getByRole('link', { name: '合并开票' })).first().click();
  await expect(page).toHaveURL(/\/invoice\/apply$/);
  for (const order of three) await page.getByRole('checkbox', { name: `选择订单 ${order.orderNo}` }).check();
  await expect(page.getByText('已选 3 个订单')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/paperwork-invoice-apply-1366.png`, fullPage: true });
  await page.getByRole('button', { name: '申请开票' }).click();

  await expect(page).toHaveURL(/\/invoice(\?.*)?$/);
  await expect(page.getByText(/合并开票 · 3 个订单/).first()).toBeVisible();
  const { list } = await call<{ list: { consolidated: boolean; status: string; amount: number; orders: { orderNo: string }[] }[] }>(
    owner,
    'GET',
    `/finance/v1/invoice?keyword=${three[1]!.orderNo}`,
  );
  const applied = list.find((i) => i.consolidated && i.status === 'applying' && i.orders.length === 3)!;
  expect(applied).toBeDefined();
  expect(applied.orders.map((o) => o.orderNo).sort()).toEqual(three.map((o) => o.orderNo).sort());
  expect(Math.round(applied.amount * 100)).toBe(Math.round(three.reduce((sum, o) => sum + o.amount, 0) * 100));
});
