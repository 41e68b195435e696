/**
 * The lean public face of the catalogue: what the home page's first load
 * needs. The list, detail, directories and zones are in './ui' (lazy pages).
 */
export { materialQueries, manufacturerQueries, tagQueries } from './api/queries';
export type { MaterialDetail } from './api/types';
export { MaterialCard } from './components/material-card';
export { ImageBox } from './components/image-box';
export { InlineError } from './components/inline-error';
export { BrandStrip } from './components/brand-strip';
export { LabelDirectory } from './components/label-directory';
export { CATEGORY_OPTIONS } from './model/filters';
export { normaliseKeyword } from './lib/keyword';
