import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closableModalAtom, notificationModalAtom } from '@/features/notices';
import { expectNoDialog, findDialog } from '../../utils/dialogs';
import { renderApp } from '../../utils/render';

async function visitor() {
  const view = renderApp('/');
  await screen.findByRole('link', { name: '登录/注册' });
  return view;
}

describe('notification modal', () => {
  it('shows title and content from the atom; 知道了 closes it', async () => {
    const { store, user } = await visitor();
    act(() => store.set(notificationModalAtom, { open: true, title: '系统维护通知', content: '今晚 22:00 起系统维护一小时。' }));
    const dialog = await findDialog('系统维护通知');
    expect(within(dialog).getByText('今晚 22:00 起系统维护一小时。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '知道了' }));
    await expectNoDialog('系统维护通知');
  });
});

describe('closable modal (title and isClosed)', () => {
  it('isClosed true: the X is shown and closes it', async () => {
    const { store, user } = await visitor();
    act(() => store.set(closableModalAtom, { open: true, title: '温馨提示', isClosed: true, content: '可关闭的提示' }));
    const dialog = await findDialog('温馨提示');
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expectNoDialog('温馨提示');
  });

  it('isClosed false: no X, and Esc leaves it open', async () => {
    const { store, user } = await visitor();
    act(() => store.set(closableModalAtom, { open: true, title: '重要提示', isClosed: false, content: '不可关闭的提示' }));
    const dialog = await findDialog('重要提示');
    expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    // Esc is handled synchronously by the dialog: had it closed, it would be leaving now.
    expect(await findDialog('重要提示')).toBe(dialog);
  });
});
