import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type LazyRouteFunction, type RouteObject } from 'react-router-dom';
import * as loginPage from '@/pages/login';
import { ROUTE_TABLE, type RouteKey } from '@/shared/config/routes';
import { ROUTER_BASENAME } from '@/shared/lib/base-path';
import { loadAntdScope } from '@/shared/ui/load-antd-scope';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';
import { PAGE_ANNOUNCED } from './page-announced';
import { BareShell, Shell } from './shell/shell';

type Lazy = LazyRouteFunction<RouteObject>;
const placeholder: Lazy = () => import('@/pages/placeholder');
const listPages = () => import('./list-pages');

/**
 * The lazy page of every route of the table (src/shared/config/routes.ts). One route per line.
 * A page is drawn inside antd's scope (src/shared/ui/antd-scope.tsx), whose code loads with the
 * page's, unless it says `antd: false`: the landing pages that draw without antd, so that their
 * first load does not wait for antd's core (`npm run size` checks them: size-budget.json's `antdFree`).
 */
const PAGES: Record<RouteKey, { lazy: Lazy; antd?: false }> = {
  home: { lazy: () => import('@/pages/home'), antd: false },
  products: { lazy: () => import('@/pages/product-list'), antd: false },
  product: { lazy: () => import('@/pages/product-detail'), antd: false },
  compare: { lazy: () => import('@/pages/product-compare') },
  brands: { lazy: () => import('@/pages/brand-list') },
  brand: { lazy: () => import('@/pages/brand-detail') },
  labels: { lazy: () => import('@/pages/label-list') },
  label: { lazy: () => import('@/pages/label-detail') },
  coa: { lazy: () => import('@/pages/coa') },
  structureSearch: { lazy: () => import('@/pages/structure-search') },
  cart: { lazy: () => import('@/pages/cart') },
  orders: { lazy: () => import('@/pages/order') },
  orderAdd: { lazy: () => import('@/pages/order-add') },
  orderResult: { lazy: () => import('@/pages/order-result') },
  order: { lazy: () => import('@/pages/order-detail') },
  invoices: { lazy: () => import('@/pages/invoice') },
  invoiceDownload: { lazy: () => import('@/pages/invoice-download') },
  invoiceApply: { lazy: () => import('@/pages/invoice-apply') },
  statements: { lazy: () => import('@/pages/statement') },
  quotes: { lazy: () => import('@/pages/quote-list') },
  quote: { lazy: () => import('@/pages/quote-detail') },
  buyingLists: { lazy: () => listPages().then((m) => m.buyingLists) },
  buyingList: { lazy: () => listPages().then((m) => m.buyingList) },
  restockAlerts: { lazy: () => listPages().then((m) => m.restockAlerts) },
  messages: { lazy: () => import('@/pages/messages') },
  // In the entry: every members-only page sends visitors here, so it must not wait for a second request.
  login: { lazy: () => Promise.resolve(loginPage), antd: false },
  accountClean: { lazy: () => import('@/pages/account-clean') },
  settings: { lazy: () => import('@/pages/mine-setting') },
  history: { lazy: () => import('@/pages/history') },
  biolegend: { lazy: () => import('@/pages/biolegend') },
  dayou: { lazy: () => import('@/pages/dayou') },
  ppt: { lazy: () => import('@/pages/ppt') },
  appShell: { lazy: placeholder },
  notFound: { lazy: () => import('@/pages/not-found') },
};

const KEYS = Object.keys(ROUTE_TABLE) as RouteKey[];

/**
 * A page whose code fails to load (offline, or a new deployment removed the
 * old chunk) throws when drawn, so the route's error element shows it (and
 * reloads once, src/app/stale-chunk.ts): the router itself drops a failed
 * `lazy` of a route without a loader and draws an empty page.
 */
function pageOf(key: RouteKey): Lazy {
  const { lazy: load, antd } = PAGES[key];
  return async (...args) => {
    try {
      if (antd === false) return await load(...args);
      const [page, { AntdScope }] = await Promise.all([load(...args), loadAntdScope()]);
      const Page = page.Component as ComponentType | null | undefined;
      if (!Page) return page;
      return {
        ...page,
        Component: () => (
          <AntdScope>
            <Page />
          </AntdScope>
        ),
      };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

/** A table route as a child route (path relative to '/'), its meta on `handle`. */
function child(key: RouteKey): RouteObject {
  const { path, meta } = ROUTE_TABLE[key];
  const relative = path === '/' ? { index: true as const } : { path: path.replace(/^\//, '') };
  return { ...relative, lazy: pageOf(key), handle: meta };
}

/** Every route of the spec, lazily loaded, each with its Chinese title and chrome (RouteMeta). */
export const shellRoutes: RouteObject[] = KEYS.filter((key) => !('bare' in ROUTE_TABLE[key].meta)).map(child);

/** Routes outside the shell (no header, footer or dialogs), each its own tree. */
const bareRoutes: RouteObject[] = KEYS.filter((key) => 'bare' in ROUTE_TABLE[key].meta).map((key) => ({
  path: ROUTE_TABLE[key].path,
  element: <BareShell />,
  errorElement: <RouteError />,
  hydrateFallbackElement: <RouteFallback />,
  children: [{ index: true, lazy: pageOf(key), handle: ROUTE_TABLE[key].meta }],
}));

export const routes: RouteObject[] = [
  ...bareRoutes,
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    // Each page gets its own error boundary so a throwing page keeps the shell alive.
    children: shellRoutes.map((route) => ({ ...route, errorElement: <RouteError inShell /> })),
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: ROUTER_BASENAME });
}

/**
 * Starts loading the code of the page at `pathname` at once, while the entry
 * still waits for the locale (and, in dev, the fake mall): the router's own
 * lazy() then finds the module already fetched, instead of discovering it only
 * after the first render (docs/performance.md).
 */
export function preloadRoute(pathname: string): void {
  // The landing script has announced this page's code already (src/app/landing.ts); matching the whole table
  // here would only repeat, in the entry's first task, the work the router does when it is created.
  if (document.documentElement.hasAttribute(PAGE_ANNOUNCED)) return;
  for (const match of matchRoutes(routes, pathname, ROUTER_BASENAME) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined); // the router reports a failed load itself
  }
}
