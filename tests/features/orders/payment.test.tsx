import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import type { OrderRecord } from '../../../mocks/db/types.ts';
import { server } from '../../../mocks/node.ts';
import { useNodeMultipart } from '../../utils/node-multipart';
import { renderApp, signInAs } from '../../utils/render';
import { GIF_HEAD, PNG_HEAD } from './jpeg-fixture';
import { retryAtRest } from '../../utils/retry';


beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const AT = '2026-11-20T10:00:00+08:00';

/** An order of the demo owner to be paid, made unpaid (no transfer, no receipt), partly paid (¥100) or paid. */
function payableOrder(paid: 'unpaid' | 'partial' | 'paid' = 'unpaid'): OrderRecord {
  const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'pendingPayment' && o.amount > 200);
  if (!order) throw new Error('the seed has no order awaiting payment');
  order.paymentReceipts = [];
  delete order.paidAt;
  if (paid === 'unpaid') order.transfers = [];
  else if (paid === 'partial') order.transfers = [{ at: AT, amount: 100, payer: '示例大学' }];
  else {
    order.transfers = [{ at: AT, amount: order.amount, payer: '示例大学' }];
    order.paidAt = AT;
  }
  return order;
}

const yuan = (value: number) => `¥${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

function fileOf(name: string, head: Uint8Array, size = 2048, type = 'image/png') {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes.slice().buffer], name, { type });
}
const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n%');

/** Calls of one method to a path, as the fake mall saw them. */
function calls(method: string, pathname: RegExp) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && pathname.test(new URL(request.url).pathname)) seen.push(request.url);
  });
  return seen;
}

/** The fake mall's bank details, as it answers them. */
function transferAccount() {
  const answers: { accountName: string; bankName: string; accountNo: string; bankCode: string }[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (new URL(request.url).pathname.endsWith('/payment/transfer-account') && response.ok)
      void response
        .clone()
        .json()
        .then((body: { data: (typeof answers)[number] }) => answers.push(body.data));
  });
  return answers;
}

async function openOrder(order: OrderRecord) {
  signInAs(DEMO.owner._id);
  const view = renderApp(`/order/${order._id}`);
  const panel = await screen.findByRole('region', { name: '对公转账付款' });
  return { ...view, panel };
}

describe('payment by transfer on the order detail (docs/api.md §17)', () => {
  it('shows what is due, the mall’s account and the reference; each copy button copies and says 已复制', async () => {
    const answers = transferAccount();
    const order = payableOrder('unpaid');
    const { user, panel } = await openOrder(order);
    expect(within(panel).getByText('未付款')).toBeInTheDocument();
    expect(within(panel).getByText(yuan(order.amount), { selector: 'span' })).toBeInTheDocument();
    const rows = await within(panel).findByLabelText('收款账户', {});
    const account = answers[0]!;
    for (const value of [account.accountName, account.bankName, account.accountNo, account.bankCode, order.orderNo]) {
      expect(within(rows).getByText(value)).toBeInTheDocument();
    }
    // a definition list's groups hold only terms and definitions (axe definition-list): the copy buttons sit in a dd
    // eslint-disable-next-line testing-library/no-node-access
    const groups = [...rows.children];
    expect(groups).toHaveLength(5);
    // eslint-disable-next-line testing-library/no-node-access
    expect(groups.flatMap((group) => [...group.children].map((child) => child.tagName)).filter((tag) => tag !== 'DT' && tag !== 'DD')).toEqual([]);

    await user.click(within(rows).getByRole('button', { name: '复制付款备注' }));
    expect(await navigator.clipboard.readText()).toBe(order.orderNo);
    expect(await within(rows).findByRole('button', { name: '付款备注已复制' })).toHaveTextContent('已复制');

    await user.click(within(rows).getByRole('button', { name: '复制账号' }));
    expect(await navigator.clipboard.readText()).toBe(account.accountNo.replace(/\s/g, '')); // digits only
    await user.click(within(rows).getByRole('button', { name: '复制联行号' }));
    expect(await navigator.clipboard.readText()).toBe(account.bankCode);
    await user.click(within(rows).getByRole('button', { name: '复制户名' }));
    expect(await navigator.clipboard.readText()).toBe(account.accountName);
    await user.click(within(rows).getByRole('button', { name: '复制开户银行' }));
    expect(await navigator.clipboard.readText()).toBe(account.bankName);
  });

  it('copies without the Clipboard API (a page over plain http) by the selection, and says so when nothing works', async () => {
    const order = payableOrder('unpaid');
    const { user, panel } = await openOrder(order);
    const rows = await within(panel).findByLabelText('收款账户', {});
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const copied: string[] = [];
    const exec = vi.fn((command: string) => {
      // eslint-disable-next-line testing-library/no-node-access -- the text area the fallback selected
      const area = document.querySelector<HTMLTextAreaElement>('textarea[readonly]');
      area?.focus(); // as a browser's select() does
      copied.push(area?.value ?? '');
      return command === 'copy';
    });
    Object.assign(document, { execCommand: exec });
    await user.click(within(rows).getByRole('button', { name: '复制付款备注' }));
    const done = await within(rows).findByRole('button', { name: '付款备注已复制' });
    expect(copied).toEqual([order.orderNo]);
    // the selection took the focus for a moment: it is back on the button pressed
    expect(done).toHaveFocus();

    exec.mockReturnValue(false);
    await user.click(within(rows).getByRole('button', { name: '复制联行号' }));
    expect(await screen.findByText(/复制失败，请手动选中复制/)).toBeInTheDocument();
  });

  it('a partly paid order: 部分付款, what is still due and the transfers received', async () => {
    const order = payableOrder('partial');
    const { panel } = await openOrder(order);
    expect(within(panel).getByText('部分付款')).toBeInTheDocument();
    expect(within(panel).getByText(yuan(order.amount - 100), { selector: 'span' })).toBeInTheDocument();
    expect(within(panel).getByText(/已付 ¥100\.00/)).toBeInTheDocument();
    const transfers = within(panel).getByRole('region', { name: '已收到的转账' });
    expect(transfers).toHaveTextContent('示例大学');
    expect(transfers).toHaveTextContent('¥100.00');
  });

  it('a paid order: one 已付款 line with when, no bank details', async () => {
    const order = payableOrder('paid');
    signInAs(DEMO.owner._id);
    renderApp(`/order/${order._id}`);
    const line = await screen.findByRole('region', { name: '付款信息' });
    expect(line).toHaveTextContent('已付款');
    expect(line).toHaveTextContent(new RegExp(`已付 ${yuan(order.amount).replace(/[.$]/g, '\\$&')} · 2026-11-20 \\d\\d:00:00 付清`));
    expect(screen.queryByRole('region', { name: '对公转账付款' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('收款账户')).not.toBeInTheDocument();
  });

  it('an order awaiting approval has no payment panel, and asks no bank details', async () => {
    const accountCalls = calls('GET', /\/payment\/transfer-account$/);
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'pendingApproval');
    if (!order) throw new Error('the seed has no order awaiting approval');
    signInAs(DEMO.owner._id);
    renderApp(`/order/${order._id}`);
    await screen.findByText(`订单号 ${order.orderNo}`, {});
    expect(screen.queryByRole('region', { name: '对公转账付款' })).not.toBeInTheDocument();
    expect(accountCalls).toHaveLength(0);
  });

  it('bank details that fail in passing are said once in the panel, with 重试', async () => {
    let failing = true;
    server.use(
      http.get('*/mall/v1/payment/transfer-account', () =>
        failing ? HttpResponse.json({ code: 500, msg: '服务器内部错误（模拟）', data: null }, { status: 500 }) : undefined,
      ),
    );
    const order = payableOrder('unpaid');
    const { user, panel, router } = await openOrder(order);
    expect(await within(panel).findByText('收款账户暂时无法加载', {})).toBeInTheDocument();
    expect(screen.getAllByText(/服务器内部错误/)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/order/${order._id}`);
    const retry = await retryAtRest(panel);
    failing = false;
    await user.click(retry);
    expect(await within(panel).findByLabelText('收款账户', {})).toBeInTheDocument();
  });
});

describe('transfer receipts (付款凭证)', () => {
  // Node's FormData, File and Blob, so the fake mall reads the multipart body (tests/utils/node-multipart.ts)
  beforeEach(() => useNodeMultipart());

  it('checks type by the bytes and size before sending; nothing is sent for a refused file', async () => {
    const posts = calls('POST', /\/payment-receipts$/);
    const order = payableOrder('unpaid');
    const { user, panel } = await openOrder(order);
    const input = within(panel).getByLabelText('选择付款凭证');
    // a GIF named .png
    await user.upload(input, fileOf('回单.png', GIF_HEAD));
    expect(await within(panel).findByText('回单.png：付款凭证须为 JPG、PNG、WebP 图片或 PDF')).toBeInTheDocument();
    // a PDF over 10 MB
    await user.upload(input, fileOf('大文件.pdf', PDF_HEAD, 10 * 1024 * 1024 + 1, 'application/pdf'));
    expect(await within(panel).findByText('大文件.pdf：文件超过 10 MB，请压缩或截图后上传')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('previews a picture, sends it as multipart `file`, lists it; a PDF shows as a file; a receipt can be deleted while unpaid', async () => {
    let sent: { name: string; bytes: number } | undefined;
    server.use(
      http.post('*/mall/v1/orders/:id/payment-receipts', async ({ request }) => {
        const file = (await request.clone().formData()).get('file');
        if (file && typeof file !== 'string') sent = { name: file.name, bytes: file.size };
        return undefined; // the fake mall answers
      }),
    );
    const order = payableOrder('unpaid');
    const { user, panel } = await openOrder(order);
    await user.upload(within(panel).getByLabelText('选择付款凭证'), fileOf('转账截图.png', PNG_HEAD));
    const pending = await within(panel).findByRole('group', { name: '待上传：转账截图.png' });
    expect(within(pending).getByRole('img', { name: '预览：转账截图.png' })).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: '上传' }));
    const list = await within(panel).findByRole('list', { name: '已上传的付款凭证' });
    expect(within(list).getByRole('listitem', { name: '付款凭证 转账截图.png' })).toHaveTextContent('图片 · 2 KB');
    expect(sent).toEqual({ name: '转账截图.png', bytes: 2048 });
    expect(await screen.findByText('付款凭证 转账截图.png 已上传')).toBeInTheDocument();

    await user.upload(within(panel).getByLabelText('选择付款凭证'), fileOf('银行回单.pdf', PDF_HEAD, 4096, 'application/pdf'));
    const pdf = await within(panel).findByRole('group', { name: '待上传：银行回单.pdf' });
    expect(within(pdf).getByLabelText('PDF 文件')).toBeInTheDocument();
    await user.click(within(pdf).getByRole('button', { name: '上传' }));
    expect(await within(list).findByRole('listitem', { name: '付款凭证 银行回单.pdf' })).toHaveTextContent('PDF · 4 KB');
    expect(order.paymentReceipts).toHaveLength(2);

    const deletes = calls('DELETE', /\/payment-receipts\/[^/]+$/);
    await user.click(within(list).getByRole('button', { name: '删除 转账截图.png' }));
    await user.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: '付款凭证 转账截图.png' })).not.toBeInTheDocument());
    expect(deletes).toHaveLength(1);
    expect(order.paymentReceipts).toHaveLength(1);
  });

  it('a receipt whose picture cannot be read says why under its name', async () => {
    const order = payableOrder();
    // sent before a reload of the demo: the record stays, the bytes are gone (docs/api.md §17)
    order.paymentReceipts = [
      { _id: '66bf00000000000000000001', fileName: '转账回单.png', contentType: 'image/png', size: 2048, uploadedAt: AT, uploadedBy: DEMO.owner._id, uploadedByName: '王敏' },
    ];
    const { panel } = await openOrder(order);
    const row = await within(panel).findByRole('listitem', { name: '付款凭证 转账回单.png' });
    expect(await within(row).findByText('付款凭证文件已过期，请重新上传')).toBeInTheDocument();
  });

  it('says a failure in passing once, in place, and keeps the file for another try', async () => {
    let answer: 'error' | 'html' | 'ok' = 'error';
    server.use(
      http.post('*/mall/v1/orders/:id/payment-receipts', async () => {
        await delay(20);
        if (answer === 'error') return HttpResponse.json({ code: 500, msg: '服务器内部错误（模拟）', data: null }, { status: 503 });
        if (answer === 'html') return new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
        return undefined;
      }),
    );
    const order = payableOrder('unpaid');
    const { user, panel, router } = await openOrder(order);
    await user.upload(within(panel).getByLabelText('选择付款凭证'), fileOf('回单.png', PNG_HEAD));
    await user.click(await within(panel).findByRole('button', { name: '上传' }));
    const first = (await within(panel).findByRole('alert')).textContent!.trim();
    expect(first).toMatch(/服务器内部错误/);
    expect(screen.getAllByText(first)).toHaveLength(1); // in place, no toast besides
    expect(within(panel).getByRole('group', { name: '待上传：回单.png' })).toBeInTheDocument();

    answer = 'html';
    await user.click(within(panel).getByRole('button', { name: '上传' }));
    await waitFor(() => expect(within(panel).getByRole('alert')).not.toHaveTextContent(first));
    const second = within(panel).getByRole('alert').textContent!.trim();
    expect(second).not.toBe('');
    expect(screen.getAllByText(second)).toHaveLength(1);
    expect(within(panel).getByRole('group', { name: '待上传：回单.png' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/order/${order._id}`);

    answer = 'ok';
    await user.click(within(panel).getByRole('button', { name: '上传' }));
    expect(await within(panel).findByRole('listitem', { name: '付款凭证 回单.png' })).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the mall’s refusal (10140, 10141) and reads the order again after 10141', async () => {
    const order = payableOrder('unpaid');
    let code = 10140;
    server.use(
      http.post('*/mall/v1/orders/:id/payment-receipts', () =>
        HttpResponse.json({ code, msg: code === 10140 ? '每个订单最多上传 5 个付款凭证' : '订单已付清，无需上传付款凭证', data: null }),
      ),
    );
    const details = calls('GET', new RegExp(`/mall/v2/orders/${order._id}$`));
    const { user, panel } = await openOrder(order);
    const before = details.length;
    await user.upload(within(panel).getByLabelText('选择付款凭证'), fileOf('回单.png', PNG_HEAD));
    await user.click(await within(panel).findByRole('button', { name: '上传' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('每个订单最多上传 5 个付款凭证');
    expect(screen.getAllByText('每个订单最多上传 5 个付款凭证')).toHaveLength(1);

    // meanwhile the mall recorded the transfer: the refusal says so, and the order is read again (now 已付款)
    code = 10141;
    order.transfers = [{ at: AT, amount: order.amount, payer: '示例大学' }];
    order.paidAt = AT;
    await user.click(within(panel).getByRole('button', { name: '上传' }));
    expect(await screen.findByText('订单已付清，无需上传付款凭证')).toBeInTheDocument();
    await waitFor(() => expect(details.length).toBeGreaterThan(before + 1));
    expect(await screen.findByRole('region', { name: '付款信息' })).toHaveTextContent('已付款');
  });
});

describe('payment on the order result and the order list', () => {
  it('the result of a new order: payment after the review, no account and no receipts before it', async () => {
    const order = payableOrder('unpaid');
    order.status = 'pendingReview';
    signInAs(DEMO.owner._id);
    renderApp(`/order/result?id=${order._id}`);
    expect(await screen.findByText('订单提交成功', {})).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: '对公转账付款' });
    expect(within(panel).getByRole('note')).toHaveTextContent('审核通过后即可付款');
    expect(within(panel).queryByLabelText('收款账户')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /上传付款凭证/ })).not.toBeInTheDocument();
    // the steps under it say the same
    expect(screen.getByText(/审核通过后按订单号对公转账/)).toBeInTheDocument();
  });

  it('the order detail once reviewed (待付款): the account to pay to and the receipts', async () => {
    const order = payableOrder('unpaid');
    const { panel } = await openOrder(order);
    expect(await within(panel).findByLabelText('收款账户', {})).toHaveTextContent(order.orderNo);
    expect(within(panel).queryByRole('note')).not.toBeInTheDocument();
  });

  it('an order waiting for approval: 订单已提交审批, no payment panel', async () => {
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'pendingApproval');
    if (!order) throw new Error('the seed has no order awaiting approval');
    signInAs(DEMO.owner._id);
    renderApp(`/order/result?id=${order._id}`);
    expect(await screen.findByText('订单已提交审批', {})).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '对公转账付款' })).not.toBeInTheDocument();
  });

  it('the list tags the payment status in its own words beside the order status (未付款, never 待付款)', async () => {
    const partial = payableOrder('partial');
    const unpaid = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'pendingPayment' && o._id !== partial._id);
    const completed = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'completed');
    if (!unpaid || !completed) throw new Error('the seed lacks an order awaiting payment or a completed one');
    unpaid.transfers = [];
    delete unpaid.paidAt;
    completed.transfers = []; // credit terms: delivered before payment
    delete completed.paidAt;
    signInAs(DEMO.owner._id);
    const { router } = renderApp(`/order?keyword=${partial.orderNo}`);
    const card = await screen.findByRole('article', { name: `订单 ${partial.orderNo}` });
    expect(within(card).getByTitle('付款状态')).toHaveTextContent('部分付款');

    await router.navigate(`/order?keyword=${completed.orderNo}`);
    const done = await screen.findByRole('article', { name: `订单 ${completed.orderNo}` });
    expect(within(done).getByText('已完成')).toBeInTheDocument();
    expect(within(done).getByTitle('付款状态')).toHaveTextContent('未付款');

    await router.navigate(`/order?keyword=${unpaid.orderNo}`);
    const due = await screen.findByRole('article', { name: `订单 ${unpaid.orderNo}` });
    expect(within(due).getByText('待付款')).toBeInTheDocument();
    expect(within(due).getByTitle('付款状态')).toHaveTextContent('未付款');
  });
});
