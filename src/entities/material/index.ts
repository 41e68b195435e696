/** The catalogue's materials and their search: read by the catalogue pages and the assistant's lookups. */
export { CATALOGUE_STALE_MS, materialQueries } from './api/queries';
export { fetchMaterials, listCall, materialCall } from './api/requests';
export type {
  FacetFilters,
  MaterialCategory,
  MaterialDetail,
  MaterialFilters,
  MaterialSort,
  MaterialSummary,
  PackSize,
} from './api/types';
