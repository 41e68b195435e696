import { useInvalidatingMutation } from '@/shared/api/invalidating-mutation';
import { invoiceProfileQueries } from './queries';
import { deleteInvoiceProfile, saveInvoiceProfile, setDefaultInvoiceProfile } from './requests';

// Every profile change reloads the profiles wherever they are shown: the default may have moved.
export const useSaveInvoiceProfile = () => useInvalidatingMutation(saveInvoiceProfile, invoiceProfileQueries.root());
export const useDeleteInvoiceProfile = () => useInvalidatingMutation(deleteInvoiceProfile, invoiceProfileQueries.root());
export const useSetDefaultInvoiceProfile = () => useInvalidatingMutation(setDefaultInvoiceProfile, invoiceProfileQueries.root());
