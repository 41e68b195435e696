import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { orderQueries, refreshOrders, type OrderDetail } from '@/entities/order';
import { queryRoots } from '@/shared/api';

/** Every entry an order change may move, cached and fresh; the test reads which ones became invalid. */
const KEYS = {
  cart: queryRoots.cart,
  list: orderQueries.list({ status: 'all', keyword: '', createdAt: null, page: 1, pageSize: 10 }).queryKey,
  counts: queryRoots.orderCounts,
  approvalCount: orderQueries.approvalCount().queryKey,
  detail: orderQueries.detail('o1').queryKey,
  otherDetail: orderQueries.detail('o2').queryKey,
  afterSales: orderQueries.afterSalesKey('o1'),
  stockOut: orderQueries.stockOut('s1').queryKey,
  funds: queryRoots.funds,
  quotes: queryRoots.quotes,
  photo: [...queryRoots.afterSalesPhotos, 'c1', 0],
} as const;

function seeded() {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const key of Object.values(KEYS)) qc.setQueryData(key, { seeded: true });
  return qc;
}

const invalid = (qc: QueryClient) =>
  (Object.keys(KEYS) as (keyof typeof KEYS)[]).filter((name) => qc.getQueryState(KEYS[name])?.isInvalidated).sort();

describe('refreshOrders: the one policy of what an order change reads again', () => {
  it.each([
    ['placed', { kind: 'placed' }, ['afterSales', 'approvalCount', 'cart', 'counts', 'detail', 'funds', 'list', 'otherDetail', 'quotes', 'stockOut']],
    ['cancelled', { kind: 'cancelled' }, ['afterSales', 'approvalCount', 'counts', 'detail', 'funds', 'list', 'otherDetail', 'quotes', 'stockOut']],
    ['outdated', { kind: 'outdated' }, ['afterSales', 'approvalCount', 'counts', 'detail', 'funds', 'list', 'otherDetail', 'stockOut']],
    ['received', { kind: 'received' }, ['afterSales', 'approvalCount', 'counts', 'detail', 'list', 'otherDetail', 'stockOut']],
    ['paid', { kind: 'paid', orderId: 'o1' }, ['detail']],
    ['afterSales', { kind: 'afterSales', orderId: 'o1' }, ['afterSales', 'detail']],
  ] as const)('%s', async (_name, change, expected) => {
    const qc = seeded();
    await refreshOrders(qc, change);
    expect(invalid(qc)).toEqual([...expected].sort());
  });

  it('a decision: the detail is the mall\'s answer; lists, counts and funds are read again, no other order', async () => {
    const qc = seeded();
    const order = { _id: 'o1', orderNo: 'SO1' } as OrderDetail;
    await refreshOrders(qc, { kind: 'decided', order });
    expect(qc.getQueryData(KEYS.detail)).toEqual(order);
    expect(invalid(qc)).toEqual(['approvalCount', 'counts', 'funds', 'list']);
  });
});
