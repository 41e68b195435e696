import { LiteTag } from '@/shared/ui/lite';
import type { ControlClass, GhsPictogram as Code, Hazard } from '../api/types';
import { CONTROL_INFO, isControlled, PICTOGRAM_NAME, signalTone, sortedControls } from '../model/hazard';
import { GhsPictogram } from './ghs-pictogram';

/** A row of pictograms; `named` writes each one's name under it (the product page), else they are compact (a card). */
export function HazardPictograms({ pictograms, size = 22, named = false }: { pictograms: readonly Code[]; size?: number; named?: boolean }) {
  if (pictograms.length === 0) return null;
  return (
    <span
      role="list"
      aria-label="GHS 危险性象形图"
      style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: named ? 'flex-start' : 'center', gap: named ? 12 : 2, verticalAlign: 'middle' }}
    >
      {pictograms.map((code) => (
        <span key={code} role="listitem" style={named ? { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, width: size + 32 } : undefined}>
          <GhsPictogram code={code} size={size} />
          {named ? (
            <span aria-hidden="true" style={{ fontSize: 12, color: '#3a4254', textAlign: 'center', lineHeight: 1.3 }}>
              {PICTOGRAM_NAME[code]}
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}

/** A material's control classes as tags (易制毒第三类, 易制爆 …); `short` for a card (易制毒). */
export function ControlTags({ controls, short = false }: { controls: readonly ControlClass[] | undefined; short?: boolean }) {
  const shown = sortedControls(controls);
  // a card names each kind once: 易制毒 for any of the three categories
  const labels = [...new Set(shown.map((c) => (short ? CONTROL_INFO[c].short : CONTROL_INFO[c].label)))];
  return (
    <>
      {labels.map((label) => {
        const control = shown.find((c) => (short ? CONTROL_INFO[c].short : CONTROL_INFO[c].label) === label)!;
        return (
          <LiteTag key={label} tone={isControlled(control) ? 'red' : 'orange'} variant="outlined">
            {label}
          </LiteTag>
        );
      })}
    </>
  );
}

/** 危险 (red) or 警告 (orange); nothing without a signal word. */
export function SignalWord({ word }: { word: Hazard['signalWord'] | undefined }) {
  if (!word) return null;
  return <LiteTag tone={signalTone(word)}>{word}</LiteTag>;
}
