import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { MaterialSummary } from '@/entities/material';
import { onFirstScreenShown } from '@/shared/ui/first-screen';

type Hazard = NonNullable<MaterialSummary['hazard']>;

const HazardMarks = lazy(() => import('./hazard-marks'));

/**
 * Whether the first screen of this visit has been shown, for every mark at once: one wait (not one per card), and
 * later marks (another page of the list, another product) need not wait.
 */
let firstScreenPassed = false;
const waiting = new Set<() => void>();
let cancelWait: (() => void) | null = null;
function subscribe(changed: () => void): () => void {
  if (firstScreenPassed) return () => {};
  waiting.add(changed);
  cancelWait ??= onFirstScreenShown(() => {
    firstScreenPassed = true;
    cancelWait = null;
    for (const notify of [...waiting]) notify();
    waiting.clear();
  });
  return () => {
    waiting.delete(changed);
    if (waiting.size === 0 && cancelWait) {
      cancelWait();
      cancelWait = null;
    }
  };
}
const passed = () => firstScreenPassed;

/**
 * The hazard marks (hazard-marks.tsx) in a chunk of their own, fetched when the first material with a hazard is drawn,
 * once the first screen has been shown (src/shared/ui/first-screen.ts): requested before the list's pictures had
 * painted, the chunk was the last request on Lighthouse's path to the largest paint of /product (about 160 ms on
 * a slow phone, `BENCH_LCP_PATH=1 npm run bench:lighthouse`). Until then a box of the pictograms' size holds their
 * place, so nothing moves when they come (their height is the pictograms' `size`; the tags beside them are lower).
 */
export function LazyHazardMarks({ hazard, size, short, signal }: { hazard: Hazard; size: number; short?: boolean; signal?: boolean }) {
  const wanted = useSyncExternalStore(subscribe, passed, passed);
  const shown = hazard.pictograms.length > 0 || (hazard.controls?.length ?? 0) > 0 || (signal && hazard.signalWord);
  const placeholder = shown ? <span aria-hidden="true" style={{ display: 'inline-block', height: size, width: hazard.pictograms.length * (size + 2) }} /> : null;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HazardMarks hazard={hazard} size={size} short={short} signal={signal} />
    </Suspense>
  );
}
