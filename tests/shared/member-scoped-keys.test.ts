import { describe, expect, it } from 'vitest';
import { createQueryClient, queryRoots } from '@/shared/api';
import { MEMBER_SCOPED_ROOTS } from '@/shared/api/query-roots';
import { readSelectedCartInfo, writeSelectedCartInfo } from '@/entities/cart';
import { clearSession } from '@/shared/session';

/** The one rule for member-scoped query keys (docs/architecture.md): every such key is under a root that goes on logout. */
describe('member-scoped query keys', () => {
  it('every shared root is member-scoped', () => {
    for (const root of Object.values(queryRoots)) expect(MEMBER_SCOPED_ROOTS).toContain(root[0]);
  });

  it('clearSession removes the member, cart, addresses, invoice profiles, orders, notices, funds and procurement settings, and keeps the catalogue', () => {
    const qc = createQueryClient();
    const memberKeys = [
      queryRoots.member,
      queryRoots.cart,
      [...queryRoots.addresses, 'm1'],
      [...queryRoots.member, 'sub-members', 'm1'],
      [...queryRoots.member, 'notices', 'm1'],
      queryRoots.funds,
      [...queryRoots.funds, 'detail', 'f1'],
      queryRoots.procurement,
      [...queryRoots.invoices, 'profiles', 'm1'],
      [...queryRoots.invoices, 'list', 'm1', {}],
      [...queryRoots.orders, 'list', {}],
      queryRoots.orderCounts,
      [...queryRoots.afterSalesPhotos, 'c1', 0],
      [...queryRoots.paymentReceipts, 'o1', 'r1'],
      [...queryRoots.quotes, 'detail', 'q1'],
      [...queryRoots.quotes, 'list', { status: 'all', page: 1, pageSize: 10 }],
    ];
    for (const key of memberKeys) qc.setQueryData(key, { some: 'data' });
    qc.setQueryData(['materials', 'list', {}], { list: [] });
    clearSession(qc);
    expect(memberKeys.filter((key) => qc.getQueryData(key) !== undefined)).toEqual([]);
    expect(qc.getQueryData(['materials', 'list', {}])).toEqual({ list: [] });
  });

  it("clearSession also forgets the lines the member took to checkout, so another member's order page does not list them", () => {
    writeSelectedCartInfo([{ matlId: 'a1', catalogNo: 'G0005-500G', name: '葡萄糖', price: 120, quantity: 2 }]);
    expect(readSelectedCartInfo()).toHaveLength(1);
    clearSession(createQueryClient());
    expect(readSelectedCartInfo()).toEqual([]);
  });
});
