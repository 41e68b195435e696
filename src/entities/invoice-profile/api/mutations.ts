import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceProfileQueries } from './queries';
import { deleteInvoiceProfile, saveInvoiceProfile, setDefaultInvoiceProfile } from './requests';

/** Every profile change reloads the profiles wherever they are shown: the default may have moved. */
function useProfileMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: invoiceProfileQueries.root() }) });
}

export const useSaveInvoiceProfile = () => useProfileMutation(saveInvoiceProfile);
export const useDeleteInvoiceProfile = () => useProfileMutation(deleteInvoiceProfile);
export const useSetDefaultInvoiceProfile = () => useProfileMutation(setDefaultInvoiceProfile);
