import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { formatFen, toFen } from '@/shared/lib/money';
import { renderApp, signInAs } from '../../utils/render';
import { retryAtRest } from '../../utils/retry';

const ownerOrder = () => db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'pendingReview')!;

/** Every request's path from now on. */
function recordCalls(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}
/** What a signed-in page asks for by itself (the member, the cart, the header's count of orders awaiting approval). */
const SESSION_CALL = /\/mall\/v[12]\/(member\/info|carts|approvals\/count|member\/restock-alerts\/count|member\/messages\/unread-count)$/;

afterEach(() => server.events.removeAllListeners());

describe('/order/result loads the order by its id (issue 23, item 17)', () => {
  it('shows the mall’s order number and amount even when the URL says another', async () => {
    const order = ownerOrder();
    signInAs(DEMO.owner._id);
    renderApp(`/order/result?id=${order._id}&orderNo=SO2001010001&amount=0.01`);
    expect(await screen.findByTestId('order-no', {})).toHaveTextContent(order.orderNo);
    expect(screen.getByTestId('order-amount')).toHaveTextContent(formatFen(toFen(order.amount)));
    expect(screen.queryByText(/SO2001010001/)).not.toBeInTheDocument();
    expect(screen.queryByText(/0\.01/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', `/order/${order._id}`);
  });

  it('an order that is no longer waiting for review is shown as it stands, not as just placed', async () => {
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'completed')!;
    signInAs(DEMO.owner._id);
    renderApp(`/order/result?id=${order._id}`);
    expect(await screen.findByText(/该订单当前状态：/, {})).toBeInTheDocument();
    expect(screen.getByTestId('order-no')).toHaveTextContent(order.orderNo);
    expect(screen.queryByText('订单提交成功')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /下载合同/ })).not.toBeInTheDocument();
  });

  it('a passing failure says so with 重试, which loads the order', async () => {
    const order = ownerOrder();
    let failing = true;
    server.use(
      http.get('*/mall/v2/orders/:id', () =>
        failing ? HttpResponse.json({ code: 500, msg: '服务器内部错误', data: null }, { status: 500 }) : undefined,
      ),
    );
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp(`/order/result?id=${order._id}`);
    expect(await screen.findByText('下单结果暂时无法加载', {})).toBeInTheDocument();
    expect(screen.getAllByText(/服务器内部错误/)).toHaveLength(1); // said once, on the page
    expect(router.state.location.pathname).toBe('/order/result');
    const retry = await retryAtRest();
    failing = false;
    await user.click(retry);
    expect(await screen.findByTestId('order-no')).toHaveTextContent(order.orderNo);
  });

  it('an order the mall does not know (or another account’s) shows the not-found state', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/order/result?id=66a6ffffffffffffffffffff&orderNo=SO2611210063&amount=100');
    expect(await screen.findByText('没有找到下单结果', {})).toBeInTheDocument();
    expect(screen.queryByText('订单提交成功')).not.toBeInTheDocument();
  });

  it.each(['..', '../x', '..%2F..%2Fmember%2Finfo', 'SO2611210063'])(
    '?id=%s is not an id: no request, the not-found state',
    async (id) => {
      signInAs(DEMO.owner._id);
      const calls = recordCalls();
      renderApp(`/order/result?id=${id}&orderNo=SO2611210063&amount=100`);
      expect(await screen.findByText('没有找到下单结果', {})).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '下载合同' })).not.toBeInTheDocument();
      await waitFor(() => expect(calls.some((p) => SESSION_CALL.test(p))).toBe(true));
      expect(calls.filter((p) => !SESSION_CALL.test(p))).toEqual([]);
    },
  );
});
