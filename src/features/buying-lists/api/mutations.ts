import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { acceptCartAnswer, toAddedReport } from '@/entities/cart';
import { keepCartRules } from './keep-cart-rules';
import { isApiError } from '@/shared/api';
import { buyingListQueries } from './queries';
import {
  addListLines,
  createBuyingList,
  deleteBuyingList,
  importListLines,
  listToCart,
  removeListLine,
  setListLineQuantity,
  updateBuyingList,
} from './requests';
import type { BuyingList } from './types';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

/** A list as the mall now has it: its detail is that answer, the overview reads again. */
function accept(qc: QueryClient, list: BuyingList) {
  qc.setQueryData(buyingListQueries.detail(list._id).queryKey, list);
  return qc.invalidateQueries({ queryKey: buyingListQueries.list().queryKey });
}

/** A refusal that says the list is gone (404) or not this member's to change (10181): read it all again. */
function reread(qc: QueryClient, error: unknown) {
  if (isApiError(error) && (error.status === 404 || error.code === MALL_CODE.notListCreator)) void qc.invalidateQueries({ queryKey: buyingListQueries.all() });
}

export function useCreateBuyingList() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createBuyingList, onSuccess: (list) => accept(qc, list) });
}

export function useUpdateBuyingList() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateBuyingList, onSuccess: (list) => accept(qc, list), onError: (e) => reread(qc, e) });
}

export function useDeleteBuyingList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteBuyingList,
    onSuccess: ({ _id }) => {
      qc.removeQueries({ queryKey: buyingListQueries.detail(_id).queryKey });
      return qc.invalidateQueries({ queryKey: buyingListQueries.list().queryKey });
    },
    onError: (e) => reread(qc, e),
  });
}

export function useAddListLines() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addListLines, onSuccess: (list) => accept(qc, list), onError: (e) => reread(qc, e) });
}

export function useListLineQuantity() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setListLineQuantity, onSuccess: (list) => accept(qc, list), onError: (e) => reread(qc, e) });
}

export function useRemoveListLine() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: removeListLine, onSuccess: (list) => accept(qc, list), onError: (e) => reread(qc, e) });
}

export function useImportListLines() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: importListLines, onSuccess: ({ list }) => accept(qc, list), onError: (e) => reread(qc, e) });
}

/**
 * 加入购物车 from a list: the cart takes the mall's answer (the cart entity's rule); a line added off the company's
 * minimum or multiple is corrected in the cart and said (docs/api.md §5); the report is a reorder's.
 */
export function useListToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; matlIds?: string[]; nameOf: (catalogNo: string) => string | undefined }) => {
      const { results, cart } = await listToCart({ id: input.id, matlIds: input.matlIds });
      const report = toAddedReport(results, input.nameOf);
      const kept = await keepCartRules(cart, report.added.flatMap((r) => (r.matlId ? [r.matlId] : [])));
      return { report: { ...report, notes: kept.notes }, cart: kept.cart };
    },
    onSuccess: ({ cart }) => acceptCartAnswer(qc, cart),
    onError: (e) => reread(qc, e),
  });
}
