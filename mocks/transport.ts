/**
 * How the fake mall ships a material (docs/api.md §20, §22): one rule from the product's own data — its UN number
 * (class and 包装类别), its control classes and its pack size — read by the SDS's section 14, the datasheet, the
 * contract's 运输方式 and the warehouse control's stock-outs (a dangerous-goods line ships apart). A material without a UN number is ordinary goods (顺丰速运, its condition); a UN
 * material in an inner packaging within the 有限数量 (limited quantity, JT/T 617.3 ch. 3.4) of its class and packing
 * group ships by 顺丰速运 as limited-quantity dangerous goods; anything else (packing group I, a larger pack, a 剧毒
 * chemical) is a dangerous-goods shipment by a carrier licensed for them, never by ordinary express.
 */
import type { Material } from './db/types.ts';
import { SHIPPING_LABELS, shippingConditionOf } from './hazard-data.ts';

/** UN number → 联合国运输名称 and 危险货物类别 (TDG Model Regulations / JT/T 617), for the seed's UN numbers. */
export const UN_ENTRIES: Readonly<Record<string, readonly [string, string]>> = {
  UN1090: ['丙酮', '3'],
  UN1155: ['二乙醚（乙醚）', '3'],
  UN1170: ['乙醇（酒精）', '3'],
  UN1219: ['异丙醇', '3'],
  UN1230: ['甲醇', '3（6.1）'],
  UN1294: ['甲苯', '3'],
  UN1325: ['有机易燃固体，未另作规定的', '4.1'],
  UN1426: ['硼氢化钠', '4.3'],
  UN1444: ['过硫酸铵', '5.1'],
  UN1490: ['高锰酸钾', '5.1'],
  UN1493: ['硝酸银', '5.1'],
  UN1687: ['叠氮化钠', '6.1'],
  UN1689: ['氰化钠，固体', '6.1'],
  UN1789: ['氢氯酸（盐酸）', '8'],
  UN1830: ['硫酸，含酸高于 51%', '8'],
  UN1888: ['三氯甲烷（氯仿）', '6.1'],
  UN2014: ['过氧化氢水溶液，含过氧化氢不低于 20% 但不超过 60%', '5.1（8）'],
  UN2031: ['硝酸，发红烟的除外', '8（5.1）'],
  UN2074: ['丙烯酰胺，固体', '6.1'],
  UN2213: ['多聚甲醛', '4.1'],
  UN2372: ['1,2-二-（二甲氨基）乙烷', '3'],
  UN2821: ['苯酚溶液', '6.1'],
  UN2928: ['有机毒性固体，腐蚀性，未另作规定的', '6.1（8）'],
  UN2966: ['巯基乙醇', '6.1'],
  UN3077: ['对环境有害的固态物质，未另作规定的', '9'],
  UN3082: ['对环境有害的液态物质，未另作规定的', '9'],
  UN3263: ['有机碱性腐蚀性固体，未另作规定的', '8'],
};

/** UN number → 包装类别 (packing group, TDG Model Regulations / supplier SDS section 14), for the seed's UN numbers. */
export const PACKING_GROUPS: Readonly<Record<string, 'I' | 'II' | 'III'>> = {
  UN1090: 'II',
  UN1155: 'I',
  UN1170: 'II',
  UN1219: 'II',
  UN1230: 'II',
  UN1294: 'II',
  UN1325: 'III',
  UN1426: 'I',
  UN1444: 'III',
  UN1490: 'II',
  UN1493: 'II',
  UN1687: 'II',
  UN1689: 'I',
  UN1789: 'II',
  UN1830: 'II',
  UN1888: 'III',
  UN2014: 'II',
  UN2031: 'II',
  UN2074: 'III',
  UN2213: 'III',
  UN2372: 'II',
  UN2821: 'II',
  UN2928: 'II',
  UN2966: 'II',
  UN3077: 'III',
  UN3082: 'III',
  UN3263: 'III',
};

/** The express company of ordinary and limited-quantity parcels. */
export const EXPRESS_CARRIER = '顺丰速运';
/** The carrier of dangerous-goods shipments (道路危险货物运输许可). */
export const DG_CARRIER = '危险品专线物流（具道路危险货物运输资质）';

/** 有限数量 per inner packaging by packing group, in mL or g (JT/T 617.3 / ADR 3.4): PG I none; 6.1 PG II 100 mL / 500 g. */
function limitedQuantity(unClass: string, group: 'I' | 'II' | 'III', liquid: boolean): number {
  if (group === 'I') return 0;
  if (group === 'III') return 5000;
  if (unClass.startsWith('6.1')) return liquid ? 100 : 500;
  return 1000;
}

/** A pack size in mL (liquids) or g (solids): 500 mL → 500, 2.5 L → 2500, 25 mg → 0.025; null when not a measure. */
export function packAmount(spec: string): { amount: number; liquid: boolean } | null {
  const m = /^(\d+(?:\.\d+)?)\s*(µL|uL|mL|L|mg|g|kg)$/u.exec(spec.trim());
  if (!m) return null;
  const factor: Record<string, number> = { µL: 0.001, uL: 0.001, mL: 1, L: 1000, mg: 0.001, g: 1, kg: 1000 };
  return { amount: Number(m[1]) * (factor[m[2] ?? ''] ?? 1), liquid: /L$/.test(m[2] ?? '') };
}

export interface Transport {
  kind: 'general' | 'limitedQuantity' | 'dangerousGoods';
  carrier: string;
  /** One sentence for documents: how it ships and who carries it */
  text: string;
}

/** How the mall ships this material (the rule above). */
export function transportOf(material: Pick<Material, 'hazard' | 'spec' | 'shipping'>): Transport {
  const condition = SHIPPING_LABELS[shippingConditionOf(material.shipping)];
  const un = material.hazard?.unNumber ?? null;
  if (!un) return { kind: 'general', carrier: EXPRESS_CARRIER, text: `非危险货物，按普通货物由${EXPRESS_CARRIER}配送（${condition}）。` };
  const unClass = UN_ENTRIES[un]?.[1] ?? '';
  const group = PACKING_GROUPS[un] ?? 'I';
  const pack = packAmount(material.spec);
  const limit = pack ? limitedQuantity(unClass, group, pack.liquid) : 0;
  const toxic = material.hazard?.controls.includes('toxic') ?? false;
  if (pack && !toxic && limit > 0 && pack.amount <= limit) {
    const shown = pack.liquid ? (limit >= 1000 ? `${limit / 1000} L` : `${limit} mL`) : limit >= 1000 ? `${limit / 1000} kg` : `${limit} g`;
    return {
      kind: 'limitedQuantity',
      carrier: EXPRESS_CARRIER,
      text: `${un} 以有限数量（每个内包装不超过 ${shown}，JT/T 617.3 第 3.4 章）包装，外包装标有有限数量标记，由${EXPRESS_CARRIER}配送（${condition}）。运输时容器须密封，防止曝晒、雨淋和高温，不得与禁配物混装。`,
    };
  }
  return {
    kind: 'dangerousGoods',
    carrier: DG_CARRIER,
    text:
      `${un} 按危险货物运输：不经普通快递发货，由具有道路危险货物运输资质的承运人（${DG_CARRIER.replace(/（.*）$/u, '')}）按《危险货物道路运输规则》（JT/T 617）承运。` +
      `${toxic ? '剧毒化学品须取得《剧毒化学品道路运输通行证》。' : ''}运输时容器须密封，防止曝晒、雨淋和高温，不得与禁配物混运。`,
  };
}
