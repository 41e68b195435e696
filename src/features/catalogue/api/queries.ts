import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { takeEarlyData, type Page } from '@/shared/api';
import { isMallId } from '@/shared/lib/ids';
import {
  fetchBrandFacets,
  fetchDownloads,
  fetchManufacturer,
  fetchManufacturers,
  fetchMaterial,
  fetchMaterials,
  fetchTag,
  fetchTags,
  listCall,
  materialCall,
} from './requests';
import type { FacetFilters, ManufacturerFilters, MaterialDetail, MaterialFilters, MaterialSummary } from './types';

const CATALOGUE_STALE_MS = 5 * 60_000;

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

export const manufacturerQueries = {
  all: () => ['manufacturers'] as const,
  list: (filters: ManufacturerFilters) =>
    queryOptions({
      queryKey: [...manufacturerQueries.all(), 'list', filters],
      queryFn: ({ signal }) => fetchManufacturers(filters, signal),
      staleTime: 10 * 60_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...manufacturerQueries.all(), 'detail', id],
      queryFn: ({ signal }) => fetchManufacturer(id, signal),
      staleTime: 10 * 60_000,
    }),
};

export const tagQueries = {
  all: () => ['tags'] as const,
  list: () =>
    queryOptions({ queryKey: [...tagQueries.all(), 'list'], queryFn: ({ signal }) => fetchTags(signal), staleTime: 10 * 60_000 }),
  /** The tag facet: every tag, counted over the keyword and the list's other filters. */
  facets: (filters: Omit<FacetFilters, 'tagId'>) =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'facets', filters],
      queryFn: ({ signal }) => fetchTags(signal, filters),
      placeholderData: keepPreviousData,
      staleTime: CATALOGUE_STALE_MS,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'detail', id],
      queryFn: ({ signal }) => fetchTag(id, signal),
      staleTime: 10 * 60_000,
    }),
};

export const downloadQueries = {
  list: () => queryOptions({ queryKey: ['downloads'], queryFn: ({ signal }) => fetchDownloads(signal), staleTime: 10 * 60_000 }),
};
