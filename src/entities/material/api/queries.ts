import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { takeEarlyData, type Page } from '@/shared/api';
import { isMallId } from '@/shared/lib/ids';
import { fetchBrandFacets, fetchMaterial, fetchMaterials, listCall, materialCall } from './requests';
import type { FacetFilters, MaterialDetail, MaterialFilters, MaterialSummary } from './types';

/** How long a search answer is fresh; the catalogue's facets follow it (src/features/catalogue/api/queries.ts). */
export const CATALOGUE_STALE_MS = 5 * 60_000;

export const materialQueries = {
  all: () => ['materials'] as const,
  lists: () => [...materialQueries.all(), 'list'] as const,
  list: (filters: MaterialFilters) =>
    queryOptions({
      queryKey: [...materialQueries.lists(), filters],
      queryFn: ({ signal }) => fetchMaterials(filters, signal),
      // what the landing script fetched for a first visit, when it is already in (src/shared/api/early.ts)
      initialData: () => takeEarlyData<Page<MaterialSummary>>(listCall(filters).path, listCall(filters).params),
      placeholderData: keepPreviousData,
      staleTime: CATALOGUE_STALE_MS,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...materialQueries.all(), 'detail', id],
      queryFn: ({ signal }) => fetchMaterial(id, signal),
      initialData: () => (isMallId(id) ? takeEarlyData<MaterialDetail>(materialCall(id).path) : undefined),
      staleTime: CATALOGUE_STALE_MS,
    }),
  /** The brand facet: counts over the keyword and the list's other filters. */
  brandFacets: (filters: Omit<FacetFilters, 'mfrId'>) =>
    queryOptions({
      queryKey: [...materialQueries.all(), 'brand-facets', filters],
      queryFn: ({ signal }) => fetchBrandFacets(filters, signal),
      placeholderData: keepPreviousData,
      staleTime: CATALOGUE_STALE_MS,
    }),
};
