import { http, idSegment, paths, requireMallId, saveFile, type AnswerData, type Page } from '@/shared/api';
import type {
  AfterSalesCase,
  OrderDetail,
  OrderFilters,
  OrderInput,
  OrderListItem,
  PlacedOrder,
  SfRoute,
  StatusCount,
  StockOutDetail,
} from './types';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';
import { approvalCountCall, awaitingOrdersCall, orderCall, orderCountsCall, ordersCall } from './calls';

/** `silent`: the caller says a failure itself (the assistant's card). */
export async function fetchOrders(filters: OrderFilters, signal?: AbortSignal, silent = false): Promise<Page<OrderListItem>> {
  const call = ordersCall(filters);
  const body = await http.get<Page<OrderListItem>>(call.path, { params: call.params, signal, silent });
  return body.data;
}

/**
 * Orders waiting for this member's decision (0 for a member who does not approve). Silent: the header's badge and
 * the /order tab are extras, and a failure leaves them out rather than saying anything.
 */
export async function fetchApprovalCount(signal?: AbortSignal): Promise<number> {
  const body = await http.get<AnswerData<'countApprovals'>>(approvalCountCall().path, { signal, silent: true });
  return body.data.count;
}

/** The orders this member may decide now (`awaiting=me`), with the list's keyword, dates and page. */
export async function fetchAwaitingOrders(filters: OrderFilters, signal?: AbortSignal): Promise<Page<OrderListItem>> {
  const call = awaitingOrdersCall(filters);
  const body = await http.get<Page<OrderListItem>>(call.path, { params: call.params, signal });
  return body.data;
}

export async function fetchOrderCounts(signal?: AbortSignal): Promise<StatusCount[]> {
  const body = await http.get<StatusCount[]>(orderCountsCall().path, { signal });
  return body.data;
}

/** GET {v1}/orders/{id}/after-sales: the order's cases, newest first (the after-sales section, the assistant's card). */
export async function fetchAfterSales(orderId: string, signal?: AbortSignal): Promise<AfterSalesCase[]> {
  const body = await http.get<AfterSalesCase[]>(paths.v1(`/orders/${idSegment(orderId)}/after-sales`), { signal, silent: true });
  return body.data;
}

/** `silent`: the detail page says itself why an order cannot be shown. A malformed id is not found, without a call. */
export async function fetchOrder(id: string, signal?: AbortSignal, silent = false): Promise<OrderDetail> {
  const body = await http.get<OrderDetail>(orderCall(requireMallId(id)).path, { signal, silent });
  return body.data;
}

/** Refusals about the fund (docs/api.md §13): 10092 请选择经费 / 不可用 / 无权使用, 10093 经费余额不足. */
export const FUND_REFUSALS: ReadonlySet<number> = new Set([MALL_CODE.fundUnusable, MALL_CODE.fundInsufficient]);

/** Why an order cannot be placed from a quote (docs/api.md §16): expired, already ordered, declined, not yet priced. */
export const QUOTE_REFUSAL = MALL_CODE.quoteUnusable;

/** Controlled chemicals (docs/api.md §21): no covering qualification (10172), over its limit (10173), no 用途 (10174). */
export const COMPLIANCE_REFUSALS: ReadonlySet<number> = new Set([MALL_CODE.qualificationMissing, MALL_CODE.overPermitLimit, MALL_CODE.purposeRequired]);

/** An order past the account's credit limit (docs/api.md §17 Credit terms): 10100. */
export const CREDIT_REFUSAL = MALL_CODE.creditLimitExceeded;

const CHECKOUT_QUIET: ReadonlySet<number> = new Set([...FUND_REFUSALS, QUOTE_REFUSAL, ...COMPLIANCE_REFUSALS, CREDIT_REFUSAL]);

/**
 * POST {v1}/orders. A refusal about the fund is the checkout's to say, under its picker, one about the quote
 * (10132) or the controlled chemicals (10172–10174) in its banners, the credit limit (10100) in 结算方式; any other is said here.
 */
export async function createOrder(input: OrderInput): Promise<PlacedOrder> {
  const body = await http.post<PlacedOrder>(paths.v1('/orders'), { json: input, quietCodes: CHECKOUT_QUIET });
  return body.data;
}

export async function cancelOrder(id: string): Promise<AnswerData<'cancelOrder'>> {
  const body = await http.put<AnswerData<'cancelOrder'>>(paths.v1(`/orders/${idSegment(id)}/cancel`));
  return body.data;
}

/** What the download helper says once a contract is saved. */
export const contractDownloaded = (orderNo: string) => `销售合同 ${orderNo} 已下载`;

/** 销售合同 PDF through the download helper, which names the contract it saved. */
export async function downloadContract(id: string, orderNo: string): Promise<void> {
  const path = paths.v1(`/orders/${idSegment(id)}/contract`);
  const { data } = await http.blob('GET', path);
  saveFile(data, `销售合同-${orderNo}`, 'pdf', contractDownloaded(orderNo));
}

export async function fetchStockOut(id: string, signal?: AbortSignal): Promise<StockOutDetail> {
  const body = await http.get<StockOutDetail>(paths.v1(`/stock-outs/${encodeURIComponent(id)}`), { signal });
  return body.data;
}

export async function fetchSfRoute(id: string, signal?: AbortSignal): Promise<SfRoute> {
  const body = await http.get<SfRoute>(paths.v1(`/stock-outs/${encodeURIComponent(id)}/sfroute`), { signal });
  return body.data;
}
