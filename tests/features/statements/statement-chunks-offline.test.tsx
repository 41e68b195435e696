/**
 * 对账单's parts in chunks of their own (issue 46): the lines' table (a wide screen only) and the two dialogs
 * (确认对账单, 提出异议, PageDialog). When a chunk cannot be fetched (offline, or a new deployment removed it): the
 * lines are drawn as cards, every one still there; a dialog's press is said once (one toast, whatever the presses),
 * nothing opens and the statement stays; fetched later, the same press opens the dialog.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { SEED_NOW_MS } from '../../../mocks/db/seed/time.ts';
import { expectNoDialog, expectPressesSaidAsOne, findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';

const offline = vi.hoisted(() => ({ table: true, confirm: true }));
const FAILED = '窗口暂时无法打开，请检查网络后刷新页面重试';
const PENDING = '2026-10';

vi.mock('@/features/statements/components/statement-table', async (importOriginal) => {
  if (offline.table) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.mock('@/features/statements/components/confirm-dialog', async (importOriginal) => {
  if (offline.confirm) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

beforeEach(() => {
  // the seed's clock: 2026-10 is the last whole month, 待确认 (statements-page.test.tsx)
  vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW_MS, shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('对账单 when its chunks do not come', () => {
  it('draws the lines as cards, says a dialog once without leaving the page, and opens it once its code comes', async () => {
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp(`/statement?month=${PENDING}`);
    await screen.findByRole('heading', { name: /^2026年10月对账单/ });

    // a wide screen whose table did not come: every line as a card
    const cards = await screen.findByRole('list', { name: '对账明细' });
    const index = screen.getAllByRole('term').findIndex((term) => term.textContent === '订单数');
    const count = Number.parseInt(screen.getAllByRole('definition')[index]!.textContent ?? '', 10);
    expect(count).toBeGreaterThan(0);
    expect(within(cards).getAllByRole('article')).toHaveLength(count);
    expect(screen.queryByRole('table')).toBeNull();

    await expectPressesSaidAsOne(user, () => screen.getByRole('button', { name: '确认对账单' }), FAILED, 'page-dialog');
    await expectNoDialog('确认对账单');
    expect(router.state.location.pathname + router.state.location.search).toBe(`/statement?month=${PENDING}`);
    expect(screen.getByRole('heading', { name: /^2026年10月对账单/ })).toBeInTheDocument();

    offline.confirm = false;
    await user.click(screen.getByRole('button', { name: '确认对账单' }));
    const dialog = await findDialog('确认对账单');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await expectNoDialog('确认对账单');
  });
});
