/**
 * 最近浏览 at the company terms (docs/api.md §5; issue 45 leftovers item 1): a member whose company has a 协议价 on a
 * recently viewed material sees it as the list and card show it, the list price struck; a visitor the list price.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { STORAGE_KEYS, writeJson } from '@/shared/storage';
import { renderApp, signInAs } from '../../utils/render';

const TIPS = 'MCT-789-L-100BX'; // list ¥48, 协议价 ¥42

function viewedTips() {
  const m = db.state.materials.find((x) => x.catalogNo === TIPS)!;
  writeJson(STORAGE_KEYS.recentMaterials, [{ _id: m._id, name: m.name, catalogNo: m.catalogNo, price: m.price }]);
}

const strip = () => screen.findByRole('region', { name: '最近浏览' });

describe('最近浏览 at the company terms', () => {
  it('the owner sees the 协议价 with the list price struck', async () => {
    viewedTips();
    signInAs(DEMO.owner._id);
    renderApp('/product');
    const section = await strip();
    expect(await within(section).findByText('¥42.00')).toBeInTheDocument();
    expect(within(section).getByLabelText('目录价 ¥48.00')).toBeInTheDocument();
    expect(within(section).getByText('协议价')).toBeInTheDocument();
  });

  it('a visitor sees the list price only', async () => {
    viewedTips();
    renderApp('/product');
    const section = await strip();
    expect(within(section).getByText('¥48.00')).toBeInTheDocument();
    expect(within(section).queryByText('协议价')).not.toBeInTheDocument();
  });
});
