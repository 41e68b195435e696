import type { ShippingCondition } from '../api/types';
import { MALL_LABELS } from '@/shared/api/mall-facts.gen';

/* Shipping conditions (docs/api.md §20; the shipments and the cold-chain fee: shipments.ts), in the catalogue's first-load chunk. */

export const SHIPPING_LABEL: Record<ShippingCondition, string> = MALL_LABELS.ShippingCondition;

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
