import type { ShippingCondition } from '../api/types';
import { conditionOf, SHIPPING_LABEL } from './hazard';

/** Ambient first, as the mall lists shipments. */
const SHIPPING_ORDER: ShippingCondition[] = ['ambient', 'icePack', 'dryIce'];

/** Every dry-ice shipment adds this (干冰及保温箱, docs/api.md §20); ice packs are included. */
export const DRY_ICE_FEE = 80;

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
