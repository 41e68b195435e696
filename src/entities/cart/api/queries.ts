import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { fetchCart } from './requests';

/**
 * The cart's query keys: one entry, the member-scoped root `cart` itself (src/shared/api/query-roots.ts),
 * so the orders feature refreshes it through `queryRoots.cart` (reloadSession) without importing the cart.
 * useCartQuery enables it while a token is stored and the session has started.
 */
export const cartQueries = {
  all: () => queryRoots.cart,
  info: () => queryOptions({ queryKey: cartQueries.all(), queryFn: ({ signal }) => fetchCart(signal), staleTime: Infinity }),
};
