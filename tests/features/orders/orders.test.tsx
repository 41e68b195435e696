import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, getResponse, http, HttpResponse } from 'msw';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { orderHandlers } from '../../../mocks/handlers/orders.ts';
import { writeSelectedCartInfo } from '@/entities/cart';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const ownerOrders = () => db.state.orders.filter((o) => o.memberId === DEMO.owner._id);
const ownerCart = () => db.state.carts.filter((c) => c.memberId === DEMO.owner._id);

function tabCount(label: string): number {
  const tab = screen.getAllByRole('tab').find((t) => t.textContent?.startsWith(label));
  return Number(tab?.textContent?.slice(label.length));
}

afterEach(() => vi.restoreAllMocks());

// Placing as §6 has it: the demo account's approval rules and required fund (§13) wait for the checkout's fund
// choice; the fake mall's side of them is tests/mocks/approvals.test.ts's.
const withoutProcurementSettings = () => {
  db.state.procurementSettings = [];
};

describe('placing an order', () => {
  beforeEach(withoutProcurementSettings);
  it('a double click on a slow network places exactly one order, then shows the result', async () => {
    let posts = 0;
    server.use(
      http.post('*/mall/v1/orders', async () => {
        posts += 1;
        await delay(400); // slow network: the second click lands while the first is on its way
      }),
    );
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/order/add');
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await screen.findAllByText('默认');
    const before = ownerOrders().length;
    await user.dblClick(submit);
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/result'));
    expect(posts).toBe(1);
    expect(ownerOrders().length).toBe(before + 1);
    const placed = ownerOrders().at(-1)!;
    // the address carries the id only: the number and amount shown are the mall's (issue 23, item 17)
    expect(router.state.location.search).toBe(`?id=${placed._id}`);
    expect(await screen.findByTestId('order-no')).toHaveTextContent(placed.orderNo);
    expect(placed.items.map((i) => i.catalogNo).sort()).toEqual(['200-71-100UG', '53-2045-42-100T', '593-EG-50UG', 'BMS6899-96T']);
    expect(placed.address._id).toBe('66a500000000000000000001'); // the default address came first
    // the ordered lines left the cart
    expect(ownerCart().map((c) => c.matlId).sort()).toEqual(['66a3000000000000000007cb', '66a300000000000000000c49']);
  });

  it('新增地址 at checkout opens the member centre\'s address dialog and the saved address is the one chosen', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/order/add');
    await user.click(await screen.findByRole('button', { name: /新增地址/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
    await user.type(within(dialog).getByLabelText('智能填写'), '张三 13800000009 上海市浦东新区张江路 100 号');
    await user.click(within(dialog).getByRole('button', { name: '识别' }));
    await waitFor(() => expect(within(dialog).getByLabelText('收货人')).toHaveValue('张三'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await screen.findByRole('radio', { name: /张江路100号/ });
    const added = db.state.addresses.find((a) => a.memberId === DEMO.owner._id && a.receiver === '张三');
    expect(added).toBeTruthy();
    // the order goes to the address just added, not the default
    const before = ownerOrders().length;
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(ownerOrders().length).toBe(before + 1));
    expect(ownerOrders().at(-1)!.address._id).toBe(added!._id);
  });

  it('a retry after the answer was lost (timeout) answers the order already placed: still one order', async () => {
    const keys: string[] = [];
    let calls = 0;
    server.use(
      http.post('*/mall/v1/orders', async ({ request }) => {
        calls += 1;
        keys.push(((await request.clone().json()) as { idempotencyKey: string }).idempotencyKey);
        if (calls === 1) {
          await getResponse(orderHandlers, request.clone()); // the mall places the order…
          return HttpResponse.error(); // …but the answer never arrives
        }
      }),
    );
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/order/add');
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await screen.findAllByText('默认');
    const before = ownerOrders().length;
    await user.click(submit);
    expect(await screen.findByText(/网络/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order/add');
    expect(ownerOrders().length).toBe(before + 1);
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/result'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(ownerOrders().length).toBe(before + 1);
    expect(await screen.findByTestId('order-no')).toHaveTextContent(ownerOrders().at(-1)!.orderNo);
  });

  it('tells the buyer about a new price before placing, and places at the new price once confirmed', async () => {
    signInAs(DEMO.owner._id);
    writeSelectedCartInfo([{ matlId: '66a3000000000000000008c6', catalogNo: '593-EG-50UG', name: 'x', price: 4000, quantity: 2 }]);
    const { user, router } = renderApp('/order/add');
    expect(await screen.findByText(/593-EG-50UG .*价格由 ¥4,000.00 变为 ¥4,710.00/, {})).toBeInTheDocument();
    await screen.findAllByText('默认'); // the address book has loaded
    const before = ownerOrders().length;
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    const dialog = await findDialog('商品信息有变化');
    expect(ownerOrders().length).toBe(before); // nothing placed yet
    await user.click(within(dialog).getByRole('button', { name: '按最新信息提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/result'));
    expect(ownerOrders().length).toBe(before + 1);
  });

  it('the mall refuses an order whose price changed under the page (10014) and the page shows the change', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/order/add');
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await screen.findAllByText('默认');
    const material = db.state.materials.find((m) => m._id === '66a3000000000000000008c6')!;
    material.price = 4999;
    const before = ownerOrders().length;
    await user.click(submit);
    expect(await screen.findByText(/593-EG-50UG 的价格已变为 ¥4999.00/)).toBeInTheDocument();
    expect(await screen.findByText(/价格由 ¥4,710.00 变为 ¥4,999.00/)).toBeInTheDocument();
    expect(ownerOrders().length).toBe(before);
  });
});

describe('a quantity changed under the order page (another tab)', () => {
  beforeEach(withoutProcurementSettings);
  it('submit places nothing, says which line went from 2 to 10, keeps what was entered, and places once confirmed', async () => {
    const posts: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/mall/v1/orders') posts.push(request.url);
    });
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/order/add');
    const submit = await screen.findByRole('button', { name: '提交订单' });
    await screen.findAllByText('默认');
    expect(screen.getByText('¥4,710.00 × 2')).toBeInTheDocument();
    // what the member enters on the page
    const addresses = within(screen.getByRole('radiogroup', { name: '收货地址' })).getAllByRole('radio');
    await user.click(addresses[1]!);
    const personal = within(screen.getByRole('radiogroup', { name: '发票' })).getByRole('radio', { name: /王敏/ });
    await user.click(personal);
    await user.type(screen.getByLabelText('采购单号'), 'PO-7788');
    await user.type(screen.getByLabelText('订单备注'), '请在工作日送达');
    // another tab sets the line to 10 while this page still shows 2 (10, within the demo account's credit, §17)
    ownerCart().find((c) => c.matlId === '66a3000000000000000008c6')!.quantity = 10;
    const before = ownerOrders().length;
    await user.click(submit);
    expect(await screen.findByText('商品 593-EG-50UG 的数量已由 2 变为 10，请确认后再提交')).toBeInTheDocument();
    expect(await screen.findByText(/593-EG-50UG 重组人 EGF 蛋白：数量由 2 变为 10/)).toBeInTheDocument();
    expect(ownerOrders().length).toBe(before);
    expect(posts).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/order/add');
    // the page now shows the new quantity, and nothing entered is lost
    expect(screen.getByText('¥4,710.00 × 10')).toBeInTheDocument();
    // (antd's wrapper class, not the input's checked: under test every radio group shares the name "test-id")
    /* eslint-disable testing-library/no-node-access */
    expect(addresses[1]!.closest('label')).toHaveClass('ant-radio-wrapper-checked');
    expect(personal.closest('label')).toHaveClass('ant-radio-wrapper-checked');
    /* eslint-enable testing-library/no-node-access */
    expect(screen.getByLabelText('采购单号')).toHaveValue('PO-7788');
    expect(screen.getByLabelText('订单备注')).toHaveValue('请在工作日送达');
    // review and confirm again: one order, at the quantity now shown, with what was entered
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    const dialog = await findDialog('商品信息有变化');
    expect(within(dialog).getByText(/数量由 2 变为 10/)).toBeInTheDocument();
    expect(ownerOrders().length).toBe(before);
    await user.click(within(dialog).getByRole('button', { name: '按最新信息提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/result'));
    expect(ownerOrders().length).toBe(before + 1);
    const placed = ownerOrders().at(-1)!;
    expect(placed.items.find((i) => i.catalogNo === '593-EG-50UG')?.quantity).toBe(10);
    expect(placed).toMatchObject({ remark: '请在工作日送达', poNo: 'PO-7788', invoiceProfile: { _id: '66a700000000000000000003' } });
    expect(placed.address._id).toBe((addresses[1] as HTMLInputElement).value);
    expect(placed.address._id).not.toBe('66a500000000000000000001');
  });
});

describe('order list', () => {
  it('cancelling a pending order moves the status counts and the funds', async () => {
    signInAs(DEMO.owner._id);
    const { user, queryClient } = renderApp('/order?status=pendingReview');
    const cards = await screen.findAllByRole('article', {});
    queryClient.setQueryData(['member', 'funds'], []); // a fund list read elsewhere (账号设置, the checkout)
    await waitFor(() => expect(tabCount('待审核')).toBe(4));
    const cancelled = tabCount('已取消');
    await user.click(within(cards[0]!).getByRole('button', { name: '取消订单' }));
    const dialog = await findDialog(`确定取消订单 ${within(cards[0]!).getAllByRole('link')[0]!.textContent}？`);
    await user.click(within(dialog).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    await waitFor(() => expect(tabCount('待审核')).toBe(3));
    expect(tabCount('已取消')).toBe(cancelled + 1);
    // the fund charged frees the order's amount
    expect(queryClient.getQueryState(['member', 'funds'])?.isInvalidated).toBe(true);
  });

  it('a card offers the next action as a link to the detail (确认收货, 修改后重新提交) and shows the 干冰费 in its sum', async () => {
    const toReceive = ownerOrders().find((o) => o.status === 'pendingReceipt' && !o.placedBy)!;
    toReceive.coldChainFee = 80;
    signInAs(DEMO.owner._id);
    renderApp('/order?status=pendingReceipt');
    const card = await screen.findByRole('article', { name: `订单 ${toReceive.orderNo}` });
    expect(within(card).getByRole('link', { name: `确认收货：订单 ${toReceive.orderNo}` })).toHaveAttribute('href', `/order/${toReceive._id}`);
    expect(card).toHaveTextContent('含干冰费 ¥80.00');
  });

  it('陈晨 is offered 修改后重新提交 on her rejected order, and no 确认收货 where the rule forbids her (receiverMustDiffer)', async () => {
    const rejected = ownerOrders().find((o) => o.status === 'rejected' && o.placedBy === DEMO.sub._id)!;
    const shipped = ownerOrders().find((o) => o.placedBy === DEMO.sub._id && o.stockOutIds.length > 0)!;
    shipped.status = 'pendingReceipt';
    for (const id of shipped.stockOutIds) delete db.state.stockOuts.find((s) => s._id === id)!.receipt;
    signInAs(DEMO.sub._id);
    const { unmount } = renderApp('/order?status=rejected');
    const card = await screen.findByRole('article', { name: `订单 ${rejected.orderNo}` });
    expect(within(card).getByRole('link', { name: `修改后重新提交：订单 ${rejected.orderNo}` })).toHaveAttribute('href', `/order/${rejected._id}`);
    unmount();
    renderApp('/order?status=pendingReceipt');
    const own = await screen.findByRole('article', { name: `订单 ${shipped.orderNo}` });
    expect(within(own).queryByRole('link', { name: /确认收货/ })).not.toBeInTheDocument();
  });

  it('sends a date preset as the comma-separated createdAt pair and keeps it in the URL', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/orders')) seen.push(url.searchParams.get('createdAt') ?? '');
    });
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/order');
    await screen.findAllByRole('article', {});
    await user.click(screen.getByText('近3个月'));
    const pair = `${dayjs().subtract(3, 'month').format('YYYY-MM-DD')},${dayjs().format('YYYY-MM-DD')}`;
    await waitFor(() => expect(seen).toContain(pair));
    expect(new URLSearchParams(router.state.location.search).get('createdAt')).toBe(pair);
    server.events.removeAllListeners();
  });

  it('自定义 brings the range picker (its code fetched then)', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/order');
    await screen.findAllByRole('article', {});
    expect(screen.queryByPlaceholderText('开始日期')).toBeNull();
    await user.click(screen.getByText('自定义'));
    expect(await screen.findByPlaceholderText('开始日期')).toHaveValue('');
  });

  it('a range of its own in the URL shows the picker with it', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/order?createdAt=2026-01-05,2026-02-10');
    expect(await screen.findByPlaceholderText('开始日期')).toHaveValue('2026-01-05');
    expect(screen.getByPlaceholderText('结束日期')).toHaveValue('2026-02-10');
  });

  it('the 报销 selection survives a visit to an order: Back finds the same boxes ticked', async () => {
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/order');
    const [first, second] = await screen.findAllByRole('article', {});
    await user.click(within(first!).getByRole('checkbox', { name: /^选择订单 SO/ }));
    await user.click(within(second!).getByRole('checkbox', { name: /^选择订单 SO/ }));
    expect(screen.getByRole('group', { name: '已选订单' })).toHaveTextContent('已选 2 个订单');
    await user.click(within(second!).getByRole('link', { name: '查看详情' }));
    // the order's page has replaced the list
    await screen.findByRole('heading', { name: /^商品（/ });
    expect(screen.queryByRole('group', { name: '已选订单' })).not.toBeInTheDocument();
    await router.navigate(-1);
    const group = await screen.findByRole('group', { name: '已选订单' });
    expect(group).toHaveTextContent('已选 2 个订单');
    const [again] = await screen.findAllByRole('article', {});
    expect(within(again!).getByRole('checkbox', { name: /^选择订单 SO/ })).toBeChecked();
  });

  it('the 报销 selection is one sign-in’s: signed in again, as the same member, the list starts with nothing chosen', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/order');
    const [first] = await screen.findAllByRole('article', {});
    await user.click(within(first!).getByRole('checkbox', { name: /^选择订单 SO/ }));
    expect(screen.getByRole('group', { name: '已选订单' })).toHaveTextContent('已选 1 个订单');
    // signed out and in again in this tab (a new session, the same member)
    act(() => {
      signInAs(DEMO.owner._id);
    });
    await waitFor(() => expect(screen.getByRole('group', { name: '已选订单' })).toHaveTextContent('勾选订单后可生成报销材料包'));
  });

  it('查看详情 is one link drawn as a button: a plain click opens the order inside the app, a Ctrl+click is left to the browser', async () => {
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/order');
    const [card] = await screen.findAllByRole('article', {});
    const detail = within(card!).getByRole('link', { name: '查看详情' });
    expect(detail).toHaveClass('ant-btn');
    expect(within(card!).queryByRole('button', { name: '查看详情' })).not.toBeInTheDocument();
    const href = detail.getAttribute('href')!;
    expect(href).toMatch(/^\/order\/[0-9a-f]{24}$/);
    // a new tab: the app does not navigate (the browser opens the href)
    await user.keyboard('{Control>}');
    await user.click(detail);
    await user.keyboard('{/Control}');
    expect(router.state.location.pathname).toBe('/order');
    await user.click(detail);
    await waitFor(() => expect(router.state.location.pathname).toBe(href));
  });

  it('reorder adds what is still sold and lists what is not', async () => {
    const order = ownerOrders().find((o) => o.status === 'completed' && o.items.length > 1)!;
    const gone = db.state.materials.find((m) => m._id === order.items[0]!.matlId)!;
    gone.offShelf = true;
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: '再次购买' }));
    const dialog = await findDialog('再次购买');
    expect(within(dialog).getByText(`已加入购物车 ${order.items.length - 1} 种商品。`)).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: '无法购买的商品' })).toHaveTextContent(gone.catalogNo);
    await waitFor(() => expect(ownerCart().some((c) => c.matlId === order.items[1]!.matlId)).toBe(true));
    expect(ownerCart().some((c) => c.matlId === gone._id)).toBe(false);
    // a partial success warns
    expect(within(dialog).getByRole('img', { name: 'exclamation-circle' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'check-circle' })).not.toBeInTheDocument();
  });

  it('reorder with everything still sold reports a success with the success icon, not a warning', async () => {
    const order = ownerOrders().find((o) => o.status === 'completed')!;
    for (const item of order.items) Object.assign(db.state.materials.find((m) => m._id === item.matlId)!, { offShelf: false });
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: '再次购买' }));
    const dialog = await findDialog('再次购买');
    expect(within(dialog).getByText(`已加入购物车 ${order.items.length} 种商品。`)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'check-circle' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'exclamation-circle' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '留在本页' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '去购物车' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});

describe('order detail', () => {
  it('shows shipments with the newest courier event first and each lot’s COA link', async () => {
    const order = ownerOrders().find((o) => o.stockOutIds.length > 0 && o.status === 'pendingReceipt')!;
    const stockOut = db.state.stockOuts.find((s) => s._id === order.stockOutIds.at(-1))!;
    signInAs(DEMO.owner._id);
    renderApp(`/order/${order._id}`);
    const route = await screen.findByLabelText('物流轨迹', {});
    const newest = stockOut.routes.slice().sort((a, b) => b.time.localeCompare(a.time))[0]!;
    // antd's Timeline (built on Steps) gives its items no role
    // eslint-disable-next-line testing-library/no-node-access
    const items = route.querySelectorAll('.ant-timeline-item');
    expect(items[0]).toHaveTextContent(newest.remark);
    const lot = stockOut.items[0]!.lot;
    const link = screen.getAllByRole('link', { name: `查看 COA（批号 ${lot}）` })[0]!;
    expect(link.getAttribute('href')).toContain(`lot=${lot}`);
  });

  it('downloads the contract PDF and says which contract was saved', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:contract', revokeObjectURL: () => undefined });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const order = ownerOrders().find((o) => o.status === 'completed')!;
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${order._id}`);
    await user.click(await screen.findByRole('button', { name: '下载合同' }));
    expect(await screen.findByText(`操作成功：销售合同 ${order.orderNo} 已下载`)).toBeInTheDocument();
    expect(screen.queryByText('操作成功')).not.toBeInTheDocument();
    expect(names).toEqual([`销售合同-${order.orderNo}.pdf`]);
  });

  it('a sub-account sees only the orders it placed', async () => {
    const mine = db.state.orders.filter((o) => o.placedBy === DEMO.sub._id);
    signInAs(DEMO.sub._id);
    renderApp('/order');
    await waitFor(() => expect(tabCount('全部')).toBe(mine.length));
    const cards = await screen.findAllByRole('article');
    expect(cards.length).toBe(Math.min(10, mine.length));
  });
});
