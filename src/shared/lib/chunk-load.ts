/**
 * A failed dynamic import or module preload (Chromium, Firefox and Safari wordings): a new deployment removed the
 * old chunk, or the network is gone. src/app/stale-chunk.ts reloads a page for it; a feature that loads code on
 * a click (an export's library) says it instead.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Failed to fetch|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}
