import { startTransition, useEffect, useState } from 'react';
import { onFirstScreenShown } from './first-screen';

/**
 * False until the first screen has been shown (src/shared/ui/first-screen.ts): the frame that first
 * drew the component and the page's main pictures. The home page starts its sections' data
 * requests then, the list its filters', the detail its related products' (docs/performance.md).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  // in a transition: what the flag reveals is drawn in slices that yield to input
  useEffect(() => onFirstScreenShown(() => startTransition(() => setPainted(true))), []);
  return painted;
}

let shown = false;
const listeners = new Set<() => void>();
let cancelWait: (() => void) | null = null;
/**
 * Calls `listener` once the app's first screen has been shown (at once if it has); returns a function that cancels
 * it. One wait for all; when the last one waiting leaves (its page gone before its pictures), the wait ends and the
 * next page waits for its own.
 */
function whenShown(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  cancelWait ??= onFirstScreenShown(() => {
    shown = true;
    cancelWait = null;
    for (const l of [...listeners]) l();
    listeners.clear();
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && cancelWait) {
      cancelWait();
      cancelWait = null;
    }
  };
}

/**
 * False until the app's first screen has been shown, then true for good: one wait however many components ask
 * (a list's twenty cards), for what only the first load must not fetch beside its main pictures (the list's other
 * pictures, the compare tray's code, the hazard marks, the permit box). Later pages have the files cached and do not wait.
 * `waits` false: true at once, and nothing is waited for.
 */
export function useFirstScreenShown(waits = true): boolean {
  const [value, setValue] = useState(() => shown);
  // in a transition, as useAfterFirstPaint: twenty cards' pictures and toggles are drawn in slices that yield to input
  useEffect(() => (waits ? whenShown(() => startTransition(() => setValue(true))) : undefined), [waits]);
  return value || !waits;
}

/** Test hook: a new first load (tests share one document per worker). */
export function resetFirstScreenShown(): void {
  shown = false;
  listeners.clear();
  cancelWait?.();
  cancelWait = null;
}
