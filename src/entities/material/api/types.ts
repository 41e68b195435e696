import type { Query, Schema } from '@/shared/api';

/** The catalogue's materials as the mall answers them (docs/api.md §5, Catalogue; docs/openapi.yaml). */
export type MaterialCategory = Schema<'Category'>;

export type MaterialSort = NonNullable<Query<'listMaterials'>['sort']>;

/*
 * docs/api.md §20 as written, until docs/openapi.yaml carries it (the contract helper lands it; then these
 * become `Schema<'Hazard'>` … and the intersections below go).
 */
export type GhsPictogram = 'GHS01' | 'GHS02' | 'GHS03' | 'GHS04' | 'GHS05' | 'GHS06' | 'GHS07' | 'GHS08' | 'GHS09';
export type ControlClass = 'hazardous' | 'precursor1' | 'precursor2' | 'precursor3' | 'explosive' | 'toxic';
export type ShippingCondition = 'ambient' | 'icePack' | 'dryIce';
export interface Hazard {
  pictograms: GhsPictogram[];
  signalWord: '危险' | '警告' | null;
  hStatements: { code: string; text: string }[];
  controls: ControlClass[];
  unNumber: string | null;
}
interface HazardFields {
  hazard?: Hazard | null;
  shippingCondition?: ShippingCondition;
  hasSds?: boolean;
}

export type MaterialSummary = Schema<'MaterialSummary'> & HazardFields;

export type MaterialDetail = Schema<'MaterialDetail'> & HazardFields;

/** One pack size of the product (the detail's `siblings`). */
export type PackSize = MaterialDetail['siblings'][number];

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
  sort?: MaterialSort;
  page?: number;
  pageSize?: number;
}

/**
 * What a facet (the brand or tag counts beside the list) is counted over: the list's query and every
 * filter but the facet's own (docs/api.md §5). The brand facet takes no mfrId, the tag facet no tagId.
 */
export type FacetFilters = Pick<MaterialFilters, 'keyword' | 'category' | 'inStock' | 'isAuthorizedDealer' | 'control'> & {
  mfrId?: string;
  tagId?: string;
};
