import { useAddressParams } from '@/shared/lib/address-params';
import { isPaymentStatus, type OrderFilters } from '@/entities/order';
import { parseRange } from './date-range';
import { readOrderFilters } from './order-filters';

/** The payment filter's value for every payment status. */
export const ALL_PAYMENTS = 'all';

type FilterKey = 'status' | 'createdAt' | 'keyword' | 'payment' | 'page';

/** Filters live in the URL (model/order-filters.ts); `update` writes them, a new filter starting at page 1. */
export function useFilters(): [OrderFilters, (patch: Partial<Record<FilterKey, string | null>>) => void, boolean] {
  const [params, setParams] = useAddressParams();
  const { filters, approvals } = readOrderFilters(params, { dates: parseRange, isPayment: isPaymentStatus });
  const update = (patch: Partial<Record<FilterKey, string | null>>) => {
    setParams(
      (next) => {
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
  return [filters, update, approvals];
}
