import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '@/shared/config/constants';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { SEED_NOW_MS } from '../../../mocks/db/seed/time.ts';
import { server } from '../../../mocks/node.ts';
import { expectNoDialog, findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const PENDING = '2026-10';

beforeEach(() => {
  // the seed's clock, not the machine's: 2026-11 is the current (未出账) month, 2026-10 the last whole one (待确认);
  // by the real clock November closed at midnight China time on 12-01 and this page rightly showed it 待确认
  // (moving on with real time: with the date frozen, the 5xx test's retries never ended)
  vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW_MS, shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

/** Counts the calls whose path (without the query) is `path`, and keeps their URLs. */
function countCalls(method: string, test: (path: string) => boolean) {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && test(new URL(request.url).pathname)) urls.push(request.url);
  });
  return urls;
}

const statementPath = (month: string) => (path: string) => path.endsWith(`/mall/v1/statements/${month}`);

async function openMonth(month = PENDING, member: string = DEMO.owner._id) {
  signInAs(member);
  const view = renderApp(`/statement?month=${month}`);
  await screen.findByRole('heading', { name: new RegExp(`^${Number(month.slice(0, 4))}年${Number(month.slice(5))}月对账单`) });
  await screen.findByRole('table', {});
  return view;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** The figure under a term of the totals (订单数, 金额合计 …). */
function totalOf(term: string): HTMLElement {
  const index = screen.getAllByRole('term').findIndex((t) => t.textContent === term);
  return screen.getAllByRole('definition')[index]!;
}

const statementOf = (month: string) => db.state.statements.find((s) => s.memberId === DEMO.owner._id && s.month === month);

describe('对账单 (docs/api.md §18)', () => {
  it('lists the months with their status and amounts, newest first and chosen; another month shows its lines, links and totals', async () => {
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/statement');
    const months = await screen.findByRole('navigation', { name: '对账月份' });
    const buttons = within(months).getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    expect(buttons[0]).toHaveTextContent('未出账');
    const october = within(months).getByRole('button', { name: /2026年10月/ });
    expect(october).toHaveTextContent('待确认');
    expect(october).toHaveTextContent(/\d+ 笔 · ¥[\d,]+\.\d\d/);
    expect(within(months).getByRole('button', { name: /2026年9月/ })).toHaveTextContent('已确认');

    await user.click(october);
    expect(await screen.findByRole('heading', { name: /^2026年10月对账单/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-10');
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: '确认对账单' })).toBeInTheDocument();
    const lines = rows();
    const first = db.state.orders.find((o) => o.orderNo === within(lines[0]!).getAllByRole('link')[0]!.textContent);
    expect(first).toBeDefined();
    expect(within(lines[0]!).getByRole('link', { name: first!.orderNo })).toHaveAttribute('href', `/order/${first!._id}`);
    expect(totalOf('订单数')).toHaveTextContent(`${lines.length} 笔`);
  });

  it('confirms the month in a dialog: the month reads 已确认 with who confirmed it, and its tag in the list follows', async () => {
    const { user } = await openMonth();
    await user.click(screen.getByRole('button', { name: '确认对账单' }));
    const dialog = await findDialog('确认对账单');
    expect(dialog).toHaveTextContent(/确认 2026年10月的对账单：共 \d+ 笔订单，金额合计 ¥/);
    await user.click(within(dialog).getByRole('button', { name: '确认对账单' }));
    await expectNoDialog('确认对账单');
    expect(await screen.findByText(/^已于 \d{4}-\d\d-\d\d \d\d:\d\d 由 王敏 确认$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认对账单' })).not.toBeInTheDocument();
    expect(statementOf(PENDING)?.confirmedByName).toBe('王敏');
    const months = screen.getByRole('navigation', { name: '对账月份' });
    await waitFor(() => expect(within(months).getByRole('button', { name: /2026年10月/ })).toHaveTextContent('已确认'));
  });

  it('10152 on confirming: the mall’s message in the dialog, said once; the dialog stays and the statement loads again', async () => {
    const MSG = '对账单有待处理的异议，请等待商城回复后再确认';
    server.use(http.put('*/mall/v1/statements/:month/confirm', () => HttpResponse.json({ code: 10152, msg: MSG, data: null })));
    const { user } = await openMonth();
    const puts = countCalls('PUT', (p) => p.endsWith('/confirm'));
    const gets = countCalls('GET', statementPath(PENDING));
    await user.click(screen.getByRole('button', { name: '确认对账单' }));
    const dialog = await findDialog('确认对账单');
    await user.click(within(dialog).getByRole('button', { name: '确认对账单' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG);
    expect(screen.getAllByText(MSG)).toHaveLength(1);
    expect(await findDialog('确认对账单')).toBe(dialog);
    expect(puts).toHaveLength(1);
    await waitFor(() => expect(gets.length).toBeGreaterThanOrEqual(1));
    expect(statementOf(PENDING)?.confirmedAt ?? null).toBeNull();
  });

  it('a dispute on a line: the note is required, then the line and the month show it and the month waits for the mall', async () => {
    const { user } = await openMonth();
    const posts = countCalls('POST', (p) => p.endsWith('/disputes'));
    const line = rows()[0]!;
    const orderNo = within(line).getAllByRole('link')[0]!.textContent!;
    await user.click(within(line).getByRole('button', { name: `对订单 ${orderNo} 提出异议` }));
    const dialog = await findDialog(`提出异议 · 订单 ${orderNo}`);
    await user.click(within(dialog).getByRole('button', { name: '提交异议' }));
    expect(await within(dialog).findByText('请填写异议说明')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('异议说明'), '实际送达 2 箱，对账单为 3 箱');
    await user.click(within(dialog).getByRole('button', { name: '提交异议' }));
    await expectNoDialog(`提出异议 · 订单 ${orderNo}`);
    expect(posts).toHaveLength(1);
    expect(await within(line).findByText('异议待回复')).toBeInTheDocument();
    expect(within(line).queryByRole('button', { name: /提出异议/ })).not.toBeInTheDocument();
    const record = screen.getByRole('listitem', { name: `订单 ${orderNo} 的异议` });
    expect(record).toHaveTextContent('实际送达 2 箱，对账单为 3 箱');
    expect(record).toHaveTextContent('待商城回复');
    expect(screen.getByRole('heading', { name: /^2026年10月对账单/ })).toHaveTextContent('有异议');
    expect(screen.queryByRole('button', { name: '确认对账单' })).not.toBeInTheDocument();
    expect(screen.getByText('有待处理的异议，商城回复后可确认')).toBeInTheDocument();  });

  it('a confirmed month with an answered dispute: who confirmed it, the note and the mall’s answer, nothing left to do', async () => {
    await openMonth('2026-09');
    const record = statementOf('2026-09')!;
    const [dispute] = record.disputes;
    expect(screen.getByText(/^已于 .* 由 王敏 确认$/)).toBeInTheDocument();
    const order = db.state.orders.find((o) => o._id === dispute!.orderId)!;
    const item = screen.getByRole('listitem', { name: `订单 ${order.orderNo} 的异议` });
    expect(item).toHaveTextContent('商城已回复');
    expect(item).toHaveTextContent(dispute!.note);
    expect(item).toHaveTextContent(`商城回复（`);
    expect(item).toHaveTextContent(dispute!.answer!);
    const line = rows().find((row) => within(row).queryByRole('link', { name: order.orderNo }))!;
    expect(within(line).getByText('异议已回复')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认对账单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /提出异议/ })).not.toBeInTheDocument();
  });

  it('a dispute refused (10152) or failing in passing (503): said once in the dialog, the note stays, one call each', async () => {
    let answer: 'refuse' | 'down' = 'refuse';
    const MSG = '该订单已有待处理的异议';
    server.use(
      http.post('*/mall/v1/statements/:month/disputes', () =>
        answer === 'refuse'
          ? HttpResponse.json({ code: 10152, msg: MSG, data: null })
          : HttpResponse.json({ code: 503, msg: '服务暂时不可用', data: null }, { status: 503 }),
      ),
    );
    const { user } = await openMonth();
    const posts = countCalls('POST', (p) => p.endsWith('/disputes'));
    const line = rows()[1] ?? rows()[0]!;
    const orderNo = within(line).getAllByRole('link')[0]!.textContent!;
    await user.click(within(line).getByRole('button', { name: `对订单 ${orderNo} 提出异议` }));
    const dialog = await findDialog(`提出异议 · 订单 ${orderNo}`);
    const note = within(dialog).getByLabelText('异议说明');
    await user.type(note, '运费应免收');
    await user.click(within(dialog).getByRole('button', { name: '提交异议' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG);
    expect(screen.getAllByText(MSG)).toHaveLength(1);
    expect(note).toHaveValue('运费应免收');
    expect(posts).toHaveLength(1);

    answer = 'down';
    await user.click(within(dialog).getByRole('button', { name: '提交异议' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/服务暂时不可用/);
    expect(screen.getAllByText(/服务暂时不可用/)).toHaveLength(1);
    expect(note).toHaveValue('运费应免收');
    expect(statementOf(PENDING)?.disputes ?? []).toHaveLength(0);
  });

  it('an HTML page instead of the statement: said once, the page stays with 重试, which loads it', async () => {
    let broken = true;
    server.use(
      http.get('*/mall/v1/statements/:month', ({ params }) =>
        broken && params.month === PENDING ? new HttpResponse('<!doctype html><title>502 Bad Gateway</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }) : undefined,
      ),
    );
    const gets = countCalls('GET', statementPath(PENDING));
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp(`/statement?month=${PENDING}`);
    expect(await screen.findByText('2026年10月对账单暂时无法加载', {})).toBeInTheDocument();
    expect(gets).toHaveLength(1); // an answer that is not the envelope is not retried
    expect(await screen.findAllByText(TEXT.badBody)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/statement');
    expect(screen.getByRole('navigation', { name: '对账月份' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: /^2026年10月对账单/ })).toBeInTheDocument();
    expect(gets).toHaveLength(2);
  });

  it('a 5xx on the months: retried twice, said once, 重试 stays on the page', async () => {
    server.use(http.get('*/mall/v1/statements', () => HttpResponse.json({ code: 500, msg: '服务器开小差了', data: null }, { status: 500 })));
    const gets = countCalls('GET', (p) => p.endsWith('/mall/v1/statements'));
    signInAs(DEMO.owner._id);
    const { router } = renderApp('/statement');
    expect(await screen.findByText('对账单暂时无法加载', {})).toBeInTheDocument();
    await waitFor(() => expect(gets).toHaveLength(3));
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/服务/)).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/statement');
  });

  it('the fund filter: 全部经费 and each fund of the month; a fund shows only its lines, in the URL', async () => {
    const { user, router } = await openMonth();
    const all = rows().length;
    // the funds the lines were charged to, as the 经费 column names them
    // (cell 5: 到期日 stands after 送达日期)
    const charged = [...new Set(rows().map((row) => within(row).getAllByRole('cell')[5]!.textContent!).filter((name) => name !== '—'))];
    expect(charged.length).toBeGreaterThan(0);
    const gets = countCalls('GET', statementPath(PENDING));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '经费' }));
    // the options (antd titles an option with its label): 全部经费 (also the shown choice), then each fund of the month
    expect(await screen.findAllByTitle('全部经费')).toHaveLength(2);
    for (const name of charged) expect(await screen.findByTitle(name)).toBeInTheDocument();
    await user.click(screen.getByTitle(charged[0]!));
    await waitFor(() => expect(gets.some((u) => new URL(u).searchParams.has('fundId'))).toBe(true));
    expect(router.state.location.search).toMatch(/^\?month=2026-10&fund=[0-9a-f]{24}$/);
    await waitFor(() => expect(rows().length).toBeLessThan(all));
    for (const row of rows()) expect(within(row).getAllByRole('cell')[5]).toHaveTextContent(charged[0]!);
  });

  it('another month and then a fund, chosen before the page redraws, both hold (a busy phone)', async () => {
    const { router } = await openMonth();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '经费' }));
    await screen.findAllByTitle('全部经费');
    // a fund's option (antd titles an option with its label)
    const option = screen.getAllByTitle(/.+/).find((o) => o.classList.contains('ant-select-item-option') && o.title !== '全部经费')!;
    const september = within(screen.getByRole('navigation', { name: '对账月份' })).getByRole('button', { name: /2026年9月/ });
    // two events in one act: the page does not redraw between them
    // eslint-disable-next-line testing-library/no-unnecessary-act
    act(() => {
      fireEvent.click(september);
      fireEvent.click(option);
    });
    expect(router.state.location.search).toMatch(/^\?month=2026-09&fund=[0-9a-f]{24}$/);
  });

  /** Holds the unfiltered GET of `month` until `release` (the request then goes on to the fake mall). */
  function holdStatement(month: string) {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*/mall/v1/statements/${month}`, async ({ request }) => {
        if (!new URL(request.url).searchParams.has('fundId')) await gate;
        return undefined;
      }),
    );
    return () => release();
  }

  it('another month never shows the last one’s figures or 确认对账单 while it loads', async () => {
    const { user } = await openMonth();
    expect(screen.getByRole('button', { name: '确认对账单' })).toBeInTheDocument();
    const release = holdStatement('2026-09');
    await user.click(within(screen.getByRole('navigation', { name: '对账月份' })).getByRole('button', { name: /2026年9月/ }));
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: /^2026年10月对账单/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认对账单' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: /^2026年9月对账单/ })).toBeInTheDocument();
  });

  it('the confirm dialog shows only its own month’s figures, never those of the month it last showed', async () => {
    // September waits for its confirmation (its dispute was answered)
    Object.assign(statementOf('2026-09')!, { confirmedAt: null, confirmedBy: null, confirmedByName: null });
    const { user, router } = await openMonth();
    await user.click(screen.getByRole('button', { name: '确认对账单' }));
    expect(await findDialog('确认对账单')).toHaveTextContent(/确认 2026年10月的对账单：共 \d+ 笔订单/);
    await user.click(within(await findDialog('确认对账单')).getByRole('button', { name: '取消' }));
    await expectNoDialog('确认对账单');

    // September through a fund: the page loads; the whole month (what the dialog confirms) is held
    const fund = db.state.funds.find((f) => f.memberId === DEMO.owner._id)!;
    const release = holdStatement('2026-09');
    await router.navigate(`/statement?month=2026-09&fund=${fund._id}`);
    expect(await screen.findByRole('heading', { name: /^2026年9月对账单/ })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '确认对账单' }));
    const dialog = await findDialog('确认对账单');
    expect(dialog).toHaveTextContent('确认 2026年9月的对账单。');
    expect(dialog).not.toHaveTextContent('笔订单');
    release();
    await waitFor(() => expect(dialog).toHaveTextContent(/确认 2026年9月的对账单：共 \d+ 笔订单/));
  });

  it('a month without a statement (404): the mall’s message once, no 重试, and the newest month a click away', async () => {
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/statement?month=2020-01');
    expect(await screen.findByText('该月没有对账单', {})).toBeInTheDocument();
    expect(screen.getAllByText('该月没有对账单')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    const newest = within(screen.getByRole('navigation', { name: '对账月份' })).getAllByRole('button')[0]!;
    const label = newest.textContent!.match(/^\d{4}年\d{1,2}月/)![0];
    await user.click(screen.getByRole('button', { name: `查看${label}对账单` }));
    expect(await screen.findByRole('heading', { name: new RegExp(`^${label}对账单`) })).toBeInTheDocument();
    expect(router.state.location.search).toMatch(/^\?month=\d{4}-\d{2}$/);
    expect(router.state.location.search).not.toBe('?month=2020-01');
  });

  it('a fund the mall does not know (404): 经费不存在 once, no 重试, and 查看全部经费 shows the month', async () => {
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp(`/statement?month=${PENDING}&fund=66af00000000000000000099`);
    expect(await screen.findByText('经费不存在', {})).toBeInTheDocument();
    expect(screen.getAllByText('经费不存在')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看全部经费' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?month=${PENDING}`);
  });

  it('a sub-account sees its own lines without 确认对账单 or 提出异议', async () => {
    await openMonth(PENDING, DEMO.sub._id);
    expect(screen.queryByRole('button', { name: '确认对账单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /提出异议/ })).not.toBeInTheDocument();
    expect(screen.getByText(/子账号只能查看本人下单的订单/)).toBeInTheDocument();
  });

  it('导出 Excel: a workbook named 对账单-2026-10.xlsx whose rows and totals are the page’s', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:statement';
      },
      revokeObjectURL: () => undefined,
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = await openMonth();
    const shown = rows().map((row) => within(row).getAllByRole('link')[0]!.textContent);
    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(await screen.findByText('操作成功：对账单-2026-10.xlsx 已下载', {})).toBeInTheDocument();
    expect(names).toEqual(['对账单-2026-10.xlsx']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await saved[0]!.arrayBuffer());
    const ws = workbook.worksheets[0]!;
    const orderNos = shown.map((_, i) => ws.getRow(4 + i).getCell(2).value);
    expect(orderNos).toEqual(shown);
    // 金额 is the 10th column: 到期日 stands after 送达日期 on this 月结 account
    expect(ws.getRow(3).getCell(6).value).toBe('到期日');
    const total = ws.getRow(4 + shown.length).getCell(10).value as { formula: string; result: number };
    expect(total.formula).toBe(`SUM(J4:J${3 + shown.length})`);
    const money = `¥${total.result.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(totalOf('金额合计').textContent!.startsWith(`${money}商品`)).toBe(true);
  });

  it('导出 Excel that cannot write the workbook: 导出失败，请稍后重试, said once; the page stays and nothing is saved', async () => {
    vi.spyOn(ExcelJS.Workbook.prototype, 'addWorksheet').mockImplementation(() => {
      throw new Error('out of memory');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, router } = await openMonth();
    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(await screen.findByText('导出失败，请稍后重试')).toBeInTheDocument();
    expect(screen.getAllByText('导出失败，请稍后重试')).toHaveLength(1);
    expect(click).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe(`?month=${PENDING}`);
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeEnabled();
  });

  it('下载 PDF: the mall’s 对账单 saved as 对账单-2026-10.pdf', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:statement';
      },
      revokeObjectURL: () => undefined,
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = await openMonth();
    await user.click(screen.getByRole('button', { name: '下载 PDF' }));
    expect(await screen.findByText('操作成功：对账单-2026-10.pdf 已下载')).toBeInTheDocument();
    expect(names).toEqual(['对账单-2026-10.pdf']);
    expect(new TextDecoder().decode(new Uint8Array(await saved[0]!.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
  });

  it('/invoice leads to /statement by its third tab, and /statement back to 订单发票', async () => {
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/invoice');
    await user.click(await screen.findByRole('tab', { name: '对账单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/statement'));
    await screen.findByRole('heading', { level: 1, name: '对账单' });
    await user.click(await screen.findByRole('tab', { name: '订单发票' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/invoice?tab=orders'));
  });
});

describe('对账单: refunds of cancelled orders (docs/api.md §17, §18)', () => {
  it('shows the refund of a cancelled order that had received money, in the month it was opened', async () => {
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && !o.placedBy && o.status === 'pendingPayment')!;
    order.status = 'cancelled';
    order.transfers = [{ at: '2026-10-14T10:00:00+08:00', amount: 1234.5, payer: '上海生科实验技术有限公司' }];
    order.refund = { status: 'refunding', amount: 1234.5, requestedAt: '2026-10-15T10:00:00+08:00', refundedAt: null, reason: '订单取消，已收款原路退回付款账户' };
    await openMonth(PENDING);
    const section = screen.getByRole('region', { name: /^退款/ });
    const item = within(section).getByRole('listitem', { name: `订单 ${order.orderNo} 的退款` });
    expect(item).toHaveTextContent('退款中');
    expect(item).toHaveTextContent('¥1,234.50');
    expect(item).toHaveTextContent('商城财务处理中');
  });
});
