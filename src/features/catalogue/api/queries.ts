import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchManufacturers, fetchMaterials } from './requests';
import type { ManufacturerFilters, MaterialFilters } from './types';

export const materialQueries = {
  all: () => ['materials'] as const,
  lists: () => [...materialQueries.all(), 'list'] as const,
  list: (filters: MaterialFilters) =>
    queryOptions({
      queryKey: [...materialQueries.lists(), filters],
      queryFn: ({ signal }) => fetchMaterials(filters, signal),
      placeholderData: keepPreviousData,
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
};
