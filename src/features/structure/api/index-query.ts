import { queryOptions } from '@tanstack/react-query';
import { http, paths } from '@/shared/api';
import type { StructureIndexEntry } from '../model/search';

export interface StructureIndex {
  version: string;
  entries: StructureIndexEntry[];
}

/** GET {v1}/structure-index (docs/api.md §5 Structures): fetched once a visit; the worker keeps one copy per version. */
export const structureIndexQuery = () =>
  queryOptions({
    queryKey: ['materials', 'structure-index'] as const,
    queryFn: async ({ signal }) => (await http.get<StructureIndex>(paths.v1('/structure-index'), { signal, silent: true })).data,
    staleTime: 30 * 60_000,
  });
