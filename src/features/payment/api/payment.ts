import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http, idSegment, isApiError, paths, queryRoots, type AnswerData, type Schema } from '@/shared/api';
import { refreshOrders } from '@/entities/order';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

/** Payment by bank transfer (docs/api.md §17), as the mall sends it. */
export type OrderPayment = Schema<'OrderPayment'>;
export type PaymentReceipt = Schema<'PaymentReceipt'>;
export type TransferAccount = AnswerData<'getTransferAccount'>;

/** The refusal of a receipt for an order no longer to be paid (docs/api.md §17): paid meanwhile, cancelled. */
export const RECEIPT_CODES = { notPayable: MALL_CODE.notPayable } as const;

/** The mall's bank account: the same for every order, read once a session (silent: the panel says a failure). */
export async function fetchTransferAccount(signal?: AbortSignal): Promise<TransferAccount> {
  const body = await http.get<TransferAccount>(paths.v1('/payment/transfer-account'), { signal, silent: true });
  return body.data;
}

/** `silent`: the panel says every refusal in place, next to the file picked. */
export async function uploadPaymentReceipt({ orderId, file }: { orderId: string; file: File }): Promise<PaymentReceipt> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await http.post<PaymentReceipt>(paths.v1(`/orders/${idSegment(orderId)}/payment-receipts`), { form, silent: true });
  return body.data;
}

/** `silent`: as the upload, the panel says a refusal (10141 once paid) beside the receipt. */
export async function deletePaymentReceipt({ orderId, receiptId }: { orderId: string; receiptId: string }): Promise<{ _id: string }> {
  const body = await http.delete<{ _id: string }>(paths.v1(`/orders/${idSegment(orderId)}/payment-receipts/${idSegment(receiptId)}`), {
    silent: true,
  });
  return body.data;
}

/** A receipt's file as sent, through the client (it needs the member's token). */
export async function fetchPaymentReceiptFile(orderId: string, receiptId: string, signal?: AbortSignal): Promise<Blob> {
  const { data } = await http.blob('GET', paths.v1(`/orders/${idSegment(orderId)}/payment-receipts/${idSegment(receiptId)}`), {
    signal,
    silent: true,
  });
  return data;
}

export const paymentQueries = {
  /** Under the orders root (member-scoped: the mall asks a company profile, 10010); it seldom changes. */
  account: () =>
    queryOptions({
      queryKey: [...queryRoots.orders, 'transfer-account'] as const,
      queryFn: ({ signal }) => fetchTransferAccount(signal),
      staleTime: 30 * 60_000,
    }),
  /** A receipt's file never changes once sent: under its own root, which no orders invalidation reaches. */
  file: (orderId: string, receiptId: string) =>
    queryOptions({
      queryKey: [...queryRoots.paymentReceipts, orderId, receiptId] as const,
      queryFn: ({ signal }) => fetchPaymentReceiptFile(orderId, receiptId, signal),
      staleTime: Infinity,
      retry: false,
    }),
};

/** A receipt added or removed: the order (its payment) loads again; after a refusal too (it may have been paid meanwhile). */
function useReceiptChange<A extends { orderId: string }, R>(mutationFn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  const reload = (orderId: string) => refreshOrders(qc, { kind: 'paid', orderId });
  return useMutation({
    mutationFn,
    onSuccess: (_saved, { orderId }) => reload(orderId),
    onError: (error, { orderId }) => (isApiError(error) && error.kind === 'business' ? reload(orderId) : undefined),
  });
}

export const useUploadPaymentReceipt = () => useReceiptChange(uploadPaymentReceipt);
export const useDeletePaymentReceipt = () => useReceiptChange(deletePaymentReceipt);
