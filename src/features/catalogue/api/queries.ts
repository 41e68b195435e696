import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS, type FacetFilters } from '@/entities/material';
import { fetchDownloads, fetchManufacturer, fetchManufacturers, fetchTag, fetchTags } from './requests';
import type { ManufacturerFilters } from './types';

/** The materials' keys are src/entities/material; these are the catalogue's own. */

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
