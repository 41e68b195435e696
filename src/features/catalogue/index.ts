export { materialQueries, manufacturerQueries } from './api/queries';
export type { MaterialSummary, Manufacturer, MaterialFilters } from './api/types';
export { MaterialCard } from './components/material-card';
export { BrandStrip } from './components/brand-strip';
