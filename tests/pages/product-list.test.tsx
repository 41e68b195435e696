import { screen, waitFor, within, act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node.ts';
import { HOTLINE } from '@/shared/config/constants';
import { normaliseKeyword } from '@/features/catalogue';
import { renderApp } from '../utils/render';

afterEach(() => server.events.removeAllListeners());

const IL6_KIT = '人 IL-6 ELISA 试剂盒（预包被）'; // seed: 1110289-96T
const TRIS = 'Tris 碱'; // seed: CAS 77-86-1

function listCards() {
  return within(screen.getByRole('list', { name: '商品列表' })).getAllByRole('article');
}

async function search(user: ReturnType<typeof renderApp>['user'], text: string) {
  const box = await within(await screen.findByRole('search', { name: '搜索产品' })).findByRole('combobox', { name: '搜索关键词' });
  await user.clear(box);
  await user.type(box, text);
  await user.click(within(screen.getByRole('search', { name: '搜索产品' })).getByRole('button', { name: /搜\s*索/ }));
}

describe('keyword normalisation', () => {
  it('turns full-width IME input and odd spaces into plain text', () => {
    expect(normaliseKeyword('　１１１０２８９－９６Ｔ\u00a0 ')).toBe('1110289-96T');
    expect(normaliseKeyword('ＣＤ３  抗体')).toBe('CD3 抗体');
  });
});

describe('/product search', () => {
  it.each([
    ['with the hyphen', '1110289-96T'],
    ['without the hyphen', '111028996T'],
    ['with a space', '1110289 96t'],
    ['typed full-width by an IME', '１１１０２８９－９６Ｔ'],
  ])('finds a catalogue number %s, exact match first', async (_, typed) => {
    const { user, router } = renderApp('/product');
    await screen.findByRole('list', { name: '商品列表' });
    await search(user, typed);
    await waitFor(() => expect(listCards()[0]).toHaveAccessibleName(IL6_KIT));
    // The URL carries the normalised keyword (shareable)
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe(normaliseKeyword(typed));
  });

  it.each(['77-86-1', '77861'])('finds a material by CAS number %s', async (cas) => {
    renderApp(`/product?keyword=${encodeURIComponent(cas)}`);
    await waitFor(() => expect(listCards().length).toBeGreaterThan(0));
    expect(listCards().every((card) => card.textContent?.includes('77-86-1'))).toBe(true);
    expect(listCards()[0]).toHaveAccessibleName(TRIS);
  });

  it('an empty result says what was searched, how to widen it and the hotline', async () => {
    const { user, router } = renderApp('/product?keyword=zzqqxx&category=antibody');
    expect(await screen.findByText('没有找到与“zzqqxx”相关的商品')).toBeInTheDocument();
    expect(screen.getByText(/清除部分筛选条件/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`请致电 ${HOTLINE}`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除全部条件' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(listCards()).toHaveLength(20));
  });

  it('a failing list shows an error with a retry that keeps the search', async () => {
    let failures = 0;
    server.use(
      http.get('*/mall/v1/materials', () => {
        if (failures >= 3) return undefined; // recovered: the real handler answers
        failures++;
        return HttpResponse.json({ code: 503, msg: '服务暂不可用', data: null }, { status: 503 });
      }),
    );
    const { user, router } = renderApp('/product?keyword=IL-6');
    expect(await screen.findByText('商品列表加载失败')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keyword=IL-6');
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(listCards().length).toBeGreaterThan(0));
    expect(screen.queryByText('商品列表加载失败')).not.toBeInTheDocument();
  });
});

describe('/product URL state', () => {
  it('filters, sort and page live in the URL; Back restores the previous list', async () => {
    const { user, router } = renderApp('/product');
    await screen.findByRole('list', { name: '商品列表' });
    const filters = screen.getByRole('complementary', { name: '筛选条件' });
    await user.click(within(filters).getByRole('button', { name: '抗体' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=antibody'));
    await waitFor(() => expect(listCards().every((c) => c.textContent?.startsWith('抗体'))).toBe(true));

    await user.click(await within(filters).findByRole('button', { name: /^BioLegend/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('brand')).toBeTruthy());
    await waitFor(() => expect(listCards().every((c) => c.textContent?.includes('BioLegend'))).toBe(true));

    await user.click(within(filters).getByRole('switch', { name: '只看现货' }));
    await waitFor(() => expect(router.state.location.search).toContain('stock=1'));
    await user.click(screen.getByTitle('下一页'));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));

    // Back: page 1 of the same filters, then without the stock filter, then without the brand
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).not.toContain('page=2'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).not.toContain('stock=1'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?category=antibody'));
    await waitFor(() => expect(listCards().some((c) => !c.textContent?.includes('BioLegend'))).toBe(true));
  });

  it('a shared link opens the same filtered, sorted page', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/mall/v1/materials')) asked.push(url.search);
    });
    renderApp('/product?category=elisa&sort=priceDesc&page=2');
    await waitFor(() => expect(listCards()).toHaveLength(20));
    const prices = listCards().map((c) => Number((c.textContent?.match(/¥([\d,]+\.\d\d)/)?.[1] ?? '0').replace(/,/g, '')));
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    expect(listCards().every((c) => c.textContent?.startsWith('ELISA 试剂盒'))).toBe(true);
    expect(asked).toEqual([expect.stringMatching(/category=elisa.*sort=priceDesc.*page=2/)]);
  });

  it('suggestions ask relate-manufacturer once the typing pauses, and pick a brand', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/materials/keyword/relate-manufacturer')) asked.push(url.searchParams.get('keyword') ?? '');
    });
    const { user, router } = renderApp('/product');
    await screen.findByRole('list', { name: '商品列表' });
    const box = await within(await screen.findByRole('search', { name: '搜索产品' })).findByRole('combobox', { name: '搜索关键词' });
    await user.type(box, 'CD274');
    const option = await within(screen.getByRole('search', { name: '搜索产品' })).findByRole('option', { name: /在 BioLegend 中搜索/ });
    // typed letter by letter, asked only for what stood when the typing paused
    expect(asked.filter((k) => k !== '')).toEqual(['CD274']);
    await user.click(option);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('CD274'));
    expect(new URLSearchParams(router.state.location.search).get('brand')).toBe('66a100000000000000000001');
  });

  it('suggestions work from the keyboard: arrows move, Escape closes, Enter picks', async () => {
    const { user, router } = renderApp('/product');
    await screen.findByRole('list', { name: '商品列表' });
    const box = within(screen.getByRole('search', { name: '搜索产品' })).getByRole('combobox', { name: '搜索关键词' });
    await user.type(box, 'CD274');
    await screen.findByRole('option', { name: /在 BioLegend 中搜索/ });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', (await screen.findByRole('option', { name: /在 BioLegend 中搜索/ })).id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('brand')).toBe('66a100000000000000000001'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('CD274');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('a late answer for older text is never shown over the answer for the current text', async () => {
    // The older text's answer is held back until the answer for the current text is on screen.
    let answerStale!: () => void;
    const staleMayAnswer = new Promise<void>((resolve) => (answerStale = resolve));
    let staleAsked = false;
    let staleAnswered = false;
    server.use(
      http.get('*/mall/v1/materials/keyword/relate-manufacturer', async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword');
        if (keyword !== 'IL-6') return undefined;
        staleAsked = true;
        await staleMayAnswer;
        staleAnswered = true;
        return HttpResponse.json({ code: 0, msg: 'success', data: [{ _id: 'stale', name: '过期品牌', nameEn: 'StaleBrand', count: 99 }] });
      }),
    );
    const { user, queryClient } = renderApp('/product');
    await screen.findByRole('list', { name: '商品列表' });
    const box = await within(await screen.findByRole('search', { name: '搜索产品' })).findByRole('combobox', { name: '搜索关键词' });
    await user.type(box, 'IL-6');
    await waitFor(() => expect(staleAsked).toBe(true)); // the pause sent IL-6
    await user.type(box, ' ELISA');
    expect((await screen.findAllByText(/中搜索“IL-6 ELISA”/, {})).length).toBeGreaterThan(0);
    answerStale(); // the older text's answer comes last
    await waitFor(() => expect(staleAnswered).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await act(() => new Promise((r) => setTimeout(r, 100))); // room to draw it, were it drawn
    expect(screen.queryByText('StaleBrand')).not.toBeInTheDocument();
    expect(screen.getAllByText(/中搜索“IL-6 ELISA”/).length).toBeGreaterThan(0);
  });
});

describe("/product's sort and pager (drawn with the list, without antd)", () => {
  it('shows the first and last pages and two on each side of the current one, and moves between them', async () => {
    const { user, router } = renderApp('/product?page=6');
    await screen.findByRole('list', { name: '商品列表' });
    const pager = await screen.findByRole('navigation', { name: '分页' });
    const total = Number(/共 (\d+) 件/.exec(pager.textContent ?? '')?.[1]);
    const last = Math.ceil(total / 20);
    expect(last).toBeGreaterThan(10);
    const numbers = within(pager)
      .getAllByRole('button', { name: /^第 \d+ 页$/ })
      .map((b) => b.textContent);
    expect(numbers).toEqual(['1', '4', '5', '6', '7', '8', String(last)]);
    expect(within(pager).getByRole('button', { name: '第 6 页' })).toHaveAttribute('aria-current', 'page');
    expect(pager.textContent).toMatch(/1….*8…/);

    await user.click(within(pager).getByRole('button', { name: `第 ${last} 页` }));
    await waitFor(() => expect(router.state.location.search).toBe(`?page=${last}`));
    await waitFor(() => expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?page=${last - 1}`));
  });

  it('the first page has no 上一页; the sort is a select of the five orders', async () => {
    const { user, router } = renderApp('/product');
    await screen.findByRole('list', { name: '商品列表' });
    expect(await screen.findByRole('button', { name: '上一页' })).toBeDisabled();
    const sort = screen.getByRole('combobox', { name: '排序' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['综合', '销量', '新品', '价格从低到高', '价格从高到低']);
    await user.selectOptions(sort, 'priceAsc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=priceAsc'));
  });
});
