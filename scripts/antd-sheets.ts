/**
 * antd's stylesheets by name: scripts/antd-css.ts makes them, src/shared/ui/antd-styles.ts links them. `full` holds
 * every component the shop imports; each sheet named here, the components that its entry modules draw through what
 * they import statically (`antdComponentsReachable` of scripts/antd-css.ts). A sheet is whole by itself: what two
 * sheets share is in both. A module of its own, without antd, for the `antd-css` plugin (scripts/vite/plugins/antd-css.ts) to read in
 * unit tests too.
 */
export const SHEETS = {
  /** the sign-in form of /account/login (src/pages/login/index.tsx) */
  login: ['src/features/auth/components/login-panel.tsx'],
  /** antd's islands on the landing pages (`antdIsland`, src/shared/ui/antd-island.tsx) */
  landing: [
    'src/features/catalogue/components/filter-drawer.tsx',
    'src/features/catalogue/components/safety-info.tsx',
    'src/features/coa/components/coa-by-lot.tsx',
    'src/pages/product-detail/add-to-cart.tsx',
  ],
  /** message, notification and confirm (src/app/feedback-host.tsx), on every page */
  feedback: ['src/app/feedback-host.tsx'],
} as const;

export type SheetName = keyof typeof SHEETS | 'full';
export const SHEET_NAMES = ['full', ...Object.keys(SHEETS)] as SheetName[];

