/**
 * The catalogue's only door. The home page's first load takes only what it
 * uses: the bundler drops the page-sized components it does not import
 * (checked by `npm run size`).
 */
export { manufacturerQueries, tagQueries } from './api/queries';
export { MaterialCard } from './components/material-card';
export { ImageBox } from './components/image-box';
export { InlineError } from './components/inline-error';
export { BrandStrip } from './components/brand-strip';
export { LabelDirectory } from './components/label-directory';
export { CATEGORY_OPTIONS } from './model/filters';
// 相似现货's rule (pure), for its tests
export { fingerprintWords, nearestStructures, offersSimilar, similarInStock, SIMILAR_SHOWN, tanimoto } from './model/similar';
export { normaliseKeyword } from '@/shared/lib/catalogue-number';
// for the landing script (src/app/landing.ts)
export { startCatalogueCalls } from './api/early';
// page-sized components, for the lazy catalogue pages
export { BrandDirectory } from './components/brand-directory';
export { BrandHeader } from './components/brand-header';
export { LabelHeader } from './components/label-header';
export { MaterialBrowser } from './components/material-browser';
export { MaterialDetailView } from './components/material-detail';
export { RecentStrip } from './components/recent-strip';
export { BrandZone } from './components/brand-zone';
export { DownloadList } from './components/download-list';
