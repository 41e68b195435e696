/**
 * 数电票 on 我的发票 › 订单发票 and on the order (issue 43 item 3): the type filter and the red-letter statuses in the
 * URL and in the mall's query, a download of each format, and a red-lettered invoice with its 红字确认单 and 红字发票
 * on the list, in the detail and in the order's 收货与发票.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import type { InvoiceRecord } from '../../../mocks/db/types.ts';
import { nextInvoiceNo } from '../../../mocks/handlers/invoices.ts';
import { server } from '../../../mocks/node.ts';
import { advanceRedLetter } from '../../../mocks/red-letter.ts';
import { findDrawer } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const issuedSpecial = (): InvoiceRecord =>
  db.state.invoices.find((i) => i.memberId === DEMO.owner._id && i.status === 'issued' && i.type === 'special')!;
/** Both steps of 红冲 on the record, as the fake mall's control does them. */
function redLetter(invoice: InvoiceRecord, steps: 1 | 2) {
  for (let n = 0; n < steps; n++) advanceRedLetter(invoice, '2026-11-20T10:00:00+08:00', '销售退回，全额红冲', nextInvoiceNo);
}

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function recordLists() {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && /\/invoice$/.test(url.pathname)) urls.push(url);
  });
  return urls;
}

describe('the invoice list filters by type and status', () => {
  it('reads type and a red-letter status from the URL, asks the mall with them, and writes a change back', async () => {
    const lists = recordLists();
    const invoice = issuedSpecial();
    redLetter(invoice, 2);
    signInAs(DEMO.owner._id);
    const { router, user } = renderApp('/invoice?tab=orders&type=special&status=redLettered');
    const list = await screen.findByRole('list', { name: '订单发票列表' });
    expect(lists[0]!.searchParams.get('type')).toBe('special');
    expect(lists[0]!.searchParams.get('status')).toBe('redLettered');
    expect(within(list).getAllByRole('listitem').map((row) => row.getAttribute('aria-label'))).toEqual([`发票 ${invoice.invoiceNo}`]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '发票类型' }));
    await user.click(await screen.findByTitle('普票（82）'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('type')).toBe('normal'));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('redLettered');
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('type')).toBe('normal'));
    expect(await screen.findByText('没有符合条件的发票')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '发票状态' }));
    await user.click(await screen.findByTitle('红冲中'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('redLettering'));
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('normal');
  });

  it('ignores a type the URL cannot mean (all types)', async () => {
    const lists = recordLists();
    signInAs(DEMO.owner._id);
    renderApp('/invoice?tab=orders&type=paper');
    await screen.findByRole('list', { name: '订单发票列表' });
    expect(lists[0]!.searchParams.has('type')).toBe(false);
  });
});

describe('formats and red-letter display', () => {
  it('downloads each format of an issued invoice from its row, and names the type with its code', async () => {
    const invoice = issuedSpecial();
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/invoice?tab=orders&orderNo=${invoice.orderNo}&status=issued`);
    const list = await screen.findByRole('list', { name: '订单发票列表' });
    const row = within(list).getByRole('listitem', { name: `发票 ${invoice.invoiceNo}` });
    expect(within(row).getByText('数电票 · 增值税专用发票（81）')).toBeInTheDocument();
    for (const format of ['PDF', 'OFD', 'XML']) await user.click(within(row).getByRole('button', { name: `下载 ${format}` }));
    await waitFor(() => expect(saved).toEqual(['pdf', 'ofd', 'xml'].map((ext) => `发票-${invoice.invoiceNo}.${ext}`)));
  });

  it('shows a red-lettered invoice with its 红字确认单 and 红字发票 on the list and in the detail, without downloads', async () => {
    const invoice = issuedSpecial();
    redLetter(invoice, 2);
    const letter = invoice.redLetter!;
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/invoice?tab=orders&status=redLettered`);
    const list = await screen.findByRole('list', { name: '订单发票列表' });
    const row = within(list).getByRole('listitem', { name: `发票 ${invoice.invoiceNo}` });
    expect(within(row).getByText('已红冲')).toBeInTheDocument();
    const note = within(row).getByLabelText('红冲：已红冲');
    expect(note).toHaveTextContent(`红字确认单 ${letter.confirmationNo}`);
    expect(note).toHaveTextContent(`红字发票 ${letter.redInvoiceNo!}`);
    expect(within(row).queryByRole('button', { name: /下载/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '申请重开' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '详情' }));
    const drawer = await findDrawer('发票详情');
    expect(await within(drawer).findByText(letter.redInvoiceNo!)).toBeInTheDocument();
    expect(within(drawer).getByText(letter.confirmationNo)).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /下载/ })).not.toBeInTheDocument();
  });

  it('shows 红冲中 on the order with the 红字确认单 and the 红字发票 still to come', async () => {
    const invoice = issuedSpecial();
    redLetter(invoice, 1);
    signInAs(DEMO.owner._id);
    renderApp(`/order/${invoice.orderId}`);
    const own = await screen.findByRole('list', { name: '本单发票' });
    const item = within(own).getByRole('listitem', { name: `发票 ${invoice.invoiceNo}` });
    expect(item).toHaveTextContent(`专票 ${invoice.invoiceNo}`);
    expect(within(item).getByText('红冲中')).toBeInTheDocument();
    expect(item).toHaveTextContent(`红字确认单 ${invoice.redLetter!.confirmationNo}；红字发票待开具`);
  });

  it('shows 已红冲 on the order with both numbers', async () => {
    const invoice = issuedSpecial();
    redLetter(invoice, 2);
    signInAs(DEMO.owner._id);
    renderApp(`/order/${invoice.orderId}`);
    const own = await screen.findByRole('list', { name: '本单发票' });
    const item = within(own).getByRole('listitem', { name: `发票 ${invoice.invoiceNo}` });
    expect(item).toHaveTextContent(`专票 ${invoice.invoiceNo}`);
    expect(within(item).getByText('已红冲')).toBeInTheDocument();
    expect(item).toHaveTextContent(`红字确认单 ${invoice.redLetter!.confirmationNo}；红字发票 ${invoice.redLetter!.redInvoiceNo!}`);
  });
});
