/** Catalogue shapes the UI relies on (docs/api.md, Catalogue). */
export type MaterialCategory = 'antibody' | 'elisa' | 'cytokine' | 'reagent' | 'consumable';

export interface MaterialSummary {
  _id: string;
  productNo: string;
  catalogNo: string;
  name: string;
  nameEn: string;
  category: MaterialCategory;
  mfrId: string;
  mfrName: string;
  spec: string;
  unit: string;
  price: number;
  stock: number;
  leadDays: number;
  storage: string;
  shipping: string;
  tagIds: string[];
  cas?: string;
}

export interface Manufacturer {
  _id: string;
  name: string;
  nameEn: string;
  country: string;
  isAuthorizedDealer: boolean;
  description: string;
  logoText: string;
  materialCount?: number;
}

export interface MaterialFilters {
  keyword?: string;
  mfrId?: string;
  tagId?: string;
  category?: MaterialCategory;
  inStock?: 1;
  sort?: 'default' | 'sales' | 'priceAsc' | 'priceDesc' | 'newest';
  page?: number;
  pageSize?: number;
}

export interface ManufacturerFilters {
  isAuthorizedDealer?: 0 | 1;
  keyword?: string;
  page?: number;
  pageSize?: number;
}
