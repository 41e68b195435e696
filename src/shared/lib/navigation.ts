/**
 * Navigation from non-React code (the http client's session-expired
 * redirect). The router binds its navigate function at start; before that a
 * full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

let navigator: Navigate | null = null;

export function bindNavigator(navigate: Navigate): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

/** Resolves when the router has moved (a full page load never resolves before unload). */
export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  if (navigator) await navigator(to, options);
  else if (options?.replace) globalThis.location.replace(to);
  else globalThis.location.assign(to);
}
