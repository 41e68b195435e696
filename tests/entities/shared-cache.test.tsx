import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { server } from '../../mocks/node.ts';
import { findDialog } from '../utils/dialogs';
import { renderApp, signInAs } from '../utils/render';


afterEach(() => server.events.removeAllListeners());

/** Counts the GETs of one path of the fake mall (the list, not one entry below it). */
function countGets(pathname: RegExp) {
  const count = { value: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && pathname.test(new URL(request.url).pathname)) count.value += 1;
  });
  return count;
}

describe('one cache entry per entity, read by every feature that shows it', () => {
  it('an address saved in the member centre is offered by the order form without fetching the book again', async () => {
    const gets = countGets(/\/member\/addresses$/);
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/mine/setting');
    const list = await screen.findByRole('list', { name: '收货地址列表' });
    const before = within(list).getAllByRole('listitem').length;

    await user.click(screen.getByRole('button', { name: /新增地址/ }));
    const dialog = await findDialog('新增收货地址');
    await user.type(within(dialog).getByLabelText('智能填写'), '张三 13800000009 上海市浦东新区张江路 100 号');
    await user.click(within(dialog).getByRole('button', { name: '识别' }));
    await waitFor(() => expect(within(dialog).getByLabelText('收货人')).toHaveValue('张三'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    // the save reloads the book the member centre shows
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(before + 1));
    const fetched = gets.value;
    expect(fetched).toBeGreaterThanOrEqual(2);

    await act(() => router.navigate('/order/add'));
    expect(await screen.findByRole('radio', { name: /张江路100号/ })).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: '收货地址' })).getAllByRole('radio')).toHaveLength(before + 1);
    expect(gets.value).toBe(fetched);
  });

  it('a default invoice profile set on the invoice page is the order form\'s choice, without fetching the profiles again', async () => {
    const gets = countGets(/\/member\/invoice$/);
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/invoice');
    const list = await screen.findByRole('list', { name: '发票抬头列表' });
    const target = db.state.invoiceProfiles.find((p) => p.memberId === DEMO.owner._id && !p.isDefault)!;
    const typeLabel = target.type === 'special' ? '增值税专用发票' : '增值税普通发票';
    const rowName = `发票抬头 ${target.title} ${typeLabel}`;
    await user.click(within(within(list).getByRole('listitem', { name: rowName })).getByRole('button', { name: '设为默认' }));
    // the change reloads the profiles the invoice page shows: the target row now says 默认
    await waitFor(() => expect(within(within(list).getByRole('listitem', { name: rowName })).getByText('默认')).toBeInTheDocument());
    const fetched = gets.value;
    expect(fetched).toBeGreaterThanOrEqual(2);

    await act(() => router.navigate('/order/add'));
    const group = await screen.findByRole('radiogroup', { name: '发票' });
    const chosen = within(group).getByRole('radio', { checked: true });
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(chosen).toHaveAccessibleName(new RegExp(`${escape(target.title)}[\\s\\S]*${escape(typeLabel)}`));
    expect(gets.value).toBe(fetched);
  });

  it("an order's 商品明细 on the invoice application is the order detail's one entry: opening it after the detail fetches nothing", async () => {
    const taken = new Set(db.state.invoices.flatMap((i) => i.orderIds ?? [i.orderId]));
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'completed' && !taken.has(o._id))!;
    delete order.invoiceProfile; // any title fits it
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp(`/order/${order._id}`);
    expect(await screen.findByText(`订单号 ${order.orderNo}`)).toBeInTheDocument();
    const gets = countGets(new RegExp(`/orders/${order._id}$`));

    await act(() => router.navigate('/invoice/apply'));
    const list = await screen.findByRole('list', { name: '可开票订单' });
    await user.click(within(list).getByRole('checkbox', { name: `选择订单 ${order.orderNo}` }));
    await user.click(screen.getByRole('button', { name: /开票明细（1 个订单）/ }));
    const lines = screen.getByRole('list', { name: '开票明细' });
    await user.click(within(lines).getByRole('button', { name: /商品明细/ }));
    const goods = await within(lines).findByRole('list', { name: '商品明细' });
    expect(goods).toHaveTextContent(order.items[0]!.name);
    expect(gets.value).toBe(0);
  });
});
