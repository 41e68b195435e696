import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_TO_TOP_DURATION_MS, BACK_TO_TOP_THRESHOLD_PX } from '@/shared/config/constants';
import { scrollToTop } from '@/app/shell/back-to-top';
import { MEDIA } from '@/shared/ui/layout';
import { renderApp } from '../utils/render';

const analytics = vi.hoisted(() => ({ views: [] as string[], titles: [] as string[] }));
vi.mock('@/shared/lib/analytics', () => ({
  trackPageView: (path: string) => {
    analytics.views.push(path);
    // what the analytics script reads as the view is pushed
    analytics.titles.push(document.title);
  },
}));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

// Before each test, not after: the cleanup that unmounts the previous test's app runs after this file's
// afterEach, and unmounting first flushes that app's pending effects, whose page view then landed in the next test.
beforeEach(() => {
  analytics.views.length = 0;
  analytics.titles.length = 0;
});

afterEach(() => {
  scrollTo(0);
});

describe('back to top', () => {
  it(`appears only after ${BACK_TO_TOP_THRESHOLD_PX} px of scroll`, async () => {
    renderApp('/');
    await screen.findByRole('link', { name: '登录/注册' });
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
    act(() => scrollTo(BACK_TO_TOP_THRESHOLD_PX));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
    act(() => scrollTo(BACK_TO_TOP_THRESHOLD_PX + 1));
    expect(await screen.findByRole('button', { name: '回到顶部' })).toBeInTheDocument();
  });

  it('on a phone: shows only while the reader scrolls up, and steps aside while they read down', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === MEDIA.phone })) as typeof window.matchMedia;
    try {
      renderApp('/');
      await screen.findByRole('link', { name: '登录/注册' });
      // reading down past the threshold, then a step back up: it comes; reading down again: it goes
      // (each move in a frame of its own, as a finger's scroll is: the button reads the position once a frame)
      const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
      act(() => scrollTo(2000));
      await frame();
      act(() => scrollTo(1800));
      expect(await screen.findByRole('button', { name: '回到顶部' })).toBeInTheDocument();
      act(() => scrollTo(2100));
      await waitFor(() => expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument());
      // going up again, but not above the threshold: none
      await frame();
      act(() => scrollTo(1000));
      expect(await screen.findByRole('button', { name: '回到顶部' })).toBeInTheDocument();
      act(() => scrollTo(300));
      await waitFor(() => expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument());
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows on a page opened already scrolled (a restored position), checked in a frame', async () => {
    Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true, writable: true });
    renderApp('/');
    expect(await screen.findByRole('button', { name: '回到顶部' })).toBeInTheDocument();
  });

  it('clicking it scrolls back to the top', async () => {
    renderApp('/');
    await screen.findByRole('link', { name: '登录/注册' });
    act(() => scrollTo(2000));
    const button = await screen.findByRole('button', { name: '回到顶部' });
    const positions: number[] = [];
    vi.mocked(window.scrollTo).mockImplementation(((_x: number, y: number) => void positions.push(y)) as typeof window.scrollTo);
    // The frames are driven here: on a loaded machine the first real frame can come after the whole
    // duration, and the scroll would then be one jump however it is written.
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    fireEvent.click(button);
    now.mockRestore();
    for (const t of [BACK_TO_TOP_DURATION_MS / 3, BACK_TO_TOP_DURATION_MS]) frames.shift()?.(t);
    raf.mockRestore();
    expect(positions).toHaveLength(2); // animated, not a jump
    expect(positions[0]).toBeGreaterThan(0);
    expect(positions.at(-1)).toBe(0);
  });

  it(`the scroll takes ${BACK_TO_TOP_DURATION_MS} ms, easing down step by step`, () => {
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true, writable: true });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const positions: number[] = [];
    vi.mocked(window.scrollTo).mockImplementation(((_x: number, y: number) => void positions.push(y)) as typeof window.scrollTo);
    scrollToTop();
    for (const t of [100, 225, 400, BACK_TO_TOP_DURATION_MS]) frames.shift()?.(t);
    expect(positions).toHaveLength(4);
    expect(positions[1]).toBe(500); // halfway in time, halfway in distance (ease-in-out)
    expect(positions[2]).toBeGreaterThan(0);
    expect(positions[3]).toBe(0);
    expect([...positions].sort((a, b) => b - a)).toEqual(positions);
    expect(frames).toHaveLength(0); // done: no further frame requested
  });
});

describe('shell mounts', () => {
  it('renders the labelled assistant mount point', async () => {
    renderApp('/');
    expect(await screen.findByRole('complementary', { name: '小助手' })).toBeInTheDocument();
  });

  it('sends a page view on every route change, each with its own page\'s title (not the previous one\'s)', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('link', { name: '登录/注册' });
    await act(() => router.navigate('/product?keyword=CD3'));
    await act(() => router.navigate('/brand'));
    await waitFor(() => expect(analytics.views).toEqual(['/', '/product?keyword=CD3', '/brand']));
    expect(analytics.titles).toEqual(['实验材料商城', '全部产品 - 实验材料商城', '品牌大全 - 实验材料商城']);
  });
});

describe('footer', () => {
  it('官方公众号 shows a real QR image, not a placeholder box', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: '官方公众号' }));
    const qr = await screen.findByRole('img', { name: '官方公众号二维码' });
    expect(qr.tagName).toBe('IMG');
    expect(qr.getAttribute('src')).toMatch(/official-account-qr\.svg$/);
  });
});
