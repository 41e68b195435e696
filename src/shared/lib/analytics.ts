import { ANALYTICS_SCRIPT_URL } from '@/shared/config/constants';
import { env } from '@/shared/config/env';
import { ROUTES } from '@/shared/config/routes';

/**
 * Page-view analytics (spec §2, §7): a Baidu-Tongji-like loader. The
 * third-party script is added only when an analytics id is configured
 * (VITE_ANALYTICS_ID); calls made before it arrives wait in the `_hmt` queue,
 * which the script drains when it loads.
 */
type Command = [string, ...unknown[]];

declare global {
  interface Window {
    _hmt?: Command[];
  }
}

let loadedId: string | null = null;
let lastPath: string | null = null;

/** Adds the script once; false (and nothing loaded) without an id. */
export function initAnalytics(id: string = env.analyticsId): boolean {
  const trimmed = id.trim();
  if (trimmed === '') return false;
  if (loadedId === trimmed) return true;
  const queue = (window._hmt ??= []);
  // Page views are sent by the router (trackPageView), not by the script on load.
  queue.push(['_setAutoPageview', false]);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${ANALYTICS_SCRIPT_URL}?${encodeURIComponent(trimmed)}`;
  script.dataset.analytics = '';
  document.head.append(script);
  loadedId = trimmed;
  return true;
}

/**
 * Query parameters never sent to the analytics service, on every page: OAuth legs, the way back, anything
 * token-like, and what an order is worth (its number and amount).
 */
const PRIVATE_PARAM =
  /^(code|state|redirect|ticket|key|sign|auth|orderNo|amount)$|token|secret|passw|session|signature|api_?key|access_?key|authori[sz]ation/i;

/**
 * Parameters that are private on one page only (by its path, without the app's base): what a member
 * searched their own orders for, which order or invoice a page shows (and until when a download link
 * works), which certificate or lot was looked up. The catalogue's `keyword` stays: it is what the shop
 * learns from.
 */
const PRIVATE_BY_PAGE: Readonly<Record<string, readonly string[]>> = {
  [ROUTES.orders]: ['keyword'],
  [ROUTES.orderResult]: ['id'],
  [ROUTES.invoiceDownload]: ['id', 'invoiceId', 'expires'],
  [ROUTES.coa]: ['sn', 'lot'],
};

/** The path with its private query parameters removed. */
export function scrubPath(path: string): string {
  const url = new URL(path, 'http://page.invalid');
  // the router matches paths without regard to case (/Order/Result is the result page): so does this table
  const pagePrivate = PRIVATE_BY_PAGE[url.pathname.replace(/(.)\/+$/, '$1').toLowerCase()] ?? [];
  for (const name of [...url.searchParams.keys()]) {
    if (PRIVATE_PARAM.test(name) || pagePrivate.includes(name)) url.searchParams.delete(name);
  }
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/** One page view per route change; the same path twice in a row counts once. */
export function trackPageView(rawPath: string, id: string = env.analyticsId): void {
  if (!initAnalytics(id)) return;
  const path = scrubPath(rawPath);
  if (path === lastPath) return;
  lastPath = path;
  window._hmt?.push(['_trackPageview', path]);
}

/** Tests only: forget the loaded script and the last page. */
export function resetAnalytics(): void {
  loadedId = null;
  lastPath = null;
  delete window._hmt;
  document.querySelectorAll('script[data-analytics]').forEach((script) => script.remove());
}
