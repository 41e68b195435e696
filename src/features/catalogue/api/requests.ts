import { http, paths, type Page } from '@/shared/api';
import type { Manufacturer, ManufacturerFilters, MaterialFilters, MaterialSummary } from './types';

export async function fetchMaterials(filters: MaterialFilters, signal?: AbortSignal): Promise<Page<MaterialSummary>> {
  const body = await http.get<Page<MaterialSummary>>(paths.v1('/materials'), { params: { ...filters }, signal });
  return body.data;
}

export async function fetchManufacturers(filters: ManufacturerFilters, signal?: AbortSignal): Promise<Page<Manufacturer>> {
  const body = await http.get<Page<Manufacturer>>(paths.common('/manufacturers'), { params: { ...filters }, signal });
  return body.data;
}
