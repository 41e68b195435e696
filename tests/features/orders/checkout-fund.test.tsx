import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { fundUsage } from '../../../mocks/approval-rules.ts';
import { formatFen, toFen } from '@/shared/lib/money';
import { renderApp, signInAs } from '../../utils/render';


const subFunds = () => db.state.funds.filter((f) => f.memberId === DEMO.owner._id && f.active && f.memberIds.includes(DEMO.sub._id));
const subOrders = () => db.state.orders.filter((o) => o.placedBy === DEMO.sub._id);

/** Every JSON body POSTed to a path ending in `suffix`, as sent. */
function bodiesOf(suffix: string) {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(suffix)) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
    }
  });
  return bodies;
}

/** The checkout's 经费 section (a section named by its heading). */
const fundSection = () => screen.findByRole('region', { name: /^经费/ });

/** A preview answer as the mall would send it, with `over` what the test needs. */
function previewAnswer(over: Record<string, unknown>) {
  return {
    goodsAmount: 1200,
    freight: 0,
    amount: 1200,
    fundRequired: true,
    fund: null,
    approval: { required: false, reasons: [], approvers: [] },
    blocked: null,
    compliance: { blocked: null, lines: [] },
    reimbursementNotes: [],
    credit: { settlement: 'prepaid', settlementLabel: '现结', creditDays: null, creditLimit: null, available: null, remainingAfter: null, blocked: null },
    ...over,
  };
}

async function openCheckoutAs(memberId: string) {
  signInAs(memberId);
  const view = renderApp('/order/add');
  const section = await fundSection();
  return { ...view, section, submit: screen.getByRole('button', { name: '提交订单' }) };
}

describe('the fund at checkout (docs/api.md §13)', () => {
  it('a sub-account with two funds and a fund required chooses one: without it nothing is placed', async () => {
    const orders = bodiesOf('/mall/v1/orders');
    const { user, section, submit } = await openCheckoutAs(DEMO.sub._id);
    const funds = subFunds();
    expect(funds.length).toBeGreaterThan(1);
    for (const fund of funds) expect(within(section).getByRole('radio', { name: new RegExp(fund.name) })).not.toBeChecked();
    // the preview says a fund is required: 不使用经费 is not offered
    await waitFor(() => expect(within(section).getByRole('heading')).toHaveTextContent('必选'));
    expect(within(section).queryByRole('radio', { name: '不使用经费' })).not.toBeInTheDocument();
    await user.click(submit);
    expect(await within(section).findByRole('alert')).toHaveTextContent('请选择经费');
    await new Promise((r) => setTimeout(r, 300));
    expect(orders).toHaveLength(0);
  });

  it('sends the chosen fund; an order that needs approval says so before and after placing', async () => {
    const settings = db.state.procurementSettings.find((s) => s.memberId === DEMO.owner._id)!;
    settings.approvalMode = 'allSubOrders';
    const orders = bodiesOf('/mall/v1/orders');
    const { user, section, submit, router } = await openCheckoutAs(DEMO.sub._id);
    const fund = subFunds()[0]!;
    await user.click(within(section).getByRole('radio', { name: new RegExp(fund.name) }));
    const notice = await screen.findByText('本单需要审批', {});
    // eslint-disable-next-line testing-library/no-node-access
    const alert = notice.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('子账号订单均需审批');
    expect(alert).toHaveTextContent('审批人：王敏');

    const before = subOrders().length;
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/result'));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ fundId: fund._id });
    expect(subOrders()).toHaveLength(before + 1);
    expect(await screen.findByText('订单已提交审批', {})).toBeInTheDocument();
    expect(screen.getByTestId('order-approvers')).toHaveTextContent('王敏');
  });

  it('each fund shows its 可用余额 first (审批中 deducted), its parts beneath, and who approves it', async () => {
    const { section } = await openCheckoutAs(DEMO.sub._id);
    const fund = db.state.funds.find((f) => f.code === '32170001')!;
    const usage = fundUsage(fund, db.state.orders);
    expect(usage.pending).toBeGreaterThan(0);
    const radio = await within(section).findByRole('radio', { name: new RegExp(fund.name) });
    // eslint-disable-next-line testing-library/no-node-access
    const card = radio.closest<HTMLElement>('label')!;
    const balance = within(card).getByTestId('fund-balance');
    expect(within(balance).getByTestId('fund-available')).toHaveTextContent(formatFen(toFen(usage.available)));
    expect(balance.textContent!.indexOf('可用余额')).toBe(0);
    expect(balance).toHaveTextContent(`审批中${formatFen(toFen(usage.pending))}`);
    expect(card).toHaveTextContent('审批人 刘洋');
  });

  it('the approval the preview reports is shown with its reasons and approvers', async () => {
    server.use(
      http.post('*/mall/v1/orders/preview', () =>
        HttpResponse.json({
          code: 0,
          data: previewAnswer({ approval: { required: true, reasons: ['子账号订单金额超过 ¥5,000.00', '含需审批的商品类别：抗体'], approvers: ['王敏', '欧阳明月'] } }),
        }),
      ),
    );
    await openCheckoutAs(DEMO.sub._id);
    const notice = await screen.findByText('本单需要审批', {});
    // eslint-disable-next-line testing-library/no-node-access
    const alert = notice.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['子账号订单金额超过 ¥5,000.00', '含需审批的商品类别：抗体']);
    // other people's names are masked (spec §5)
    expect(alert).toHaveTextContent('审批人：王敏、欧');
    expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled();
  });

  it('a fund that does not cover the order blocks it: the numbers are said once, under the fund, and submit is disabled', async () => {
    const fund = subFunds()[0]!;
    server.use(
      http.post('*/mall/v1/orders/preview', () =>
        HttpResponse.json({
          code: 0,
          data: previewAnswer({
            amount: 1234,
            goodsAmount: 1234,
            // ¥2,000 not committed, ¥1,800 of it awaiting approval: ¥200 available
            fund: { _id: fund._id, name: fund.name, code: fund.code, remaining: 2000, available: 200, covers: false },
            blocked: '经费可用余额不足：可用余额 ¥200.00，本单 ¥1,234.00',
          }),
        }),
      ),
    );
    const orders = bodiesOf('/mall/v1/orders');
    const { user, section } = await openCheckoutAs(DEMO.owner._id);
    await user.click(within(section).getByRole('radio', { name: new RegExp(fund.name) }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(`「${fund.name}」可用余额 ¥200.00，本单 ¥1,234.00，还差 ¥1,034.00。请换一项经费，或减少商品后再提交。`);
    // once on the page (it was said three times: a notice, its numbers, the submit bar): the bar points to it
    expect(screen.getAllByText(/可用余额 ¥200\.00/)).toHaveLength(1);
    expect(screen.queryByText('经费可用余额不足，无法提交')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '暂不能提交：见「经费」' })).toBeInTheDocument();
    // the preview's total is the one shown
    await waitFor(() => expect(screen.getByTestId('checkout-amount')).toHaveTextContent('¥1,234.00'));
    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled());
    expect(orders).toHaveLength(0);
  });

  it('a failed preview says nothing, and the order is still placed', async () => {
    server.use(http.post('*/mall/v1/orders/preview', () => HttpResponse.json({ code: 500, msg: '服务暂时不可用' }, { status: 503 })));
    const previews = bodiesOf('/orders/preview');
    const orders = bodiesOf('/mall/v1/orders');
    const { user, section, submit, router } = await openCheckoutAs(DEMO.sub._id);
    const fund = subFunds()[0]!;
    await user.click(within(section).getByRole('radio', { name: new RegExp(fund.name) }));
    await waitFor(() => expect(previews.some((b) => b.fundId === fund._id)).toBe(true));
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByText(/服务暂时不可用/)).not.toBeInTheDocument();
    expect(screen.queryByText('本单需要审批')).not.toBeInTheDocument();
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/result'));
    expect(orders[0]).toMatchObject({ fundId: fund._id });
  });

  it('the only fund the buyer may charge is chosen for them', async () => {
    const [keep, ...others] = subFunds();
    for (const f of others) f.active = false;
    const orders = bodiesOf('/mall/v1/orders');
    const previews = bodiesOf('/orders/preview');
    const { user, section, submit, router } = await openCheckoutAs(DEMO.sub._id);
    await waitFor(() => expect(within(section).getByRole('radio', { name: new RegExp(keep!.name) })).toBeChecked());
    // the first preview already carries the fund: none is asked before the funds are known, nor twice
    await waitFor(() => expect(previews.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 500));
    expect(previews.map((b) => b.fundId)).toEqual([keep!._id]);
    expect(within(section).getAllByRole('radio').filter((r) => r.getAttribute('value') !== 'none')).toHaveLength(1);
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/result'));
    expect(orders[0]).toMatchObject({ fundId: keep!._id });
  });

  it("the mall's refusal about the fund (10093) is said under the picker, and what was typed stays", async () => {
    server.use(
      http.post('*/mall/v1/orders', () => HttpResponse.json({ code: 10093, msg: '经费余额不足：剩余 ¥10.00，本单 ¥500.00', data: null })),
    );
    const { user, section, submit, router } = await openCheckoutAs(DEMO.sub._id);
    await user.click(within(section).getByRole('radio', { name: new RegExp(subFunds()[0]!.name) }));
    await user.type(screen.getByLabelText('采购单号'), 'PO-2026-01');
    await user.click(submit);
    expect(await within(section).findByRole('alert')).toHaveTextContent('经费余额不足：剩余 ¥10.00，本单 ¥500.00');
    // said once, there: no toast as well
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getAllByText('经费余额不足：剩余 ¥10.00，本单 ¥500.00')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/order/add');
    expect(screen.getByLabelText('采购单号')).toHaveValue('PO-2026-01');
  });

  it('a buyer without funds sees no picker', async () => {
    for (const f of db.state.funds) f.memberIds = f.memberIds.filter((id) => id !== DEMO.sub._id);
    signInAs(DEMO.sub._id);
    renderApp('/order/add');
    await screen.findByRole('button', { name: '提交订单' });
    await screen.findAllByText(/收货地址/);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('region', { name: /^经费/ })).not.toBeInTheDocument();
  });
});
