import { lazy, Suspense } from 'react';
import type { MaterialSummary } from '@/entities/material';

type Hazard = NonNullable<MaterialSummary['hazard']>;

const HazardMarks = lazy(() => import('./hazard-marks'));

/**
 * The hazard marks (hazard-marks.tsx) in a chunk of their own, fetched when the first material with a hazard is drawn.
 * Until then a box of the pictograms' size holds their place, so nothing moves when they come (their height is the
 * pictograms' `size`; the tags beside them are lower).
 */
export function LazyHazardMarks({ hazard, size, short, signal }: { hazard: Hazard; size: number; short?: boolean; signal?: boolean }) {
  const shown = hazard.pictograms.length > 0 || (hazard.controls?.length ?? 0) > 0 || (signal && hazard.signalWord);
  const placeholder = shown ? <span aria-hidden="true" style={{ display: 'inline-block', height: size, width: hazard.pictograms.length * (size + 2) }} /> : null;
  return (
    <Suspense fallback={placeholder}>
      <HazardMarks hazard={hazard} size={size} short={short} signal={signal} />
    </Suspense>
  );
}
