import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { quickOrderAtom } from '@/features/cart';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

/** 快速下单 by CAS number and exact name (issue 42 items 4 and 5; docs/api.md §4 "Quick order by CAS or name"). */

async function openQuickOrder() {
  signInAs(DEMO.owner._id);
  const view = renderApp('/cart');
  await screen.findByRole('checkbox', { name: '选择 593-EG-50UG' });
  act(() => view.store.set(quickOrderAtom, { open: true }));
  return { user: view.user, dialog: await findDialog('快速下单') };
}

const ownerLine = (matlId: string) => db.state.carts.find((c) => c.memberId === DEMO.owner._id && c.matlId === matlId);

describe('quick order by CAS number and name', () => {
  it('`64-17-5 1` and `无水乙醇 3` offer the products to choose from, never 货号不存在; the chosen ones are added', async () => {
    const ethanol = db.state.materials.filter((m) => m.cas === '64-17-5' && !m.offShelf);
    expect(ethanol.length).toBeGreaterThan(1);
    const [first, second] = ethanol;
    const { user, dialog } = await openQuickOrder();
    await user.click(within(dialog).getByRole('textbox', { name: '货号和数量' }));
    await user.paste('64-17-5 1\n无水乙醇 3');
    await user.click(within(dialog).getByRole('button', { name: '识别商品' }));
    const report = await within(dialog).findByLabelText('识别结果');
    expect(report).not.toHaveTextContent('货号不存在');
    expect(within(report).getByText(/共 2 行：可加入 0 种，待选择 2 行，无法加入 0 行/)).toBeInTheDocument();
    const byCas = within(report).getByRole('list', { name: '64-17-5 的可选商品' });
    const byName = within(report).getByRole('list', { name: '无水乙醇 的可选商品' });
    expect(within(byCas).getAllByRole('button', { name: /^选择 无水乙醇 \(AR\)/ })).toHaveLength(ethanol.length);

    await user.click(within(byCas).getByRole('button', { name: new RegExp(first!.catalogNo) }));
    await user.click(within(byName).getByRole('button', { name: new RegExp(second!.catalogNo) }));
    expect(within(report).getByText(/共 2 行：可加入 2 种，无法加入 0 行/)).toBeInTheDocument();
    expect(within(report).getByText(new RegExp(`${first!.catalogNo} × 1`))).toBeInTheDocument();
    expect(within(report).getByText(new RegExp(`${second!.catalogNo} × 3`))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /加入购物车（2 种）/ }));
    expect(await screen.findByText('已加入购物车 2 种商品')).toBeInTheDocument();
    await waitFor(() => expect(ownerLine(second!._id)?.quantity).toBe(3));
    expect(ownerLine(first!._id)?.quantity).toBe(1);
  });

  it('one product of that CAS number: found at once as if its catalogue number had been typed', async () => {
    const [keep, ...rest] = db.state.materials.filter((m) => m.cas === '64-17-5');
    for (const m of rest) m.offShelf = true;
    const { user, dialog } = await openQuickOrder();
    await user.click(within(dialog).getByRole('textbox', { name: '货号和数量' }));
    await user.paste('64-17-5 1');
    await user.click(within(dialog).getByRole('button', { name: '识别商品' }));
    const report = await within(dialog).findByLabelText('识别结果');
    expect(within(report).getByText(/共 1 行：可加入 1 种，无法加入 0 行/)).toBeInTheDocument();
    expect(within(report).getByText(new RegExp(`${keep!.catalogNo} × 1`))).toBeInTheDocument();
  });
});
