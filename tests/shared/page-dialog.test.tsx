import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import { pageDialogOpenAtom } from '@/shared/lib/prompt-offer';
import { PageDialog } from '@/shared/ui/page-dialog';

const dialogAtom = atom({ open: false });
const load = () => Promise.resolve({ default: () => <p>页面对话框</p> });

describe('PageDialog', () => {
  it('loads on the first opening, stays mounted, and holds prompts back only while open and shown', async () => {
    const store = createStore();
    const view = render(
      <Provider store={store}>
        <PageDialog atom={dialogAtom} load={load} />
      </Provider>,
    );
    expect(screen.queryByText('页面对话框')).toBeNull();
    expect(store.get(pageDialogOpenAtom)).toBe(false);
    act(() => store.set(dialogAtom, { open: true }));
    expect(await screen.findByText('页面对话框')).toBeTruthy();
    expect(store.get(pageDialogOpenAtom)).toBe(true);
    act(() => store.set(dialogAtom, { open: false }));
    expect(screen.getByText('页面对话框')).toBeTruthy();
    expect(store.get(pageDialogOpenAtom)).toBe(false);
    act(() => store.set(dialogAtom, { open: true }));
    // the page is left: its dialog no longer counts
    view.unmount();
    expect(store.get(pageDialogOpenAtom)).toBe(false);
  });
});
