import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '@/shared/api/query-roots';
import { fetchProcurementSettings } from './requests';

/**
 * The one key of the procurement settings, read by 账号设置, the checkout and the approval screens. Under the
 * member root, so a logout removes it (src/shared/api/query-roots.ts).
 */
export const procurementQueries = {
  settings: (memberId: string | undefined) =>
    queryOptions({
      queryKey: [...queryRoots.procurement, memberId ?? ''] as const,
      queryFn: ({ signal }) => fetchProcurementSettings(signal),
    }),
};
