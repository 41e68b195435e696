/**
 * 报销材料包 (issue 43, docs/api.md §14): the pack of an order (its detail), of a selection (the order list) and of a
 * statement month (/statement), at 1440 and 390 px, downloaded, unzipped here (fflate in Node), every expected file
 * checked by its text (invoice number, order number, lot, fund), the cover sheet's list, and an invoice still 开票中
 * listed as missing, not silently left out.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { readPdf } from '../mocks/pdf-reader.ts';
import { expect, MOCK_API, mockControl, test } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const COVER = '00_报销附件清单.pdf';

type Tokens = { accessToken: string; refreshToken: string };
type StockOut = { _id: string; shippedAt: string; items: { matlId: string; catalogNo: string; quantity: number; lot: string }[] };
type Order = {
  _id: string; orderNo: string; poNo?: string; amount: number; status: string;
  fund: { name: string; code: string } | null; stockOuts: StockOut[]; invoices: { _id: string; invoiceNo: string; status: string }[];
};
type Page_<T> = { list: T[] };

async function signInAs(page: Page, memberId: string): Promise<Tokens> {
  const tokens = await mockControl<Tokens>('/token', { memberId });
  if (!page.url().startsWith('http')) await page.goto('/coa');
  await page.evaluate((value) => localStorage.setItem('tokenInfo', value), JSON.stringify(tokens));
  return tokens;
}

async function call<T>(tokens: Tokens, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${MOCK_API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.accessToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; msg: string; data: T };
  expect(json.code, `${method} ${path}: ${json.msg}`).toBe(0);
  return json.data;
}

const flat = (text: string) => text.replace(/\s+/g, '');

/** The saved ZIP: its file names and each PDF's text (whitespace removed). */
async function unzip(download: Download) {
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  return { names: Object.keys(files), text: (name: string) => flat(readPdf(files[name]!).text), bytes: (name: string) => files[name] };
}

async function orderByNo(tokens: Tokens, orderNo: string): Promise<Order> {
  const page = await call<Page_<{ _id: string; orderNo: string }>>(tokens, 'GET', `/mall/v1/orders?status=all&keyword=${orderNo}`);
  return call<Order>(tokens, 'GET', `/mall/v2/orders/${page.list.find((o) => o.orderNo === orderNo)!._id}`);
}

/** Confirms every delivery of the order as received (a receiver who is not the buyer), so it has a 验收单. */
async function receive(tokens: Tokens, order: Order) {
  const receivers = await call<{ _id: string; isOwner: boolean }[]>(tokens, 'GET', '/mall/v1/member/receivers');
  const receiver = receivers.find((r) => !r.isOwner)!;
  for (const stockOut of order.stockOuts) {
    await call(tokens, 'POST', `/mall/v1/stock-outs/${stockOut._id}/receipt`, {
      receiverId: receiver._id,
      receivedAt: stockOut.shippedAt.slice(0, 10),
      lines: stockOut.items.map((i) => ({ matlId: i.matlId, quantity: i.quantity, lot: i.lot })),
    });
  }
}

/** Clicks `button` and waits for the pack's dialog to say it saved the ZIP. */
async function pack(page: Page, click: () => Promise<void>, width: number, shot: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await click();
  const dialog = page.getByRole('dialog', { name: '报销材料包' });
  await expect(dialog).toBeVisible();
  const file = await download;
  await expect(dialog.getByRole('status')).toContainText('已打包');
  await page.screenshot({ path: `${SHOTS}/reimbursement-${shot}-${width}.png` });
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(dialog).toBeHidden();
  return file;
}

// SO2609260045: delivered, a fund, a 采购单号, an issued 数电票 (PDF, OFD, XML); SO2609240012: its invoice 开票中
const FULL = 'SO2609260045';
const APPLYING = 'SO2609240012';

for (const width of [1440, 390]) {
  test(`报销材料包 of an order, a selection and a statement month at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.addLocatorHandler(page.getByRole('dialog', { name: '绑定微信' }), async (d) => {
      await d.getByRole('button', { name: '不再提示' }).click();
    });
    const owner = await signInAs(page, DEMO.owner._id);
    const order = await orderByNo(owner, FULL);
    await receive(owner, order);
    const invoice = order.invoices.find((i) => i.status === 'issued')!;
    const lot = order.stockOuts[0]!.items[0]!;

    // 1. one order, from its detail
    await page.goto(`/order/${order._id}`);
    const one = await pack(page, () => page.getByRole('button', { name: '报销材料包' }).click(), width, 'order');
    expect(one.suggestedFilename()).toBe(`报销材料_${FULL}.zip`);
    const zip = await unzip(one);
    for (const name of [COVER, `${FULL}_发票_${invoice.invoiceNo}.pdf`, `${FULL}_发票_${invoice.invoiceNo}.ofd`, `${FULL}_发票_${invoice.invoiceNo}.xml`, `${FULL}_验收单.pdf`, `${FULL}_合同.pdf`]) {
      expect(zip.names).toContain(name);
    }
    expect(zip.text(`${FULL}_发票_${invoice.invoiceNo}.pdf`)).toContain(invoice.invoiceNo);
    expect(zip.text(`${FULL}_发票_${invoice.invoiceNo}.pdf`)).toContain(FULL);
    expect(zip.text(`${FULL}_合同.pdf`)).toContain(`HT-${FULL}`);
    expect(zip.text(`${FULL}_合同.pdf`)).toContain(order.poNo!);
    const slip = zip.text(`${FULL}_验收单.pdf`);
    for (const fact of [FULL, lot.lot, flat(order.fund!.name), order.fund!.code, invoice.invoiceNo]) expect(slip).toContain(fact);
    const coa = `${FULL}_COA_${lot.catalogNo}_${lot.lot}.pdf`;
    const cover = zip.text(COVER);
    if (zip.names.includes(coa)) expect(zip.text(coa)).toContain(lot.lot);
    else expect(cover).toContain(`缺少：${coa}`);
    for (const fact of ['报销附件清单', `订单${FULL}`, flat(order.fund!.name), order.fund!.code, order.poNo!, invoice.invoiceNo]) expect(cover).toContain(fact);
    for (const name of zip.names.filter((n) => n !== COVER)) expect(cover).toContain(name);

    // 2. a selection on the order list, across two searches: the 开票中 invoice is listed as missing
    await page.goto('/order');
    for (const no of [FULL, APPLYING]) {
      await page.getByLabel('搜索订单').fill(no);
      await page.getByLabel('搜索订单').press('Enter');
      await page.getByRole('checkbox', { name: `选择订单 ${no}` }).check();
    }
    const bar = page.getByRole('group', { name: '已选订单' });
    await expect(bar).toContainText('已选 2 个订单');
    const chosen = await pack(page, () => bar.getByRole('button', { name: '报销材料包' }).click(), width, 'selection');
    expect(chosen.suggestedFilename()).toBe(`报销材料_${FULL}等2单.zip`);
    const both = await unzip(chosen);
    expect(both.names).toContain(`${FULL}_验收单.pdf`);
    expect(both.names).toContain(`${APPLYING}_合同.pdf`);
    const bothCover = both.text(COVER);
    expect(bothCover).toContain(`订单${APPLYING}`);
    expect(bothCover).toMatch(/缺少：发票.*发票开票中/);

    // 3. the statement month of the order
    type Line = { orderNo: string; invoiceStatus: string };
    const months = await call<{ month: string }[]>(owner, 'GET', '/mall/v1/statements');
    let month = '';
    let statement: { lines: Line[] } = { lines: [] };
    for (const m of months) {
      statement = await call<{ lines: Line[] }>(owner, 'GET', `/mall/v1/statements/${m.month}`);
      month = m.month;
      if (statement.lines.some((l) => l.orderNo === FULL)) break;
    }
    expect(statement.lines.map((l) => l.orderNo)).toContain(FULL);
    await page.goto(`/statement?month=${month}`);
    const monthly = await pack(page, () => page.getByRole('button', { name: '报销材料包' }).click(), width, 'month');
    expect(monthly.suggestedFilename()).toBe(`报销材料_${month}.zip`);
    const monthZip = await unzip(monthly);
    const monthCover = monthZip.text(COVER);
    expect(monthCover).toContain(`范围：${month}对账单`);
    for (const line of statement.lines) expect(monthCover).toContain(`订单${line.orderNo}`);
    expect(monthZip.names).toContain(`${FULL}_发票_${invoice.invoiceNo}.xml`);
    if (statement.lines.some((l) => l.invoiceStatus === 'applying')) expect(monthCover).toContain('发票开票中');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
