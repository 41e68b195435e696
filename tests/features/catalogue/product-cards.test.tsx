import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db/index.ts';
import { DEMO, DEMO_PASSWORD } from '../../../mocks/db/demo-accounts.ts';
import { findDialog, signInFromDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

/** One card per product with its pack sizes inside (issue 42 item 4; docs/api.md §5 group=product). */

const sizesOf = (productNo: string) => db.state.materials.filter((m) => m.productNo === productNo && !m.offShelf).sort((a, b) => a.price - b.price);

describe('the catalogue list: one card per product', () => {
  it('乙醇: 无水乙醇 first; β-巯基乙醇 once per product with its sizes, price from the cheapest, stock per size', async () => {
    renderApp(`/product?keyword=${encodeURIComponent('乙醇')}`);
    const list = await screen.findByRole('list', { name: '商品列表' });
    const cards = await within(list).findAllByRole('article');
    expect(cards[0]).toHaveAccessibleName('无水乙醇 (AR)');
    const mercapto = db.state.materials.filter((m) => m.name === 'β-巯基乙醇' && !m.offShelf);
    const products = new Set(mercapto.map((m) => m.productNo));
    const mercaptoCards = cards.filter((c) => c.getAttribute('aria-label') === 'β-巯基乙醇');
    expect(mercaptoCards).toHaveLength(products.size);
    const card = mercaptoCards[0]!;
    const sizes = within(card).getAllByRole('radio');
    expect(sizes.length).toBeGreaterThan(1);
    // its sizes, in price order, each with price and stock; the price is said as from the cheapest
    const productNo = mercapto.find((m) => within(card).queryByText(m.catalogNo))!.productNo;
    const expected = sizesOf(productNo);
    expect(sizes.map((r) => r.getAttribute('aria-label')?.split('，')[0])).toEqual(expected.map((m) => m.spec));
    expect(within(card).getByText('起')).toBeInTheDocument();
  });

  it('choosing a size moves 货号 and the link to it, and 加入购物车 adds that size', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/product?keyword=${encodeURIComponent('Tris 碱')}`);
    const list = await screen.findByRole('list', { name: '商品列表' });
    const card = (await within(list).findAllByRole('article'))[0]!;
    const radios = within(card).getAllByRole('radio');
    const materialOf = (radio: HTMLElement) => db.state.materials.find((m) => m._id === (radio as HTMLInputElement).value)!;
    // a size other than the one chosen first that can be ordered (现货 or 期货)
    const other = radios.slice(1).find((r) => materialOf(r).stock > 0 || materialOf(r).leadDays > 0)!;
    expect(other).toBeDefined();
    expect(other).not.toBeChecked();
    await user.click(other);
    expect(other).toBeChecked();
    const pack = materialOf(other);
    expect(within(card).getByText(pack.catalogNo)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Tris 碱' })).toHaveAttribute('href', `/product/${pack._id}`);
    expect(db.state.carts.some((c) => c.memberId === DEMO.owner._id && c.matlId === pack._id)).toBe(false);
    await user.click(within(card).getByRole('button', { name: `加入购物车：${pack.name} ${pack.spec}` }));
    await waitFor(() => expect(db.state.carts.some((c) => c.memberId === DEMO.owner._id && c.matlId === pack._id)).toBe(true));
  });

  it('a visitor presses 加入购物车 on a size, signs in from the dialog, and that size is added once, the search kept', async () => {
    const keyword = 'Tris 碱';
    const { user, router } = renderApp(`/product?keyword=${encodeURIComponent(keyword)}`);
    const list = await screen.findByRole('list', { name: '商品列表' });
    const card = (await within(list).findAllByRole('article'))[0]!;
    const radios = within(card).getAllByRole('radio');
    const materialOf = (radio: HTMLElement) => db.state.materials.find((m) => m._id === (radio as HTMLInputElement).value)!;
    const other = radios.slice(1).find((r) => materialOf(r).stock > 0 || materialOf(r).leadDays > 0)!;
    await user.click(other);
    const pack = materialOf(other);
    await user.click(within(card).getByRole('button', { name: `加入购物车：${pack.name} ${pack.spec}` }));
    await signInFromDialog(user, DEMO.owner.cellphone, DEMO_PASSWORD);
    const confirm = await findDialog('已加入购物车');
    expect(confirm).toHaveTextContent(`${pack.name}（${pack.spec}）`);
    expect(db.state.carts.some((c) => c.memberId === DEMO.owner._id && c.matlId === pack._id)).toBe(true);
    // done once: the address keeps the search, not the pending add
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent(keyword).replace(/%20/g, '+')}`));
  });
});
