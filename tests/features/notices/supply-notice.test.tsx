import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { supplyNoticeAtom } from '@/features/notices';
import { HOTLINE } from '@/shared/config/constants';
import { readFlag, STORAGE_KEYS } from '@/shared/storage';
import { expectNoDialog, findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const TITLE = '关于 BioLegend 产品供货渠道的通知';
const userMenu = () => screen.findByRole('button', { name: /用户菜单$/ });
const settle = () => new Promise((r) => setTimeout(r, 300));

/** As the login flow leaves it: tokens stored and the showLoginModal flag set. */
function afterLogin(memberId: string) {
  signInAs(memberId);
  localStorage.setItem(STORAGE_KEYS.showLoginModal, 'true');
}

describe('supply notice (spec §4)', () => {
  it('flag set and not a distributor: the notice opens and the flag is removed', async () => {
    afterLogin(DEMO.owner._id);
    renderApp('/');
    const dialog = await findDialog(TITLE);
    expect(within(dialog).getByText(/2025 年 7 月 1 日起/)).toBeInTheDocument();
    expect(within(dialog).getByText(HOTLINE)).toBeInTheDocument();
    expect(readFlag(STORAGE_KEYS.showLoginModal)).toBe(false);
  });

  it('a BioLegend distributor is not shown the notice, but the flag is removed', async () => {
    afterLogin(DEMO.distributor._id);
    renderApp('/');
    expect(await userMenu()).toHaveTextContent('博瑞生物');
    await waitFor(() => expect(readFlag(STORAGE_KEYS.showLoginModal)).toBe(false));
    await settle();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('without the flag (a reload, not a login) nothing opens', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/');
    await userMenu();
    await settle();
    await expectNoDialog(TITLE);
  });

  it('我已知晓 closes it, sets isCheckModal and is kept by the mall for the member (every browser)', async () => {
    afterLogin(DEMO.noCompany._id);
    const { user } = renderApp('/');
    const dialog = await findDialog(TITLE);
    expect(readFlag(STORAGE_KEYS.isCheckModal)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '我已知晓' }));
    await expectNoDialog(TITLE);
    expect(readFlag(STORAGE_KEYS.isCheckModal)).toBe(true);
    await waitFor(() => expect(db.state.members.find((m) => m._id === DEMO.noCompany._id)?.supplyNoticeAckAt).toMatch(/\+08:00$/));
  });

  it('cannot be dismissed with Esc, and has no close button', async () => {
    const { store, user } = renderApp('/');
    await screen.findByRole('link', { name: '登录/注册' });
    act(() => store.set(supplyNoticeAtom, { open: true }));
    const dialog = await findDialog(TITLE);
    expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await settle();
    expect(await findDialog(TITLE)).toBe(dialog); // still open
    expect(readFlag(STORAGE_KEYS.isCheckModal)).toBe(false);
  });
});
