import { describe, expect, it } from 'vitest';
import { stockStatus } from '@/shared/lib/stock-status';

describe('stockStatus (issue 24 item 6)', () => {
  it('in stock: 现货, orderable', () => {
    expect(stockStatus({ stock: 12, leadDays: 0 })).toMatchObject({ kind: 'inStock', label: '现货', tone: 'success', orderable: true });
    // a lead time on an item in stock does not matter
    expect(stockStatus({ stock: 1, leadDays: 9 }).label).toBe('现货');
  });

  it('no stock with a lead time: 期货 with the lead time, still orderable', () => {
    const status = stockStatus({ stock: 0, leadDays: 16 });
    expect(status).toMatchObject({ kind: 'futures', label: '期货·约16个工作日', tone: 'warning', orderable: true, leadDays: 16 });
    expect(status.delivery).toBe('期货，预计 16 个工作日内发货');
  });

  it('no stock and no lead time: 缺货, not orderable', () => {
    for (const item of [{ stock: 0, leadDays: 0 }, { stock: 0 }, {}, { stock: -3, leadDays: -1 }, { stock: Number.NaN, leadDays: null }]) {
      expect(stockStatus(item)).toMatchObject({ kind: 'unavailable', label: '缺货', orderable: false });
    }
  });
});
