import type { Schema } from '@/shared/api/mall-types';

type MaterialCategory = Schema<'MaterialCategory'>;

/**
 * The catalogue's five categories, their Chinese names and the catalogue's hint of what each holds, in the
 * catalogue's order: the one list that the catalogue's filters and product cards and the procurement approval rules
 * (账号设置 → 采购审批) show. Here, not in
 * an entity: the landing script (src/app/landing.ts) reads the catalogue's filters, and a constant list keeps it
 * free of any entity's code.
 */
export const MATERIAL_CATEGORIES: readonly { value: MaterialCategory; label: string; hint: string }[] = [
  { value: 'antibody', label: '抗体', hint: '流式 · WB · IHC' },
  { value: 'elisa', label: 'ELISA 试剂盒', hint: '人 · 小鼠 · 大鼠' },
  { value: 'cytokine', label: '细胞因子', hint: '重组蛋白 · 无载体' },
  { value: 'reagent', label: '试剂', hint: '生化 · 分子 · 细胞' },
  { value: 'consumable', label: '耗材', hint: '离心管 · 吸头 · 培养板' },
];

export const CATEGORY_LABEL = Object.fromEntries(MATERIAL_CATEGORIES.map((c) => [c.value, c.label])) as Record<MaterialCategory, string>;
