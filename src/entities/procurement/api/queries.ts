import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchProcurementSettings } from './requests';

/**
 * The one key of the procurement settings, ['member', 'procurement-settings'], read by 账号设置, the checkout and
 * the receipt dialog (src/features/receiving/api/receiving.ts asks under the same key): one call, and a save is seen
 * by all of them. Under the member root, so a logout or another sign-in removes it (src/shared/api/query-roots.ts).
 */
export const procurementQueries = {
  settings: () =>
    queryOptions({
      queryKey: queryRoots.procurement,
      queryFn: ({ signal }) => fetchProcurementSettings(signal),
    }),
};
