/** Second reader: an old bottle of a discontinued (已下架) product is not offered for sale by 扫码查找. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { renderApp, signInAs } from '../../utils/render';

afterEach(() => vi.restoreAllMocks());

describe('扫码查找 of a discontinued product', () => {
  it('says 已下架 and offers no 加入购物车 (as the product page does)', async () => {
    const material = db.state.materials.find((m) => m.offShelf && (m.stock > 0 || m.leadDays > 0) && db.state.coas.some((c) => c.matlId === m._id))!;
    const coa = db.state.coas.find((c) => c.matlId === material._id)!;
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/coa');
    await user.click(await screen.findByRole('button', { name: /扫码查找/ }));
    const dialog = await screen.findByRole('dialog', { name: '扫码查找' });
    await user.click(within(dialog).getByText('手动输入'));
    await user.type(within(dialog).getByRole('textbox', { name: '货号、CAS 号或条码内容' }), `/coa?sn=${coa.sn}`);
    await user.click(within(dialog).getByRole('button', { name: /查找/ }));
    const result = await within(dialog).findByRole('region', { name: '扫码结果' });
    await within(result).findByRole('link', { name: material.name });
    expect(within(result).queryByRole('button', { name: /加入购物车/ })).not.toBeInTheDocument();
    expect(result).toHaveTextContent('已下架');
  });
});
