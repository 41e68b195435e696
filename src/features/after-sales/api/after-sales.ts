import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http, idSegment, paths, queryRoots, type AnswerData, type Schema } from '@/shared/api';
import { orderQueries, refreshOrders, type AfterSalesCase } from '@/entities/order';

/** After-sales (docs/api.md §15). */
export type { AfterSalesCase };
export type AfterSalesStatus = Schema<'AfterSalesStatus'>;
export type AfterSalesReason = AfterSalesCase['reason'];
export type AfterSalesWant = AfterSalesCase['want'];

/** What is sent as multipart/form-data: the fields and the photos already cleaned (model/photos.ts). */
export interface AfterSalesDraft {
  matlId: string;
  quantity: number;
  reason: AfterSalesReason;
  want: AfterSalesWant;
  description: string;
  photos: File[];
}

/** The draft as the mall reads it: one field each, then `photos` once per file. */
export function afterSalesForm(draft: AfterSalesDraft): FormData {
  const form = new FormData();
  form.append('matlId', draft.matlId);
  form.append('quantity', String(draft.quantity));
  form.append('reason', draft.reason);
  form.append('want', draft.want);
  form.append('description', draft.description);
  for (const photo of draft.photos) form.append('photos', photo, photo.name);
  return form;
}

/** `silent`: the dialog says every refusal in place, next to what the user typed. */
export async function createAfterSales({ orderId, draft }: { orderId: string; draft: AfterSalesDraft }): Promise<AfterSalesCase> {
  const body = await http.post<AnswerData<'createAfterSales'>>(paths.v1(`/orders/${idSegment(orderId)}/after-sales`), {
    form: afterSalesForm(draft),
    silent: true,
  });
  return body.data;
}

export async function withdrawAfterSales(caseId: string): Promise<AfterSalesCase> {
  const body = await http.put<AnswerData<'withdrawAfterSales'>>(paths.v1(`/after-sales/${idSegment(caseId)}/withdraw`));
  return body.data;
}

/** The n-th photo (0-based) as sent, through the client (it needs the member's token). */
export async function fetchAfterSalesPhoto(caseId: string, n: number, signal?: AbortSignal): Promise<Blob> {
  const { data } = await http.blob('GET', paths.v1(`/after-sales/${idSegment(caseId)}/photos/${n}`), { signal, silent: true });
  return data;
}

export const afterSalesQueries = {
  list: orderQueries.afterSales,
  /** A photo never changes once sent: under its own root, which no orders invalidation reaches (query-roots.ts). */
  photo: (caseId: string, n: number) =>
    queryOptions({
      queryKey: [...queryRoots.afterSalesPhotos, caseId, n],
      queryFn: ({ signal }) => fetchAfterSalesPhoto(caseId, n, signal),
      staleTime: Infinity,
    }),
};

/** An application or a withdrawal: the order's cases and its detail (the timeline has an afterSales step) load again. */
function useAfterSalesChange<A>(mutationFn: (arg: A) => Promise<AfterSalesCase>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => refreshOrders(qc, { kind: 'afterSales', orderId: saved.orderId }),
  });
}

export const useCreateAfterSales = () => useAfterSalesChange(createAfterSales);
export const useWithdrawAfterSales = () => useAfterSalesChange(withdrawAfterSales);
