/** The statement's 到期日 (docs/api.md §17 Credit terms): each line's delivery date plus the account's 45 days. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { renderApp, signInAs } from '../../utils/render';

const plus45 = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 45 * 86_400_000).toISOString().slice(0, 10);

describe('对账单 到期日', () => {
  it('shows each line\'s due date, 45 days after its delivery, to the owner and to a sub-account', async () => {
    for (const member of [DEMO.owner._id, DEMO.sub._id]) {
      signInAs(member);
      const view = renderApp('/statement?month=2026-10');
      const table = await screen.findByRole('table');
      const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
      const delivered = headers.indexOf('送达日期');
      const due = headers.indexOf('到期日');
      expect(due).toBe(delivered + 1);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const cells = within(row).getAllByRole('cell');
        expect(cells[due]).toHaveTextContent(plus45(cells[delivered]!.textContent ?? ''));
      }
      view.unmount();
    }
  });
});
