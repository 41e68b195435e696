/** The catalogue's page-sized components, for lazy pages only (never the home page's first load). */
export { BrandDirectory } from './components/brand-directory';
export { BrandHeader } from './components/brand-header';
export { LabelHeader } from './components/label-header';
export { MaterialBrowser } from './components/material-browser';
export { MaterialDetailView } from './components/material-detail';
export { RecentStrip } from './components/recent-strip';
export { BrandZone } from './components/brand-zone';
export { DownloadList } from './components/download-list';
