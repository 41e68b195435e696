import { http, idSegment, paths, type Page } from '@/shared/api';
import type { FacetFilters } from '@/entities/material';
import type { DownloadItem, Manufacturer, ManufacturerDetail, ManufacturerFilters, Tag } from './types';

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
