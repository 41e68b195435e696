import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError, queryRoots } from '@/shared/api';
import { approvalQueries, approveOrder, rejectOrder, resubmitOrder } from './approvals';
import { orderQueries } from './queries';
import type { OrderDetail } from './types';
import { MALL_CODE } from '@/shared/api/mall-facts.gen';

/** Someone else acted first (another approver, another tab, the buyer's cancel): the mall names who (§13). */
const STALE_ORDER_CODE = MALL_CODE.orderStale;
/** Refusals after which the order shown is out of date: it is read again (the mall's message has been said); 10098: the fund's figures moved. */
const STALE_CODES: ReadonlySet<number> = new Set([STALE_ORDER_CODE, MALL_CODE.notApprover, MALL_CODE.notResubmittable, MALL_CODE.overdraftNeedsManager]);

/** Lists, status counts and the approvals count move; the detail is the one the mall answered. */
function settle(qc: QueryClient, order: OrderDetail) {
  qc.setQueryData(orderQueries.detail(order._id).queryKey, order);
  return Promise.all([
    qc.invalidateQueries({ queryKey: orderQueries.lists() }),
    qc.invalidateQueries({ queryKey: queryRoots.orderCounts }),
    qc.invalidateQueries({ queryKey: approvalQueries.count().queryKey }),
    // the fund's committed and pending amounts move with every decision (approve, reject, resubmit)
    qc.invalidateQueries({ queryKey: queryRoots.funds }),
  ]);
}

/** A refused decision on an order that changed meanwhile: read the order, the lists, the counts and the funds again. */
function refreshIfStale(qc: QueryClient, error: unknown) {
  if (isApiError(error) && error.code !== undefined && STALE_CODES.has(error.code)) {
    return Promise.all([qc.invalidateQueries({ queryKey: queryRoots.orders }), qc.invalidateQueries({ queryKey: queryRoots.funds })]);
  }
  return undefined;
}

function useOrderDecision<A>(mutationFn: (input: A) => Promise<OrderDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (order) => settle(qc, order),
    onError: (error) => refreshIfStale(qc, error),
  });
}

/** 批准 (quantities only lower). */
export const useApproveOrder = () => useOrderDecision(approveOrder);
/** 驳回 with a reason. */
export const useRejectOrder = () => useOrderDecision(rejectOrder);
/** 修改后重新提交 by the buyer of a rejected order. */
export const useResubmitOrder = () => useOrderDecision(resubmitOrder);
