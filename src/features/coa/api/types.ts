/** COA shapes (docs/api.md §5, Catalogue: COA). */
export interface Coa {
  _id: string;
  sn: string;
  lot: string;
  matlId: string;
  catalogNo: string;
  materialName: string;
  mfrId: string;
  mfrName: string;
  manufacturedAt: string;
  expiresAt: string;
  fileName: string;
  items: { name: string; standard: string; result: string }[];
  conclusion: string;
}

export interface DictItem {
  label: string;
  value: string;
  remark?: string;
}

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
