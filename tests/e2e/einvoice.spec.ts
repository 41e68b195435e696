/**
 * 数电票 in full (issue 43 item 3), as the owner 王敏 at 1440 and 390 px: 我的发票 › 订单发票 filters by type (专票 81)
 * and status, each format of an issued invoice downloads (the XML read back for its number, type code and buyer),
 * and an invoice red-lettered through the fake mall's control (红字确认单, then 红字发票) reads 已红冲 with both
 * numbers on the invoice list, in its detail and on its order.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { expect, mockControl, test } from './fixtures';
import { call, signInAs } from './support/member';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';

type Invoice = {
  _id: string;
  invoiceNo: string;
  orderId: string;
  orderNo: string;
  typeCode: string;
  title: string;
  status: string;
  redLetter?: { confirmationNo: string; redInvoiceNo: string | null };
};

/** Nothing reaches past the page's width (a phone scrolls only down). */
async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByTitle(option, { exact: true }).last().click();
}

async function download(page: Page, row: ReturnType<Page['getByRole']>, format: string): Promise<{ name: string; text: string }> {
  const waiting = page.waitForEvent('download');
  await row.getByRole('button', { name: `下载 ${format}` }).click();
  const file = await waiting;
  return { name: file.suggestedFilename(), text: (await readFile((await file.path())!)).toString('utf8') };
}

for (const size of [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
]) {
  test(`数电票 at ${size.name} px: filter by type and status, download PDF/OFD/XML, a red-lettered invoice on the list and the order`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const tokens = await signInAs(page, DEMO.owner._id);
    const issued = await call<{ list: Invoice[] }>(tokens, 'GET', '/finance/v1/invoice?status=issued&type=special&pageSize=10');
    const [kept, reversed] = issued.list;
    if (!kept || !reversed) throw new Error('the seed has fewer than two issued 专票 for the owner');

    // the fake mall red-letters one: 红字确认单 (红冲中), then 红字发票 (已红冲)
    const filed = await mockControl<Invoice>(`/invoices/${reversed._id}/red`, { reason: '销售退回，全额红冲' });
    expect(filed.status).toBe('redLettering');
    const done = await mockControl<Invoice>(`/invoices/${reversed._id}/red`, {});
    expect(done.status).toBe('redLettered');
    const confirmationNo = done.redLetter!.confirmationNo;
    const redInvoiceNo = done.redLetter!.redInvoiceNo!;
    expect(redInvoiceNo).toMatch(/^\d{20}$/);

    // filters: 专票 and 已开票, written to the URL
    await page.goto('/invoice?tab=orders');
    const list = page.getByRole('list', { name: '订单发票列表' });
    await expect(list).toBeVisible();
    await pick(page, '发票类型', '专票（81）');
    await expect(page).toHaveURL(/[?&]type=special/);
    await pick(page, '发票状态', '已开票');
    await expect(page).toHaveURL(/[?&]status=issued/);
    const row = list.getByRole('listitem', { name: `发票 ${kept.invoiceNo}` });
    await expect(row).toContainText('数电票 · 增值税专用发票（81）');
    for (const item of await list.getByRole('listitem').all()) await expect(item).toContainText('（81）');
    await expect(list.getByRole('listitem', { name: `发票 ${reversed.invoiceNo}` })).toHaveCount(0);
    await fitsWidth(page, size.width);
    await page.screenshot({ path: `${SHOTS}/einvoice-list-${size.name}.png`, fullPage: true });

    // every format of the kept invoice
    const pdf = await download(page, row, 'PDF');
    expect(pdf.name).toBe(`发票-${kept.invoiceNo}.pdf`);
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    const ofd = await download(page, row, 'OFD');
    expect(ofd.name).toBe(`发票-${kept.invoiceNo}.ofd`);
    expect(ofd.text).toContain(`发票号码：${kept.invoiceNo}`);
    const xml = await download(page, row, 'XML');
    expect(xml.name).toBe(`发票-${kept.invoiceNo}.xml`);
    expect(xml.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.text).toContain(`<InvoiceNumber>${kept.invoiceNo}</InvoiceNumber>`);
    expect(xml.text).toContain('<InvoiceTypeCode>81</InvoiceTypeCode>');
    expect(xml.text).toContain(`<OrderNo>${kept.orderNo}</OrderNo>`);
    expect(xml.text).toMatch(/<Item seq="1">\s*<Name>\*[^*]+\*/);
    await expect(page.getByText(`操作成功：发票 ${kept.invoiceNo}（XML）已下载`)).toBeVisible();

    // the red-lettered invoice under 已红冲, with both numbers; no download
    await pick(page, '发票状态', '已红冲');
    await expect(page).toHaveURL(/[?&]status=redLettered/);
    const redRow = list.getByRole('listitem', { name: `发票 ${reversed.invoiceNo}` });
    await expect(redRow).toContainText('已红冲');
    await expect(redRow).toContainText(`红字确认单 ${confirmationNo}`);
    await expect(redRow).toContainText(`红字发票 ${redInvoiceNo}`);
    await expect(redRow.getByRole('button', { name: /下载/ })).toHaveCount(0);
    await fitsWidth(page, size.width);
    await page.screenshot({ path: `${SHOTS}/einvoice-red-list-${size.name}.png`, fullPage: true });

    await redRow.getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '发票详情' });
    await expect(drawer.getByText(redInvoiceNo)).toBeVisible();
    await expect(drawer.getByText(confirmationNo)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/einvoice-red-detail-${size.name}.png` });

    // the order says it too
    await page.goto(`/order/${reversed.orderId}`);
    const own = page.getByRole('list', { name: '本单发票' });
    const onOrder = own.getByRole('listitem', { name: `发票 ${reversed.invoiceNo}` });
    await expect(onOrder).toContainText('已红冲');
    await expect(onOrder).toContainText(`红字确认单 ${confirmationNo}；红字发票 ${redInvoiceNo}`);
    await onOrder.scrollIntoViewIfNeeded();
    await fitsWidth(page, size.width);
    await page.screenshot({ path: `${SHOTS}/einvoice-order-${size.name}.png` });
  });
}
