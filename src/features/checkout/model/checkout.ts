import { toSelectedCartLine, type CartLine, type SelectedCartLine } from '@/entities/cart';
import { shipmentsOf, type Shipment, type ShippingCondition } from '@/entities/material';
import { listFen, unitFen } from '@/shared/lib/contract-price';
import { toFen } from '@/shared/lib/money';

export interface CheckoutChange {
  matlId: string;
  catalogNo: string;
  name: string;
  kind: 'price' | 'quantity' | 'unavailable' | 'removed';
  /** the unit price (fen) or the quantity as seen, and as it is now */
  was?: number;
  now?: number;
  /** a price change because the company's 协议价 or ladder no longer applies (its dates ran out, the mall withdrew it) */
  termsEnded?: boolean;
}

/**
 * What changed since the cart page (selectedCartInfo) or since the buyer last confirmed: a unit price (the list
 * price, or the company's price for the quantity seen: a 协议价 that ran out is a change), a quantity (another
 * tab), an item no longer sold, an item gone from the cart. The buyer is told before placing.
 */
export function diffCheckout(seen: SelectedCartLine[], cart: readonly CartLine[]): CheckoutChange[] {
  const byId = new Map(cart.map((l) => [l.matlId, l]));
  const changes: CheckoutChange[] = [];
  for (const s of seen) {
    const line = byId.get(s.matlId);
    const which = { matlId: s.matlId, catalogNo: s.catalogNo, name: s.name };
    if (!line) changes.push({ ...which, kind: 'removed' });
    else if (!line.available) changes.push({ ...which, kind: 'unavailable' });
    else {
      // at the quantity seen: a quantity moved by another tab is its own change, not a price one; what an older
      // shop stored has no unit price seen, and is compared by list price (its rule then)
      const was = s.unitFen ?? toFen(s.price);
      const now = s.unitFen === undefined ? listFen(line) : unitFen(line, s.quantity);
      if (now !== was) changes.push({ ...which, kind: 'price', was, now, ...(was < toFen(s.price) && now === listFen(line) ? { termsEnded: true } : {}) });
      if (line.quantity !== s.quantity) changes.push({ ...which, kind: 'quantity', was: s.quantity, now: line.quantity });
    }
  }
  return changes;
}

/**
 * What the order page compares with: selectedCartInfo as the cart page's 去结算 wrote it, plus the lines
 * the page first showed that it does not name (a visit without the cart page first counts as seen too).
 */
export function seenAtStart(stored: readonly SelectedCartLine[], shown: readonly CartLine[]): SelectedCartLine[] {
  const known = new Set(stored.map((s) => s.matlId));
  return [...stored, ...shown.filter((l) => !known.has(l.matlId)).map(toSelectedCartLine)];
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** One shipment of the preview (docs/api.md §20 `OrderPreview.shipments`). */
interface PreviewShipment {
  condition: ShippingCondition;
  label: string;
  matlIds: string[];
  fee: number;
}

/**
 * The checkout's lines by shipping condition, one group per shipment: as the mall's preview says (`shipments`),
 * else by each line's own condition (before the preview answers, or from a mall without it). A line the preview
 * does not name joins the group of its own condition.
 */
export function checkoutShipments<T extends { key: string; matlId: string | null; shippingCondition?: ShippingCondition | null }>(
  lines: readonly T[],
  fromMall: readonly PreviewShipment[] | undefined,
): Shipment<T>[] {
  if (!fromMall || fromMall.length === 0) return shipmentsOf(lines);
  const id = (l: T) => l.matlId ?? l.key;
  const groups: Shipment<T>[] = fromMall.map((s) => ({
    condition: s.condition,
    label: s.label,
    feeFen: toFen(s.fee),
    lines: lines.filter((l) => s.matlIds.includes(id(l))),
  }));
  const named = new Set(fromMall.flatMap((s) => s.matlIds));
  for (const rest of shipmentsOf(lines.filter((l) => !named.has(id(l))))) {
    const same = groups.find((g) => g.condition === rest.condition);
    if (same) same.lines.push(...rest.lines);
    else groups.push(rest);
  }
  return groups.filter((g) => g.lines.length > 0);
}
