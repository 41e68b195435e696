import { useInvalidatingMutation } from '@/shared/api/invalidating-mutation';
import { fundQueries } from './queries';
import { createFund, updateFund } from './requests';

// Adding or editing a fund reloads every fund entry wherever it is shown (the list's order, the checkout's picker,
// a fund's detail): one root, one invalidation.
export const useCreateFund = () => useInvalidatingMutation(createFund, fundQueries.root());
export const useUpdateFund = () => useInvalidatingMutation(updateFund, fundQueries.root());
