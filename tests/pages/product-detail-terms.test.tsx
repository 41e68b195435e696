/**
 * The product page's stepper keeps the company's minimum and multiple (docs/api.md §5, issue 45): it starts at the
 * minimum, steps by the multiple, and a typed quantity off the rule (below the minimum too) is corrected and said.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { renderApp, signInAs } from '../utils/render';

const TUBES = '631281-50PK'; // the owner's company: 协议价 ¥39.50, 起订 5, 倍数 5
const idOf = (catalogNo: string) => db.state.materials.find((m) => m.catalogNo === catalogNo)!._id;

describe('the product page stepper at the company terms', () => {
  it('starts at the minimum and steps by the multiple', async () => {
    signInAs(DEMO.owner._id);
    renderApp(`/product/${idOf(TUBES)}`);
    const qty = await screen.findByRole('spinbutton', { name: '购买数量' });
    await waitFor(() => expect(qty).toHaveValue('5'));
    expect(qty).toHaveAttribute('aria-valuemin', '5');
    expect(qty).toHaveAttribute('step', '5');
  });

  it('a typed quantity below the minimum is corrected with the cart’s message, not pulled up unsaid', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/product/${idOf(TUBES)}`);
    const qty = await screen.findByRole('spinbutton', { name: '购买数量' });
    await waitFor(() => expect(qty).toHaveValue('5'));
    await user.clear(qty);
    await user.type(qty, '3');
    await user.tab();
    expect(await screen.findByText('该商品起订 5 包，按 5 的倍数购买，已改为 5 包')).toBeInTheDocument();
    expect(qty).toHaveValue('5');
  });

  it('a typed quantity off the multiple is corrected up and said', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/product/${idOf(TUBES)}`);
    const qty = await screen.findByRole('spinbutton', { name: '购买数量' });
    await waitFor(() => expect(qty).toHaveValue('5'));
    await user.clear(qty);
    await user.type(qty, '7');
    await user.tab();
    expect(await screen.findByText('该商品起订 5 包，按 5 的倍数购买，已改为 10 包')).toBeInTheDocument();
    await waitFor(() => expect(qty).toHaveValue('10'));
  });

  it('a visitor’s stepper starts at 1 (no terms)', async () => {
    renderApp(`/product/${idOf(TUBES)}`);
    const qty = await screen.findByRole('spinbutton', { name: '购买数量' });
    expect(qty).toHaveValue('1');
    expect(qty).toHaveAttribute('aria-valuemin', '1');
  });
});
