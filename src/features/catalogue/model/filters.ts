import { isControlFilter, type ControlFilter, type FacetFilters, type MaterialCategory, type MaterialFilters, type MaterialSort } from '@/entities/material';
import { CATEGORY_LABEL, MATERIAL_CATEGORIES } from '@/shared/config/material-categories';
import { normaliseKeyword } from '@/shared/lib/catalogue-number';

/** The shop's one list of categories (src/shared/config/material-categories.ts), with the catalogue's hints. */
export const CATEGORY_OPTIONS = MATERIAL_CATEGORIES;

export { CATEGORY_LABEL };

export const SORT_OPTIONS: readonly { value: MaterialSort; label: string }[] = [
  { value: 'default', label: '综合' },
  { value: 'sales', label: '销量' },
  { value: 'newest', label: '新品' },
  { value: 'priceAsc', label: '价格从低到高' },
  { value: 'priceDesc', label: '价格从高到低' },
];

export const LIST_PAGE_SIZE = 20;

/** The list's state as it lives in the URL: short names, only what differs from the default. */
export interface ListState {
  q: string;
  category?: MaterialCategory;
  brand?: string;
  tag?: string;
  /** 安全与管制 (docs/api.md §20 `control`) */
  control?: ControlFilter;
  dealer: boolean;
  stock: boolean;
  sort: MaterialSort;
  page: number;
}

const isCategory = (v: string | null): v is MaterialCategory => CATEGORY_OPTIONS.some((c) => c.value === v);
const isSort = (v: string | null): v is MaterialSort => SORT_OPTIONS.some((s) => s.value === v);

export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const category = params.get('category');
  const sort = params.get('sort');
  const control = params.get('control');
  return {
    q: normaliseKeyword(params.get('keyword') ?? ''),
    category: isCategory(category) ? category : undefined,
    brand: params.get('brand') || undefined,
    tag: params.get('tag') || undefined,
    control: isControlFilter(control) ? control : undefined,
    dealer: params.get('dealer') === '1',
    stock: params.get('stock') === '1',
    sort: isSort(sort) ? sort : 'default',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('keyword', state.q);
  if (state.category) params.set('category', state.category);
  if (state.brand) params.set('brand', state.brand);
  if (state.tag) params.set('tag', state.tag);
  if (state.control) params.set('control', state.control);
  if (state.dealer) params.set('dealer', '1');
  if (state.stock) params.set('stock', '1');
  if (state.sort !== 'default') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The request for a list state; `fixed` pins a brand or tag (the brand and label pages). */
export function toFilters(state: ListState, fixed: { mfrId?: string; tagId?: string } = {}): MaterialFilters {
  return {
    keyword: state.q || undefined,
    category: state.category,
    mfrId: fixed.mfrId ?? state.brand,
    tagId: fixed.tagId ?? state.tag,
    isAuthorizedDealer: state.dealer ? 1 : undefined,
    inStock: state.stock ? 1 : undefined,
    control: state.control,
    // one card per product with its pack sizes (docs/api.md §5)
    group: 'product',
    sort: state.sort,
    page: state.page,
    pageSize: LIST_PAGE_SIZE,
  };
}

/**
 * What each facet of a list state is counted over (standard faceted search): the keyword and every other
 * filter, never its own, so a count says how many products picking that option shows (issue 24 item 12).
 * A pinned brand or tag (`fixed`) is a filter like any other.
 */
export function toFacetFilters(
  state: ListState,
  fixed: { mfrId?: string; tagId?: string } = {},
): { brands: Omit<FacetFilters, 'mfrId'>; tags: Omit<FacetFilters, 'tagId'> } {
  const { keyword, category, mfrId, tagId, isAuthorizedDealer, inStock, control, group } = toFilters(state, fixed);
  const shared = { keyword, category, isAuthorizedDealer, inStock, control, group };
  return { brands: { ...shared, tagId }, tags: { ...shared, mfrId } };
}
