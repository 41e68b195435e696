/**
 * A change of fund asks the mall's preview again, but the fund never changes a price (docs/api.md §13): the lines
 * keep the unit prices and the total of the last answer for them while the next is asked, instead of falling back
 * to the cart's own figures for a moment (a 200-line order redrew every line twice per click).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { renderApp, signInAs } from '../../utils/render';

const owner = DEMO.owner._id;
const TIPS = 'MCT-789-L-100BX'; // list ¥48, 协议价 ¥42
const tips = () => db.state.materials.find((m) => m.catalogNo === TIPS)!;

beforeEach(() => {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== owner);
  db.state.carts.push({ memberId: owner, matlId: tips()._id, quantity: 4, selected: true, addedAt: '2026-11-20T10:00:00+08:00' });
});

it('the mall’s unit price stays on the line while a change of fund is previewed', async () => {
  signInAs(owner);
  const { user } = renderApp('/order/add');
  await screen.findAllByText('默认'); // the address book has loaded
  expect(await screen.findAllByText(/¥42\.00 × 4/)).not.toHaveLength(0);
  const funds = () => within(screen.getByRole('radiogroup', { name: /^经费/ })).getAllByRole('radio');
  await waitFor(() => expect(funds().length).toBeGreaterThanOrEqual(2));

  // the company's price moves after the cart was read: only the preview knows it
  db.state.priceTerms.find((t) => t.ownerId === owner && t.matlId === tips()._id)!.contractPrice = 40;
  await user.click(funds()[0]!);
  expect(await screen.findAllByText(/¥40\.00 × 4/)).not.toHaveLength(0);

  // another fund: the same lines, so the same prices, before and after the mall answers
  await user.click(funds()[1]!);
  expect(screen.queryByText(/¥42\.00 × 4/)).not.toBeInTheDocument();
  expect(screen.getAllByText(/¥40\.00 × 4/)).not.toHaveLength(0);
  await waitFor(() => expect(funds()[1]).toBeChecked());
  expect(screen.queryByText(/¥42\.00 × 4/)).not.toBeInTheDocument();
});
