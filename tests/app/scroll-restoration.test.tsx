import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRESH_ENTRY_KEY, planScroll, resetScrollMemory, restoreScroll, type ScrollPlanInput } from '@/app/scroll-restoration';
import { renderApp } from '../utils/render';

/** Where the window scrolls after a route change (src/app/scroll-restoration.ts). */
const NEW: ScrollPlanInput = { action: 'PUSH', key: 'k2', hash: '', saved: undefined, preventScrollReset: false, first: false, samePath: false };

describe('planScroll', () => {
  it('a new page (a link, a search, a redirect) opens at the top', () => {
    expect(planScroll(NEW)).toEqual({ to: 'top' });
    expect(planScroll({ ...NEW, samePath: true })).toEqual({ to: 'top' }); // another search on /product
    expect(planScroll({ ...NEW, action: 'REPLACE' })).toEqual({ to: 'top' }); // 提交订单 → /order/result
    expect(planScroll({ ...NEW, saved: 900 })).toEqual({ to: 'top' }); // a new entry, whatever was kept
  });

  it('Back and Forward return to the position kept for the entry', () => {
    expect(planScroll({ ...NEW, action: 'POP', saved: 1359 })).toEqual({ to: 'position', y: 1359 });
    expect(planScroll({ ...NEW, action: 'POP', saved: 0 })).toEqual({ to: 'position', y: 0 });
    expect(planScroll({ ...NEW, action: 'POP' })).toEqual({ to: 'top' });
    // Back to the tab's first page (an entry the router did not make)
    expect(planScroll({ ...NEW, action: 'POP', key: FRESH_ENTRY_KEY, saved: 2519 })).toEqual({ to: 'position', y: 2519 });
  });

  it('a reload (or Back into a page loaded anew) keeps the position; a new page of the tab is left as the browser opened it', () => {
    expect(planScroll({ ...NEW, action: 'POP', first: 'again', saved: 700 })).toEqual({ to: 'position', y: 700 });
    expect(planScroll({ ...NEW, action: 'POP', first: 'again', key: FRESH_ENTRY_KEY, saved: 700 })).toEqual({ to: 'position', y: 700 });
    expect(planScroll({ ...NEW, action: 'POP', first: 'again' })).toEqual({ to: 'stay' });
    expect(planScroll({ ...NEW, action: 'POP', first: 'new', key: FRESH_ENTRY_KEY, saved: 700 })).toEqual({ to: 'stay' });
  });

  it('the page may keep the scroll: preventScrollReset, or a replace that only tidies its own address', () => {
    expect(planScroll({ ...NEW, samePath: true, preventScrollReset: true })).toEqual({ to: 'stay' });
    expect(planScroll({ ...NEW, action: 'REPLACE', samePath: true })).toEqual({ to: 'stay' }); // /product/:id?qty=2
  });

  it('a link to the very page on screen (react-router makes it a REPLACE) goes to its top', () => {
    expect(planScroll({ ...NEW, action: 'REPLACE', samePath: true, sameUrl: true })).toEqual({ to: 'top' });
  });

  it('an address with #id scrolls to that element', () => {
    expect(planScroll({ ...NEW, hash: '#brand-%E5%A4%A7' })).toEqual({ to: 'element', id: 'brand-大' });
    expect(planScroll({ ...NEW, action: 'POP', first: 'new', key: FRESH_ENTRY_KEY, hash: '#main' })).toEqual({ to: 'element', id: 'main' });
    // a native #id link (the skip link) is a POP the browser has scrolled for already
    expect(planScroll({ ...NEW, action: 'POP', key: FRESH_ENTRY_KEY, hash: '#main' })).toEqual({ to: 'stay' });
  });
});

/** A window whose page is `height()` px tall in a 800 px viewport: scrollTo clamps as a browser does. */
function fakeWindow(height: () => number) {
  const positions: number[] = [];
  vi.mocked(window.scrollTo).mockImplementation(((_x: number, y: number) => {
    const top = Math.max(0, Math.min(y, height() - 800));
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
    positions.push(top);
    fireEvent.scroll(window);
  }) as typeof window.scrollTo);
  return positions;
}

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  resetScrollMemory();
  setScroll(0);
});
afterEach(() => setScroll(0));

describe('restoreScroll', () => {
  it('waits for a page that grows after its data arrived', async () => {
    let height = 900;
    fakeWindow(() => height);
    const done = vi.fn();
    restoreScroll(1500, done);
    expect(window.scrollY).toBe(100); // clamped: the page is short yet
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).not.toHaveBeenCalled();
    height = 3000; // the rows have arrived
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(window.scrollY).toBe(1500);
  });

  it('gives up after the wait, and at once when the user scrolls meanwhile', async () => {
    fakeWindow(() => 900);
    const done = vi.fn();
    restoreScroll(1500, done, 60);
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));

    const stopped = vi.fn();
    restoreScroll(1500, stopped);
    fireEvent.wheel(window);
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});

describe('scroll after a route change, in the app', () => {
  it('the footer link opens its page at the top; Back returns to where the user was', async () => {
    const positions = fakeWindow(() => 4000);
    const { router, user, queryClient } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    // the home page's calls have answered (seen once in CI on a busy machine: Back found the page at 0, as if what
    // came late had moved it after the user scrolled)
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    act(() => setScroll(2519));
    positions.length = 0;

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: '产品标签' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/label'));
    await waitFor(() => expect(positions).toEqual([0]));
    expect(window.scrollY).toBe(0);

    act(() => setScroll(300));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(window.scrollY).toBe(2519));
    await act(() => router.navigate(1));
    await waitFor(() => expect(window.scrollY).toBe(300));
  });

  it('Back in the frame of a scroll, before its scroll event, still keeps the position (the data router saves it)', async () => {
    fakeWindow(() => 4000);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/label'));
    await screen.findByRole('heading', { level: 1, name: '产品标签' });
    // scrolled, and the browser has not sent the scroll event yet (it comes with the next frame)
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true, writable: true });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/label'));
    await waitFor(() => expect(window.scrollY).toBe(200));
  });

  it('a page that kept its scroll is found there on Back, though nothing scrolled after it', async () => {
    fakeWindow(() => 4000);
    const { router, user } = renderApp('/product');
    await screen.findByRole('list', { name: '商品列表' });
    act(() => setScroll(600));
    const filters = screen.getByRole('complementary', { name: '筛选条件' });
    await user.click(within(filters).getByRole('switch', { name: '只看现货' }));
    await waitFor(() => expect(router.state.location.search).toContain('stock=1'));
    // the filtered entry is left without a scroll event of its own
    await act(() => router.navigate('/label'));
    await waitFor(() => expect(window.scrollY).toBe(0));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(window.scrollY).toBe(600));
  });

  it('the footer link to the page on screen scrolls it to the top', async () => {
    const positions = fakeWindow(() => 4000);
    const { router, user } = renderApp('/label');
    await screen.findByRole('heading', { level: 1 });
    act(() => setScroll(1359));
    positions.length = 0;
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: '产品标签' }));
    await waitFor(() => expect(positions).toEqual([0]));
    expect(router.state.location.pathname).toBe('/label');
  });

  it('a header search opens the results at the top, also from the list itself', async () => {
    const positions = fakeWindow(() => 4000);
    const { router, user } = renderApp('/product?keyword=抗体');
    await screen.findByRole('list', { name: '商品列表' });
    act(() => setScroll(1200));
    positions.length = 0;
    const box = within(screen.getByRole('banner')).getByRole('searchbox', { name: '搜索产品' });
    await user.clear(box);
    await user.type(box, 'ELISA{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=ELISA'));
    await waitFor(() => expect(positions).toEqual([0]));
  });

  it('a filter of the list keeps the user where they are; another page of the list opens at the top', async () => {
    const positions = fakeWindow(() => 4000);
    const { router, user } = renderApp('/product');
    await screen.findByRole('list', { name: '商品列表' });
    act(() => setScroll(600));
    positions.length = 0;
    const filters = screen.getByRole('complementary', { name: '筛选条件' });
    await user.click(within(filters).getByRole('switch', { name: '只看现货' }));
    await waitFor(() => expect(router.state.location.search).toContain('stock=1'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(positions).toEqual([]);
    expect(window.scrollY).toBe(600);

    act(() => setScroll(2400));
    // the pager is an antd island: on a worker that has not loaded its code yet it comes a moment later
    await user.click(await screen.findByTitle('下一页', undefined));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(positions).toEqual([0]));
    // Back to page 1: at the pager where the user left it
    await act(() => router.navigate(-1));
    await waitFor(() => expect(window.scrollY).toBe(2400));
  });
});
