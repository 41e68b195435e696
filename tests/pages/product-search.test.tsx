import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render';

/** Issue 24: a CAS-shaped search (item 5) and facet counts that follow the search and the filters (item 12). */

function listCards() {
  return within(screen.getByRole('list', { name: '商品列表' })).getAllByRole('article');
}

const filters = () => screen.getByRole('complementary', { name: '筛选条件' });

/** The count a filter option shows (its second span). */
function optionCount(button: HTMLElement): number {
  return Number(button.querySelectorAll('span')[1]?.textContent ?? 'NaN');
}

async function listTotal(): Promise<number> {
  let total = NaN;
  await waitFor(() => {
    const text = screen.getByText((_, el) => el?.tagName === 'P' && /^共\s*\d+\s*件商品$/.test(el.textContent ?? '')).textContent ?? '';
    total = Number(/\d+/.exec(text)?.[0]);
    expect(screen.getByRole('list', { name: '商品列表' })).toHaveAttribute('aria-busy', 'false');
  });
  return total;
}

describe('a CAS-shaped search (issue 24 item 5)', () => {
  it('56-40-6 lists glycine only, not the BD antibodies 564063-50T', async () => {
    renderApp(`/product?keyword=${encodeURIComponent('56-40-6')}`);
    await waitFor(() => expect(listCards().length).toBeGreaterThan(0));
    expect(listCards().every((card) => card.textContent?.includes('甘氨酸'))).toBe(true);
    expect(screen.queryByText(/564063/)).toBeNull();
  });
});

describe('facet counts (issue 24 item 12)', () => {
  it('a search with no results counts no tag and no brand', async () => {
    renderApp('/product?keyword=zzqqxx');
    expect(await screen.findByText('没有找到与“zzqqxx”相关的商品')).toBeInTheDocument();
    await screen.findByRole('complementary', { name: '筛选条件' });
    await within(filters()).findByRole('button', { name: '全部标签' });
    await within(filters()).findByRole('button', { name: '全部品牌' });
    expect(within(filters()).queryByRole('button', { name: /^流式抗体/ })).toBeNull();
    expect(within(filters()).queryByRole('button', { name: /^BioLegend|BioLegend/ })).toBeNull();
  });

  it('a tag count is what choosing the tag lists; then a brand count is what choosing the brand lists', async () => {
    const { user, router } = renderApp('/product?keyword=CD3');
    await screen.findByRole('list', { name: '商品列表' });
    const tag = await within(filters()).findByRole('button', { name: /^流式抗体/ });
    const tagCount = optionCount(tag);
    expect(tagCount).toBeGreaterThan(0);
    expect(tagCount).toBeLessThan(await listTotal());
    await user.click(tag);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tag')).toBeTruthy());
    await waitFor(async () => expect(await listTotal()).toBe(tagCount));

    // the brands now count within the search and the tag
    const brand = await within(filters()).findByRole('button', { name: /BioLegend/ });
    await waitFor(() => expect(optionCount(within(filters()).getByRole('button', { name: /BioLegend/ }))).toBeLessThanOrEqual(tagCount));
    const brandCount = optionCount(within(filters()).getByRole('button', { name: /BioLegend/ }));
    await user.click(brand);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('brand')).toBeTruthy());
    await waitFor(async () => expect(await listTotal()).toBe(brandCount));
    // the chosen tag's own count does not shrink by its own choice, it follows the brand
    await waitFor(() => expect(optionCount(within(filters()).getByRole('button', { name: /^流式抗体/ }))).toBe(brandCount));
  });
});
