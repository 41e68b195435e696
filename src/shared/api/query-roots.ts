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
