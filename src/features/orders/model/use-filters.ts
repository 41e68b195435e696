import { useSearchParams } from 'react-router-dom';
import { APPROVALS_TAB, isOrderStatus, isPaymentStatus, type OrderFilters } from '@/entities/order';
import { parseRange } from './date-range';

/** The payment filter's value for every payment status. */
export const ALL_PAYMENTS = 'all';

export const ORDER_PAGE_SIZE = 10;

type FilterKey = 'status' | 'createdAt' | 'keyword' | 'payment' | 'page';

/** Filters live in the URL: status (or the 待我审批 tab), createdAt (from,to), keyword, payment (付款状态), page. */
export function useFilters(): [OrderFilters, (patch: Partial<Record<FilterKey, string | null>>) => void, boolean] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const payment = params.get('payment');
  const page = Number(params.get('page') ?? '1');
  const filters: OrderFilters = {
    status: isOrderStatus(status) ? status : 'all',
    keyword: params.get('keyword') ?? '',
    createdAt: parseRange(params.get('createdAt')),
    paymentStatus: isPaymentStatus(payment) && status !== APPROVALS_TAB ? payment : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: ORDER_PAGE_SIZE,
  };
  const update = (patch: Partial<Record<FilterKey, string | null>>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '' || (key === 'status' && value === 'all') || (key === 'page' && value === '1')) next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in patch)) next.delete('page'); // a new filter starts at page 1
        return next;
      },
      { replace: false },
    );
  };
  return [filters, update, status === APPROVALS_TAB];
}
