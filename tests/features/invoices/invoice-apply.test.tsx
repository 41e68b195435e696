import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import type { InvoiceProfileRecord, OrderRecord } from '../../../mocks/db/types.ts';
import { server } from '../../../mocks/node.ts';
import { findDrawer } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';
import { retryAtRest } from '../../utils/retry';


afterEach(() => {
  vi.restoreAllMocks();
});

/** `n` completed orders of the demo owner in no invoice, placed without an invoice title (any title fits them). */
function invoiceable(n: number): OrderRecord[] {
  const taken = new Set(db.state.invoices.flatMap((i) => i.orderIds ?? [i.orderId]));
  const orders = db.state.orders.filter((o) => o.memberId === DEMO.owner._id && o.status === 'completed' && !taken.has(o._id)).slice(0, n);
  if (orders.length < n) throw new Error(`the seed has fewer than ${n} invoiceable orders`);
  for (const o of orders) delete o.invoiceProfile;
  return orders;
}

const profiles = () => db.state.invoiceProfiles.filter((p) => p.memberId === DEMO.owner._id);
function profileOf(type: 'special' | 'normal'): InvoiceProfileRecord {
  const found = profiles().find((p) => p.type === type && p.titleType === 'company');
  if (!found) throw new Error(`the demo owner has no ${type} profile`);
  return found;
}
const snapshot = ({ memberId: _m, isDefault: _d, createdAt: _c, ...rest }: InvoiceProfileRecord) => rest;

const yuan = (value: number) => `¥${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const sum = (orders: OrderRecord[]) => orders.reduce((fen, o) => fen + Math.round(o.amount * 100), 0) / 100;

function calls(method: string, pathname: RegExp) {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && pathname.test(new URL(request.url).pathname)) seen.push(request.clone());
  });
  return seen;
}

async function openApply() {
  signInAs(DEMO.owner._id);
  const view = renderApp('/invoice/apply');
  const list = await screen.findByRole('list', { name: '可开票订单' });
  return { ...view, list };
}

async function choose(user: ReturnType<typeof renderApp>['user'], list: HTMLElement, orders: OrderRecord[]) {
  for (const o of orders) await user.click(within(list).getByRole('checkbox', { name: `选择订单 ${o.orderNo}` }));
}

async function pickProfile(user: ReturnType<typeof renderApp>['user'], profile: InvoiceProfileRecord) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '发票抬头' }));
  const label = `${profile.title}（${profile.type === 'special' ? '专票' : '普票'}）${profile.isDefault ? ' · 默认' : ''}`;
  // the option, drawn after the select (whose shown value bears the same title when it is already chosen)
  await user.click((await screen.findAllByTitle(label)).at(-1)!);
}

describe('合并开票 (/invoice/apply, docs/api.md §19)', () => {
  it('is reached from 订单发票; three orders with one title: the count, the total and the lines, then one application shown in 订单发票', async () => {
    const orders = invoiceable(3);
    const normal = profileOf('normal');
    const posts = calls('POST', /\/finance\/v1\/invoice\/apply$/);
    const lists = calls('GET', /\/finance\/v1\/invoice$/);
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/invoice?tab=orders');
    await user.click(await screen.findByRole('link', { name: '合并开票' }));
    const list = await screen.findByRole('list', { name: '可开票订单' });
    expect(router.state.location.pathname).toBe('/invoice/apply');

    await choose(user, list, orders);
    // the bottom bar is a landmark of its own, as the cart's, the checkout's and the approver's are
    const bar = screen.getByRole('region', { name: '申请开票' });
    expect(within(bar).getByText('已选', { exact: false })).toHaveTextContent('已选 3 个订单');
    expect(within(bar).getByText(yuan(sum(orders)))).toBeInTheDocument();
    await pickProfile(user, normal);

    await user.click(screen.getByRole('button', { name: /开票明细（3 个订单）/ }));
    const lines = screen.getByRole('list', { name: '开票明细' });
    for (const o of orders) expect(lines).toHaveTextContent(`订单 ${o.orderNo}`);
    await user.click(within(lines).getAllByRole('button', { name: /商品明细/ })[0]!);
    const goods = await within(lines).findByRole('list', { name: '商品明细' });
    expect(goods).toHaveTextContent(orders[0]!.items[0]!.name);

    await user.type(screen.getByLabelText('备注（选填）'), '课题组 11 月试剂');
    const listsBefore = lists.length;
    await user.click(within(bar).getByRole('button', { name: '申请开票' }));
    expect(await screen.findByText(`合并开票申请已提交：3 个订单，${yuan(sum(orders))}`, {})).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.json()).toEqual({ orderIds: orders.map((o) => o._id), profileId: normal._id, remark: '课题组 11 月试剂' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=orders'));

    // the lists were invalidated: 订单发票 reads them again and shows the application first (newest first)
    await waitFor(() => expect(lists.length).toBeGreaterThan(listsBefore));
    const rows = await screen.findByRole('list', { name: '订单发票列表' });
    await waitFor(() => expect(within(rows).getAllByRole('listitem')[0]).toHaveTextContent('合并开票 · 3 个订单'));
    const row = within(rows).getAllByRole('listitem')[0]!;
    for (const o of orders) expect(row).toHaveTextContent(o.orderNo);
    expect(row).toHaveTextContent('开票中');

    await user.click(within(row).getByRole('button', { name: '详情' }));
    const drawer = await findDrawer('发票详情');
    const heading = await within(drawer).findByRole('heading', { name: '合并开票 · 3 个订单' });
    expect(heading).toBeInTheDocument();
    for (const o of orders) expect(within(drawer).getByRole('cell', { name: o.orderNo })).toBeInTheDocument();
  });

  it('shows for each order the title chosen at order time, and warns before sending when a title differs; nothing is sent', async () => {
    const [a, b] = invoiceable(2);
    const normal = profileOf('normal');
    const other = profiles().find((p) => p.title !== normal.title);
    if (!other) throw new Error('the demo owner needs two titles');
    a!.invoiceProfile = snapshot(other);
    const posts = calls('POST', /\/invoice\/apply$/);
    const { user, list } = await openApply();
    expect(within(list).getByRole('listitem', { name: `订单 ${a!.orderNo}` })).toHaveTextContent(other.title);
    expect(within(list).getByRole('listitem', { name: `订单 ${b!.orderNo}` })).toHaveTextContent('下单时未选择抬头');
    await choose(user, list, [a!, b!]);
    // the page proposes the order's own title
    expect(screen.getByTitle(`${other.title}（${other.type === 'special' ? '专票' : '普票'}）${other.isDefault ? ' · 默认' : ''}`)).toBeInTheDocument();
    await pickProfile(user, normal);
    expect(await screen.findByText(/所选订单的发票抬头不一致/)).toHaveTextContent(`订单 ${a!.orderNo} 下单时选择了「${other.title}」`);
    await user.click(screen.getByRole('button', { name: '申请开票' }));
    expect(await screen.findByText('请先处理以下问题，再提交申请')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('an order with a 干冰费 names it in its row, so 商品, 运费 and 干冰费 add up to the row\'s sum (docs/api.md §19, §20)', async () => {
    const [dry] = invoiceable(1);
    dry!.coldChainFee = 80;
    dry!.amount = Math.round((dry!.goodsAmount + dry!.freight + 80) * 100) / 100;
    const { user, list } = await openApply();
    await choose(user, list, [dry!]);
    await user.click(screen.getByRole('button', { name: /开票明细/ }));
    const lines = await screen.findByRole('list', { name: '开票明细' });
    const row = within(lines).getAllByRole('listitem').find((li) => li.textContent?.includes(dry!.orderNo))!;
    expect(row).toHaveTextContent(`运费 ${dry!.freight ? yuan(dry!.freight) : '免运费'} · 干冰费 ¥80.00 · ${yuan(dry!.amount)}`);
  });

  it('shows each order\'s fund, and 经费 filters the list: only the orders shown are applied for', async () => {
    const [charged, plain] = invoiceable(2);
    const fund = db.state.funds.find((f) => f.memberId === DEMO.owner._id)!;
    charged!.fundId = fund._id;
    delete plain!.fundId;
    const posts = calls('POST', /\/invoice\/apply$/);
    const { user, list } = await openApply();
    expect(within(list).getByRole('listitem', { name: `订单 ${charged!.orderNo}` })).toHaveTextContent(`经费 ${fund.name}`);
    expect(within(list).getByRole('listitem', { name: `订单 ${plain!.orderNo}` })).toHaveTextContent('经费 未使用经费');
    await choose(user, list, [charged!, plain!]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '按经费筛选' }));
    await user.click((await screen.findAllByTitle(fund.name)).at(-1)!);
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: `订单 ${plain!.orderNo}` })).not.toBeInTheDocument());
    for (const item of within(list).getAllByRole('listitem')) expect(item).toHaveTextContent(`经费 ${fund.name}`);
    // the hidden order is not counted, nor sent
    await user.click(screen.getByRole('button', { name: '申请开票' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const body = (await posts[0]!.json()) as { orderIds: string[] };
    expect(body.orderIds).toContain(charged!._id);
    expect(body.orderIds).not.toContain(plain!._id);
  });

  it('warns that a 专票 title is incomplete before sending', async () => {
    const [a] = invoiceable(1);
    const special = profileOf('special');
    special.bankAccount = '';
    special.regPhone = '';
    const posts = calls('POST', /\/invoice\/apply$/);
    const { user, list } = await openApply();
    await choose(user, list, [a!]);
    await pickProfile(user, special);
    expect(await screen.findByText(/增值税专用发票需要完整的抬头信息/)).toHaveTextContent('缺少注册电话、银行账号');
    await user.click(screen.getByRole('button', { name: '申请开票' }));
    expect(posts).toHaveLength(0);
  });

  it('sends nothing without a selection', async () => {
    invoiceable(1);
    const posts = calls('POST', /\/invoice\/apply$/);
    const { user } = await openApply();
    await user.click(screen.getByRole('button', { name: '申请开票' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择要开票的订单');
    expect(posts).toHaveLength(0);
  });

  it.each([
    [10162, '所选订单的发票抬头不一致：订单 SO2611010001 下单时选择了「某某大学」'],
    [10163, '增值税专用发票需要完整的抬头信息（注册地址、注册电话、开户银行、银行账号），请先补全该抬头'],
  ])('says the mall’s refusal %i once, in place; the selection and the remark stay', async (code, msg) => {
    const orders = invoiceable(2);
    server.use(http.post('*/finance/v1/invoice/apply', () => HttpResponse.json({ code, msg, data: null })));
    const { user, list, router } = await openApply();
    await choose(user, list, orders);
    await pickProfile(user, profileOf('normal'));
    await user.type(screen.getByLabelText('备注（选填）'), '报销用');
    await user.click(screen.getByRole('button', { name: '申请开票' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(screen.getAllByText(msg)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/invoice/apply');
    for (const o of orders) expect(within(list).getByRole('checkbox', { name: `选择订单 ${o.orderNo}` })).toBeChecked();
    expect(screen.getByLabelText('备注（选填）')).toHaveValue('报销用');
  });

  it('a title deleted meanwhile (404): the mall’s word, and the titles are read again without it', async () => {
    const orders = invoiceable(2);
    const reads = calls('GET', /\/finance\/v1\/member\/invoice$/);
    const { user, list } = await openApply();
    await choose(user, list, orders);
    const gone = profileOf('normal');
    await pickProfile(user, gone);
    // another member of the account deleted it meanwhile
    db.state.invoiceProfiles = db.state.invoiceProfiles.filter((p) => p._id !== gone._id);
    const before = reads.length;
    await user.click(screen.getByRole('button', { name: '申请开票' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('发票抬头不存在');
    await waitFor(() => expect(reads.length).toBe(before + 1));
  });

  it('an order invoiced meanwhile (10161): the reason, and the orders are read again without it', async () => {
    const orders = invoiceable(2);
    const reads = calls('GET', /\/invoice\/invoiceable-orders$/);
    const { user, list } = await openApply();
    await choose(user, list, orders);
    await pickProfile(user, profileOf('normal'));
    // another tab applied for the first order meanwhile
    orders[0]!.status = 'pendingReceipt';
    const before = reads.length;
    await user.click(screen.getByRole('button', { name: '申请开票' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`订单 ${orders[0]!.orderNo} 尚未完成，暂不能开票`);
    await waitFor(() => expect(reads.length).toBe(before + 1));
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: `订单 ${orders[0]!.orderNo}` })).not.toBeInTheDocument());
    expect(screen.getByText('已选', { exact: false })).toHaveTextContent('已选 1 个订单');
  });

  it.each([
    ['a 5xx', () => HttpResponse.json({ code: 500, msg: '服务器内部错误（模拟）', data: null }, { status: 500 })],
    ['an HTML page', () => new HttpResponse('<html><body>upstream error</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
  ])('a passing failure (%s) is said once and the page stays as it was', async (_kind, answer) => {
    const orders = invoiceable(2);
    let failing = true;
    server.use(
      http.post('*/finance/v1/invoice/apply', async () => {
        await delay(10);
        return failing ? answer() : undefined;
      }),
    );
    const { user, list, router } = await openApply();
    await choose(user, list, orders);
    await pickProfile(user, profileOf('normal'));
    await user.click(screen.getByRole('button', { name: '申请开票' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.getAllByText(alert.textContent!.trim())).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/invoice/apply');
    failing = false;
    await user.click(screen.getByRole('button', { name: '申请开票' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=orders'));
  });

  it('orders that cannot be loaded: said once with 重试', async () => {
    invoiceable(1);
    let failing = true;
    server.use(
      http.get('*/finance/v1/invoice/invoiceable-orders', () =>
        failing ? HttpResponse.json({ code: 500, msg: '服务器内部错误（模拟）', data: null }, { status: 500 }) : undefined,
      ),
    );
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/invoice/apply');
    expect(await screen.findByText('可开票的订单暂时无法加载', {})).toBeInTheDocument();
    expect(screen.getAllByText(/服务器内部错误/)).toHaveLength(1);
    const retry = await retryAtRest();
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('list', { name: '可开票订单' })).toBeInTheDocument();
  });

  it('the download page of a consolidated invoice names it and every order', async () => {
    const invoice = db.state.invoices.find((i) => i.memberId === DEMO.owner._id && i.consolidated);
    if (!invoice?.orderIds) throw new Error('the seed has no consolidated application');
    const orderNos = invoice.orderIds.map((id) => db.state.orders.find((o) => o._id === id)!.orderNo);
    signInAs(DEMO.owner._id);
    renderApp(`/invoice/download?id=${invoice._id}`);
    expect(await screen.findByText(`合并开票 · ${orderNos.length} 个订单`, {})).toBeInTheDocument();
    expect(screen.getByText(orderNos.join('、'))).toBeInTheDocument();
  });
});
