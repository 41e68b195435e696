/**
 * Navigation from non-React code (the http client's session-expired
 * redirect). The router binds its navigate function at start; before that a
 * full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

let navigator: Navigate | null = null;
let locate: (() => string) | null = null;

/** `where` tells the router's current path (pathname + search); without it the page's location is used. */
export function bindNavigator(navigate: Navigate, where?: () => string): () => void {
  navigator = navigate;
  locate = where ?? null;
  return () => {
    if (navigator === navigate) {
      navigator = null;
      locate = null;
    }
  };
}

/** Where the user is now (pathname + search), e.g. to come back after a login. */
export function currentPath(): string {
  if (locate) return locate();
  const { pathname = '/', search = '' } = globalThis.location ?? {};
  return `${pathname}${search}`;
}

/** Resolves when the router has moved (a full page load never resolves before unload). */
export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  if (navigator) await navigator(to, options);
  else if (options?.replace) globalThis.location.replace(to);
  else globalThis.location.assign(to);
}
