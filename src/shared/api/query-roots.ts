/**
 * Root query keys shared across features, so one feature can refresh
 * another's data without importing it (e.g. placing an order refreshes the cart).
 */
export const queryRoots = {
  member: ['member'] as const,
  cart: ['cart'] as const,
  orderCounts: ['orders', 'status-count'] as const,
  orders: ['orders'] as const,
  invoices: ['invoices'] as const,
  addresses: ['member', 'addresses'] as const,
};

/** Roots whose data belongs to the signed-in member: removed on logout and when another account signs in. */
export const MEMBER_SCOPED_ROOTS: readonly string[] = ['member', 'cart', 'orders', 'invoices'];

/** Query filter for every member-scoped entry. */
export const memberScoped = {
  predicate: (query: { queryKey: readonly unknown[] }) => MEMBER_SCOPED_ROOTS.includes(String(query.queryKey[0])),
};
