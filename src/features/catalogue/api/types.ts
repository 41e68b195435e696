import type { MaterialCategory, TagRef } from '@/entities/material';

/** Catalogue shapes the UI relies on (docs/api.md §5, Catalogue); the materials are src/entities/material. */
export interface Tag extends TagRef {
  description: string;
  sort: number;
  materialCount: number;
}

export interface Manufacturer {
  _id: string;
  name: string;
  nameEn: string;
  country: string;
  isAuthorizedDealer: boolean;
  description: string;
  logoText: string;
  website?: string;
  materialCount?: number;
  image?: string;
}

export interface ManufacturerDetail extends Manufacturer {
  topTags: (TagRef & { count: number })[];
  categories: { category: MaterialCategory; label: string; count: number }[];
}

export interface ManufacturerFilters {
  isAuthorizedDealer?: 0 | 1;
  keyword?: string;
  page?: number;
  pageSize?: number;
}

export interface DownloadItem {
  _id: string;
  title: string;
  kind: 'brochure' | 'presentation' | 'guide';
  fileName: string;
  /** bytes */
  size: number;
  updatedAt: string;
}
