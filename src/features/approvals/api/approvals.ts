import { queryOptions } from '@tanstack/react-query';
import { http, idSegment, paths, queryRoots, type AnswerData, type Page, type Schema } from '@/shared/api';
import { procurementQueries, type ProcurementSettings } from '@/entities/procurement';
import { keepWithin } from './queries';
import { COMPLIANCE_REFUSALS } from './requests';
import type { OrderDetail, OrderFilters, OrderListItem } from './types';

/** Approvals as the mall sends them (docs/api.md §13; docs/openapi.yaml). */
export type TimelineEvent = Schema<'TimelineEvent'>;
export type ApproveInput = Schema<'ApproveInput'>;
export type RejectInput = Schema<'RejectInput'>;
export type ResubmitInput = Schema<'ResubmitInput'>;

/** `/order?status=approvals`: the 待我审批 tab, the orders waiting for this member's decision (`awaiting=me`). */
export const APPROVALS_TAB = 'approvals';

/** The header's count shows 99+ above this. */
export const APPROVAL_BADGE_OVERFLOW = 99;

/** How long the header's count is taken as fresh: it moves when someone orders, which the shop is not told. */
export const APPROVAL_COUNT_STALE_MS = 60_000;

/**
 * Orders waiting for this member's decision (0 for a member who does not approve). Silent: the header's badge and
 * the /order tab are extras, and a failure leaves them out rather than saying anything.
 */
export async function fetchApprovalCount(signal?: AbortSignal): Promise<number> {
  const body = await http.get<AnswerData<'countApprovals'>>(paths.v1('/approvals/count'), { signal, silent: true });
  return body.data.count;
}

/** The orders this member may decide now (`awaiting=me`), with the list's keyword, dates and page. */
export async function fetchAwaitingOrders(filters: OrderFilters, signal?: AbortSignal): Promise<Page<OrderListItem>> {
  const body = await http.get<Page<OrderListItem>>(paths.v1('/orders'), {
    params: {
      awaiting: 'me',
      keyword: filters.keyword || undefined,
      createdAt: filters.createdAt ?? undefined,
      page: filters.page,
      pageSize: filters.pageSize,
    },
    signal,
  });
  return body.data;
}

export async function approveOrder({ id, ...input }: ApproveInput & { id: string }): Promise<OrderDetail> {
  const body = await http.put<OrderDetail>(paths.v1(`/orders/${idSegment(id)}/approve`), { json: input });
  return body.data;
}

export async function rejectOrder({ id, ...input }: RejectInput & { id: string }): Promise<OrderDetail> {
  const body = await http.put<OrderDetail>(paths.v1(`/orders/${idSegment(id)}/reject`), { json: input });
  return body.data;
}

/** A refusal about the controlled chemicals (10172–10174) is the resubmit dialog's to say, in place. */
export async function resubmitOrder({ id, ...input }: ResubmitInput & { id: string }): Promise<OrderDetail> {
  const body = await http.put<OrderDetail>(paths.v1(`/orders/${idSegment(id)}/resubmit`), { json: input, quietCodes: COMPLIANCE_REFUSALS });
  return body.data;
}

/** The key shape of orderQueries.list, so the list page reads either list through one query. */
const listKey = (filters: OrderFilters): ('orders' | 'list' | OrderFilters)[] => [...queryRoots.orders, 'list', filters];

export const approvalQueries = {
  /** Under the orders root: cancelling, placing or deciding an order (which invalidate it) moves it too. */
  count: () =>
    queryOptions({
      queryKey: [...queryRoots.orders, 'approvals-count'] as const,
      queryFn: ({ signal }) => fetchApprovalCount(signal),
      staleTime: APPROVAL_COUNT_STALE_MS,
      // the shop is not told when someone orders: read again as it goes stale, while the page is seen
      refetchInterval: APPROVAL_COUNT_STALE_MS,
      refetchIntervalInBackground: false,
    }),
  /** Among the order lists (['orders', 'list', …]): whatever refreshes the lists refreshes this one. */
  awaiting: (filters: OrderFilters) => {
    const awaitingMe = { ...filters, awaiting: 'me' };
    return queryOptions({
      queryKey: listKey(awaitingMe),
      queryFn: ({ signal }) => fetchAwaitingOrders(awaitingMe, signal),
      placeholderData: keepWithin(true),
    });
  },
  /**
   * The sub-accounts with the approver role (docs/api.md §13 procurement settings; any member may read them): a
   * sub-account among them has 待我审批 even with nothing waiting. The settings' one entry (silent), narrowed.
   */
  approverIds: () => ({ ...procurementQueries.settings(), select: (s: ProcurementSettings) => s.approverIds }),
};
