import { ControlTags, HazardPictograms, SignalWord, type MaterialSummary } from '@/entities/material';

type Hazard = NonNullable<MaterialSummary['hazard']>;

/**
 * A material's pictograms, signal word and control tags (docs/api.md §20), as a card (`short`) or the product page's
 * facts show them. Loaded only for a material that has a hazard (lazy-hazard.tsx): most materials (antibodies, kits,
 * consumables) have none, so a page of them never fetches the nine pictograms.
 */
export default function HazardMarks({ hazard, size, short = false, signal = false }: { hazard: Hazard; size: number; short?: boolean; signal?: boolean }) {
  return (
    <>
      <HazardPictograms pictograms={hazard.pictograms} size={size} />
      {signal ? <SignalWord word={hazard.signalWord} /> : null}
      <ControlTags controls={hazard.controls} short={short} />
    </>
  );
}
