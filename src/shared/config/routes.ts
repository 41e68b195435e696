/** Route paths of the spec (§2), named once. */
export const ROUTES = {
  home: '/',
  products: '/product',
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  brands: '/brand',
  brand: (id: string) => `/brand/${encodeURIComponent(id)}`,
  labels: '/label',
  label: (id: string) => `/label/${encodeURIComponent(id)}`,
  coa: '/coa',
  cart: '/cart',
  orders: '/order',
  orderAdd: '/order/add',
  orderResult: '/order/result',
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
  invoices: '/invoice',
  invoiceDownload: '/invoice/download',
  login: '/account/login',
  loginWechat: '/account/login?type=wx',
  accountClean: '/account/clean',
  settings: '/mine/setting',
  history: '/history',
  biolegend: '/biolegend',
  dayou: '/dayou',
  ppt: '/ppt',
  appShell: '/_app',
} as const;

/** Public pages: logging out keeps the user there (the spec's no-redirect list). */
export const PUBLIC_PATHS: readonly string[] = [
  ROUTES.home,
  ROUTES.products,
  ROUTES.brands,
  ROUTES.labels,
  ROUTES.coa,
  ROUTES.history,
  ROUTES.biolegend,
  ROUTES.dayou,
  ROUTES.ppt,
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => pathname === path || (path !== '/' && pathname.startsWith(`${path}/`)));
}

/**
 * The login page (WeChat tab first) with the way back to `back`, a same-origin
 * path; none when it is the home page or an account page.
 */
export function loginPath(back?: string | null): string {
  const base = `${ROUTES.login}?type=wx`;
  if (!back || back === ROUTES.home || back.startsWith('/account/')) return base;
  return `${base}&redirect=${encodeURIComponent(back)}`;
}
