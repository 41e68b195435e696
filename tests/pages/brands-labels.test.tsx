import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render';

const BIOLEGEND = '66a100000000000000000001';
const FLOW_TAG = '66a200000000000000000001';

describe('brands and labels', () => {
  it('/brand: initial-letter index and the authorised-dealer filter in the URL', async () => {
    const { user, router } = renderApp('/brand');
    const index = await screen.findByRole('navigation', { name: '按首字母查找品牌' });
    expect(within(index).getByRole('link', { name: 'B' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'B' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sigma-Aldrich/ })).toBeInTheDocument();
    await user.click(screen.getByText('授权经销品牌'));
    await waitFor(() => expect(router.state.location.search).toBe('?dealer=1'));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Sigma-Aldrich/ })).not.toBeInTheDocument());
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: /BioLegend/ }).length).toBeGreaterThan(0);
  });

  it('/brand/:id: the story, then only its materials with the list filters in the URL', async () => {
    const { user, router } = renderApp(`/brand/${BIOLEGEND}`);
    expect(await screen.findByRole('heading', { level: 1, name: /BioLegend/ })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '商品列表' });
    expect(within(list).getAllByRole('article').every((c) => c.textContent?.includes('BioLegend'))).toBe(true);
    const filters = screen.getByRole('complementary', { name: '筛选条件' });
    expect(within(filters).queryByText('品牌')).not.toBeInTheDocument(); // pinned
    await user.click(within(filters).getByRole('button', { name: 'ELISA 试剂盒' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=elisa'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '商品列表' })).getAllByRole('article').every((c) => c.textContent?.startsWith('ELISA'))).toBe(true),
    );
  });

  it('an unknown brand or label gets a not-found state', async () => {
    const { router } = renderApp('/brand/nope');
    expect(await screen.findByText('品牌不存在')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '商品列表' })).not.toBeInTheDocument();
    await router.navigate('/label/nope');
    expect(await screen.findByText('标签不存在')).toBeInTheDocument();
  });

  it('/label lists labels with pictures; /label/:id lists its materials', async () => {
    const { router } = renderApp('/label');
    const link = await screen.findByRole('link', { name: /流式抗体/ });
    // not a first-screen picture: asked for once the first screen has been shown (ImageBox)
    expect(await within(link).findByRole('img', { name: '流式抗体' })).toHaveAttribute('loading', 'lazy');
    await router.navigate(`/label/${FLOW_TAG}`);
    expect(await screen.findByRole('heading', { level: 1, name: '流式抗体' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '商品列表' });
    expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
  });
});

describe('named pages', () => {
  it('/biolegend is a brand zone with the authorised-distributor notice', async () => {
    renderApp('/biolegend');
    expect(await screen.findByRole('heading', { level: 1, name: /BioLegend 专区/ })).toBeInTheDocument();
    expect(screen.getByText('授权经销声明')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '产品分类' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('/dayou, /ppt and /history are real pages', async () => {
    const { router } = renderApp('/dayou');
    expect(await screen.findByRole('heading', { level: 1, name: /达优 Dakewe 专区/ })).toBeInTheDocument();
    await router.navigate('/ppt');
    expect(await screen.findByText('2026 年度产品目录')).toBeInTheDocument();
    expect(screen.getByText(/PDF · 18\.0 MB · 更新于 2026-01-08/)).toBeInTheDocument();
    await router.navigate('/history');
    expect(await screen.findByRole('heading', { level: 1, name: '发展历程' })).toBeInTheDocument();
    expect(screen.getByText('实验材料商城上线')).toBeInTheDocument();
  });
});
