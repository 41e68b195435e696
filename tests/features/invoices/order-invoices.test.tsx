import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { findDialog, findDrawer } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';


const invoices = () => db.state.invoices.filter((i) => i.memberId === DEMO.owner._id);
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

function recordUrls(method: string, pathname: RegExp) {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === method && pathname.test(url.pathname)) urls.push(url);
  });
  return urls;
}

describe('order invoices on /invoice?tab=orders', () => {
  it('reads the filters from the URL, asks the mall with them, and writes changes back', async () => {
    const lists = recordUrls('GET', /\/invoice$/);
    signInAs(DEMO.owner._id);
    const { router, user } = renderApp('/invoice?tab=orders&status=issued&from=2026-01-01&to=2026-12-31&orderNo=SO26');
    await screen.findByRole('list', { name: '订单发票列表' });
    const first = lists[0]!;
    expect(first.searchParams.get('status')).toBe('issued');
    expect(first.searchParams.get('appliedAt')).toBe('2026-01-01,2026-12-31');
    expect(first.searchParams.get('orderNo')).toBe('SO26');
    expect(screen.getByLabelText('订单号')).toHaveValue('SO26');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '发票状态' }));
    await user.click(await screen.findByTitle('重开中')); // the option (antd titles an option with its label)
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('reissuing'));
    expect(new URLSearchParams(router.state.location.search).get('orderNo')).toBe('SO26');
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('status')).toBe('reissuing'));

    const search = screen.getByLabelText('订单号');
    await user.clear(search);
    await user.type(search, 'so2609{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('orderNo')).toBe('SO2609'));
  });

  it('a number searched and a status chosen before the page redraws both hold (a busy phone)', async () => {
    signInAs(DEMO.owner._id);
    const { router } = renderApp('/invoice?tab=orders');
    await screen.findByRole('list', { name: '订单发票列表' });
    const search = screen.getByLabelText('订单号');
    fireEvent.change(search, { target: { value: 'so2609' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '发票状态' }));
    const option = await screen.findByTitle('重开中');
    // two events in one act: the page does not redraw between them
    // eslint-disable-next-line testing-library/no-unnecessary-act
    act(() => {
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.click(option);
    });
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('orderNo'), query.get('status')]).toEqual(['SO2609', 'reissuing']);
  });

  it('shows the reissue progress of invoices being reissued', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/invoice?tab=orders&status=reissuing');
    await screen.findByRole('list', { name: '订单发票列表' });
    const reissuing = invoices().filter((i) => i.status === 'reissuing');
    expect(reissuing.map((i) => i.reissue?.status).sort()).toEqual(['申请中', '红冲中']);
    expect(await screen.findByLabelText('重开进度：申请中')).toBeInTheDocument();
    expect(screen.getByLabelText('重开进度：红冲中')).toBeInTheDocument();
  });

  it('applies for a reissue: the invoice moves to 重开中 with its progress at 申请中', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/invoice?tab=orders&status=issued');
    const list = await screen.findByRole('list', { name: '订单发票列表' });
    const row = within(list).getAllByRole('listitem')[0]!;
    const invoiceNo = row.getAttribute('aria-label')!.replace('发票 ', '');
    await user.click(within(row).getByRole('button', { name: '申请重开' }));
    const dialog = await findDialog('申请重开发票');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('重开原因不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('重开原因'), '抬头信息有误');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => {
      const invoice = invoices().find((i) => i.invoiceNo === invoiceNo)!;
      expect(invoice.status).toBe('reissuing');
      expect(invoice.reissue).toMatchObject({ status: '申请中', reason: '抬头信息有误' });
    });
    // the issued-only list no longer holds it
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: `发票 ${invoiceNo}` })).not.toBeInTheDocument());
  });

  it('downloads the PDF as a blob through the download helper; the detail keeps the issued snapshot', async () => {
    const downloads = recordUrls('POST', /\/invoice\/download\//);
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/invoice?tab=orders&status=issued');
    const list = await screen.findByRole('list', { name: '订单发票列表' });
    const row = within(list).getAllByRole('listitem')[0]!;
    const invoiceNo = row.getAttribute('aria-label')!.replace('发票 ', '');
    const invoice = invoices().find((i) => i.invoiceNo === invoiceNo)!;
    await user.click(within(row).getByRole('button', { name: '下载 PDF' }));
    await waitFor(() => expect(saved).toEqual([`发票-${invoiceNo}.pdf`]));
    expect(downloads.map((u) => u.pathname.split('/').at(-1))).toEqual([invoice._id]);
    expect(await screen.findByText(`操作成功：发票 ${invoiceNo}（PDF）已下载`, {})).toBeInTheDocument();
    expect(screen.queryByText('操作成功')).not.toBeInTheDocument();

    // editing the profile later never changes the issued invoice
    const profile = db.state.invoiceProfiles.find((p) => p.memberId === DEMO.owner._id && p.title === invoice.profile.title);
    if (profile) profile.title = '改过的抬头';
    await user.click(within(row).getByRole('button', { name: '详情' }));
    const drawer = await findDrawer('发票详情');
    expect(await within(drawer).findByText(invoice.profile.title)).toBeInTheDocument();
    expect(within(drawer).queryByText('改过的抬头')).not.toBeInTheDocument();

    // a link for /invoice/download, to send to a colleague (who signs in first)
    await user.click(within(drawer).getByRole('button', { name: '复制下载链接' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/invoice/download?id=${invoice._id}`);
  });
});
