/**
 * 快速下单 at the company terms (docs/api.md §5, issue 45 leftovers item 2): the sizes a name offers show the company's
 * price with the list price struck; the size picked carries its terms, so its quantity is corrected to the minimum
 * and multiple and said, and the line is priced and added at the company's price.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { quickOrderAtom } from '@/features/cart';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const owner = DEMO.owner._id;
const CRYO = '7113002-50ML'; // 无血清细胞冻存液: list ¥162.50, 协议价 ¥150.00, 起订 2
const cryo = () => db.state.materials.find((m) => m.catalogNo === CRYO)!;

beforeEach(() => {
  db.state.carts = db.state.carts.filter((c) => !(c.memberId === owner && c.matlId === cryo()._id));
});

async function pickCryo(memberId: string) {
  signInAs(memberId);
  const view = renderApp('/cart');
  await screen.findByRole('region', { name: '结算栏' });
  act(() => view.store.set(quickOrderAtom, { open: true }));
  const dialog = await findDialog('快速下单');
  await view.user.click(within(dialog).getByRole('textbox', { name: '货号和数量' }));
  await view.user.paste('无血清细胞冻存液 1');
  await view.user.click(within(dialog).getByRole('button', { name: '识别商品' }));
  const report = await within(dialog).findByLabelText('识别结果');
  const choices = within(report).getByRole('list', { name: '无血清细胞冻存液 的可选商品' });
  return { ...view, dialog, report, choices };
}

describe('quick order at the company terms', () => {
  it('offers the size at the 协议价 (list price struck); picked, its quantity becomes the minimum 2 with the rule said, and it is added at 2', async () => {
    const { user, dialog, report, choices } = await pickCryo(owner);
    const choice = within(choices).getAllByRole('listitem').find((li) => li.textContent.includes(CRYO))!;
    expect(within(choice).getByText('¥150.00')).toBeInTheDocument();
    expect(within(choice).getByLabelText('目录价 ¥162.50')).toBeInTheDocument();
    expect(within(choice).getByText('协议价')).toBeInTheDocument();
    await user.click(within(choice).getByRole('button', { name: new RegExp(`^选择 .*${CRYO} · ¥150\\.00`) }));
    expect(within(dialog).getByRole('list', { name: '数量已按起订量调整' })).toHaveTextContent(`${CRYO}：该商品起订 2 瓶，已改为 2 瓶`);
    expect(within(report).getByText(new RegExp(`${CRYO} × 2`))).toBeInTheDocument();
    expect(within(report).getByText(/· ¥150\.00/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /加入购物车（1 种）/ }));
    await waitFor(() => expect(db.state.carts.find((c) => c.memberId === owner && c.matlId === cryo()._id)?.quantity).toBe(2));
  });

  it('another company sees the list price and keeps its quantity', async () => {
    const { user, report, choices } = await pickCryo(DEMO.distributor._id);
    const choice = within(choices).getAllByRole('listitem').find((li) => li.textContent.includes(CRYO))!;
    expect(within(choice).getByText('¥162.50')).toBeInTheDocument();
    expect(within(choice).queryByText('协议价')).not.toBeInTheDocument();
    await user.click(within(choice).getByRole('button', { name: /^选择 / }));
    expect(within(report).getByText(new RegExp(`${CRYO} × 1`))).toBeInTheDocument();
  });
});
