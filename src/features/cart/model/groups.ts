import type { CartLine } from '@/entities/cart';

/** The lines of one brand, as the cart page groups them. */
export interface BrandGroup {
  mfrId: string;
  mfrName: string;
  lines: CartLine[];
}

/** Lines grouped by brand, brands in the order of their first line (a line without a brand: 其他品牌). */
export function groupByBrand(list: readonly CartLine[]): BrandGroup[] {
  const groups = new Map<string, BrandGroup>();
  for (const line of list) {
    const key = line.mfrId || line.mfrName;
    let group = groups.get(key);
    if (!group) {
      group = { mfrId: key, mfrName: line.mfrName || '其他品牌', lines: [] };
      groups.set(key, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}
