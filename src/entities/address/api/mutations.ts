import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressQueries } from './queries';
import { deleteAddress, saveAddress, setDefaultAddress } from './requests';

/** Every address change reloads the book wherever it is shown: the default may have moved. */
function useAddressMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => qc.invalidateQueries({ queryKey: addressQueries.root() }),
  });
}

export const useSaveAddress = () => useAddressMutation(saveAddress);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
export const useSetDefaultAddress = () => useAddressMutation(setDefaultAddress);
