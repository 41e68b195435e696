import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Regions from '@/shared/lib/regions';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/shared/lib/regions', async (importOriginal) => {
  const actual = await importOriginal<typeof Regions>();
  return {
    ...actual,
    loadRegions: () => {
      loads.count += 1;
      return actual.loadRegions();
    },
  };
});

describe('the address form\'s regions (GB/T 2260, 28 KiB gzip)', () => {
  it('are not loaded with 账号设置, only when an address form opens', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/mine/setting');
    await screen.findByRole('list', { name: '收货地址列表' });
    expect(loads.count).toBe(0);
    await user.click(await screen.findByRole('button', { name: /新增地址/ }));
    await findDialog('新增收货地址');
    await waitFor(() => expect(loads.count).toBe(1));
  });
});
