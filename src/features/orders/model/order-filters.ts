import { APPROVALS_TAB, isOrderStatus, type OrderFilters } from '@/entities/order';

export const ORDER_PAGE_SIZE = 10;

/**
 * How the two filters that need more than the address are read: the range (parseRange of date-range.ts, with dayjs)
 * and the payment status (isPaymentStatus, with the contract's labels). The landing script carries neither and starts
 * nothing for an address with either (api/early.ts).
 */
export interface FilterReaders {
  dates: (raw: string | null) => [string, string] | null;
  isPayment: (raw: string | null) => raw is NonNullable<OrderFilters['paymentStatus']>;
}

/**
 * The list's filters as the address holds them: status (or the 待我审批 tab), createdAt (from,to), keyword, payment
 * (付款状态), page.
 */
export function readOrderFilters(params: URLSearchParams, { dates, isPayment }: FilterReaders): { filters: OrderFilters; approvals: boolean } {
  const status = params.get('status');
  const payment = params.get('payment');
  const page = Number(params.get('page') ?? '1');
  const filters: OrderFilters = {
    status: isOrderStatus(status) ? status : 'all',
    keyword: params.get('keyword') ?? '',
    createdAt: dates(params.get('createdAt')),
    paymentStatus: isPayment(payment) && status !== APPROVALS_TAB ? payment : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: ORDER_PAGE_SIZE,
  };
  return { filters, approvals: status === APPROVALS_TAB };
}
