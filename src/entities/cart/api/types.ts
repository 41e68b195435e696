/** The cart as the mall sends it: GET {v1}/carts and every cart change answer CartInfo (docs/api.md §4). */
export interface CartLine {
  matlId: string;
  quantity: number;
  selected: boolean;
  addedAt: string;
  catalogNo: string;
  name: string;
  nameEn: string;
  /** picture URL or API path (docs/api.md, the catalogue's `image`); the brand's initials stand in without one */
  image?: string;
  spec: string;
  unit: string;
  price: number;
  stock: number;
  leadDays: number;
  mfrId: string;
  mfrName: string;
  shipping: string;
  /** false: 已下架, or 缺货 without a lead time; such a line is not selected, counted or ordered */
  available: boolean;
  /** 已下架 (or gone from the catalogue): why a line is not available, where 缺货 is the other reason */
  offShelf: boolean;
}

export interface CartInfo {
  itemCounts: number;
  list: CartLine[];
  /** the mall's count and amount of the selected lines; the shop computes its own (model/selection.ts), also while a change is in flight */
  selectedCount: number;
  selectedAmount: number;
}

/** One line of a quick order or a reorder as the mall reports it (POST {v1}/carts/batch). */
export interface BatchResult {
  index: number;
  catalogNo: string;
  quantity: number;
  /** `unavailable`: 缺货 with no lead time, cannot be ordered (src/shared/lib/stock-status.ts) */
  status: 'ok' | 'unknown' | 'offShelf' | 'unavailable' | 'badQuantity';
  message: string;
  matlId?: string;
  name?: string;
  spec?: string;
  mfrName?: string;
  price?: number;
  stock?: number;
  leadDays?: number;
}

export interface BatchAnswer {
  results: BatchResult[];
  /** only when the lines were added (`dryRun: false`) */
  cart: CartInfo | null;
}

export type BatchLine = { catalogNo: string; quantity: number };
