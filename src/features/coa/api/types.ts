import type { Schema } from '@/shared/api';

/** COA shapes (docs/api.md §5, Catalogue: COA; docs/openapi.yaml). */
export type Coa = Schema<'Coa'>;

export type DictItem = Schema<'DictItem'>;

/** A lookup as it lives in the URL: a serial number, or lots + brand. */
export interface CoaQuery {
  sn: string;
  lots: string[];
  brand: string;
}

export interface CoaLimits {
  dailyMax: number;
  lotsMax: number;
}
