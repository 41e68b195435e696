/**
 * A 协议价 that runs out between the cart and the order page (docs/api.md §5: the mall stops sending it after its
 * last day): the list price did not move, but the member's price did. The order page says so, and the order is
 * placed at the price the mall now asks once the member confirms.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { toSelectedCartLine, writeSelectedCartInfo } from '@/entities/cart';
import { chinaDate } from '@/shared/lib/date';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const owner = DEMO.owner._id;
const TIPS = 'MCT-789-L-100BX'; // list ¥48, 协议价 ¥42 (from 10 ¥39)
const tips = () => db.state.materials.find((m) => m.catalogNo === TIPS)!;
const ownerOrders = () => db.state.orders.filter((o) => o.memberId === owner);

beforeEach(() => {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== owner);
  db.state.carts.push({ memberId: owner, matlId: tips()._id, quantity: 4, selected: true, addedAt: '2026-11-20T10:00:00+08:00' });
  // no approval or fund in the way of placing
  db.state.procurementSettings = [];
});

it('a 协议价 that ran out since the cart is said as a price change, and the order is placed at the list price once confirmed', async () => {
  const { _id: matlId, catalogNo, name, price } = tips();
  // what the cart page's 去结算 wrote: the 协议价 the member saw
  writeSelectedCartInfo([toSelectedCartLine({ matlId, catalogNo, name, price, quantity: 4, terms: { contractPrice: 42 } })]);
  const terms = db.state.priceTerms.find((t) => t.ownerId === owner && t.matlId === matlId)!;
  terms.validTo = chinaDate(Date.now() - 86_400_000);
  signInAs(owner);
  const { user, router } = renderApp('/order/add');
  expect(await screen.findByText(`${TIPS} ${name}：贵单位协议价已不适用，价格由 ¥42.00 变为 ¥48.00`)).toBeInTheDocument();
  await screen.findAllByText('默认'); // the address book has loaded
  const before = ownerOrders().length;
  await user.click(screen.getByRole('button', { name: '提交订单' }));
  const dialog = await findDialog('商品信息有变化');
  expect(within(dialog).getByText(/贵单位协议价已不适用/)).toBeInTheDocument();
  expect(ownerOrders().length).toBe(before);
  await user.click(within(dialog).getByRole('button', { name: '按最新信息提交' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/order/result'));
  expect(ownerOrders().at(-1)!.items.find((i) => i.matlId === matlId)?.price).toBe(48);
});

it('while the 协议价 holds, the order page says nothing changed', async () => {
  const { _id: matlId, catalogNo, name, price } = tips();
  writeSelectedCartInfo([toSelectedCartLine({ matlId, catalogNo, name, price, quantity: 4, terms: { contractPrice: 42 } })]);
  signInAs(owner);
  renderApp('/order/add');
  await screen.findAllByText('默认');
  expect(await screen.findAllByText(/¥42\.00 × 4/)).not.toHaveLength(0);
  expect(screen.queryByText(/以下商品信息有变化/)).not.toBeInTheDocument();
});
