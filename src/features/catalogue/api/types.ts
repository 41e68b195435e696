import type { Schema } from '@/shared/api';

/** Catalogue shapes as the mall sends them (docs/api.md §5, Catalogue; docs/openapi.yaml); the materials are src/entities/material. */
export type Tag = Schema<'Tag'>;

export type Manufacturer = Schema<'Manufacturer'>;

export type ManufacturerDetail = Schema<'ManufacturerDetail'>;

export interface ManufacturerFilters {
  isAuthorizedDealer?: 0 | 1;
  keyword?: string;
  page?: number;
  pageSize?: number;
}

export type DownloadItem = Schema<'DownloadItem'>;
