/** Second reader: the dialog closes on a route change without updating the page while rendering. */
import { act, screen, waitFor } from '@testing-library/react';
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
