import { antdIsland } from '@/shared/ui/antd-island';

/**
 * The COA lookup by lot on a material's page, drawn after the page (its antd input and results are not
 * part of the first screen, docs/performance.md): fetched when its place comes near the viewport.
 * Takes `fallback`, a box of its size, while it loads.
 */
export const CoaByLot = antdIsland(() => import('./coa-by-lot').then((m) => m.CoaByLot), { belowFold: true });
