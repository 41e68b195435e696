/**
 * Where the app lives: the path of Vite's `base` (`import.meta.env.BASE_URL`,
 * set with `vite build --base`). A path base (`/shop/`) and a full CDN base
 * (`https://cdn.example.cn/shop/`) both give `/shop`. '' for `/`.
 */
export function basePath(base: string = import.meta.env.BASE_URL): string {
  const pathname = /^[a-z][a-z\d+.-]*:\/\//i.test(base) ? new URL(base).pathname : base;
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' || trimmed === '.' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The router's basename (createBrowserRouter, src/app/router.tsx): the base's
 * path when the page is served under it (the whole bundle on the CDN at
 * `/shop/`), otherwise '/' (index.html served at the site's root, only the
 * hashed files from the CDN). README "Deploying".
 */
export function routerBasename(pathname: string = globalThis.location?.pathname ?? '/', base?: string): string {
  const path = basePath(base);
  return path !== '' && (pathname === path || pathname.startsWith(`${path}/`)) ? path : '/';
}

export const ROUTER_BASENAME = routerBasename();

/** An app path (`/account/login`) as the browser's path, for full page loads and URLs sent away. */
export function appHref(path: string): string {
  return ROUTER_BASENAME === '/' ? path : `${ROUTER_BASENAME}${path}`;
}
