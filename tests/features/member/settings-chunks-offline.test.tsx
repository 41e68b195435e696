/**
 * 账号设置's dialogs and forms come in chunks of their own (issue 46): 新增 / 编辑收货地址 (antd's Cascader and Tree),
 * 新增子账号, and the owner's 采购审批 and 报销规则 forms. When one cannot be fetched (offline, or a new deployment
 * removed it), the press is said once (one toast, whatever the presses), nothing opens and the page stays; fetched
 * later, the same press opens it.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { expectNoDialog, expectPressesSaidAsOne, findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const offline = vi.hoisted(() => ({ on: true }));
const FAILED = '窗口暂时无法打开，请检查网络后刷新页面重试';
const FORM_FAILED = '编辑表单暂时无法打开，请检查网络后刷新页面重试';

const gone = () => new Error('Failed to fetch dynamically imported module');
vi.mock('@/features/member/components/address-form-dialog', async (importOriginal) => (offline.on ? Promise.reject(gone()) : importOriginal()));
vi.mock('@/features/member/components/sub-member-form-dialog', async (importOriginal) => (offline.on ? Promise.reject(gone()) : importOriginal()));
vi.mock('@/features/member/components/procurement-form', async (importOriginal) => (offline.on ? Promise.reject(gone()) : importOriginal()));

beforeEach(() => {
  offline.on = true;
});

describe('账号设置, offline', () => {
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

  it('新增子账号 and 修改采购设置: said once each, nothing opens, the summary stays; once fetched, both open', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/mine/setting');
    const addSub = await screen.findByRole('button', { name: /新增子账号/ });
    const rules = await screen.findByRole('region', { name: '当前采购规则' });
    const edit = screen.getByRole('button', { name: '修改采购设置' });

    await expectPressesSaidAsOne(user, () => addSub, FAILED, 'page-dialog');
    await expectNoDialog('新增子账号');
    await expectPressesSaidAsOne(user, () => edit, FORM_FAILED, 'page-dialog');
    expect(screen.getByRole('region', { name: '当前采购规则' })).toBe(rules);
    expect(screen.queryByRole('button', { name: '保存采购设置' })).toBeNull();

    offline.on = false;
    await user.click(addSub);
    const dialog = await findDialog('新增子账号');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await expectNoDialog('新增子账号');
    await user.click(edit);
    expect(await screen.findByRole('button', { name: '保存采购设置' })).toBeInTheDocument();
  });
});
