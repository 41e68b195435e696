/**
 * A lab's long cart (up to the contract's 200 lines): from WINDOW_FROM lines, one list of brand heads and rows drawn
 * near the screen only (src/features/cart/components/cart-lines.tsx); a shorter cart keeps a section per brand.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import type { Material } from '../../../mocks/db/types.ts';
import { WINDOW_FROM } from '@/shared/ui/window-list';
import { renderApp, signInAs } from '../../utils/render';

const ROW = 100;
const owner = DEMO.owner._id;
const ownerLines = () => db.state.carts.filter((c) => c.memberId === owner);

/** The owner's cart made `size` lines long with in-stock materials of every brand in turn, not selected. */
function cartOf(size: number) {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== owner);
  const brands = new Map<string, Material[]>();
  for (const m of db.state.materials) if (!m.offShelf && m.stock > 0) brands.set(m.mfrId, [...(brands.get(m.mfrId) ?? []), m]);
  const queues = [...brands.values()];
  const materials: Material[] = [];
  while (materials.length < size && queues.some((q) => q.length > 0)) for (const q of queues) if (q.length > 0 && materials.length < size) materials.push(q.shift()!);
  expect(materials).toHaveLength(size);
  for (const m of materials) db.state.carts.push({ memberId: owner, matlId: m._id, quantity: 1, selected: false, addedAt: '2026-11-20T10:00:00+08:00' });
  return new Set(materials.map((m) => m.mfrId)).size;
}

async function openCart() {
  signInAs(owner);
  const view = renderApp('/cart');
  await screen.findByTestId('selected-count');
  return view;
}

describe('a long cart', () => {
  beforeEach(() => {
    // jsdom lays nothing out: each row is ROW px tall, the window 800 px
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.tagName === 'LI' ? ROW : 0;
      return { x: 0, y: 0, top: 0, left: 0, bottom: height, right: 0, width: 0, height, toJSON: () => ({}) } as DOMRect;
    });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
  });

  it('from WINDOW_FROM lines is one list of brand heads and rows, drawn near the screen, more as the page scrolls', async () => {
    const lines = 150;
    const brands = cartOf(lines);
    expect(brands).toBeGreaterThan(1);
    await openCart();
    const list = await screen.findByRole('list', { name: '购物车商品' });
    const drawn = within(list).getAllByRole('listitem');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(30);
    // the first item is the first brand's head, with its checkbox; every item says its place in the whole
    expect(drawn[0]).toHaveAccessibleName(/^品牌 /);
    expect(within(drawn[0]!).getByRole('checkbox', { name: /^选择品牌 / })).toBeInTheDocument();
    expect(drawn[0]).toHaveAttribute('aria-setsize', String(lines + brands));
    expect(screen.queryByRole('region', { name: /^品牌 / })).toBeNull();
    expect(screen.getByText(`共 ${lines} 种商品`)).toBeInTheDocument();

    const firstLine = drawn[1]!;
    await act(async () => {
      window.scrollY = 100 * ROW;
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(firstLine).not.toBeInTheDocument());
    const later = within(list).getAllByRole('listitem');
    expect(later.length).toBeLessThan(30);
    expect(Number(later[0]!.getAttribute('aria-posinset'))).toBeGreaterThan(80);
  });

  it('a line and a brand are ticked in the windowed list as in the sections', async () => {
    cartOf(120);
    const { user } = await openCart();
    const list = await screen.findByRole('list', { name: '购物车商品' });
    const [head, firstRow] = within(list).getAllByRole('listitem');
    const lineBox = within(firstRow!).getByRole('checkbox', { name: /^选择 / });
    await user.click(lineBox);
    await waitFor(() => expect(ownerLines().filter((l) => l.selected)).toHaveLength(1));
    expect(screen.getByTestId('selected-count')).toHaveTextContent(/^1$/);
    expect(lineBox).toBeChecked();

    const brandBox = within(head!).getByRole('checkbox', { name: /^选择品牌 / });
    const brand = head!.getAttribute('aria-label')!.replace(/^品牌 /, '');
    await user.click(brandBox);
    const ofBrand = db.state.materials.filter((m) => m.mfrName === brand).map((m) => m._id);
    const brandLines = () => ownerLines().filter((l) => ofBrand.includes(l.matlId));
    expect(brandLines().length).toBeGreaterThan(1);
    await waitFor(() => expect(brandLines().every((l) => l.selected)).toBe(true));
    expect(brandBox).toBeChecked();
  });

  it('under WINDOW_FROM lines keeps a section per brand with every row drawn', async () => {
    cartOf(WINDOW_FROM - 1);
    await openCart();
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^品牌 / }).length).toBeGreaterThan(1));
    expect(screen.queryByRole('list', { name: '购物车商品' })).toBeNull();
    expect(screen.getAllByRole('checkbox', { name: /^选择 (?!品牌)/ })).toHaveLength(WINDOW_FROM - 1);
  });
});
