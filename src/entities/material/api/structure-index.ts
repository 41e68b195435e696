import { queryOptions } from '@tanstack/react-query';
import { http, paths, type Schema } from '@/shared/api';

export type StructureIndex = Schema<'StructureIndex'>;
export type StructureIndexEntry = StructureIndex['entries'][number];

/**
 * GET {v1}/structure-index (docs/api.md §5 Structures): fetched once a visit; read by the structure search and by a
 * product's 相似现货.
 */
export const structureIndexQuery = () =>
  queryOptions({
    queryKey: ['materials', 'structure-index'] as const,
    queryFn: async ({ signal }) => (await http.get<StructureIndex>(paths.v1('/structure-index'), { signal, silent: true })).data,
    staleTime: 30 * 60_000,
  });
