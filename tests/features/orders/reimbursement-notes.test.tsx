/**
 * 报销规则 on screen (docs/api.md §13), with the fake mall itself: the checkout and the approval panel say once which
 * rules the order meets and what to do, never blocking; an order meeting none shows nothing; the owner sets the
 * rules in 账号设置, a sub-account reads them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import type { Material } from '../../../mocks/db/types.ts';
import { orderHandlers } from '../../../mocks/handlers/orders.ts';
import { issueTokens } from '../../../mocks/lib.ts';
import { server } from '../../../mocks/node.ts';
import { REIMBURSEMENT_ADVICE } from '@/entities/order';
import { renderApp, signInAs } from '../../utils/render';

const OWNER = DEMO.owner._id;
const CHEN = DEMO.sub._id;
const nsfc = () => db.state.funds.find((f) => f.code === '32170001')!;
const usable = (m: Material): boolean => !m.offShelf && m.stock > 10 && !m.hazard && m.shipping === '常温';
const materialIn = (min: number, max: number): Material => db.state.materials.filter((m) => usable(m) && m.price >= min && m.price < max).sort((a, b) => a._id.localeCompare(b._id))[0]!;

function setRules(contractThreshold: number, assetUnitPrice = 1000, splitWindowDays = 30): void {
  db.state.reimbursementRules = [{ memberId: OWNER, contractThreshold, assetUnitPrice, splitWindowDays, updatedAt: '2026-11-20T10:00:00+08:00' }];
}
function setCart(memberId: string, lines: [Material, number][]): void {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== memberId);
  for (const [m, quantity] of lines) db.state.carts.push({ memberId, matlId: m._id, quantity, selected: true, addedAt: '2026-11-20T10:00:00+08:00' });
}

/** Counts the preview answers the fake mall sent. */
function previewsAnswered() {
  const seen = { count: 0 };
  server.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/orders/preview')) seen.count += 1;
  });
  return seen;
}

describe('账号设置 → 报销规则', () => {
  it('the owner sees the defaults, picks 2万 and saves: the mall keeps it', async () => {
    signInAs(OWNER);
    const { user } = renderApp('/mine/setting');
    await user.click(await screen.findByRole('button', { name: '修改报销规则' }));
    const amount = await screen.findByRole('spinbutton', { name: '合同金额' });
    await waitFor(() => expect(amount).toHaveValue('50000.00'));
    await user.click(screen.getByRole('button', { name: '2万' }));
    await user.click(screen.getByRole('button', { name: '保存报销规则' }));
    await waitFor(() => expect(db.state.reimbursementRules.find((r) => r.memberId === OWNER)).toMatchObject({ contractThreshold: 20000, assetUnitPrice: 1000, splitWindowDays: 30 }));
  });

  it('a sub-account reads the rules without a form', async () => {
    setRules(20000);
    signInAs(CHEN);
    renderApp('/mine/setting');
    expect(await screen.findByText('订单金额达到 ¥20,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存报销规则' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改报销规则' })).not.toBeInTheDocument();
  });
});

const notesRegion = () => screen.findByRole('note', { name: '报销提醒' });

describe('checkout: the 报销 rules the order meets', () => {
  it('says 需附合同 and 固定资产 once with what to do, and the order is still placed', async () => {
    db.state.orders = [];
    setRules(2000);
    const asset = materialIn(1000, 1900);
    setCart(CHEN, [[asset, 2]]);
    signInAs(CHEN);
    const { user, router } = renderApp('/order/add');
    const notes = await notesRegion();
    expect(within(notes).getByText(REIMBURSEMENT_ADVICE.contract.title)).toBeInTheDocument();
    expect(notes).toHaveTextContent('达到合同金额 ¥2,000.00');
    expect(notes).toHaveTextContent(REIMBURSEMENT_ADVICE.contract.todo);
    expect(within(notes).getByText(REIMBURSEMENT_ADVICE.fixedAsset.title)).toBeInTheDocument();
    expect(notes).toHaveTextContent(asset.name);
    expect(notes).toHaveTextContent(REIMBURSEMENT_ADVICE.fixedAsset.todo);
    expect(screen.getAllByRole('note', { name: '报销提醒' })).toHaveLength(1);

    const fundSection = await screen.findByRole('region', { name: /^经费/ });
    await user.click(within(fundSection).getByRole('radio', { name: new RegExp(nsfc().name) }));
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/result'));
    expect(db.state.orders.filter((o) => o.placedBy === CHEN)).toHaveLength(1);
  });

  it('shows nothing for an order meeting no rule', async () => {
    db.state.orders = [];
    setCart(CHEN, [[materialIn(50, 500), 1]]);
    // the same preview says 本单需要审批: once that is on screen, the preview's notes are too
    db.state.procurementSettings.find((s) => s.memberId === OWNER)!.approvalMode = 'allSubOrders';
    const previews = previewsAnswered();
    signInAs(CHEN);
    renderApp('/order/add');
    await screen.findByText('本单需要审批');
    expect(previews.count).toBeGreaterThan(0);
    expect(screen.queryByRole('note', { name: '报销提醒' })).not.toBeInTheDocument();
  });
});

describe('approval: the approver sees the same notes', () => {
  it('an order awaiting approval: 疑似化整为零 naming the other orders, in the 采购审批 panel', async () => {
    db.state.orders = [];
    setRules(2000);
    const m = materialIn(300, 900);
    const qty = Math.max(1, Math.floor(950 / m.price));
    // every sub-account order waits for approval; three of the same brand on the same fund, each under ¥2,000
    db.state.procurementSettings.find((s) => s.memberId === OWNER)!.approvalMode = 'allSubOrders';
    const address = (db.state.addresses.find((a) => a.memberId === CHEN) ?? db.state.addresses.find((a) => a.memberId === OWNER)!)._id;
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      setCart(CHEN, [[m, qty]]);
      const res = await getResponse(
        orderHandlers,
        new Request('http://localhost:3000/mall/v1/orders', {
          method: 'POST',
          headers: { Authorization: `Bearer ${issueTokens(CHEN).accessToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ addressId: address, fundId: nsfc()._id }),
        }),
      );
      placed.push(((await res!.json()) as { data: { orderNo: string } }).data.orderNo);
    }
    const last = db.state.orders.find((o) => o.orderNo === placed[2])!;
    expect(last.status).toBe('pendingApproval');

    signInAs(OWNER);
    renderApp(`/order/${last._id}`);
    const panel = await screen.findByRole('region', { name: '采购审批' });
    const notes = await within(panel).findByRole('note', { name: '报销提醒' });
    expect(within(notes).getByText(REIMBURSEMENT_ADVICE.split.title)).toBeInTheDocument();
    expect(notes).toHaveTextContent(placed[0]!);
    expect(notes).toHaveTextContent(placed[1]!);
    expect(notes).toHaveTextContent(REIMBURSEMENT_ADVICE.split.todo);
    expect(screen.getAllByRole('note', { name: '报销提醒' })).toHaveLength(1);
  });
});

describe('order detail: the notes stay with the order for 报销', () => {
  it('an order that needed no approval says its rules on its own page, once', async () => {
    setRules(2000);
    const order = db.state.orders.find((o) => o.memberId === OWNER && !o.placedBy && !o.approval && o.status === 'completed' && o.amount >= 2000 && o.amount < 50_000)!;
    signInAs(OWNER);
    renderApp(`/order/${order._id}`);
    const notes = await notesRegion();
    expect(within(notes).getByText(REIMBURSEMENT_ADVICE.contract.title)).toBeInTheDocument();
    expect(notes).toHaveTextContent('达到合同金额 ¥2,000.00');
    expect(notes).toHaveTextContent('报销前请备齐相应材料');
    expect(notes).not.toHaveTextContent('不影响下单');
    expect(screen.getAllByRole('note', { name: '报销提醒' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: '采购审批' })).not.toBeInTheDocument();
  });
});
