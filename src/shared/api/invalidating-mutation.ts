import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation after which everything under `queryKey` loads again, wherever it is shown: for lists whose
 * order or default a change may move (the address book, invoice profiles, sub-accounts).
 */
export function useInvalidatingMutation<A, R>(mutationFn: (arg: A) => Promise<R>, queryKey: QueryKey) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey }) });
}
