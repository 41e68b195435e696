import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLogout } from '@/features/auth';
import { clearTray, COMPARE_LIMIT_TEXT, readTray, removeFromTray, toggleTray, type TrayItem } from '@/features/compare';
import { createQueryClient } from '@/shared/api';
import { STORAGE_KEYS } from '@/shared/storage';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { signInAs } from '../../utils/render';

const item = (n: number): TrayItem => ({ id: `66a3000000000000000000${n.toString(16).padStart(2, '0')}`, productNo: `P${n}`, name: `商品 ${n}` });

describe('the compare tray', () => {
  it('holds four products, each once; the fifth is refused and says so', () => {
    for (const n of [1, 2, 3, 4]) expect(toggleTray(item(n))).toBe('added');
    expect(toggleTray(item(5))).toBe('full');
    expect(readTray().map((i) => i.productNo)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(COMPARE_LIMIT_TEXT).toBe('最多对比 4 件商品');
    // another size of a product in the tray takes it out
    expect(toggleTray({ ...item(2), id: '66a3000000000000000000ff' })).toBe('removed');
    expect(toggleTray(item(5))).toBe('added');
    removeFromTray(item(1).id);
    expect(readTray().map((i) => i.productNo)).toEqual(['P3', 'P4', 'P5']);
    clearTray();
    expect(readTray()).toEqual([]);
  });

  it('outlives a reload: kept in local storage, and what a previous load stored is read', () => {
    toggleTray(item(1));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.compareTray) ?? '{}')).toEqual({ session: null, items: [item(1)] });
    localStorage.setItem(STORAGE_KEYS.compareTray, JSON.stringify({ session: null, items: [item(3), item(4), { id: 1 }] }));
    expect(readTray().map((i) => i.productNo)).toEqual(['P3', 'P4']);
  });

  it("is one sign-in's: a visitor's goes with the sign-in, another member's sign-in finds it empty", () => {
    toggleTray(item(1));
    signInAs(DEMO.owner._id);
    expect(readTray().map((i) => i.productNo)).toEqual(['P1']);
    toggleTray(item(2));
    signInAs(DEMO.sub._id);
    expect(readTray()).toEqual([]);
    // stored with the owner's sign-in: not the sub-account's either
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.compareTray) ?? '{}').items).toHaveLength(2);
  });

  it('is cleared on sign-out', async () => {
    signInAs(DEMO.owner._id);
    toggleTray(item(1));
    toggleTray(item(2));
    expect(readTray()).toHaveLength(2);
    const qc = createQueryClient({ retryDelayMs: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>
        <Provider store={createStore()}>
          <MemoryRouter initialEntries={['/product']}>{children}</MemoryRouter>
        </Provider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useLogout(), { wrapper });
    const outcome = await act(() => result.current.mutateAsync());
    expect(outcome).toBe('done');
    expect(localStorage.getItem(STORAGE_KEYS.compareTray)).toBeNull();
    expect(readTray()).toEqual([]);
  });
});
