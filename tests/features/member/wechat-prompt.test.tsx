import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { findDialog, shownDialogTitles } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

/**
 * 绑定微信 never opens by itself (issue 42: it opened mid-task, 刘洋 on 待我审批, 陈晨 in the cart): the member
 * binds from 账号设置 (docs/prompts.md).
 */
const TITLE = '绑定微信';

describe('绑定微信 is the member’s own choice', () => {
  it('a member without WeChat is not prompted in the cart, on the orders (待我审批) page or in 账号设置', async () => {
    for (const n of db.state.notices) if (n.mustRead) n.readBy.push(DEMO.sub._id);
    signInAs(DEMO.sub._id);
    for (const path of ['/cart', '/order', '/mine/setting', '/']) {
      const view = renderApp(path);
      await screen.findByRole('button', { name: /用户菜单$/ });
      await waitFor(() => expect(screen.getByRole('button', { name: /^消息中心/ })).toHaveAccessibleName(/条未读/));
      expect(shownDialogTitles(), path).toEqual([]);
      expect(screen.queryByText(TITLE, { selector: '.ant-modal-title' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('账号设置 → 绑定微信 opens it, without 不再提示', async () => {
    signInAs(DEMO.sub._id);
    const { user } = renderApp('/mine/setting');
    await user.click(await screen.findByRole('button', { name: '绑定微信' }));
    const dialog = await findDialog(TITLE);
    expect(within(dialog).queryByRole('button', { name: /不再提示/ })).not.toBeInTheDocument();
  });
});
