import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node.ts';
import { DEMO, DEMO_PASSWORD } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { findDialog, signInFromDialog } from '../utils/dialogs';
import { readTray, toggleTray } from '@/features/compare';
import { renderApp, signInAs } from '../utils/render';

afterEach(() => server.events.removeAllListeners());

// seed: Tris 碱 (Sigma) 100 g ¥116.50 …; 无血清细胞冻存液 (达优) 50 mL ¥162.50, the demo company's 协议价 ¥150;
// 甲醇 (AR) by 国药试剂 and 麦克林 (same CAS, storage and class)
const TRIS = '66a30000000000000000098f';
const TRIS_500 = '66a300000000000000000990';
const CRYO_50 = '66a300000000000000000c0e';
const METHANOL_SINOPHARM = '66a300000000000000000a4b';
const METHANOL_MACKLIN = '66a300000000000000000a4d';

const table = () => screen.findByRole('table', { name: '商品对比' });
const size = (name: string) => screen.getByRole('listitem', { name });

describe('/product/compare', () => {
  it('shows the products of the address, from one list call, each size with its unit price', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/materials')) calls.push(request.url);
    });
    renderApp(`/product/compare?ids=${TRIS},${CRYO_50}`);
    const t = await table();
    expect(within(t).getAllByRole('columnheader')).toHaveLength(3);
    expect(size('Tris 碱 100 g')).toHaveTextContent('单价 ¥1.17/g');
    expect(size('Tris 碱 500 g')).toHaveTextContent('单价 ¥0.70/g');
    expect(size('无血清细胞冻存液 50 mL')).toHaveTextContent('单价 ¥3.25/mL');
    expect(within(t).getByRole('row', { name: /^CAS/ })).toHaveTextContent('77-86-1');
    expect(within(t).getByRole('row', { name: /^纯度/ })).toHaveTextContent('≥99%');
    expect(within(t).getByRole('row', { name: /^规格等级/ })).toHaveTextContent('BioReagent');
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!).searchParams.get('ids')).toBe(`${TRIS},${CRYO_50}`);
  });

  it('two sizes of one product are one column, not a product said to be gone', async () => {
    renderApp(`/product/compare?ids=${TRIS},${TRIS_500}`);
    const t = await table();
    expect(within(t).getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.queryByText(/已下架或不存在/)).toBeNull();
  });

  it('an id the mall does not list is said once', async () => {
    renderApp(`/product/compare?ids=${TRIS},66a3000000000000000fffff`);
    await table();
    expect(await screen.findByText('1 件商品已下架或不存在，未列入对比')).toBeInTheDocument();
  });

  it('a visitor’s 加入购物车 signs in and comes back with the size added, once', async () => {
    const { user, router } = renderApp(`/product/compare?ids=${TRIS},${CRYO_50}`);
    await table();
    await user.click(within(size('Tris 碱 100 g')).getByRole('button', { name: /加入购物车/ }));
    await signInFromDialog(user, DEMO.owner.cellphone, DEMO_PASSWORD);
    expect(await findDialog('已加入购物车')).toBeInTheDocument();
    expect(db.state.carts.some((c) => c.memberId === DEMO.owner._id && c.matlId === TRIS)).toBe(true);
    // the address keeps the products, not the pending add
    await waitFor(() => expect(router.state.location.search).toBe(`?ids=${TRIS}%2C${CRYO_50}`));
  });

  it("prices at the company's 协议价 for its member", async () => {
    signInAs(DEMO.owner._id);
    renderApp(`/product/compare?ids=${CRYO_50}`);
    await table();
    await waitFor(() => expect(size('无血清细胞冻存液 50 mL')).toHaveTextContent('单价 ¥3.00/mL'));
    expect(size('无血清细胞冻存液 50 mL')).toHaveTextContent('协议价');
  });

  it('只看不同项 hides the rows where all agree; 移除 takes a column out of the address and the tray', async () => {
    toggleTray({ id: METHANOL_SINOPHARM, productNo: '18776631', name: '甲醇 (AR)' });
    const { user, router } = renderApp(`/product/compare?ids=${METHANOL_SINOPHARM},${METHANOL_MACKLIN},${TRIS}`);
    const t = await table();
    await user.click(screen.getByRole('button', { name: '移除对比：Tris 碱（Sigma-Aldrich）' }));
    await waitFor(() => expect(within(t).getAllByRole('columnheader')).toHaveLength(3));
    expect(new URLSearchParams(router.state.location.search).get('ids')).toBe(`${METHANOL_SINOPHARM},${METHANOL_MACKLIN}`);
    const cas = within(t).getByRole('row', { name: /^CAS/ });
    expect(within(t).getByRole('row', { name: /^品牌/ })).toHaveAttribute('data-differ', 'true');
    expect(cas).not.toHaveAttribute('data-differ');
    await user.click(screen.getByRole('switch'));
    expect(within(t).queryByRole('row', { name: /^CAS/ })).toBeNull();
    expect(within(t).getByRole('row', { name: /^品牌/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '移除对比：甲醇 (AR)（国药试剂）' }));
    await waitFor(() => expect(within(t).getAllByRole('columnheader')).toHaveLength(2));
    expect(readTray()).toEqual([]);
  });

  it('two 移除 before the page redraws both hold (a busy phone)', async () => {
    const { router } = renderApp(`/product/compare?ids=${METHANOL_SINOPHARM},${METHANOL_MACKLIN},${TRIS}`);
    await table();
    const tris = screen.getByRole('button', { name: '移除对比：Tris 碱（Sigma-Aldrich）' });
    const macklin = screen.getByRole('button', { name: '移除对比：甲醇 (AR)（麦克林）' });
    // two events in one act: the page does not redraw between them
    // eslint-disable-next-line testing-library/no-unnecessary-act
    act(() => {
      fireEvent.click(tris);
      fireEvent.click(macklin);
    });
    expect(new URLSearchParams(router.state.location.search).get('ids')).toBe(METHANOL_SINOPHARM);
  });

  it('says what to do without products', async () => {
    renderApp('/product/compare');
    expect(await screen.findByText('还没有要对比的商品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '继续选购' })).toHaveAttribute('href', '/product');
  });
});
