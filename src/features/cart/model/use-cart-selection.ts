import { useCallback, useMemo } from 'react';
import { selectionOf, useSelectLines, type CartLine } from '@/entities/cart';
import { groupByBrand, type BrandGroup } from './groups';

/**
 * The cart page's selection and totals: brand groups, what is chosen and its amount (the cart entity's
 * rules, src/entities/cart/model/selection.ts), and the selection changes (one line, a brand, all), which
 * show at once and roll back when the mall refuses (useSelectLines).
 */
export function useCartSelection(list: readonly CartLine[]) {
  const groups = useMemo(() => groupByBrand(list), [list]);
  const selection = useMemo(() => selectionOf(list), [list]);
  const { mutate } = useSelectLines();

  // Stable, so the memoised rows do not re-render on a selection elsewhere.
  const selectLine = useCallback((matlId: string, selected: boolean) => mutate({ ids: [matlId], selected }), [mutate]);
  const selectAll = (selected: boolean) => mutate({ ids: 'all', selected });
  const selectGroup = (group: BrandGroup, selected: boolean) =>
    mutate({ ids: group.lines.filter((l) => l.available).map((l) => l.matlId), selected });

  return { groups, selection, selectLine, selectAll, selectGroup };
}
