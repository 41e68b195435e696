import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { renderApp, signInAs } from '../../utils/render';


let saved: string[] = [];
beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const ownerInvoice = (status: string) => db.state.invoices.find((i) => i.memberId === DEMO.owner._id && i.status === status)!;

describe('/invoice/download from a link', () => {
  it('a visitor is sent to sign in and comes back to the same link', async () => {
    const invoice = ownerInvoice('issued');
    const { router } = renderApp(`/invoice/download?id=${invoice._id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    const redirect = new URLSearchParams(router.state.location.search).get('redirect');
    expect(redirect).toBe(`/invoice/download?id=${invoice._id}`);
    expect(saved).toEqual([]);
  });

  it('says what is being downloaded and downloads it once, without the shell', async () => {
    const invoice = ownerInvoice('issued');
    signInAs(DEMO.owner._id);
    renderApp(`/invoice/download?id=${invoice._id}&format=pdf`);
    expect(await screen.findByText(invoice.invoiceNo, {})).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([`发票-${invoice.invoiceNo}.pdf`]));
    expect(await screen.findByText('发票已开始下载', {})).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新下载' })).toBeInTheDocument();
  });

  it('an invalid link, an unknown invoice, an expired link and a cancelled invoice each get a clear message', async () => {
    signInAs(DEMO.owner._id);
    const invoice = ownerInvoice('issued');
    const links: [string, string][] = [
      ['/invoice/download', '下载链接无效'],
      ['/invoice/download?id=nope', '下载链接无效'], // not a mall id: refused without a call
      ['/invoice/download?id=66aaffffffffffffffffffff', '下载链接无效或发票不存在'],
      [`/invoice/download?id=${invoice._id}&expires=${Date.now() - 60_000}`, '下载链接已过期'],
    ];
    for (const [path, message] of links) {
      const { unmount } = renderApp(path);
      expect(await screen.findByText(message, {})).toBeInTheDocument();
      unmount();
    }

    const reissued = ownerInvoice('reissued');
    renderApp(`/invoice/download?id=${reissued._id}`);
    expect(await screen.findByText('该发票暂不能下载', {})).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
