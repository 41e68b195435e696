/**
 * Money never vanishes in the shop (docs/api.md §6, §17): the cancel confirmation names the money received, the
 * cancelled order shows its refund (退款中 → 已退款) with the transfers and receipts, the list filters by payment
 * status, and one cancel wording for every buyer.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import type { OrderRecord } from '../../../mocks/db/types.ts';
import { renderApp, signInAs } from '../../utils/render';

const AT = '2026-11-20T10:00:00+08:00';

/** An order of the demo owner in 待付款 with ¥100 received and a receipt, or nothing received. */
function orderAwaitingPayment(received: number): OrderRecord {
  const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && !o.placedBy && o.status === 'pendingPayment' && o.amount > 200);
  if (!order) throw new Error('the seed has no order awaiting payment');
  delete order.paidAt;
  order.transfers = received > 0 ? [{ at: AT, amount: received, payer: '上海生科实验技术有限公司' }] : [];
  order.paymentReceipts =
    received > 0 ? [{ _id: 'rc1', fileName: '转账回单.pdf', contentType: 'application/pdf', size: 2048, uploadedAt: AT, uploadedBy: DEMO.owner._id, uploadedByName: '王敏' }] : [];
  return order;
}

async function confirmDialog(order: OrderRecord) {
  signInAs(DEMO.owner._id);
  renderApp(`/order/${order._id}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '取消订单' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('cancelling an order that received money', () => {
  it('the confirmation names the money and its refund; the cancelled order shows 退款中, the transfer and the receipt', async () => {
    const order = orderAwaitingPayment(100);
    const { user, dialog } = await confirmDialog(order);
    expect(dialog).toHaveTextContent(`确定取消订单 ${order.orderNo}？`);
    expect(dialog).toHaveTextContent('本订单已收款 ¥100.00，取消后将原路退回付款账户');
    expect(dialog).not.toHaveTextContent('取消后无法恢复，如需购买请重新下单。本');
    await user.click(within(dialog).getByRole('button', { name: '取消订单并退款' }));

    expect(await screen.findByText('订单已取消，已收款 ¥100.00 退款中')).toBeInTheDocument();
    const refund = await screen.findByRole('region', { name: '退款' });
    expect(within(refund).getByText('退款中')).toBeInTheDocument();
    const facts = within(refund).getByLabelText('退款信息');
    expect(facts).toHaveTextContent('已收款¥100.00');
    expect(facts).toHaveTextContent('退款金额¥100.00');
    expect(facts).toHaveTextContent('商城财务处理中，将原路退回付款账户');
    expect(within(refund).getByText('已收到的转账')).toBeInTheDocument();
    expect(within(refund).getByLabelText('付款凭证 转账回单.pdf')).toBeInTheDocument();
    // nothing to pay, nothing to delete or upload any more
    expect(within(refund).queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
    expect(within(refund).queryByRole('button', { name: /上传付款凭证/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '对公转账付款' })).not.toBeInTheDocument();
    expect(order.refund).toMatchObject({ status: 'refunding', amount: 100 });
  });

  it('the confirmation of an order with nothing received says only that it cannot be undone', async () => {
    const order = orderAwaitingPayment(0);
    const { dialog } = await confirmDialog(order);
    expect(dialog).toHaveTextContent('取消后无法恢复，如需购买请重新下单。');
    expect(dialog).not.toHaveTextContent('已收款');
    expect(within(dialog).getByRole('button', { name: '取消订单' })).toBeInTheDocument();
  });

  it('a completed refund reads 已退款 with its amount and date', async () => {
    const order = orderAwaitingPayment(100);
    order.status = 'cancelled';
    order.cancelledAt = AT;
    order.cancelReason = '客户取消';
    order.refund = { status: 'refunded', amount: 100, requestedAt: AT, refundedAt: '2026-11-22T15:30:00+08:00', reason: '订单取消，已收款原路退回付款账户' };
    signInAs(DEMO.owner._id);
    renderApp(`/order/${order._id}`);
    const refund = await screen.findByRole('region', { name: '退款' });
    expect(within(refund).getByText('已退款')).toBeInTheDocument();
    const facts = within(refund).getByLabelText('退款信息');
    expect(facts).toHaveTextContent('退款金额¥100.00');
    expect(facts).toHaveTextContent(/退款时间2026-11-22 \d\d:\d\d/);
  });
});

describe('the payment status filter of the order list', () => {
  it('lists only the orders whose tag says the status chosen', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/order?payment=partial');
    const cards = await screen.findAllByRole('article', {});
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(within(card).getByTitle('付款状态')).toHaveTextContent('部分付款');
    expect(screen.getByRole('combobox', { name: '付款状态' })).toBeInTheDocument();
    // the select shows the status chosen (antd titles its selected item)
    expect(screen.getByTitle('部分付款')).toBeInTheDocument();
  });
});

describe('cancelling in 待审核: one wording', () => {
  it('an approver who only decided the order is told nothing about a hotline; past 待付款 everyone is', async () => {
    const approver = db.state.members.find((m) => m.subAccount === 'shengke-cell01')!;
    const order = db.state.orders.find((o) => o.placedBy === DEMO.sub._id && o.status === 'pendingReview')!;
    order.approval = { status: 'approved', reasons: [], adjusted: [], decidedBy: approver._id, decidedByName: '刘洋', decidedAt: AT };
    signInAs(approver._id);
    renderApp(`/order/${order._id}`);
    expect(await screen.findByText(`订单号 ${order.orderNo}`, {})).toBeInTheDocument();
    expect(screen.queryByText(/订单已确认/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消订单' })).not.toBeInTheDocument();

    // the sub-account that placed it cancels it as the owner cancels hers
    signInAs(DEMO.sub._id);
    renderApp(`/order/${order._id}`);
    await waitFor(() => expect(screen.getAllByRole('button', { name: '取消订单' }).length).toBeGreaterThan(0));
  });
});

describe('a cancelled order placed from a quote', () => {
  it('gives the quote back: its page offers 接受报价并下单 again (the quote is read again after the cancel)', async () => {
    const quote = db.state.quotes.find(
      (q) => q.memberId === DEMO.owner._id && !q.orderId && !q.declinedBy && q.lines.some((l) => l.status === 'quoted') && q.lines.every((l) => l.status !== 'pending'),
    )!;
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && !o.placedBy && o.status === 'pendingReview')!;
    quote.orderId = order._id;
    order.quoteId = quote._id;
    signInAs(DEMO.owner._id);
    const { router } = renderApp(`/quote/${quote._id}`);
    expect(await screen.findByText(/已按此报价下单/, {})).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '接受报价并下单' })).not.toBeInTheDocument();

    await router.navigate(`/order/${order._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '取消订单' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();

    await router.navigate(`/quote/${quote._id}`);
    expect(await screen.findByRole('link', { name: '接受报价并下单' })).toBeInTheDocument();
    expect(screen.queryByText(/已按此报价下单/)).not.toBeInTheDocument();
  });
});
