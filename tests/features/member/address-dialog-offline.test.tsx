/**
 * 新增 / 编辑收货地址 comes in a chunk of its own (antd's Cascader and Tree, issue 46), fetched on the first opening:
 * when it cannot be fetched (offline, or a new deployment removed it), the press is said once (one toast, whatever
 * the presses), nothing opens and 账号设置 stays; fetched later, the same press opens the dialog.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { expectNoDialog, expectPressesSaidAsOne, findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const offline = vi.hoisted(() => ({ on: true }));
const FAILED = '窗口暂时无法打开，请检查网络后刷新页面重试';

vi.mock('@/features/member/components/address-form-dialog', async (importOriginal) => {
  if (offline.on) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the address dialog, offline', () => {
  it('新增地址: said once, no dialog, the page kept; once fetched, the dialog opens', async () => {
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/mine/setting');
    const list = await screen.findByRole('list', { name: '收货地址列表' });
    const add = await screen.findByRole('button', { name: /新增地址/ });

    await expectPressesSaidAsOne(user, () => add, FAILED, 'page-dialog');
    await expectNoDialog('新增收货地址');
    expect(router.state.location.pathname).toBe('/mine/setting');
    expect(screen.getByRole('list', { name: '收货地址列表' })).toBe(list);

    offline.on = false;
    await user.click(add);
    const dialog = await findDialog('新增收货地址');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await expectNoDialog('新增收货地址');
  });
});
