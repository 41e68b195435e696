import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render';

/** Focus after an in-app navigation (RouteFocus in src/app/shell/shell.tsx). */
describe('focus after a route change', () => {
  it('the first page leaves focus at the document', async () => {
    renderApp('/coa');
    await screen.findByRole('heading', { level: 1, name: 'COA 查询' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(document.body);
  });

  it('focus left nowhere (the pressed link went with the old page) goes to the new page’s heading, without scrolling', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const scrolls: unknown[] = [];
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
      scrolls.push(options?.preventScroll);
      focus.call(this, options);
    };
    try {
      await act(() => router.navigate('/coa'));
      const heading = await screen.findByRole('heading', { level: 1, name: 'COA 查询' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(heading).toHaveAttribute('tabindex', '-1');
      expect(scrolls).toEqual([true]);
    } finally {
      HTMLElement.prototype.focus = focus;
    }
  });

  it('focus still on something of the frame (the header’s search box) stays there', async () => {
    const { router, user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const search = screen.getByRole('searchbox', { name: '搜索产品' });
    await user.click(search);
    expect(search).toHaveFocus();
    await act(() => router.navigate('/coa'));
    await screen.findByRole('heading', { level: 1, name: 'COA 查询' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(search).toHaveFocus();
  });
});
