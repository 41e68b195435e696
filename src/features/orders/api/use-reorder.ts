import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchLines, toAddedReport, type AddedReport } from '@/entities/cart';
import { fetchOrder } from '@/entities/order';
import { reloadSession } from '@/shared/session';

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
