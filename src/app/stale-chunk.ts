/**
 * A new deployment while a tab is open: the old chunk hashes are gone, so the
 * next lazy page fails to load. The page then reloads once to pick up the new
 * index.html. A sessionStorage stamp keeps it from looping when the chunk is
 * missing for good (a broken deployment, offline): within a minute of the last
 * reload the route error (src/app/route-error.tsx) is shown instead.
 *
 * The reload starts from the route error element, not from Vite's
 * `vite:preloadError` event: that event fires while the router is still on the
 * previous page, so a reload there would land the user back where they came
 * from. A failed lazy dialog reaches the shell's route error too.
 */
import { isChunkLoadError } from '@/shared/lib/chunk-load';

export { isChunkLoadError };

const KEY = 'stale-chunk-reload';
const WINDOW_MS = 60_000;

/** Reloads the page unless it did so for this reason less than a minute ago; true when reloading. */
export function reloadForNewDeployment(): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < WINDOW_MS) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return false; // no storage: no guard against a loop, so no reload
  }
  if (!navigator.onLine) return false; // offline: a reload would show the browser's own error page
  window.location.reload();
  return true;
}
