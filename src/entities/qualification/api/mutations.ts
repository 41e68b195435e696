import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { qualificationQueries } from './queries';
import { createQualification, deleteQualification } from './requests';

/**
 * Adding or deleting a qualification reloads the list and the cart: the cart's lines carry the mall's verdict on
 * them (LineCompliance, docs/api.md §21), which the change may move.
 */
function useQualificationMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: qualificationQueries.root(), exact: true }),
        qc.invalidateQueries({ queryKey: queryRoots.cart }),
      ]),
  });
}

export const useCreateQualification = () => useQualificationMutation(createQualification);
export const useDeleteQualification = () => useQualificationMutation(deleteQualification);
