/**
 * The landing script: inline in index.html, it runs as the parser reaches it,
 * before the app's code has arrived (docs/performance.md). The preload-landing
 * plugin (scripts/vite/plugins/preload-landing.ts) builds it on its own (no chunk to wait for),
 * fills in `__LANDING__` and puts it after the charset and the viewport (it reads
 * the page's width); the CSP allows it by its hash (scripts/security-headers.ts).
 * It:
 * - announces the page chunk of the landing route (and antd's scope for a page
 *   that needs it), in parallel with the entry instead of after it has run, and
 *   marks the document so that main.tsx does not look the route up a second time;
 * - on the catalogue's pages, asks the API for what the first screen shows and
 *   preloads its pictures (src/features/catalogue/api/early.ts); on a signed-in
 *   member's /order and order pages, their first calls (src/features/orders/api/early.ts); on a signed-in
 *   member's page, the bell's count (src/features/notices/api/early.ts);
 *   the request client takes those answers (src/shared/api/early.ts).
 * Any failure here only loses the head start: the app asks again as usual.
 */
import { startCatalogueCalls } from '@/features/catalogue';
import { startNoticeCalls } from '@/features/notices';
import { startOrderCalls } from '@/features/orders';
import { env } from '@/shared/config/env';
import { PAGE_ANNOUNCED } from './page-announced';

declare const __LANDING__: {
  /** the build's base (`--base`), possibly a CDN URL */
  base: string;
  /** [route pattern, the scripts to modulepreload] */
  table: [string, readonly string[]][];
};

function link(attrs: Record<string, string>): void {
  const element = document.createElement('link');
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  document.head.appendChild(element);
}

function routePath(base: string): string {
  const root = (/^[a-z][a-z\d+.-]*:\/\//i.test(base) ? new URL(base).pathname : base).replace(/\/+$/, '');
  const path = location.pathname;
  return root && (path === root || path.startsWith(`${root}/`)) ? path.slice(root.length) || '/' : path;
}

try {
  const { base, table } = __LANDING__;
  const path = routePath(base);
  const row = table.find(([pattern]) => new RegExp(pattern).test(path));
  for (const file of row?.[1] ?? []) link({ rel: 'modulepreload', crossorigin: '', href: base + file });
  if (row) document.documentElement.setAttribute(PAGE_ANNOUNCED, '');
  // (not with the in-browser fake mall: its service worker is not running yet on a first visit)
  if (!env.apiMock) {
    void startCatalogueCalls(path, location.search)?.then((pictures) => {
      for (const href of pictures) link({ rel: 'preload', as: 'image', href, fetchpriority: 'high' });
    });
    startOrderCalls(path, location.search);
    startNoticeCalls(path);
  }
} catch (error) {
  console.warn('landing:', error);
}
