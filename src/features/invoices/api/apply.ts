import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceProfileQueries } from '@/entities/invoice-profile';
import { orderQueries, type OrderDetail } from '@/entities/order';
import { isApiError } from '@/shared/api/errors';
import { http } from '@/shared/api/http';
import type { AnswerData, Schema } from '@/shared/api/mall-types';
import { queryRoots } from '@/shared/api/query-roots';
import { paths } from '@/shared/api/url';
import type { Invoice } from './types';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';
import { MALL_COUNTS } from '@/shared/api/mall-facts.gen';

/** Consolidated invoice applications (合并开票, docs/api.md §19), as the mall sends them. */
export type InvoiceableOrder = Schema<'InvoiceableOrder'>;
export type InvoiceApplication = Schema<'ConsolidatedInvoiceInput'>;

/** The mall's limit of orders in one application (10160). */
export const MAX_APPLY_ORDERS = MALL_COUNTS.invoiceOrders;

/** The refusals after which the list shown is out of date (an order no longer invoiceable): it is read again. */
export const APPLY_STALE_CODES: ReadonlySet<number> = new Set([MALL_CODE.ordersNotInvoiceable]);
/** 专票 title incomplete (10163): the title may have been edited elsewhere; the picker reads the titles again. */
const PROFILE_STALE_CODE = MALL_CODE.specialTitleIncomplete;

/** The caller's completed orders in no invoice yet (silent: the page says a failure itself). */
export async function fetchInvoiceableOrders(signal?: AbortSignal): Promise<InvoiceableOrder[]> {
  const body = await http.get<AnswerData<'listInvoiceableOrders'>>(paths.invoice('/invoice/invoiceable-orders'), { signal, silent: true });
  return body.data;
}

/** `silent`: the page says every refusal in place, next to the selection. */
export async function applyInvoice(input: InvoiceApplication): Promise<Invoice> {
  const body = await http.post<Invoice>(paths.invoice('/invoice/apply'), { json: input, silent: true });
  return body.data;
}

export const applyQueries = {
  /** Under the invoices root, keyed by the member (as the invoice lists). */
  orders: (memberId: string | undefined) =>
    queryOptions({
      queryKey: [...queryRoots.invoices, 'invoiceable', memberId ?? ''] as const,
      queryFn: ({ signal }) => fetchInvoiceableOrders(signal),
      staleTime: 0,
    }),
};

/**
 * Applying: the invoice lists (the new application, the invoiceable orders) and the orders (their details list their
 * invoices) load again. A refusal naming an order no longer invoiceable reads the invoiceable orders again too.
 */
export function useApplyInvoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyInvoice,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: queryRoots.invoices }), qc.invalidateQueries({ queryKey: queryRoots.orders })]),
    onError: (error) => {
      if (!isApiError(error)) return undefined;
      if (error.code !== undefined && APPLY_STALE_CODES.has(error.code)) return qc.invalidateQueries({ queryKey: [...queryRoots.invoices, 'invoiceable'] });
      // the title was deleted (404) or changed (10163 incomplete) since the list was read: the picker reads it again
      if (error.status === 404 || error.code === PROFILE_STALE_CODE) return qc.invalidateQueries({ queryKey: invoiceProfileQueries.root() });
      return undefined;
    },
  });
}

/**
 * An order's lines, for the application's 明细: the order's one detail entry (entities/order), narrowed. A completed
 * order's lines do not change: read once, when its 明细 is opened (silent: the line list says a failure).
 */
export const orderLinesQuery = (orderId: string) => ({
  ...orderQueries.detail(orderId),
  select: (order: OrderDetail) => order.items,
  staleTime: Infinity,
});
