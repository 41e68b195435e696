import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { renderApp, signInAs } from '../../utils/render';
import { retryAtRest } from '../../utils/retry';


describe('/order/{id} on a passing failure', () => {
  it('says the mall’s message once on the page, keeps the member there, and 重试 loads the order', async () => {
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id)!;
    let failing = true;
    let calls = 0;
    server.use(
      http.get('*/mall/v2/orders/:id', () => {
        calls += 1;
        return failing ? HttpResponse.json({ code: 500, msg: '服务器内部错误', data: null }, { status: 500 }) : undefined;
      }),
    );
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp(`/order/${order._id}`);
    expect(await screen.findByText('订单暂时无法加载', {})).toBeInTheDocument();
    expect(screen.getAllByText(/服务器内部错误/)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/order/${order._id}`);
    // React Query's own two retries have failed too: only the button can ask again now
    const retry = await retryAtRest();
    expect(calls).toBe(3);
    failing = false;
    await user.click(retry);
    expect(await screen.findByText(`订单号 ${order.orderNo}`, {})).toBeInTheDocument();
    expect(calls).toBe(4);
  });
});
