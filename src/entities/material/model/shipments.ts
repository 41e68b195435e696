import { MALL_FEES } from '@/shared/api/mall-facts.gen';
import { sumFen, toFen, type Fen } from '@/shared/lib/money';
import type { ShippingCondition } from '../api/types';
import { conditionOf, SHIPPING_LABEL } from './shipping';

/** Ambient first, as the mall lists shipments. */
const SHIPPING_ORDER: ShippingCondition[] = ['ambient', 'icePack', 'dryIce'];

/** Every dry-ice shipment adds ¥80 (干冰及保温箱, docs/api.md §20); ice packs are included. In fen. */
export const DRY_ICE_FEE_FEN = toFen(MALL_FEES.dryIcePerShipment);

export interface Shipment<T> {
  condition: ShippingCondition;
  label: string;
  lines: T[];
  /** its dry-ice fee, in fen */
  feeFen: Fen;
}

/** Lines of different conditions ship separately: one shipment per condition, ambient first, with its fee. */
export function shipmentsOf<T extends { shippingCondition?: ShippingCondition | null; shipping?: string | null }>(lines: readonly T[]): Shipment<T>[] {
  return SHIPPING_ORDER.map((condition) => {
    const own = lines.filter((l) => conditionOf(l) === condition);
    return { condition, label: SHIPPING_LABEL[condition], lines: own, feeFen: condition === 'dryIce' && own.length > 0 ? DRY_ICE_FEE_FEN : 0 };
  }).filter((s) => s.lines.length > 0);
}

/** What the dry ice adds to lines ordered together, in fen. */
export function coldChainFeeFenOf(lines: readonly { shippingCondition?: ShippingCondition | null; shipping?: string | null }[]): Fen {
  return sumFen(shipmentsOf(lines), (s) => s.feeFen);
}
