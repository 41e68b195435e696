/**
 * The cart at the company's price (docs/api.md §5): the 协议价 with the list price struck, a break taking effect as
 * the quantity grows, a minimum and a multiple corrected and said, and the order page at the same prices.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { renderApp, signInAs } from '../../utils/render';

const owner = DEMO.owner._id;
const idOf = (catalogNo: string) => db.state.materials.find((m) => m.catalogNo === catalogNo)!._id;
const TIPS = 'MCT-789-L-100BX'; // list ¥48, 协议价 ¥42, from 10 ¥39
const TUBES = '631281-50PK'; // 协议价 ¥39.50, 起订 5, 倍数 5
const lineOf = (catalogNo: string) => db.state.carts.find((c) => c.memberId === owner && c.matlId === idOf(catalogNo));

beforeEach(() => {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== owner);
  db.state.carts.push(
    { memberId: owner, matlId: idOf(TIPS), quantity: 9, selected: true, addedAt: '2026-11-20T10:00:00+08:00' },
    { memberId: owner, matlId: idOf(TUBES), quantity: 3, selected: true, addedAt: '2026-11-19T10:00:00+08:00' },
  );
});

const rowOf = (catalogNo: string) => screen.getAllByRole('listitem').find((li) => within(li).queryByRole('checkbox', { name: `选择 ${catalogNo}` }))!;

describe('cart at the company price', () => {
  it('shows the 协议价 with the list price struck, applies the break at 10 and names the next one', async () => {
    signInAs(owner);
    const { user } = renderApp('/cart');
    await screen.findByRole('checkbox', { name: `选择 ${TIPS}` });
    const row = rowOf(TIPS);
    expect(within(row).getByText('¥42.00')).toBeInTheDocument();
    expect(within(row).getByLabelText('目录价 ¥48.00')).toBeInTheDocument();
    expect(within(row).getByText('协议价')).toBeInTheDocument();
    expect(within(row).getByText('再买 1 盒享 ¥39.00/盒')).toBeInTheDocument();
    expect(within(row).getByText('¥378.00')).toBeInTheDocument(); // 42 × 9
    await user.click(within(row).getByRole('button', { name: `增加 ${TIPS} 数量` }));
    // the break applies at once, before the mall answers, and stays once it has
    expect(await within(row).findByText('¥39.00')).toBeInTheDocument();
    expect(within(row).getByText('阶梯价')).toBeInTheDocument();
    expect(within(row).getByText('¥390.00')).toBeInTheDocument();
    expect(within(row).getByText('比目录价省 ¥90.00')).toBeInTheDocument();
    expect(within(row).getByText('再买 40 盒享 ¥36.00/盒')).toBeInTheDocument();
    await waitFor(() => expect(lineOf(TIPS)?.quantity).toBe(10));
  });

  it('a line below its minimum says the rule and is corrected; a typed quantity off the multiple is corrected and said', async () => {
    signInAs(owner);
    const { user } = renderApp('/cart');
    await screen.findByRole('checkbox', { name: `选择 ${TUBES}` });
    const row = rowOf(TUBES);
    expect(within(row).getByText(/该商品起订 5 包，按 5 的倍数购买，当前数量不能下单/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '改为 5 包' }));
    await waitFor(() => expect(lineOf(TUBES)?.quantity).toBe(5));
    expect(within(row).queryByText(/当前数量不能下单/)).not.toBeInTheDocument();
    // − cannot go below the minimum; + steps by the multiple
    expect(within(row).getByRole('button', { name: `减少 ${TUBES} 数量` })).toBeDisabled();
    const input = within(row).getByRole('textbox', { name: `${TUBES} 数量` });
    await user.clear(input);
    await user.type(input, '7{Enter}');
    expect(await screen.findByText('该商品起订 5 包，按 5 的倍数购买，已改为 10 包')).toBeInTheDocument();
    await waitFor(() => expect(lineOf(TUBES)?.quantity).toBe(10));
  });

  it('the order page shows the same unit prices and stops a line below its minimum before the mall refuses it', async () => {
    // the account's approval rules and required fund are not this test's (tests/mocks/approvals.test.ts)
    db.state.procurementSettings = [];
    signInAs(owner);
    const { user } = renderApp('/order/add');
    expect(await screen.findByText(/¥42\.00 × 9/)).toBeInTheDocument();
    expect(screen.getByText(/¥39\.50 × 3/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /提交订单/ }));
    expect(await screen.findByText(`商品 ${TUBES}：该商品起订 5 包，按 5 的倍数购买（本单 3 包），请返回购物车修改数量`)).toBeInTheDocument();
  });
});

describe('the cart’s whole saving (issue 45 leftovers, item 5)', () => {
  it('says under the total what the terms save on the chosen lines, and nothing when they save nothing', async () => {
    signInAs(owner);
    const { user } = renderApp('/cart');
    await screen.findByRole('checkbox', { name: `选择 ${TIPS}` });
    const bar = screen.getByRole('region', { name: '结算栏' });
    // 9 × (48 − 42) + 3 × (43 − 39.50)
    expect(await within(bar).findByText('协议价共节省 ¥64.50')).toBeInTheDocument();
    await user.click(within(rowOf(TIPS)).getByRole('checkbox', { name: `选择 ${TIPS}` }));
    expect(await within(bar).findByText('协议价共节省 ¥10.50')).toBeInTheDocument();
    await user.click(within(rowOf(TUBES)).getByRole('checkbox', { name: `选择 ${TUBES}` }));
    await waitFor(() => expect(within(bar).queryByText(/协议价共节省/)).not.toBeInTheDocument());
  });
});

describe('quick order keeps the company rule', () => {
  it('corrects an ok line below its minimum or off its multiple and notes it; other lines as they are', async () => {
    const { withQuantityRules } = await import('@/entities/cart');
    const ok = { index: 0, catalogNo: TUBES, quantity: 3, status: 'ok' as const, message: '现货', price: 43, terms: { minQuantity: 5, multiple: 5 } };
    const plain = { index: 1, catalogNo: TIPS, quantity: 3, status: 'ok' as const, message: '现货', price: 48 };
    const { results, notes } = withQuantityRules([ok, plain]);
    expect(results.map((r) => r.quantity)).toEqual([5, 3]);
    expect(notes).toEqual([`${TUBES}：该商品起订 5 件，按 5 的倍数购买，已改为 5 件`]);
  });
});
