import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { atom, createStore, Provider, useAtomValue, type PrimitiveAtom } from 'jotai';
import { LazyDialog, preloadDialog } from '@/shared/ui/lazy-dialog';

function dialogFor(open: PrimitiveAtom<{ open: boolean }>) {
  return function Dialog() {
    const { open: shown } = useAtomValue(open);
    return <p hidden={!shown}>对话框内容</p>;
  };
}

/** A loader whose code arrives when the test says. */
function deferredLoader(dialogAtom: PrimitiveAtom<{ open: boolean }>) {
  let arrive = () => {};
  const load = () => {
    return new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      arrive = () => resolve({ default: dialogFor(dialogAtom) });
    });
  };
  return { load, arrive: () => arrive() };
}

describe('LazyDialog', () => {
  it('with a placeholder: drawn in the opening update, the dialog replacing it once its code is in', async () => {
    const dialogAtom = atom({ open: false });
    const { load, arrive } = deferredLoader(dialogAtom);
    const store = createStore();
    render(
      <Provider store={store}>
        <LazyDialog atom={dialogAtom} load={load} placeholder={<p role="status">加载中</p>} />
      </Provider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => store.set(dialogAtom, { open: true }));
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(screen.queryByText('对话框内容')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByText('对话框内容')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    // closed, it stays mounted (hidden by itself), and the placeholder is not drawn again
    act(() => store.set(dialogAtom, { open: false }));
    expect(screen.getByText('对话框内容')).not.toBeVisible();
    act(() => store.set(dialogAtom, { open: true }));
    expect(screen.getByText('对话框内容')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('preloaded: the opening fetches nothing more, and a failed fetch is tried again by the next one', async () => {
    const dialogAtom = atom({ open: false });
    let calls = 0;
    let fail = true;
    const load = () => {
      calls += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: dialogFor(dialogAtom) });
    };
    await preloadDialog(load);
    expect(calls).toBe(1);
    fail = false;
    await preloadDialog(load);
    expect(calls).toBe(2);
    const store = createStore();
    render(
      <Provider store={store}>
        <LazyDialog atom={dialogAtom} load={load} />
      </Provider>,
    );
    act(() => store.set(dialogAtom, { open: true }));
    // the code was in: drawn in the opening update itself, not after a Suspense fallback
    expect(screen.getByText('对话框内容')).toBeVisible();
    expect(calls).toBe(2);
  });
});
