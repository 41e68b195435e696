/**
 * 我的订单's 自定义 range picker comes in a chunk of its own (issue 46): when that chunk cannot be fetched (offline),
 * the member is told once, the page stays, and choosing 自定义 again tries again.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { renderApp, signInAs } from '../../utils/render';

const offline = vi.hoisted(() => ({ on: true }));

vi.mock('@/features/orders/components/order-date-range', async (importOriginal) => {
  if (offline.on) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('我的订单, 自定义 offline', () => {
  it('says it once, stays on the page, and a second 自定义 once online brings the picker', async () => {
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/order');
    await screen.findAllByRole('article', {});
    await user.click(screen.getByText('自定义'));
    expect(await screen.findByText('日期选择暂时无法打开，请检查网络后重试')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order');
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.queryByPlaceholderText('开始日期')).toBeNull();
    await waitFor(() => expect(screen.queryByLabelText('下单时间（加载中）')).toBeNull());

    offline.on = false;
    await user.click(screen.getByText('自定义'));
    expect(await screen.findByPlaceholderText('开始日期')).toBeInTheDocument();
    expect(screen.getAllByText('日期选择暂时无法打开，请检查网络后重试')).toHaveLength(1);
  });
});
