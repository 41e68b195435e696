/**
 * The 报销材料包 dialog as a member meets it on /invoice (订单发票): a downloadable invoice offers the pack of its
 * orders, the dialog shows what it fetches and saves one ZIP; a failing file is said in a line while the rest is
 * packed; 取消 stops the run and saves nothing.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import type { InvoiceRecord } from '../../../mocks/db/types.ts';
import { addFault, clearFaults } from '../../../mocks/faults.ts';
import { invoiceOrderIds } from '../../../mocks/invoice-rules.ts';
import { advanceRedLetter } from '../../../mocks/red-letter.ts';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

let saved: string[] = [];
const owner = DEMO.owner._id;
const ownerInvoices = (): InvoiceRecord[] => db.state.invoices.filter((i) => i.memberId === owner);

beforeEach(() => {
  db.reset();
  saved = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pack'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  signInAs(owner);
});
afterEach(() => {
  clearFaults();
  vi.restoreAllMocks();
});

/** Opens /invoice's 订单发票 on one invoice (found by its number) and presses its 报销材料包. */
async function openPack(invoice: InvoiceRecord) {
  const { user } = renderApp(`/invoice?tab=orders&orderNo=${db.state.orders.find((o) => o._id === invoice.orderId)!.orderNo}`);
  await user.click(await screen.findByRole('button', { name: `报销材料包：发票 ${invoice.invoiceNo}` }));
  return { user, dialog: await findDialog('报销材料包') };
}

describe('报销材料包 from /invoice', () => {
  it('packs an invoice\'s orders into one ZIP', async () => {
    const invoice = ownerInvoices().find((i) => i.status === 'issued')!;
    const { dialog } = await openPack(invoice);
    const orderNo = db.state.orders.find((o) => o._id === invoice.orderId)!.orderNo;
    const zipName = invoiceOrderIds(invoice).length === 1 ? `报销材料_${orderNo}.zip` : `报销材料_发票${invoice.invoiceNo}.zip`;
    expect(await within(dialog).findByText(new RegExp(`^已打包 \\d+ 个文件.*${zipName}$`), undefined, { timeout: 30_000 })).toBeVisible();
    expect(saved).toEqual([zipName]);
    expect(within(dialog).queryByRole('list', { name: '未能获取的文件' })).toBeNull();
  });

  it('offers no pack for an invoice still 开票中 (nothing to download yet)', async () => {
    renderApp('/invoice?tab=orders&status=applying');
    const list = await screen.findByRole('list', { name: '订单发票列表' });
    expect(within(list).getAllByText('待开具').length).toBeGreaterThan(0);
    expect(within(list).queryAllByRole('button', { name: /^报销材料包/ })).toEqual([]);
  });

  it('packs an invoice 红冲中 but says it is not to be claimed yet', async () => {
    const invoice = ownerInvoices().find((i) => i.status === 'issued')!;
    advanceRedLetter(invoice, '2026-11-20T08:00:00.000Z', '销售退回，全额红冲', () => '26312000000099990001');
    const { dialog } = await openPack(invoice);
    const notices = await within(dialog).findByRole('list', { name: '暂不宜用于报销的文件' }, { timeout: 30_000 });
    expect(within(notices).getByText(new RegExp(`发票 ${invoice.invoiceNo}（红冲中）：红字发票开具后本发票作废`))).toBeVisible();
    await within(dialog).findByText(/^已打包 \d+ 个文件/, undefined, { timeout: 30_000 });
    expect(saved).toHaveLength(1);
  });

  it('says a failing file in its own line, and still saves the rest', async () => {
    const invoice = ownerInvoices().find((i) => i.status === 'issued')!;
    addFault({ match: `/orders/${invoice.orderId}/contract`, delayMs: 0, status: 503, times: -1 });
    const { dialog } = await openPack(invoice);
    const failures = await within(dialog).findByRole('list', { name: '未能获取的文件' }, { timeout: 30_000 });
    expect(within(failures).getByText(/销售合同 下载失败：/)).toBeVisible();
    await within(dialog).findByText(/^已打包 \d+ 个文件，缺少 \d+ 项（见报销附件清单）/, undefined, { timeout: 30_000 });
    expect(saved).toHaveLength(1);
  });

  it('取消 stops the run and saves nothing', async () => {
    const invoice = ownerInvoices().find((i) => i.status === 'issued')!;
    // the contract hangs until the run is cancelled
    addFault({ match: '/contract', delayMs: 600_000, status: 0, times: -1 });
    const { user, dialog } = await openPack(invoice);
    await within(dialog).findByText(/^正在获取：.*销售合同$/, undefined, { timeout: 30_000 });
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(await within(dialog).findByText('已取消，未保存文件')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /完\s*成/ })).toBeVisible();
    expect(saved).toEqual([]);
  });
});
