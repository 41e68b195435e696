import type { MaterialCategory } from '../api/types';

/**
 * The catalogue's five categories and their Chinese names, in the catalogue's order: the one list that the
 * catalogue's filters, the product cards and the procurement approval rules (账号设置 → 采购审批) show.
 */
export const MATERIAL_CATEGORIES: readonly { value: MaterialCategory; label: string }[] = [
  { value: 'antibody', label: '抗体' },
  { value: 'elisa', label: 'ELISA 试剂盒' },
  { value: 'cytokine', label: '细胞因子' },
  { value: 'reagent', label: '试剂' },
  { value: 'consumable', label: '耗材' },
];

export const CATEGORY_LABEL = Object.fromEntries(MATERIAL_CATEGORIES.map((c) => [c.value, c.label])) as Record<MaterialCategory, string>;
