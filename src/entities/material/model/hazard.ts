import type { ControlClass, ControlFilter, GhsPictogram, Hazard, ShippingCondition } from '../api/types';

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

/** Control classes (docs/api.md §20): the full label, the card's short one, and what buying one takes. */
export const CONTROL_INFO: Record<ControlClass, { label: string; short: string; note: string }> = {
  hazardous: { label: '危险化学品', short: '危化品', note: '列入《危险化学品目录》，无需资质，请按安全技术说明书储存和使用' },
  precursor1: { label: '易制毒第一类', short: '易制毒', note: '购买需上传易制毒化学品购买许可证（第一类）' },
  precursor2: { label: '易制毒第二类', short: '易制毒', note: '购买需上传易制毒化学品购买备案证明（第二类）' },
  precursor3: { label: '易制毒第三类', short: '易制毒', note: '购买需上传易制毒化学品购买备案证明（第三类）' },
  explosive: { label: '易制爆', short: '易制爆', note: '购买需上传易制爆危险化学品购买备案材料，下单时填写用途' },
  toxic: { label: '剧毒', short: '剧毒', note: '购买需上传剧毒化学品购买许可证，下单时填写用途' },
};

/** Every class but 危险化学品 needs a buyer qualification (docs/api.md §21). */
export const isControlled = (control: ControlClass) => control !== 'hazardous';

/** The controls of a material in a stable order, strictest first (剧毒 before 易制爆 before 易制毒 …). */
const CONTROL_ORDER: ControlClass[] = ['toxic', 'explosive', 'precursor1', 'precursor2', 'precursor3', 'hazardous'];
export function sortedControls(controls: readonly ControlClass[] | undefined): ControlClass[] {
  return CONTROL_ORDER.filter((c) => controls?.includes(c));
}

/** The catalogue's 安全与管制 filter (docs/api.md §20 `control`), as the list offers it. */
export const CONTROL_FILTER_OPTIONS: readonly { value: ControlFilter; label: string }[] = [
  { value: 'hazard', label: '危险品（有 GHS 标识）' },
  { value: 'controlled', label: '管制化学品（需资质）' },
  { value: 'precursor1', label: '易制毒第一类' },
  { value: 'precursor2', label: '易制毒第二类' },
  { value: 'precursor3', label: '易制毒第三类' },
  { value: 'explosive', label: '易制爆' },
  { value: 'toxic', label: '剧毒' },
  { value: 'hazardous', label: '危险化学品（目录内）' },
];

/** The signal word's colour: 危险 red, 警告 orange. */
export const signalTone = (word: Hazard['signalWord']) => (word === '危险' ? 'red' : 'orange');

/* ---------- shipping conditions and the cold-chain fee (docs/api.md §20) ---------- */

export const SHIPPING_LABEL: Record<ShippingCondition, string> = {
  ambient: '常温',
  icePack: '2–8 ℃ 冰袋',
  dryIce: '−20 ℃ 干冰',
};

/** Ambient first, as the mall lists shipments. */
const SHIPPING_ORDER: ShippingCondition[] = ['ambient', 'icePack', 'dryIce'];

/** Every dry-ice shipment adds this (干冰及保温箱, docs/api.md §20); ice packs are included. */
export const DRY_ICE_FEE = 80;

/** The `shipping` text of older answers (常温 | 冰袋 | 干冰) as a condition; also a stock-out's `coldChain`. */
export function conditionOfText(text: string | null | undefined): ShippingCondition {
  if (text?.includes('干冰')) return 'dryIce';
  if (text?.includes('冰袋')) return 'icePack';
  return 'ambient';
}

/** A line's condition: the mall's machine value, else read from its `shipping` text. */
export function conditionOf(line: { shippingCondition?: ShippingCondition | null; shipping?: string | null }): ShippingCondition {
  return line.shippingCondition ?? conditionOfText(line.shipping);
}

export interface Shipment<T> {
  condition: ShippingCondition;
  label: string;
  lines: T[];
  fee: number;
}

/** Lines of different conditions ship separately: one shipment per condition, ambient first, with its fee. */
export function shipmentsOf<T extends { shippingCondition?: ShippingCondition | null; shipping?: string | null }>(lines: readonly T[]): Shipment<T>[] {
  return SHIPPING_ORDER.map((condition) => {
    const own = lines.filter((l) => conditionOf(l) === condition);
    return { condition, label: SHIPPING_LABEL[condition], lines: own, fee: condition === 'dryIce' && own.length > 0 ? DRY_ICE_FEE : 0 };
  }).filter((s) => s.lines.length > 0);
}

/** What the dry ice adds to lines ordered together. */
export function coldChainFeeOf(lines: readonly { shippingCondition?: ShippingCondition | null; shipping?: string | null }[]): number {
  return shipmentsOf(lines).reduce((sum, s) => sum + s.fee, 0);
}
