/**
 * The fake mall's one table of GHS wording (docs/api.md §20): the Chinese texts of the H-statements the seed
 * uses (GB 30000.2–29-2013 / GHS Rev.4 official Chinese wording), the pictograms' names and the control
 * classes' labels. Pure data and helpers: no seed, no state.
 */
import { DRY_ICE_FEE } from './db/seed/orders.ts';
import type { ControlClass, GhsPictogram, Material, MaterialHazard } from './db/types.ts';
import { MALL_ENUMS, MALL_LABELS } from './facts.gen.ts';

/** Chinese H-statements (combined statements as GHS Annex 3 words them). */
export const H_STATEMENTS: Readonly<Record<string, string>> = {
  H224: '极易燃液体和蒸气',
  H225: '高度易燃液体和蒸气',
  H226: '易燃液体和蒸气',
  H228: '易燃固体',
  H260: '遇水放出可自燃的易燃气体',
  H272: '可加剧燃烧；氧化剂',
  H290: '可能腐蚀金属',
  H300: '吞咽致命',
  'H300+H310+H330': '吞咽、皮肤接触或吸入致命',
  H301: '吞咽会中毒',
  'H301+H311+H331': '吞咽、皮肤接触或吸入会中毒',
  'H301+H331': '吞咽或吸入会中毒',
  H302: '吞咽有害',
  'H302+H332': '吞咽或吸入有害',
  H304: '吞咽及进入呼吸道可能致命',
  H310: '皮肤接触致命',
  H311: '皮肤接触会中毒',
  H312: '皮肤接触有害',
  'H312+H332': '皮肤接触或吸入有害',
  H314: '造成严重皮肤灼伤和眼损伤',
  H315: '造成皮肤刺激',
  H317: '可能导致皮肤过敏反应',
  H318: '造成严重眼损伤',
  H319: '造成严重眼刺激',
  H330: '吸入致命',
  H331: '吸入会中毒',
  H332: '吸入有害',
  H334: '吸入可能导致过敏或哮喘病症状或呼吸困难',
  H335: '可能引起呼吸道刺激',
  H336: '可能引起昏昏欲睡或眩晕',
  H340: '可能导致遗传性缺陷',
  H341: '怀疑会导致遗传性缺陷',
  H350: '可能致癌',
  H351: '怀疑致癌',
  H360: '可能对生育能力或胎儿造成伤害',
  H360D: '可能对胎儿造成伤害',
  H360F: '可能对生育能力造成伤害',
  H361d: '怀疑对胎儿造成伤害',
  H361f: '怀疑对生育能力造成伤害',
  H370: '对器官造成损害',
  H372: '长期或反复接触会对器官造成损害',
  H373: '长期或反复接触可能对器官造成损害',
  H400: '对水生生物毒性极大',
  H410: '对水生生物毒性极大并具有长期持续影响',
  H411: '对水生生物有毒并具有长期持续影响',
  H412: '对水生生物有害并具有长期持续影响',
};

/** Pictogram: symbol (GB 30000.1 象形图) and the hazard it stands for. */
export const PICTOGRAMS: Readonly<Record<GhsPictogram, { symbol: string; name: string }>> = {
  GHS01: { symbol: '爆炸的炸弹', name: '爆炸物' },
  GHS02: { symbol: '火焰', name: '易燃' },
  GHS03: { symbol: '圆圈上方火焰', name: '氧化性' },
  GHS04: { symbol: '气瓶', name: '加压气体' },
  GHS05: { symbol: '腐蚀', name: '腐蚀性' },
  GHS06: { symbol: '骷髅和交叉骨', name: '急性毒性' },
  GHS07: { symbol: '感叹号', name: '刺激/有害' },
  GHS08: { symbol: '健康危险', name: '健康危害' },
  GHS09: { symbol: '环境', name: '环境危害' },
};

export const CONTROL_CLASSES: readonly ControlClass[] = MALL_ENUMS.ControlClass;

/** Short labels (chips, approval reasons: 丙酮（易制毒第三类）) and the regulation behind each class. */
export const CONTROL_LABELS: Readonly<Record<ControlClass, { label: string; regulation: string }>> = {
  hazardous: { label: MALL_LABELS.ControlClass.hazardous, regulation: '《危险化学品安全管理条例》（国务院令第 591 号）、《危险化学品目录（2015 版）》' },
  precursor1: { label: MALL_LABELS.ControlClass.precursor1, regulation: '《易制毒化学品管理条例》（国务院令第 445 号）附表 第一类' },
  precursor2: { label: MALL_LABELS.ControlClass.precursor2, regulation: '《易制毒化学品管理条例》（国务院令第 445 号）附表 第二类' },
  precursor3: { label: MALL_LABELS.ControlClass.precursor3, regulation: '《易制毒化学品管理条例》（国务院令第 445 号）附表 第三类' },
  explosive: { label: MALL_LABELS.ControlClass.explosive, regulation: '《易制爆危险化学品名录（2017 年版）》、《易制爆危险化学品治安管理办法》（公安部令第 154 号）' },
  toxic: { label: MALL_LABELS.ControlClass.toxic, regulation: '《危险化学品目录（2015 版）》剧毒化学品、《剧毒化学品购买和公路运输许可证件管理办法》' },
};

/** Every class but 'hazardous' needs a buyer qualification (§21). */
export const isControlled = (c: ControlClass): boolean => c !== 'hazardous';

/** The material's controlled classes (never 'hazardous'). */
export const controlsOf = (m: Pick<Material, 'hazard'>): ControlClass[] => (m.hazard?.controls ?? []).filter(isControlled);

export const hStatementText = (code: string): string => {
  const text = H_STATEMENTS[code];
  if (!text) throw new Error(`no Chinese text for ${code}`);
  return text;
};

export interface HazardAnswer {
  pictograms: GhsPictogram[];
  signalWord: '危险' | '警告' | null;
  hStatements: { code: string; text: string }[];
  controls: ControlClass[];
  unNumber: string | null;
}

/** The `Hazard` of the catalogue's answers (§20): codes with their texts. */
export function hazardAnswer(hazard: MaterialHazard | undefined): HazardAnswer | null {
  if (!hazard) return null;
  return {
    pictograms: [...hazard.pictograms],
    signalWord: hazard.signalWord,
    hStatements: hazard.hCodes.map((code) => ({ code, text: hStatementText(code) })),
    controls: [...hazard.controls],
    unNumber: hazard.unNumber,
  };
}

export type ShippingCondition = 'ambient' | 'icePack' | 'dryIce';

/** 常温 → ambient, 冰袋 → icePack, 干冰 → dryIce (the seed's `shipping` text). */
export function shippingConditionOf(shipping: string): ShippingCondition {
  if (shipping === '干冰') return 'dryIce';
  if (shipping === '冰袋') return 'icePack';
  return 'ambient';
}

export const SHIPPING_LABELS: Readonly<Record<ShippingCondition, string>> = MALL_LABELS.ShippingCondition;

/** A reagent with a CAS number has a generated SDS (§22). */
export const hasSds = (m: Pick<Material, 'category' | 'cas'>): boolean => m.category === 'reagent' && Boolean(m.cas);

/** What every answer carrying a material adds (§20): `hazard`, `shippingCondition`, `hasSds`. */
export function materialSafety(m: Material | undefined): { hazard: HazardAnswer | null; shippingCondition: ShippingCondition; hasSds: boolean } {
  return {
    hazard: hazardAnswer(m?.hazard),
    shippingCondition: shippingConditionOf(m?.shipping ?? ''),
    hasSds: m ? hasSds(m) : false,
  };
}

// ---------------------------------------------------------------- shipping conditions of an order (§20)

/** The order of the shipments: ambient first. */
export const SHIPPING_ORDER: readonly ShippingCondition[] = ['ambient', 'icePack', 'dryIce'];

/**
 * The dry-ice fee of an order's lines: DRY_ICE_FEE once when a line ships on dry ice. Only the condition recorded
 * at order time counts: the seed's orders (placed before §20, no snapshot) have none.
 */
export function coldChainFeeOf(items: readonly { shippingCondition?: ShippingCondition }[]): number {
  return items.some((i) => i.shippingCondition === 'dryIce') ? DRY_ICE_FEE : 0;
}

export interface Shipment {
  condition: ShippingCondition;
  label: string;
  matlIds: string[];
  fee: number;
}

/** The lines grouped by condition (one stock-out each), ambient first, only the conditions present. */
export function shipmentsOf(items: readonly { matlId: string; shippingCondition: ShippingCondition }[]): Shipment[] {
  return SHIPPING_ORDER.flatMap((condition) => {
    const matlIds = items.filter((i) => i.shippingCondition === condition).map((i) => i.matlId);
    return matlIds.length ? [{ condition, label: SHIPPING_LABELS[condition], matlIds, fee: condition === 'dryIce' ? DRY_ICE_FEE : 0 }] : [];
  });
}
