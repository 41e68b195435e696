/**
 * 到货提醒 at the company terms (docs/api.md §5, §24; issue 45 leftovers item 3): an alert on a material the company
 * has a 协议价 on shows it with the list price struck, and 加入购物车 adds the company's minimum with the rule said.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { renderApp, signInAs } from '../../utils/render';

const owner = DEMO.owner._id;
const TUBES = '631281-50PK'; // list ¥43, 协议价 ¥39.50, 起订 5, 倍数 5
const tubes = () => db.state.materials.find((m) => m.catalogNo === TUBES)!;

beforeEach(() => {
  const m = tubes();
  db.state.restockAlerts = db.state.restockAlerts.filter((a) => a.matlId !== m._id);
  for (const memberId of [owner, DEMO.distributor._id]) {
    db.state.restockAlerts.push({ _id: `rs-${memberId}`, memberId, matlId: m._id, status: 'arrived', seen: true, createdAt: new Date(Date.now() - 86_400_000).toISOString(), arrivedAt: new Date().toISOString() });
  }
  db.state.carts = db.state.carts.filter((c) => c.matlId !== m._id);
});

const rowOf = async () => screen.findByRole('listitem', { name: `${tubes().name}（${tubes().spec}）` });

describe('到货提醒 at the company terms', () => {
  it('shows the 协议价 with the list price struck; 加入购物车 adds the minimum and says the rule', async () => {
    signInAs(owner);
    const { user } = renderApp('/mine/restock');
    const row = await rowOf();
    expect(within(row).getByText('¥39.50')).toBeInTheDocument();
    expect(within(row).getByLabelText('目录价 ¥43.00')).toBeInTheDocument();
    expect(within(row).getByText('协议价')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('该商品起订 5 包，按 5 的倍数购买，已改为 5 包')).toBeInTheDocument();
    await waitFor(() => expect(db.state.carts.find((c) => c.memberId === owner && c.matlId === tubes()._id)?.quantity).toBe(5));
  });

  it('another company sees the list price only', async () => {
    signInAs(DEMO.distributor._id);
    renderApp('/mine/restock');
    const row = await rowOf();
    expect(within(row).getByText('¥43.00')).toBeInTheDocument();
    expect(within(row).queryByText('协议价')).not.toBeInTheDocument();
  });
});
