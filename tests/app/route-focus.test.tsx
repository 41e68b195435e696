import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render';

/** Focus after an in-app navigation (RouteFocus in src/app/shell/shell.tsx). */
describe('focus after a route change', () => {
  it('the first page leaves focus at the document', async () => {
    renderApp('/coa');
    await screen.findByRole('heading', { level: 1, name: 'COA 查询' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.body).toHaveFocus();
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
      await waitFor(() => expect(heading).toHaveFocus());
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

  it('after a click the heading is focused quietly (no ring), until it loses the focus; after a key press it shows the ring', async () => {
    const { router, user } = renderApp('/label');
    const main = await screen.findByRole('main');
    await user.click((await within(main).findAllByRole('link', { name: /流式抗体/ }))[0]!);
    await screen.findByRole('heading', { level: 1, name: '流式抗体' });
    // the heading, or main while the page's data was still on its way
    /* eslint-disable testing-library/no-node-access -- which element got the focus (heading or main) is what is tested */
    await waitFor(() => expect(document.activeElement?.closest('main')).toBe(main));
    const focused = document.activeElement as HTMLElement;
    /* eslint-enable testing-library/no-node-access */
    expect(focused).toHaveAttribute('data-quiet-focus');
    // a later focus of the same element (the skip link's #main, by keyboard) draws its ring again
    act(() => focused.blur());
    expect(focused).not.toHaveAttribute('data-quiet-focus');

    // the keyboard: a key press, then a navigation that leaves focus nowhere
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await act(() => router.navigate('/coa'));
    const coa = await screen.findByRole('heading', { level: 1, name: 'COA 查询' });
    await waitFor(() => expect(coa).toHaveFocus());
    expect(coa).not.toHaveAttribute('data-quiet-focus');
  });
});
