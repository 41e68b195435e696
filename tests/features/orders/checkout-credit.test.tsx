/**
 * Credit terms at checkout (docs/api.md §17 Credit terms): 结算方式 says 月结（账期 45 天）and what remains of the credit
 * after this order, to the owner and to a sub-account; an order past the limit is said before it is submitted and
 * 提交订单 explains why it is held; the mall's refusal (10100) is said in the same block.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { accountCreditTerms } from '../../../mocks/credit-data.ts';
import type { Material } from '../../../mocks/db/types.ts';
import { formatFen, toFen } from '@/shared/lib/money';
import { renderApp, signInAs } from '../../utils/render';

const nsfc = () => db.state.funds.find((f) => f.code === '32170001')!;
const materialNear = (min: number, max: number): Material =>
  db.state.materials.filter((m) => !m.offShelf && m.stock > 0 && m.price >= min && m.price <= max && !m.hazard).sort((a, b) => a._id.localeCompare(b._id))[0]!;

/** The member's cart: this one line, selected. */
function setCart(memberId: string, material: Material, quantity: number) {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== memberId);
  db.state.carts.push({ memberId, matlId: material._id, quantity, selected: true, addedAt: '2026-11-20T10:00:00+08:00' });
}

function postsTo(path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path) bodies.push(request.url);
  });
  return bodies;
}

const creditBlock = () => screen.findByRole('region', { name: '结算方式' });

async function checkoutAs(memberId: string) {
  signInAs(memberId);
  const view = renderApp('/order/add');
  const fund = await screen.findByRole('region', { name: /^经费/ });
  await view.user.click(within(fund).getByRole('radio', { name: new RegExp(nsfc().name) }));
  return view;
}

describe('credit terms at checkout', () => {
  it('says 月结（账期 45 天）and what remains of the credit after this order', async () => {
    const material = materialNear(500, 1000);
    setCart(DEMO.owner._id, material, 2);
    const available = toFen(accountCreditTerms(DEMO.owner._id).available);
    await checkoutAs(DEMO.owner._id);
    const block = await creditBlock();
    expect(within(block).getByTestId('checkout-credit-terms')).toHaveTextContent('月结（账期 45 天）');
    expect(block).toHaveTextContent(`可用额度${formatFen(available)}`);
    await waitFor(() => expect(screen.getByTestId('checkout-amount')).toHaveTextContent(/¥/));
    const amount = toFen(Number((screen.getByTestId('checkout-amount').textContent ?? '').replace(/[¥,]/g, '')));
    await waitFor(() => expect(within(block).getByTestId('checkout-credit-remaining')).toHaveTextContent(formatFen(available - amount)));
    expect(within(block).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled();
  });

  it('a sub-account sees the account\'s terms and what remains too', async () => {
    setCart(DEMO.sub._id, materialNear(100, 400), 1);
    await checkoutAs(DEMO.sub._id);
    const block = await creditBlock();
    expect(within(block).getByTestId('checkout-credit-terms')).toHaveTextContent('月结（账期 45 天）');
    await waitFor(() => expect(within(block).getByTestId('checkout-credit-remaining')).toHaveTextContent(/^¥[\d,]+\.\d\d$/));
  });

  it('an order past the limit is said before it is submitted, and 提交订单 says why it is held', async () => {
    const available = accountCreditTerms(DEMO.owner._id).available!;
    const material = materialNear(5000, 8000);
    nsfc().budget = 10_000_000;
    setCart(DEMO.owner._id, material, Math.floor(available / material.price) + 1);
    const orders = postsTo('/mall/v1/orders');
    await checkoutAs(DEMO.owner._id);
    const block = await creditBlock();
    const alert = await within(block).findByRole('alert');
    expect(alert).toHaveTextContent(`超出可用信用额度 ${formatFen(toFen(available))}`);
    expect(alert).toHaveTextContent('暂不能提交。请先结清到期货款，或减少商品后再提交');
    expect(within(block).getByTestId('checkout-credit-remaining')).toHaveTextContent(/^超出 ¥/);
    expect(await screen.findByRole('button', { name: '暂不能提交：本单超出可用信用额度，见「结算方式」' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled());
    expect(orders).toHaveLength(0);
  });

  it("the mall's refusal (10100) is said in 结算方式, once", async () => {
    const msg = '超出信用额度：可用额度 ¥100.00，本单 ¥1,234.00，请先结清到期货款或联系客服调整额度';
    server.use(http.post('*/mall/v1/orders', () => HttpResponse.json({ code: 10100, msg, data: null })));
    setCart(DEMO.owner._id, materialNear(500, 1000), 1);
    const { user, router } = await checkoutAs(DEMO.owner._id);
    const submit = screen.getByRole('button', { name: '提交订单' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const block = await creditBlock();
    expect(await within(block).findByRole('alert')).toHaveTextContent(msg);
    expect(screen.getAllByText(msg)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/order/add');
  });
});
