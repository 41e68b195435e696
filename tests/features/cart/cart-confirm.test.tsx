import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { cartConfirmAtom } from '@/features/cart';
import { expectNoDialog, findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const TITLE = '已加入购物车';

async function openConfirm() {
  signInAs(DEMO.owner._id);
  const view = renderApp('/history'); // a light page: the dialog is the subject here
  await screen.findByRole('button', { name: /用户菜单$/ });
  act(() => view.store.set(cartConfirmAtom, { open: true, name: 'CD3 抗体（APC 标记）', quantity: 2 }));
  return { ...view, dialog: await findDialog(TITLE) };
}

describe('cart confirmation', () => {
  it('shows the item name and quantity', async () => {
    const { dialog } = await openConfirm();
    expect(within(dialog).getByText('CD3 抗体（APC 标记）')).toBeInTheDocument();
    expect(within(dialog).getByText(/数量 × 2/)).toBeInTheDocument();
  });

  it('去购物车结算 goes to /cart and closes', async () => {
    const { dialog, router, user } = await openConfirm();
    await user.click(within(dialog).getByRole('button', { name: '去购物车结算' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await expectNoDialog(TITLE);
  });

  it('继续购物 closes and stays on the page', async () => {
    const { dialog, router, user } = await openConfirm();
    await user.click(within(dialog).getByRole('button', { name: '继续购物' }));
    await expectNoDialog(TITLE);
    expect(router.state.location.pathname).toBe('/history');
  });
});
