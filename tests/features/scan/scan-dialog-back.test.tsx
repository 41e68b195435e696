/** Second reader: the dialog closes on a route change without updating the page while rendering. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDialogOpenAtom } from '@/shared/lib/prompt-offer';
import { renderApp } from '../../utils/render';

afterEach(() => vi.restoreAllMocks());

describe('扫码查找 and the browser Back button', () => {
  it('closes on Back without "Cannot update a component while rendering a different component"', async () => {
    const errors = vi.spyOn(console, 'error');
    const { router, user } = renderApp('/coa');
    await act(() => router.navigate('/coa?sn=COA-NOPE'));
    await user.click(await screen.findByRole('button', { name: /扫码查找/ }));
    await screen.findByRole('dialog', { name: '扫码查找' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '扫码查找' })).not.toBeInTheDocument());
    const rendering = errors.mock.calls.filter((args) => String(args[0]).includes('while rendering a different component'));
    expect(rendering).toEqual([]);
  });
});

it('is one of the page’s dialogs while open, so no prompt of the shell opens over the camera; leaving the page closes it', async () => {
  const { router, store, user } = renderApp('/coa');
  expect(store.get(pageDialogOpenAtom)).toBe(false);
  await user.click(await screen.findByRole('button', { name: /扫码查找/ }));
  await screen.findByRole('dialog', { name: '扫码查找' });
  expect(store.get(pageDialogOpenAtom)).toBe(true);
  await act(() => router.navigate('/'));
  await waitFor(() => expect(store.get(pageDialogOpenAtom)).toBe(false));
  await act(() => router.navigate('/coa'));
  await screen.findByRole('button', { name: /扫码查找/ });
  expect(screen.queryByRole('dialog', { name: '扫码查找' })).not.toBeInTheDocument();
});

describe('the phone header’s 扫码查找 (/coa?scan=1)', () => {
  it('opens the dialog from any page, and the address drops the flag so Back or a reload does not open it again', async () => {
    const { router, user } = renderApp('/');
    await user.click(within(await screen.findByRole('banner')).getByRole('link', { name: '扫码查找' }));
    expect(await screen.findByRole('dialog', { name: '扫码查找' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/coa');
    expect(router.state.location.search).toBe('');
    // closing it leaves the COA page as it is, without the dialog
    await user.click(within(screen.getByRole('dialog', { name: '扫码查找' })).getByRole('button', { name: /关闭|Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '扫码查找' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'COA 查询' })).toBeInTheDocument();
    // Back to the home page and Forward to /coa again: the flag is gone, so the dialog stays closed
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate(1));
    await screen.findByRole('heading', { name: 'COA 查询' });
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog', { name: '扫码查找' })).not.toBeInTheDocument();
  });

  it('keeps the rest of the address', async () => {
    const { router } = renderApp('/coa?scan=1&sn=COA-NOPE');
    expect(await screen.findByRole('dialog', { name: '扫码查找' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sn=COA-NOPE');
  });
});
