import { ROUTE_TABLE } from '@/shared/config/routes';
import type { MaterialPack, MaterialSummary } from '@/entities/material';

/** The sizes of a product in a compare column: the list's `packs` (group=product), else the row itself. */
export function packsOf(m: MaterialSummary): MaterialPack[] {
  if (m.packs && m.packs.length > 0) return m.packs;
  const { _id, catalogNo, spec, unit, price, stock, inStock, leadDays, terms } = m;
  return [{ _id, catalogNo, spec, unit, price, stock, inStock, leadDays, ...(terms ? { terms } : {}) }];
}

/** A row differs when its values are not all the same (one product alone differs from nothing). */
export function differs(values: readonly string[]): boolean {
  return values.length > 1 && values.some((v) => v !== values[0]);
}

/** The ids of a compare address (`?ids=a,b,c`): mall ids only, each once, at most `limit`. */
export function idsOf(param: string | null, limit: number): string[] {
  const ids = (param ?? '').split(',').filter((id) => /^[0-9a-f]{24}$/.test(id));
  return [...new Set(ids)].slice(0, limit);
}

/** The compare page of these sizes' products: the address alone is enough to share. */
export const comparePath = (ids: readonly string[]) => `${ROUTE_TABLE.compare.path}?ids=${ids.join(',')}`;
