import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { resetPasswordAtom } from '@/features/member';
import { expectNoDialog, findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const TITLE = '修改密码';
const userMenu = () => screen.findByRole('button', { name: /用户菜单$/ });
// (on /brand: the home page may open the mall's notice for this member, src/features/notices)

async function openReset() {
  signInAs(DEMO.owner._id);
  const view = renderApp('/brand');
  await userMenu();
  act(() => view.store.set(resetPasswordAtom, { open: true }));
  return { ...view, dialog: await findDialog(TITLE) };
}

describe('change password dialog', () => {
  it('opens from 修改密码 in the user menu', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/brand');
    await user.click(await userMenu());
    await user.click(await screen.findByRole('menuitem', { name: '修改密码' }));
    expect(await findDialog(TITLE)).toBeInTheDocument();
  });

  it('checks the password rules and the confirmation', async () => {
    const { dialog, user } = await openReset();
    await user.type(within(dialog).getByLabelText('原密码'), DEMO_PASSWORD);
    await user.type(within(dialog).getByLabelText('新密码'), 'abcdefgh');
    await user.type(within(dialog).getByLabelText('确认新密码'), 'abcdefgx');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    // antd redraws a field's message as the other field's check settles: a node found once may be replaced before it
    // is read, so each message is awaited as a condition on the dialog, not as one node
    await waitFor(() => expect(within(dialog).getByText('新密码应为 8–20 位，至少包含字母、数字、符号中的两种')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByText('两次输入的新密码不一致')).toBeInTheDocument());
  });

  it('done: 密码已修改, closes, and the new password is in effect', async () => {
    const { dialog, user } = await openReset();
    await user.type(within(dialog).getByLabelText('原密码'), DEMO_PASSWORD);
    await user.type(within(dialog).getByLabelText('新密码'), 'NewPass#2026');
    await user.type(within(dialog).getByLabelText('确认新密码'), 'NewPass#2026');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码已修改')).toBeInTheDocument();
    await expectNoDialog(TITLE);
    expect(db.state.members.find((m) => m._id === DEMO.owner._id)?.password).toBe('NewPass#2026');
  });

  it("a wrong current password shows the server's message once and keeps the dialog", async () => {
    const { dialog, user } = await openReset();
    await user.type(within(dialog).getByLabelText('原密码'), 'Wrong#2026');
    await user.type(within(dialog).getByLabelText('新密码'), 'NewPass#2026');
    await user.type(within(dialog).getByLabelText('确认新密码'), 'NewPass#2026');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getAllByText('原密码错误')).toHaveLength(1);
    expect(await findDialog(TITLE)).toBe(dialog); // still open
  });

  it('closing with X keeps the typed fields; 取消 clears them', async () => {
    const { dialog, store, user } = await openReset();
    await user.type(within(dialog).getByLabelText('原密码'), 'typed-once');
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expectNoDialog(TITLE);
    act(() => store.set(resetPasswordAtom, { open: true }));
    const again = await findDialog(TITLE);
    expect(within(again).getByLabelText('原密码')).toHaveValue('typed-once');
    await user.click(within(again).getByRole('button', { name: '取消' }));
    await expectNoDialog(TITLE);
    act(() => store.set(resetPasswordAtom, { open: true }));
    expect(within(await findDialog(TITLE)).getByLabelText('原密码')).toHaveValue('');
  });
});
