import { http, idSegment, paths, requireMallId, type Page } from '@/shared/api';
import type {
  BrandFacet,
  DownloadItem,
  FacetFilters,
  Manufacturer,
  ManufacturerDetail,
  ManufacturerFilters,
  MaterialDetail,
  MaterialFilters,
  MaterialSummary,
  Tag,
} from './types';

/** The list's and the detail's calls, also started early by the landing script (./early.ts), which checks the id itself. */
export const listCall = (filters: MaterialFilters) => ({ path: paths.v1('/materials'), params: { ...filters } });
export const materialCall = (id: string) => ({ path: paths.v1(`/materials/${encodeURIComponent(id)}`) });

/** Lists show their own error state with a retry, so their calls do not toast as well (silent). */
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

export async function fetchManufacturers(filters: ManufacturerFilters, signal?: AbortSignal): Promise<Page<Manufacturer>> {
  const body = await http.get<Page<Manufacturer>>(paths.common('/manufacturers'), { params: { ...filters }, signal, silent: true });
  return body.data;
}

export async function fetchManufacturer(id: string, signal?: AbortSignal): Promise<ManufacturerDetail> {
  const body = await http.get<ManufacturerDetail>(paths.common(`/manufacturers/${idSegment(id)}`), { signal, silent: true });
  return body.data;
}

/** Every tag; with filters (a tag facet: no tagId), `materialCount` counts the materials they find. */
export async function fetchTags(signal?: AbortSignal, filters?: Omit<FacetFilters, 'tagId'>): Promise<Tag[]> {
  const body = await http.get<Tag[]>(paths.v1('/materials/tags/list'), { params: filters && { ...filters }, signal, silent: true });
  return Array.isArray(body.data) ? body.data : [];
}

export async function fetchTag(id: string, signal?: AbortSignal): Promise<Tag> {
  const body = await http.get<Tag>(paths.v1(`/materials/tags/${idSegment(id)}`), { signal, silent: true });
  return body.data;
}

export async function fetchDownloads(signal?: AbortSignal): Promise<DownloadItem[]> {
  const body = await http.get<DownloadItem[]>(paths.common('/downloads'), { signal, silent: true });
  return Array.isArray(body.data) ? body.data : [];
}

export async function fetchDownloadFile(id: string): Promise<Blob> {
  const body = await http.blob('GET', paths.common(`/downloads/${encodeURIComponent(id)}/file`));
  return body.data;
}
