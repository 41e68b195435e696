import { useEffect, useState } from 'react';

/**
 * Modules that have come, by their loader (a module-level function): a page shown again draws them at once. (In a
 * test file, one that came stays come for the file's later tests.)
 */
const arrived = new Map<() => Promise<unknown>, unknown>();

/**
 * A chunk's module, fetched when it is first `wanted`: null until it has come; `failed` when it could not be
 * (offline, or a new deployment removed it). A failure is kept until `wanted` goes false: the next want tries again
 * (Chromium keeps a failed import() failed until the page is reloaded, so the caller's message asks for a reload).
 */
export function useChunk<M>(load: () => Promise<M>, wanted: boolean): { module: M | null; failed: boolean } {
  const [module, setModule] = useState<M | null>(() => (arrived.get(load) as M | undefined) ?? null);
  const [failed, setFailed] = useState(false);
  // state adjusted while rendering, not in an effect
  if (!wanted && failed) setFailed(false);
  useEffect(() => {
    if (!wanted || module || failed) return;
    let live = true;
    load().then(
      (loaded) => {
        arrived.set(load, loaded);
        if (live) setModule(() => loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted, module, failed]);
  return { module, failed };
}
