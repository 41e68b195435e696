import { startEarlyCall } from '@/shared/api';
import { ORDERS_PATH } from '@/shared/config/routes';
import { mallIdInPath } from '@/shared/lib/ids';
import { readTokenInfo } from '@/shared/storage';
import { approvalCountCall, awaitingOrdersCall, orderCall, orderCountsCall, ordersCall } from '@/entities/order';
import { readOrderFilters } from '../model/order-filters';

/**
 * What a member's first visit to /order or to an order shows, asked for by the landing script (src/app/landing.ts)
 * while the app's code downloads and the session starts (src/shared/api/early.ts): the same calls the pages make,
 * so the request client takes their answers. The member and the cart wait for the session's start (spec §4); an
 * order's calls need not. Nothing without a stored session, nor for a list filtered by dates or payment (their
 * readers are not in the landing script: model/order-filters.ts). Returns how many calls were started.
 */
export function startOrderCalls(path: string, search: string): number {
  const calls: { path: string; params?: Parameters<typeof startEarlyCall>[1] }[] = [];
  if (path === ORDERS_PATH || path === `${ORDERS_PATH}/`) {
    const params = new URLSearchParams(search);
    if (params.has('createdAt') || params.has('payment')) return 0;
    const { filters, approvals } = readOrderFilters(params, { dates: () => null, isPayment: (_raw): _raw is never => false });
    calls.push(orderCountsCall(), approvalCountCall(), approvals ? awaitingOrdersCall(filters) : ordersCall(filters));
  } else {
    const id = mallIdInPath(path, ORDERS_PATH);
    if (id) calls.push(orderCall(id));
  }
  if (calls.length === 0 || !readTokenInfo()) return 0;
  for (const call of calls) void startEarlyCall(call.path, call.params);
  return calls.length;
}
