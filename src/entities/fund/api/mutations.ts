import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { createFund, updateFund } from './requests';

/**
 * Adding or editing a fund reloads every fund entry wherever it is shown (the list's order, the checkout's picker,
 * a fund's detail), and the orders: a fund's 负责人 decides who may approve its orders (the 待我审批 list, its count,
 * an order's approver and figures).
 */
function useFundMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: queryRoots.funds }), qc.invalidateQueries({ queryKey: queryRoots.orders })]),
  });
}

export const useCreateFund = () => useFundMutation(createFund);
export const useUpdateFund = () => useFundMutation(updateFund);
