import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api';
import { batchLines, toAddedReport, type AddedReport } from '@/entities/cart';
import { reloadSession } from '@/shared/session';
import { cancelOrder, createOrder, fetchOrder } from './requests';

/** Placing an order: the ordered lines leave the cart, the counts and the funds move, a quote ordered reads 已接受. */
export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () =>
      Promise.all([
        reloadSession(qc, { member: false, cart: true }),
        qc.invalidateQueries({ queryKey: queryRoots.orders }),
        // the fund charged now holds the order's amount (committed, or pending approval)
        qc.invalidateQueries({ queryKey: queryRoots.funds }),
        qc.invalidateQueries({ queryKey: queryRoots.quotes }),
      ]),
  });
}

export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // queryRoots.orders covers lists, details and the status counts; the fund charged frees the order's amount; a
    // quote the order came from may be ordered again (docs/api.md §16).
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: queryRoots.orders }),
        qc.invalidateQueries({ queryKey: queryRoots.funds }),
        qc.invalidateQueries({ queryKey: queryRoots.quotes }),
      ]),
  });
}


/** Reorder: add what is still sold to the cart, report what is not. */
export function useReorder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string): Promise<AddedReport> => {
      const order = await fetchOrder(orderId);
      const lines = order.items.map((i) => ({ catalogNo: i.catalogNo, quantity: i.quantity }));
      const check = await batchLines(lines, true);
      const report = toAddedReport(check.results, (catalogNo) => order.items.find((i) => i.catalogNo === catalogNo)?.name);
      const { added } = report;
      if (added.length > 0) await batchLines(added.map(({ catalogNo, quantity }) => ({ catalogNo, quantity })), false);
      return report;
    },
    onSuccess: () => reloadSession(qc, { member: false, cart: true }),
  });
}
