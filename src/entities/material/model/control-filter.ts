import type { ControlFilter } from '../api/types';

/**
 * The values the catalogue's `control` filter takes (docs/api.md §20), without their labels: the landing script
 * reads the list's URL with them (src/features/catalogue/api/early.ts), the labels load with the list.
 */
const CONTROL_FILTERS: readonly string[] = ['hazard', 'controlled', 'hazardous', 'precursor1', 'precursor2', 'precursor3', 'explosive', 'toxic'];

export const isControlFilter = (value: string | null): value is ControlFilter => value !== null && CONTROL_FILTERS.includes(value);
