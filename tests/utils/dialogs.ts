import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { getFeedback } from '@/shared/lib/feedback';

/**
 * The open antd dialog with this title. (Under NODE_ENV=test rc-util's useId
 * gives every element the id "test-id", so role+name lookups through
 * aria-labelledby are unreliable once a popover is around.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    const titles = screen.queryAllByText(title, { selector: '.ant-modal-title, .ant-modal-title *' });
    found = titles.map((t) => t.closest<HTMLElement>('[role="dialog"]')).find((d): d is HTMLElement => d !== null && isShown(d)) ?? null;
    expect(found).not.toBeNull();
  });
  return found as unknown as HTMLElement;
}

/**
 * An antd modal stays in the DOM after closing: hidden, or (in jsdom, where
 * the leave animation never ends) still marked as leaving.
 */
function isShown(dialog: HTMLElement): boolean {
  const wrap = dialog.closest<HTMLElement>('.ant-modal-wrap');
  if (wrap?.style.display === 'none') return false;
  return ![...dialog.classList].some((name) => name.endsWith('-leave'));
}

/** No shown dialog with this title (closed ones stay in the DOM, hidden). */
export async function expectNoDialog(title: string): Promise<void> {
  await waitFor(() => {
    const shown = screen
      .queryAllByText(title, { selector: '.ant-modal-title, .ant-modal-title *' })
      .map((t) => t.closest<HTMLElement>('[role="dialog"]'))
      .filter((d): d is HTMLElement => d !== null && isShown(d));
    expect(shown).toHaveLength(0);
  });
}

/**
 * The titles of the dialogs shown now (antd modals and confirms), in DOM order: what a member sees open. A page's
 * own element with role="dialog" outside antd's modal wrap is not counted.
 */
export function shownDialogTitles(): string[] {
  return [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap [role="dialog"]')]
    .filter(isShown)
    .map((dialog) => dialog.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent ?? '');
}

/** The shown confirmation popover (antd Popconfirm: role "tooltip") that says `text`. */
export async function findPopconfirm(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const popover = screen.getAllByRole('tooltip').find((tip) => within(tip).queryByText(text));
    expect(popover).toBeDefined();
    return popover as HTMLElement;
  });
}

/** The antd drawer (role "dialog") with this title; the title is read from the drawer's header, as findDialog does. */
export async function findDrawer(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title' });
  const drawer = heading.closest<HTMLElement>('[role="dialog"]');
  expect(drawer).not.toBeNull();
  return drawer as HTMLElement;
}

/**
 * The assistant's panel once its conversation is in: the first opening draws the panel's frame at once and the
 * conversation when its code has arrived (src/app/shell/assistant-mount.tsx), both as the dialog 小助手.
 */
export async function findAssistantPanel(): Promise<HTMLElement> {
  const log = await screen.findByRole('log', { name: '对话记录' });
  const panel = log.closest<HTMLElement>('[role="dialog"]');
  if (!panel) throw new Error('the conversation is outside the dialog 小助手');
  return panel;
}

/** Signs in from the open 登录 / 注册 dialog with a phone and password (密码登录 tab, the agreement ticked). */
export async function signInFromDialog(user: { click: (el: Element) => Promise<void>; type: (el: Element, text: string) => Promise<void> }, phone: string, password: string): Promise<void> {
  const dialog = await findDialog('登录 / 注册');
  await user.click(within(dialog).getByRole('tab', { name: '密码登录' }));
  const form = within(dialog).getByRole('form', { name: '密码登录' });
  await user.type(within(form).getByLabelText('手机号'), phone);
  await user.type(within(form).getByLabelText('密码'), password);
  await user.click(within(form).getByRole('checkbox'));
  await user.click(within(form).getByRole('button', { name: '登录' }));
}

/**
 * Presses `button` twice while the dialog it opens cannot load its code (offline): both presses are said, as one
 * toast (the same key), and nothing else.
 */
export async function expectPressesSaidAsOne(user: { click: (el: Element) => Promise<void> }, button: () => HTMLElement, content: string, key: string): Promise<void> {
  const said = vi.spyOn(getFeedback().message, 'error');
  said.mockClear(); // a spy of an earlier call in this test counts from here
  await user.click(button());
  expect(await screen.findByText(content)).toBeInTheDocument();
  await user.click(button());
  await waitFor(() => expect(said).toHaveBeenCalledTimes(2));
  expect(said.mock.calls.map(([toast]) => toast)).toEqual([
    { content, key },
    { content, key },
  ]);
  expect(screen.getAllByText(content)).toHaveLength(1);
}

/** How many times a spy on a `feedback` method (its first argument the text) was called with `text` (a toast's key folds repeats into one toast on the page). */
export const timesSaid = (spy: { mock: { calls: unknown[][] } }, text: string): number => spy.mock.calls.filter(([message]) => message === text).length;
