/** The catalogue's materials as the mall answers them (docs/api.md §5, Catalogue). */
export type MaterialCategory = 'antibody' | 'elisa' | 'cytokine' | 'reagent' | 'consumable';

export type MaterialSort = 'default' | 'sales' | 'priceAsc' | 'priceDesc' | 'newest';

export interface TagRef {
  _id: string;
  name: string;
  /** antd preset colour name */
  color: string;
  /** picture URL: absolute, or a path on the API origin (docs/api.md §5 "Images") */
  image?: string;
}

export interface MaterialSummary {
  _id: string;
  productNo: string;
  catalogNo: string;
  name: string;
  nameEn: string;
  category: MaterialCategory;
  categoryLabel?: string;
  mfrId: string;
  mfrName: string;
  mfrNameEn?: string;
  tags?: TagRef[];
  spec: string;
  unit: string;
  price: number;
  stock: number;
  inStock?: boolean;
  leadDays: number;
  storage: string;
  shipping: string;
  cas?: string;
  host?: string;
  clone?: string;
  reactivity?: string[];
  conjugate?: string;
  applications?: string[];
  sales?: number;
  createdAt?: string;
  offShelf?: boolean;
  image?: string;
}

export interface PackSize {
  _id: string;
  catalogNo: string;
  spec: string;
  unit: string;
  price: number;
  stock: number;
  inStock: boolean;
  leadDays: number;
  offShelf: boolean;
  current: boolean;
}

export interface CoaLot {
  _id: string;
  sn: string;
  lot: string;
  matlId: string;
  manufacturedAt: string;
  expiresAt: string;
}

export interface MaterialDetail extends MaterialSummary {
  description: string;
  manufacturer: {
    _id: string;
    name: string;
    nameEn: string;
    country: string;
    logoText: string;
    isAuthorizedDealer: boolean;
    image?: string;
  } | null;
  siblings: PackSize[];
  coaLots: CoaLot[];
}

export interface BrandFacet {
  _id: string;
  name: string;
  nameEn: string;
  count: number;
}

export interface MaterialFilters {
  keyword?: string;
  mfrId?: string;
  tagId?: string;
  category?: MaterialCategory;
  inStock?: 1;
  isAuthorizedDealer?: 1;
  sort?: MaterialSort;
  page?: number;
  pageSize?: number;
}

/**
 * What a facet (the brand or tag counts beside the list) is counted over: the list's query and every
 * filter but the facet's own (docs/api.md §5). The brand facet takes no mfrId, the tag facet no tagId.
 */
export type FacetFilters = Pick<MaterialFilters, 'keyword' | 'category' | 'inStock' | 'isAuthorizedDealer'> & {
  mfrId?: string;
  tagId?: string;
};
