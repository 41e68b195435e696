/**
 * 我的订单's 自定义 range picker comes in a chunk of its own (issue 46): when that chunk cannot be fetched (offline),
 * the page says so where the picker would be, stays as it is, and 重试 fetches it again. One test: once fetched,
 * the module stays.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { renderApp, signInAs } from '../../utils/render';

const offline = vi.hoisted(() => ({ on: true }));

vi.mock('@/features/orders/components/order-date-range', async (importOriginal) => {
  if (offline.on) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const FAILED = /日期选择暂时无法打开，请检查网络后/;

describe('我的订单, 自定义 offline', () => {
  it('says it where the picker would be, keeps the page and the range in the address; 重试 once online brings the picker', async () => {
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/order?createdAt=2026-01-05,2026-02-10');
    expect(await screen.findByText(FAILED)).toHaveAttribute('role', 'alert');
    expect(new URLSearchParams(router.state.location.search).get('createdAt')).toBe('2026-01-05,2026-02-10');

    // a preset needs no picker; 自定义 chosen again by hand, still offline: said again; 重试 says it once more, once
    await user.click(await screen.findByText('近3个月'));
    expect(screen.queryByText(FAILED)).toBeNull();
    await user.click(screen.getByText('自定义'));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    await screen.findAllByRole('article', {});
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByText(FAILED)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/order');

    offline.on = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByPlaceholderText('开始日期')).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).toBeNull();
  });
});
