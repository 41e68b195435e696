import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';
import { refreshOrders, type OrderDetail } from '@/entities/order';
import { approveOrder, rejectOrder, resubmitOrder } from './approvals';

/** Someone else acted first (another approver, another tab, the buyer's cancel): the mall names who (§13). */
const STALE_ORDER_CODE = MALL_CODE.orderStale;
/** Refusals after which the order shown is out of date (the mall's message has been said): overdraftNeedsManager, the fund's figures moved. */
const STALE_CODES: ReadonlySet<number> = new Set([STALE_ORDER_CODE, MALL_CODE.notApprover, MALL_CODE.notResubmittable, MALL_CODE.overdraftNeedsManager]);

/** A decision: the detail is the one the mall answered; a refusal on an order that changed meanwhile reads it again. */
function useOrderDecision<A>(mutationFn: (input: A) => Promise<OrderDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (order) => refreshOrders(qc, { kind: 'decided', order }),
    onError: (error) =>
      isApiError(error) && error.code !== undefined && STALE_CODES.has(error.code) ? refreshOrders(qc, { kind: 'outdated' }) : undefined,
  });
}

/** 批准 (quantities only lower). */
export const useApproveOrder = () => useOrderDecision(approveOrder);
/** 驳回 with a reason. */
export const useRejectOrder = () => useOrderDecision(rejectOrder);
/** 修改后重新提交 by the buyer of a rejected order. */
export const useResubmitOrder = () => useOrderDecision(resubmitOrder);
