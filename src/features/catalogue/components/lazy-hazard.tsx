import { lazy, Suspense } from 'react';
import type { MaterialSummary } from '@/entities/material';
import { useFirstScreenShown } from '@/shared/ui/use-after-paint';

type Hazard = NonNullable<MaterialSummary['hazard']>;

const HazardMarks = lazy(() => import('./hazard-marks'));

/**
 * The hazard marks (hazard-marks.tsx) in a chunk of their own, fetched when the first material with a hazard is drawn,
 * once the first screen has been shown (src/shared/ui/first-screen.ts): requested before the list's pictures had
 * painted, the chunk was the last request on Lighthouse's path to the largest paint of /product (about 160 ms on
 * a slow phone, `BENCH_LCP_PATH=1 npm run bench:lighthouse`). Until then a box of the pictograms' size holds their
 * place, so nothing moves when they come (their height is the pictograms' `size`; the tags beside them are lower).
 */
export function LazyHazardMarks({ hazard, size, short, signal }: { hazard: Hazard; size: number; short?: boolean; signal?: boolean }) {
  const wanted = useFirstScreenShown();
  const shown = hazard.pictograms.length > 0 || (hazard.controls?.length ?? 0) > 0 || (signal && hazard.signalWord);
  const placeholder = shown ? <span aria-hidden="true" style={{ display: 'inline-block', height: size, width: hazard.pictograms.length * (size + 2) }} /> : null;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HazardMarks hazard={hazard} size={size} short={short} signal={signal} />
    </Suspense>
  );
}
