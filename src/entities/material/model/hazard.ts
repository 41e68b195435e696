import type { ControlClass, GhsPictogram, Hazard } from '../api/types';
import { HAZARD_WORDS } from './hazard-tag';

/*
 * What a product card shows of a material's hazard (docs/api.md §20): with the pictograms and tags (ui/hazard-tags.tsx)
 * in a chunk the catalogue loads only for a material that has a hazard (features/catalogue/components/hazard-marks.tsx).
 * The rest (the control notes, the filter's options, the shipments) is in modules of its own that load with the pages
 * using them; the shipping conditions, which every card reads, are in shipping.ts.
 */

/** The nine GHS pictograms' Chinese names (GB 30000.1), in GHS order: what a pictogram is called for a reader. */
export const PICTOGRAM_NAME: Record<GhsPictogram, string> = {
  GHS01: '爆炸物',
  GHS02: '易燃',
  GHS03: '氧化性',
  GHS04: '加压气体',
  GHS05: '腐蚀性',
  GHS06: '急性毒性',
  GHS07: '刺激性/有害',
  GHS08: '健康危害',
  GHS09: '环境危害',
};

/** Control classes (docs/api.md §20): the full label and the card's short one (what buying one takes: control-notes.ts). */
export const CONTROL_INFO: Record<ControlClass, { label: string; short: string }> = {
  // one wording everywhere, the mall's tag's too (model/hazard-tag.ts): never 危化品
  hazardous: { label: HAZARD_WORDS, short: HAZARD_WORDS },
  precursor1: { label: '易制毒第一类', short: '易制毒' },
  precursor2: { label: '易制毒第二类', short: '易制毒' },
  precursor3: { label: '易制毒第三类', short: '易制毒' },
  explosive: { label: '易制爆', short: '易制爆' },
  toxic: { label: '剧毒', short: '剧毒' },
};

/** Every class but 危险化学品 needs a buyer qualification (docs/api.md §21). */
export const isControlled = (control: ControlClass) => control !== 'hazardous';

/** The controls of a material in a stable order, strictest first (剧毒 before 易制爆 before 易制毒 …). */
const CONTROL_ORDER: ControlClass[] = ['toxic', 'explosive', 'precursor1', 'precursor2', 'precursor3', 'hazardous'];
export function sortedControls(controls: readonly ControlClass[] | undefined): ControlClass[] {
  return CONTROL_ORDER.filter((c) => controls?.includes(c));
}

/** The signal word's colour: 危险 red, 警告 orange. */
export const signalTone = (word: Hazard['signalWord']) => (word === '危险' ? 'red' : 'orange');
