import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { DEMO_QUOTE_ID } from '../../../mocks/db/seed/quotes.ts';
import { server } from '../../../mocks/node.ts';
import { quoteTotalsOf, statusOf } from '../../../mocks/quote-data.ts';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';
import { retryAtRest } from '../../utils/retry';


afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ownerQuotes = () => db.state.quotes.filter((q) => q.memberId === DEMO.owner._id);
const quoteOf = (status: string) => ownerQuotes().find((q) => statusOf(q) === status && q.requestedBy === DEMO.owner._id)!;

/** Every request to a path ending in `suffix` (method and URL), as sent. */
function callsTo(suffix: string, method = 'GET') {
  const calls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === method && url.pathname.endsWith(suffix)) calls.push(url);
  });
  return calls;
}

/** Every JSON body sent to a path ending in `suffix`. */
function bodiesTo(suffix: string, method: string) {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(suffix)) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
    }
  });
  return bodies;
}

describe('我的询价 (docs/api.md §16)', () => {
  it('lists the quotes as cards; a status tab asks the mall for that status', async () => {
    const calls = callsTo('/mall/v1/quotes');
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/quote');
    const quoted = quoteOf('quoted');
    expect(await screen.findByRole('article', { name: `报价单 ${quoted.quoteNo}` })).toBeInTheDocument();
    expect(calls[0]?.searchParams.get('status')).toBe('all');
    await user.click(screen.getByRole('tab', { name: '待报价' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    const pending = quoteOf('pending');
    expect(await screen.findByRole('article', { name: `报价单 ${pending.quoteNo}` })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: `报价单 ${quoted.quoteNo}` })).not.toBeInTheDocument());
    expect(calls.at(-1)?.searchParams.get('status')).toBe('pending');
    // the seed's quote that expires tomorrow says so
    await user.click(screen.getByRole('tab', { name: '已报价' }));
    expect(await screen.findAllByText('明天到期')).not.toHaveLength(0);
  });

  it('pages: the next page is asked for by its number and kept in the address', async () => {
    const calls = callsTo('/mall/v1/quotes');
    const item = (n: number) => ({
      _id: `66bc0000000000000000${String(100 + n).padStart(4, '0')}`,
      quoteNo: `QT261126${String(n).padStart(4, '0')}`,
      status: 'pending',
      statusLabel: '待报价',
      createdAt: '2026-11-26T08:00:00.000Z',
      quotedAt: null,
      validUntil: null,
      lineCount: 1,
      names: [`试剂 ${n}`],
      amount: 0,
      requestedByName: '王敏',
      orderId: null,
      orderNo: null,
    });
    server.use(
      http.get('*/mall/v1/quotes', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({ code: 0, data: { list: Array.from({ length: 10 }, (_, i) => item((page - 1) * 10 + i + 1)), total: 25, page, pageSize: 10 } });
      }),
    );
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/quote');
    expect(await screen.findByText('共 25 个询价单', {})).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('article', { name: ' 报价单 QT2611260011'.trim() })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('a failed list (5xx) is said in place with 重试, which loads it', async () => {
    let failing = true;
    let calls = 0;
    server.use(
      http.get('*/mall/v1/quotes', () => {
        calls += 1;
        return failing ? HttpResponse.json({ code: 500, msg: '服务器开小差了' }, { status: 503 }) : undefined;
      }),
    );
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/quote');
    expect(await screen.findByText('询价单暂时无法加载', {})).toBeInTheDocument();
    const retry = await retryAtRest();
    expect(calls).toBe(3);
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('article', { name: `报价单 ${quoteOf('quoted').quoteNo}` })).toBeInTheDocument();
    expect(calls).toBe(4);
  });
});

describe('报价单详情 (docs/api.md §16)', () => {
  it('shows priced lines (list price struck through when discounted, the discount, lead time), 无法供货 with its reason, totals with tax and freight', async () => {
    signInAs(DEMO.owner._id);
    renderApp(`/quote/${DEMO_QUOTE_ID}`);
    const record = db.state.quotes.find((q) => q._id === DEMO_QUOTE_ID)!;
    expect(await screen.findByText(`报价单号 ${record.quoteNo}`, {})).toBeInTheDocument();
    const discounted = record.lines.find((l) => l.status === 'quoted' && l.listPrice !== null && l.unitPrice !== null && l.listPrice > l.unitPrice)!;
    const line = screen.getByRole('listitem', { name: discounted.name });
    // eslint-disable-next-line testing-library/no-node-access
    expect(line.querySelector('del')).not.toBeNull();
    expect(line).toHaveTextContent(/满 (5|10) 件 9[25] 折/);
    expect(line).toHaveTextContent('货期：下单后');
    const declined = record.lines.find((l) => l.status === 'declined')!;
    const declinedItem = screen.getByRole('listitem', { name: declined.name });
    expect(declinedItem).toHaveTextContent('无法供货');
    expect(declinedItem).toHaveTextContent(declined.declineReason!);
    const totals = screen.getByLabelText('报价合计');
    expect(totals).toHaveTextContent('商品金额');
    expect(totals).toHaveTextContent('税率 13%');
    expect(screen.getByRole('link', { name: '接受报价并下单' })).toHaveAttribute('href', `/order/add?quote=${DEMO_QUOTE_ID}`);
    expect(screen.getByRole('button', { name: '下载报价单' })).toBeInTheDocument();
    expect(screen.getByText(/^有效期至 \d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
  });

  it('a quote with a line shipped on dry ice shows the 干冰费 in its totals, and 合计 includes it (= the order placed from it)', async () => {
    signInAs(DEMO.owner._id);
    const record = db.state.quotes.find((q) => q._id === DEMO_QUOTE_ID)!;
    const listed = record.lines.find((l) => l.status === 'quoted' && l.matlId)!;
    db.state.materials.find((m) => m._id === listed.matlId)!.shipping = '干冰';
    renderApp(`/quote/${DEMO_QUOTE_ID}`);
    const totals = await screen.findByLabelText('报价合计');
    expect(totals).toHaveTextContent('干冰费¥80.00');
    const { goodsAmount, freight, amount } = quoteTotalsOf(record);
    expect(amount).toBe(Math.round((goodsAmount + freight + 80) * 100) / 100);
    expect(screen.getByTestId('quote-amount')).toHaveTextContent(`¥${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  it('下载报价单 saves the PDF as 报价单-<quoteNo>.pdf; a 10133 refusal says the mall\'s word and saves nothing', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:quote';
      },
      revokeObjectURL: () => undefined,
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const record = db.state.quotes.find((q) => q._id === DEMO_QUOTE_ID)!;
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/quote/${DEMO_QUOTE_ID}`);
    await user.click(await screen.findByRole('button', { name: '下载报价单' }));
    expect(await screen.findByText(`操作成功：报价单 ${record.quoteNo} 已下载`)).toBeInTheDocument();
    expect(names).toEqual([`报价单-${record.quoteNo}.pdf`]);
    expect(new TextDecoder().decode(new Uint8Array(await saved[0]!.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');

    server.use(http.get('*/mall/v1/quotes/:id/pdf', () => HttpResponse.json({ code: 10133, msg: '尚未报价，暂无报价单', data: null })));
    await user.click(screen.getByRole('button', { name: '下载报价单' }));
    expect(await screen.findByText('尚未报价，暂无报价单')).toBeInTheDocument();
    expect(names).toHaveLength(1);
  });

  it('while 待报价 there is no 报价单 to download yet', async () => {
    signInAs(DEMO.owner._id);
    renderApp(`/quote/${quoteOf('pending')._id}`);
    expect(await screen.findByRole('button', { name: '拒绝报价' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下载报价单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '接受报价并下单' })).not.toBeInTheDocument();
  });

  it('an HTML page instead of the quote is said once in place, and 404 says 报价单不存在', async () => {
    server.use(http.get(`*/mall/v1/quotes/${DEMO_QUOTE_ID}`, () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { headers: { 'Content-Type': 'text/html' } })));
    signInAs(DEMO.owner._id);
    renderApp(`/quote/${DEMO_QUOTE_ID}`);
    expect(await screen.findByText('报价单暂时无法加载', {})).toBeInTheDocument();
  });

  it('a quote of another account is not found', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/quote/66bc000000000000000000ff');
    expect(await screen.findByText('报价单不存在', {})).toBeInTheDocument();
  });

  it('while 待报价 the quote is read again every 30 s, and no more once the mall has answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    const pending = quoteOf('pending');
    const calls = callsTo(`/mall/v1/quotes/${pending._id}`);
    signInAs(DEMO.owner._id);
    renderApp(`/quote/${pending._id}`);
    expect(await screen.findByText('商城正在核实目录外商品的价格和货期', {})).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(calls).toHaveLength(2));
    // the mall answers (the demo control), then the next reading shows the price and stops asking
    const answer = await fetch(`http://localhost:3000/__mock/quotes/${pending._id}/answer`, { method: 'POST', body: JSON.stringify({ price: 1280 }), headers: { 'Content-Type': 'application/json' } });
    expect(answer.ok).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(await screen.findByRole('link', { name: '接受报价并下单' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(calls).toHaveLength(3);
  });

  it('拒绝报价 sends the reason and shows 已拒绝', async () => {
    const decline = bodiesTo(`/mall/v1/quotes/${DEMO_QUOTE_ID}/decline`, 'PUT');
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/quote/${DEMO_QUOTE_ID}`);
    await user.click(await screen.findByRole('button', { name: '拒绝报价' }));
    const dialog = await findDialog(`拒绝报价单 ${db.state.quotes.find((q) => q._id === DEMO_QUOTE_ID)!.quoteNo}？`);
    await user.type(within(dialog).getByLabelText('拒绝原因（选填）'), '预算调整');
    await user.click(within(dialog).getByRole('button', { name: '拒绝报价' }));
    await waitFor(() => expect(decline).toEqual([{ reason: '预算调整' }]));
    expect(await screen.findByText('您已拒绝该报价')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '拒绝报价' })).not.toBeInTheDocument();
    // the button that opened the dialog is gone: the focus goes to the quote's summary, not to the page's top
    await waitFor(() => expect(screen.getByRole('region', { name: '报价单概要' })).toHaveFocus());
  });

  it('a refused decline (10132) says the mall\'s reason and reads the quote again', async () => {
    const reads = callsTo(`/mall/v1/quotes/${DEMO_QUOTE_ID}`);
    server.use(http.put('*/mall/v1/quotes/:id/decline', () => HttpResponse.json({ code: 10132, msg: '报价单已下单，不能拒绝', data: null })));
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/quote/${DEMO_QUOTE_ID}`);
    await user.click(await screen.findByRole('button', { name: '拒绝报价' }));
    const dialog = await findDialog(`拒绝报价单 ${db.state.quotes.find((q) => q._id === DEMO_QUOTE_ID)!.quoteNo}？`);
    await user.click(within(dialog).getByRole('button', { name: '拒绝报价' }));
    expect(await screen.findByText('报价单已下单，不能拒绝')).toBeInTheDocument();
    await waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(2));
  });
});
