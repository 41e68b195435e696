import { ROUTE_TABLE } from '../../../src/shared/config/routes.ts';

/** Seeded ids for the routes with a parameter (the ones tests/e2e/routes.spec.ts visits). */
const PARAMS: Record<string, string> = {
  '/product/:id': '/product/66a3000000000000000000e1',
  '/brand/:id': '/brand/66a100000000000000000001',
  '/label/:id': '/label/66a200000000000000000001',
  '/order/:id': '/order/66a80000000000000000003f',
  '/quote/:id': '/quote/66bc00000000000000000001',
  '/mine/list/:id': '/mine/list/66c800000000000000000001',
  '*': '/no-such-page',
};

export interface VisitRoute {
  path: string;
  /** members only: a visitor is sent to the login page */
  access?: 'login' | 'company';
}

/** Every route of the table (src/shared/config/routes.ts) as a URL to visit, plus the WeChat login tab. */
export const ALL_ROUTES: VisitRoute[] = [
  ...Object.values(ROUTE_TABLE).map((route) => ({
    path: PARAMS[route.path] ?? route.path,
    ...('access' in route.meta ? { access: route.meta.access } : {}),
  })),
  { path: '/account/login?type=wx' },
];
