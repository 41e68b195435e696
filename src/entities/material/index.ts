/** The catalogue's materials and their search: read by the catalogue pages and the assistant's lookups. */
export { CATALOGUE_STALE_MS, materialQueries } from './api/queries';
export { fetchMaterials, listCall, materialCall } from './api/requests';
export { DOC_TITLE, useDownloadMaterialDoc, type MaterialDocKind } from './api/documents';
export type {
  ControlFilter,
  FacetFilters,
  MaterialCategory,
  MaterialDetail,
  MaterialFilters,
  MaterialSort,
  MaterialSummary,
  PackSize,
  ShippingCondition,
} from './api/types';
// hazard data, control classes and shipping conditions (docs/api.md §20): rules and their small presentation
export {
  CONTROL_FILTER_OPTIONS,
  CONTROL_INFO,
  DRY_ICE_FEE,
  coldChainFeeOf,
  conditionOf,
  conditionOfText,
  shipmentsOf,
  sortedControls,
  SHIPPING_LABEL,
  type Shipment,
} from './model/hazard';
export { isControlFilter } from './model/control-filter';
export { ControlTags, HazardPictograms, ShippingTag, SignalWord } from './ui/hazard-tags';
