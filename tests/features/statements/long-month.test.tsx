/** A long month's table (issue 46): in pages of 50 lines from 100, a real table throughout; a short one whole. */
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { server } from '../../../mocks/node.ts';
import { renderApp, signInAs } from '../../utils/render';
import { statementFixture } from './fixture';

function linesOf(count: number) {
  const [first] = statementFixture().lines;
  return Array.from({ length: count }, (_, i) => ({ ...first!, orderId: `o${String(i).padStart(23, '0')}`, orderNo: `SO26100${String(i + 1).padStart(5, '0')}`, dispute: null }));
}

/** The month 2026-10 as the mall answers it, with `count` lines (one fund, no dispute). */
async function renderTable(count: number) {
  const lines = linesOf(count);
  server.use(http.get('*/mall/v1/statements/2026-10', () => HttpResponse.json({ code: 0, msg: 'success', data: statementFixture({ lines }) })));
  signInAs(DEMO.owner._id);
  renderApp('/statement?month=2026-10');
  await screen.findByRole('heading', { name: /^2026年10月对账单/ });
  return screen.findByRole('table');
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('对账明细 of a long month', () => {
  it('shows 99 lines whole, without pages', async () => {
    const table = await renderTable(99);
    expect(dataRows(table)).toHaveLength(99);
    expect(screen.queryByRole('list', { name: /分页|pagination/i })).toBeNull();
    expect(screen.queryByText('共 99 笔')).toBeNull();
  });

  it('shows 120 lines 50 a page, in table rows and cells, with the count and the pages', async () => {
    const table = await renderTable(120);
    expect(dataRows(table)).toHaveLength(50);
    expect(within(dataRows(table)[0]!).getAllByRole('cell').length).toBeGreaterThan(5);
    expect(screen.getByText('共 120 笔')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('3'));
    const last = dataRows(screen.getByRole('table'));
    expect(last).toHaveLength(20);
    expect(within(last[19]!).getByRole('link', { name: 'SO2610000120' })).toBeInTheDocument();
  });
});
