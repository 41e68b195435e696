/**
 * The approver's dialogs (调整数量后批准, 驳回, 超支批准) come in a chunk of their own (issue 46), fetched when a decision
 * is reached for: when it cannot be fetched (offline), the press says so once (one toast, whatever the presses), nothing
 * opens and the order stays on screen; fetched (here a later press; in Chromium, after the reload the toast asks for),
 * the same press opens the dialog, and what was typed survives a close.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { expectPressesSaidAsOne, findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const offline = vi.hoisted(() => ({ on: true }));
const FAILED = '审批窗口暂时无法打开，请检查网络后刷新页面重试';

vi.mock('@/features/approvals/components/approval-dialogs', async (importOriginal) => {
  if (offline.on) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the approval bar, offline', () => {
  it('驳回: said once, no dialog, the order kept; once fetched, the dialog opens and keeps the reason across a close', async () => {
    const order = db.state.orders.find((o) => o.memberId === DEMO.owner._id && o.status === 'pendingApproval' && o.placedBy === DEMO.sub._id);
    if (!order) throw new Error('the seed has no order of 陈晨 in approval');
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp(`/order/${order._id}`);
    const bar = await screen.findByRole('region', { name: '审批操作' });

    await expectPressesSaidAsOne(user, () => within(bar).getByRole('button', { name: '驳回' }), FAILED, 'approval-dialogs');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(`/order/${order._id}`);
    expect(screen.getByRole('region', { name: '审批操作' })).toBe(bar);

    offline.on = false;
    await user.click(within(bar).getByRole('button', { name: '驳回' }));
    const dialog = await findDialog('驳回订单');
    await user.type(within(dialog).getByLabelText('驳回原因'), '请改用课题组经费');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await user.click(within(bar).getByRole('button', { name: '驳回' }));
    expect(within(await findDialog('驳回订单')).getByLabelText('驳回原因')).toHaveValue('请改用课题组经费');
  });
});
