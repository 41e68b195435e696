import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http, idSegment, paths, queryRoots, saveFile, type AnswerData, type Query, type RequestBody, type Schema } from '@/shared/api';
import { refreshOrders } from '@/entities/order';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

/** Receiving (docs/api.md §14): who may receive, confirming a delivery, the 验收单. */
export type Receiver = Schema<'Receiver'>;
export type ReceiptInput = RequestBody<'confirmReceipt'>;
export type StockOutReceipt = Schema<'StockOutReceipt'>;

/** The mall's refusals of a receipt, said in the dialog (docs/api.md §14). */
export const RECEIPT_CODES = {
  received: MALL_CODE.alreadyReceived,
  receiverIsBuyer: MALL_CODE.receiverIsBuyer,
  badDate: MALL_CODE.badReceiptDate,
  badLines: MALL_CODE.badReceiptLines,
  buyerConfirms: MALL_CODE.buyerMayNotConfirm,
} as const;

export async function fetchReceivers(signal?: AbortSignal): Promise<Receiver[]> {
  const body = await http.get<AnswerData<'listReceivers'>>(paths.v1('/member/receivers'), { signal, silent: true });
  return body.data;
}

/** `silent`: the receipt dialog says every refusal in place, next to what the user typed. */
export async function confirmReceipt({ stockOutId, input }: { stockOutId: string; input: ReceiptInput }): Promise<StockOutReceipt> {
  const body = await http.post<AnswerData<'confirmReceipt'>>(paths.v1(`/stock-outs/${idSegment(stockOutId)}/receipt`), {
    json: input,
    silent: true,
  });
  return body.data;
}

/** What the download helper says once a 验收单 is saved. */
export const slipDownloaded = (orderNo: string) => `验收单 ${orderNo} 已下载`;

/** 验收单 PDF, saved as 验收单-<orderNo>.pdf; a refusal (10114) is said by the client. */
export async function downloadAcceptanceSlip(orderId: string, orderNo: string): Promise<void> {
  const { data } = await http.blob('GET', paths.v1(`/orders/${idSegment(orderId)}/acceptance-slip`));
  saveFile(data, `验收单-${orderNo}`, 'pdf', slipDownloaded(orderNo));
}

/** 瓶签 (docs/api.md §14): A4 sheets of 3 × 8 labels, or a label printer's 60 × 40 mm roll. */
export type LabelFormat = NonNullable<Query<'getBottleLabels'>['format']>;

/** 瓶签 PDF, one label per bottle received, saved as 瓶签-<orderNo>.pdf; a refusal (10114, 400) is said by the client. */
export async function downloadBottleLabels(orderId: string, orderNo: string, format: LabelFormat): Promise<void> {
  const { data } = await http.blob('GET', paths.v1(`/orders/${idSegment(orderId)}/bottle-labels`), { params: { format } });
  saveFile(data, `瓶签-${orderNo}${format === 'roll' ? '-标签机' : ''}`, 'pdf', `瓶签 ${orderNo} 已下载`);
}

/** 供货单 .xlsx (one row per received lot), saved as 供货单-<orderNo>.xlsx. */
export async function downloadSupplySheet(orderId: string, orderNo: string): Promise<void> {
  const { data } = await http.blob('GET', paths.v1(`/orders/${idSegment(orderId)}/supply-sheet`));
  saveFile(data, `供货单-${orderNo}`, 'xlsx', `供货单 ${orderNo} 已下载`);
}

export const receivingQueries = {
  receivers: () =>
    queryOptions({
      queryKey: queryRoots.receivers,
      queryFn: ({ signal }) => fetchReceivers(signal),
      staleTime: 60_000,
    }),
};

/** Confirming a delivery: the detail (its card, the timeline), the lists and the status counts load again. */
export function useConfirmReceipt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSuccess: () => refreshOrders(qc, { kind: 'received' }),
  });
}
