import { useInvalidatingMutation } from '@/shared/api/invalidating-mutation';
import { addressQueries } from './queries';
import { deleteAddress, saveAddress, setDefaultAddress } from './requests';

// Every address change reloads the book wherever it is shown: the default may have moved.
export const useSaveAddress = () => useInvalidatingMutation(saveAddress, addressQueries.root());
export const useDeleteAddress = () => useInvalidatingMutation(deleteAddress, addressQueries.root());
export const useSetDefaultAddress = () => useInvalidatingMutation(setDefaultAddress, addressQueries.root());
