import type { Schema } from '@/shared/api/mall-types';

type MaterialCategory = Schema<'MaterialCategory'>;

/**
 * The catalogue's five categories and their Chinese names, in the catalogue's order: the one list that the
 * catalogue's filters and product cards and the procurement approval rules (账号设置 → 采购审批) show. Here, not in
 * an entity: the landing script (src/app/landing.ts) reads the catalogue's filters, and a constant list keeps it
 * free of any entity's code.
 */
export const MATERIAL_CATEGORIES: readonly { value: MaterialCategory; label: string }[] = [
  { value: 'antibody', label: '抗体' },
  { value: 'elisa', label: 'ELISA 试剂盒' },
  { value: 'cytokine', label: '细胞因子' },
  { value: 'reagent', label: '试剂' },
  { value: 'consumable', label: '耗材' },
];

export const CATEGORY_LABEL = Object.fromEntries(MATERIAL_CATEGORIES.map((c) => [c.value, c.label])) as Record<MaterialCategory, string>;
