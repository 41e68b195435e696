/**
 * Root query keys shared across features and entities, so one can refresh
 * another's data without importing it (e.g. placing an order refreshes the cart).
 */
export const queryRoots = {
  member: ['member'] as const,
  cart: ['cart'] as const,
  orderCounts: ['orders', 'status-count'] as const,
  orders: ['orders'] as const,
  invoices: ['invoices'] as const,
  addresses: ['member', 'addresses'] as const,
  /** the account's research funds (经费, src/entities/fund): checkout, settings and the order pages read them */
  funds: ['member', 'funds'] as const,
  /** the account's procurement settings (采购审批 / 收货设置, src/entities/procurement) */
  procurement: ['member', 'procurement-settings'] as const,
  /** the account's members who may confirm a delivery (docs/api.md §14): they move with the sub-accounts */
  receivers: ['member', 'receivers'] as const,
  /**
   * after-sales photos (docs/api.md §15): a root of their own, so no orders or member invalidation fetches them
   * again (a photo never changes once sent); member-scoped all the same
   */
  afterSalesPhotos: ['after-sales-photos'] as const,
  /** payment receipts' files (docs/api.md §17): as the photos, never changed once sent, so a root of their own */
  paymentReceipts: ['payment-receipts'] as const,
  /** the account's quotes (询价 / 报价单, docs/api.md §16, src/entities/quote): placing an order from one refreshes them */
  quotes: ['quotes'] as const,
};

/**
 * The one rule for member-scoped data (docs/architecture.md "Member-scoped query keys"): every query whose
 * data belongs to the signed-in member has a key under one of these roots, and all of them are removed on
 * logout, on account deletion and when another account signs in (clearSession, src/shared/session/caches.ts).
 * `member`: the member, addresses, sub-accounts, notices, the account-deletion check, funds, procurement settings; `cart`; `orders`:
 * lists, details, counts, stock-outs; `invoices`: invoices and invoice profiles; `after-sales-photos`;
 * `payment-receipts`; `quotes`.
 */
export const MEMBER_SCOPED_ROOTS: readonly string[] = [
  queryRoots.member[0],
  queryRoots.cart[0],
  queryRoots.orders[0],
  queryRoots.invoices[0],
  queryRoots.afterSalesPhotos[0],
  queryRoots.paymentReceipts[0],
  queryRoots.quotes[0],
];

/** Query filter for every member-scoped entry. */
export const memberScoped = {
  predicate: (query: { queryKey: readonly unknown[] }) => MEMBER_SCOPED_ROOTS.includes(String(query.queryKey[0])),
};
