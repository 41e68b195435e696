/** The catalogue's materials and their search: read by the catalogue pages and the assistant's lookups. */
export { CATALOGUE_STALE_MS, materialQueries } from './api/queries';
export { fetchMaterials, listCall, materialCall } from './api/requests';
export { structureIndexQuery, type StructureIndexEntry } from './api/structure-index';
export { DOC_TITLE, useDownloadMaterialDoc, type MaterialDocKind } from './api/documents';
export type {
  ControlFilter,
  FacetFilters,
  MaterialCategory,
  MaterialDetail,
  MaterialFilters,
  MaterialPack,
  MaterialSort,
  MaterialSummary,
  PackSize,
  ShippingCondition,
} from './api/types';
// hazard data, control classes and shipping conditions (docs/api.md §20): the shipping conditions every card shows
// (model/shipping.ts, ui/shipping-tag.tsx, in the catalogue's first-load chunk); the pictograms and control tags in a
// chunk of their own that a card loads only for a material with a hazard; in modules of their own what other pages use
export { conditionOf, conditionOfText, SHIPPING_LABEL } from './model/shipping';
export { sortedControls } from './model/hazard';
export { tagsBesideHazard } from './model/hazard-tag';
export { CONTROL_NOTE } from './model/control-notes';
export { CONTROL_FILTER_OPTIONS } from './model/control-options';
export { DRY_ICE_FEE_FEN, coldChainFeeFenOf, shipmentsOf, type Shipment } from './model/shipments';
export { isControlFilter } from './model/control-filter';
export { ControlTags, HazardPictograms, SignalWord } from './ui/hazard-tags';
export { ShippingTag } from './ui/shipping-tag';
