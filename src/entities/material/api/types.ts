import type { Query, Schema } from '@/shared/api';

/** The catalogue's materials as the mall answers them (docs/api.md §5, Catalogue; docs/openapi.yaml). */
export type MaterialCategory = Schema<'Category'>;

export type MaterialSort = NonNullable<Query<'listMaterials'>['sort']>;

/** Hazard data, control classes and shipping conditions (docs/api.md §20). */
export type GhsPictogram = Schema<'GhsPictogram'>;
export type ControlClass = Schema<'ControlClass'>;
export type ShippingCondition = Schema<'ShippingCondition'>;
export type Hazard = Schema<'Hazard'>;

export type MaterialSummary = Schema<'MaterialSummary'>;

export type MaterialDetail = Schema<'MaterialDetail'>;

/** One pack size of the product (the detail's `siblings`). */
export type PackSize = MaterialDetail['siblings'][number];

/** One pack size of a product row of the list (`group=product`: `packs`, docs/api.md §5). */
export type MaterialPack = Schema<'PackSize'>;

/** sku: a row per pack size; product: a row per product with its `packs` (docs/api.md §5). */
export type MaterialGroup = NonNullable<Query<'listMaterials'>['group']>;

export type BrandFacet = Schema<'BrandFacet'>;

/** The catalogue's `control` filter (docs/api.md §20). */
export type ControlFilter = 'hazard' | 'controlled' | ControlClass;

export interface MaterialFilters {
  keyword?: string;
  mfrId?: string;
  tagId?: string;
  category?: MaterialCategory;
  inStock?: 1;
  isAuthorizedDealer?: 1;
  /** docs/api.md §20: `hazard`, `controlled` or one control class */
  control?: ControlFilter;
  group?: MaterialGroup;
  /** docs/api.md §5 Structures: these materials only (comma-separated, at most 50) */
  ids?: string;
  /** docs/api.md §5 GTIN: the pack of a scanned GTIN (8, 12, 13 or 14 digits) */
  gtin?: string;
  sort?: MaterialSort;
  page?: number;
  pageSize?: number;
}

/**
 * What a facet (the brand or tag counts beside the list) is counted over: the list's query and every
 * filter but the facet's own (docs/api.md §5). The brand facet takes no mfrId, the tag facet no tagId.
 */
export type FacetFilters = Pick<MaterialFilters, 'keyword' | 'category' | 'inStock' | 'isAuthorizedDealer' | 'control' | 'group'> & {
  mfrId?: string;
  tagId?: string;
};
