/**
 * What the shell needs to know about a route: its Chinese title, background,
 * chrome, and access rule.
 */
export interface RouteMeta {
  title: string;
  /** white on home, product, brand, login and alike; light grey-blue elsewhere */
  background: 'white' | 'grey';
  /** false on login */
  footer?: boolean;
  /** header right side (links, cart, user menu) hidden, as on the account pages */
  hideHeaderRight?: boolean;
  /** 'login': members only; 'company': members with a company profile only */
  access?: 'login' | 'company';
  /**
   * a task page (the cart, checkout, an order and its approval, 账号设置, a form): nothing opens by itself here — a
   * notice that must be acknowledged waits for a page without a task (docs/prompts.md)
   */
  task?: boolean;
  /**
   * where the mall's must-read announcement (协议更新) may open by itself: the home page, where a visit starts; elsewhere it
   * waits in 消息中心 and for the next visit home, never landing on a page the member is using (docs/prompts.md)
   */
  noticePrompt?: boolean;
  /** a public page: logging out keeps the user there (the spec's no-redirect list) */
  public?: boolean;
  /** outside the shell (no header, footer or dialogs) */
  bare?: boolean;
}

/**
 * The catalogue's list and the orders' list, alone: the landing script (src/app/landing.ts, the features'
 * api/early.ts) reads them without carrying the whole table below.
 */
export const PRODUCTS_PATH = '/product';
export const ORDERS_PATH = '/order';

/**
 * The location state of a link that opens 扫码查找 by a press (the phone header's `/coa?scan=1`): the camera may
 * start at once. The same address without it (a bookmark, a pasted link) opens the dialog and waits for a press.
 */
export const SCAN_PRESS = { scanPress: true } as const;

/**
 * The route table (spec §2): every route once, with its path and meta. The
 * router (src/app/router.tsx, which adds each route's lazy page), the link
 * builders (ROUTES) and the public-path check derive from it. One route per line.
 */
export const ROUTE_TABLE = {
  home: { path: '/', meta: { title: '实验材料商城', background: 'white', public: true, noticePrompt: true } },
  products: { path: PRODUCTS_PATH, meta: { title: '全部产品', background: 'white', public: true } },
  product: { path: '/product/:id', meta: { title: '产品详情', background: 'white', public: true } },
  compare: { path: '/product/compare', meta: { title: '商品对比', background: 'white', public: true } },
  brands: { path: '/brand', meta: { title: '品牌大全', background: 'white', public: true } },
  brand: { path: '/brand/:id', meta: { title: '品牌详情', background: 'white', public: true } },
  labels: { path: '/label', meta: { title: '产品标签', background: 'white', public: true } },
  label: { path: '/label/:id', meta: { title: '标签详情', background: 'white', public: true } },
  coa: { path: '/coa', meta: { title: 'COA 查询', background: 'white', public: true } },
  structureSearch: { path: '/structure-search', meta: { title: '结构式搜索', background: 'white', public: true } },
  cart: { path: '/cart', meta: { title: '购物车', background: 'grey', access: 'login', task: true } },
  orders: { path: ORDERS_PATH, meta: { title: '我的订单', background: 'grey', access: 'company', task: true } },
  orderAdd: { path: '/order/add', meta: { title: '提交订单', background: 'grey', access: 'company', task: true } },
  orderResult: { path: '/order/result', meta: { title: '下单结果', background: 'grey', access: 'company', task: true } },
  order: { path: '/order/:id', meta: { title: '订单详情', background: 'grey', access: 'company', task: true } },
  invoices: { path: '/invoice', meta: { title: '我的发票', background: 'grey', access: 'company' } },
  invoiceApply: { path: '/invoice/apply', meta: { title: '合并开票', background: 'grey', access: 'company', task: true } },
  statements: { path: '/statement', meta: { title: '对账单', background: 'grey', access: 'company', task: true } },
  quotes: { path: '/quote', meta: { title: '我的询价', background: 'grey', access: 'company' } },
  buyingLists: { path: '/mine/list', meta: { title: '常购清单', background: 'grey', access: 'company' } },
  buyingList: { path: '/mine/list/:id', meta: { title: '清单详情', background: 'grey', access: 'company', task: true } },
  restockAlerts: { path: '/mine/restock', meta: { title: '到货提醒', background: 'grey', access: 'login' } },
  messages: { path: '/mine/message', meta: { title: '消息中心', background: 'grey', access: 'login' } },
  quote: { path: '/quote/:id', meta: { title: '报价单详情', background: 'grey', access: 'company', task: true } },
  invoiceDownload: { path: '/invoice/download', meta: { title: '发票下载', background: 'white', access: 'company', bare: true } },
  login: { path: '/account/login', meta: { title: '登录', background: 'white', footer: false, hideHeaderRight: true, task: true } },
  accountClean: { path: '/account/clean', meta: { title: '注销账号', background: 'grey', access: 'company', hideHeaderRight: true, task: true } },
  settings: { path: '/mine/setting', meta: { title: '账号设置', background: 'grey', access: 'company', task: true } },
  history: { path: '/history', meta: { title: '发展历程', background: 'white', public: true } },
  biolegend: { path: '/biolegend', meta: { title: 'BioLegend 专区', background: 'white', public: true } },
  dayou: { path: '/dayou', meta: { title: '达优专区', background: 'white', public: true } },
  ppt: { path: '/ppt', meta: { title: '资料下载', background: 'white', public: true } },
  appShell: { path: '/_app', meta: { title: '应用外壳', background: 'grey' } },
  notFound: { path: '*', meta: { title: '页面不存在', background: 'grey' } },
} as const satisfies Record<string, { path: string; meta: RouteMeta }>;

export type RouteKey = keyof typeof ROUTE_TABLE;

/** A path with its `:name` segments filled in (encoded). */
function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

const T = ROUTE_TABLE;

/** Link builders, derived from the route table. */
export const ROUTES = {
  home: T.home.path,
  products: T.products.path,
  product: (id: string) => fill(T.product.path, { id }),
  brands: T.brands.path,
  brand: (id: string) => fill(T.brand.path, { id }),
  labels: T.labels.path,
  label: (id: string) => fill(T.label.path, { id }),
  coa: T.coa.path,
  structureSearch: T.structureSearch.path,
  cart: T.cart.path,
  orders: T.orders.path,
  orderAdd: T.orderAdd.path,
  orderResult: T.orderResult.path,
  order: (id: string) => fill(T.order.path, { id }),
  invoices: T.invoices.path,
  invoiceDownload: T.invoiceDownload.path,
  invoiceApply: T.invoiceApply.path,
  statements: T.statements.path,
  quotes: T.quotes.path,
  buyingLists: T.buyingLists.path,
  buyingList: (id: string) => fill(T.buyingList.path, { id }),
  restockAlerts: T.restockAlerts.path,
  messages: T.messages.path,
  quote: (id: string) => fill(T.quote.path, { id }),
  login: T.login.path,
  loginWechat: `${T.login.path}?type=wx`,
  accountClean: T.accountClean.path,
  settings: T.settings.path,
  history: T.history.path,
  biolegend: T.biolegend.path,
  dayou: T.dayou.path,
  ppt: T.ppt.path,
  appShell: T.appShell.path,
} as const;

/** `/product/:id` -> a matcher for `/product/<one segment>`. */
function matcher(path: string): RegExp {
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${pattern}/?$`);
}

const PUBLIC_MATCHERS: readonly RegExp[] = Object.values(ROUTE_TABLE)
  .filter((route) => 'public' in route.meta && route.meta.public)
  .map((route) => matcher(route.path));

/** A public page (the table's `public` routes): logging out keeps the user there. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_MATCHERS.some((re) => re.test(pathname));
}

/**
 * The login page (WeChat tab first) with the way back to `back`, a same-origin
 * path; none when it is the home page or the login page itself.
 */
export function loginPath(back?: string | null): string {
  const base = ROUTES.loginWechat;
  if (!back || back === ROUTES.home || back.split('?')[0] === ROUTES.login) return base;
  return `${base}&redirect=${encodeURIComponent(back)}`;
}
