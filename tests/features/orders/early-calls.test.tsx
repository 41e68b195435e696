import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { startOrderCalls } from '@/features/orders';
import { renderApp, signInAs } from '../../utils/render';

/** Every request to the mall's order calls from now on, by path and query. */
function recordCalls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (/\/mall\/v[12]\/(orders|approvals\/count)/.test(url.pathname)) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const countOf = (calls: string[], pattern: RegExp) => calls.filter((call) => pattern.test(call)).length;

describe('early calls of the orders (the landing script asks while the session starts)', () => {
  it('/order: the list, its counts and 待我审批’s count are each asked for once, the early answers taken', async () => {
    signInAs(DEMO.owner._id);
    const calls = recordCalls();
    expect(startOrderCalls('/order', '?status=pendingPayment&page=1')).toBe(3);
    const { queryClient } = renderApp('/order?status=pendingPayment&page=1');
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'pendingPayment')!;
    expect(await screen.findByText(order.orderNo, { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(countOf(calls, /^\/mall\/v1\/orders\?/)).toBe(1);
    expect(countOf(calls, /^\/mall\/v1\/orders\/status\/count$/)).toBe(1);
    expect(countOf(calls, /^\/mall\/v1\/approvals\/count$/)).toBe(1);
    expect(window.__earlyCalls).toEqual([]);
  });

  it('待我审批: the list awaiting this member is the one asked for early', async () => {
    signInAs(DEMO.owner._id);
    const calls = recordCalls();
    expect(startOrderCalls('/order', '?status=approvals')).toBe(3);
    const { queryClient } = renderApp('/order?status=approvals');
    await waitFor(() => expect(window.__earlyCalls).toEqual([]));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(countOf(calls, /^\/mall\/v1\/orders\?.*awaiting=me/)).toBe(1);
    expect(countOf(calls, /^\/mall\/v1\/orders\?/)).toBe(1);
  });

  it('an order’s page takes its early answer: one request for the order', async () => {
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id)!;
    signInAs(DEMO.owner._id);
    const calls = recordCalls();
    expect(startOrderCalls(`/order/${order._id}`, '')).toBe(1);
    renderApp(`/order/${order._id}`);
    expect(await screen.findByText(`订单号 ${order.orderNo}`)).toBeInTheDocument();
    expect(countOf(calls, new RegExp(`^/mall/v2/orders/${order._id}$`))).toBe(1);
    expect(window.__earlyCalls).toEqual([]);
  });

  it('nothing without a stored session, for a list filtered by dates or payment, or for another page', () => {
    expect(startOrderCalls('/order', '')).toBe(0);
    signInAs(DEMO.owner._id);
    expect(startOrderCalls('/order', '?createdAt=2026-10-01,2026-10-31')).toBe(0);
    expect(startOrderCalls('/order', '?payment=paid')).toBe(0);
    expect(startOrderCalls('/order/add', '')).toBe(0);
    expect(startOrderCalls('/order/result', '')).toBe(0);
    expect(startOrderCalls('/order/%2E%2E', '')).toBe(0);
    expect(startOrderCalls('/order/a/b', '')).toBe(0);
    expect(startOrderCalls('/cart', '')).toBe(0);
    expect(window.__earlyCalls).toBeUndefined();
  });
});
