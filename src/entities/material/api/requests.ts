import { http, paths, requireMallId, type Page } from '@/shared/api';
import type { BrandFacet, FacetFilters, MaterialDetail, MaterialFilters, MaterialSummary } from './types';

/**
 * The search's and the detail's calls, also started early by the landing script
 * (src/features/catalogue/api/early.ts), which checks the id itself.
 */
export const listCall = (filters: MaterialFilters) => ({ path: paths.v1('/materials'), params: { ...filters } });
export const materialCall = (id: string) => ({ path: paths.v1(`/materials/${encodeURIComponent(id)}`) });

/**
 * GET {v1}/materials: the material search, for the catalogue's lists and the assistant's catalogue-number
 * lookups alike. Silent: a list shows its own error state with a retry, a lookup simply finds nothing.
 */
export async function fetchMaterials(filters: MaterialFilters, signal?: AbortSignal): Promise<Page<MaterialSummary>> {
  const call = listCall(filters);
  const body = await http.get<Page<MaterialSummary>>(call.path, { params: call.params, signal, silent: true });
  return body.data;
}

export async function fetchMaterial(id: string, signal?: AbortSignal): Promise<MaterialDetail> {
  const body = await http.get<MaterialDetail>(materialCall(requireMallId(id)).path, { signal, silent: true });
  return body.data;
}

/** Brands with their counts over the filters (a brand facet: `filters` holds no mfrId). */
export async function fetchBrandFacets(filters: Omit<FacetFilters, 'mfrId'>, signal?: AbortSignal): Promise<BrandFacet[]> {
  const body = await http.get<BrandFacet[]>(paths.v1('/materials/keyword/relate-manufacturer'), {
    params: { ...filters },
    signal,
    silent: true,
  });
  return Array.isArray(body.data) ? body.data : [];
}
