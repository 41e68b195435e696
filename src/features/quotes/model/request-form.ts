import type { QuoteInput } from '@/entities/quote';
import type { QuoteRequestItem } from './dialogs';

/** The contract's limits (docs/api.md §16 QuoteInput). */
export const QUOTE_LIMITS = {
  lines: 50,
  quantityMin: 1,
  quantityMax: 9999,
  name: 100,
  catalogNo: 50,
  mfrName: 50,
  spec: 50,
  note: 200,
  remark: 200,
} as const;

/** Something the catalogue does not list, as the buyer types it. */
export interface CustomDraft {
  key: string;
  name: string;
  catalogNo: string;
  /** the brand asked for: the mall quotes that brand */
  mfrName: string;
  spec: string;
  quantity: number | null;
  /** YYYY-MM-DD or '' */
  neededBy: string;
  note: string;
}

export interface RequestDraft {
  items: QuoteRequestItem[];
  custom: CustomDraft[];
  remark: string;
}

export type CustomField = 'name' | 'catalogNo' | 'mfrName' | 'spec' | 'quantity' | 'neededBy' | 'note';

export interface DraftProblems {
  /** by `${line key}.${field}` for a custom line, `item.${matlId}` for a listed one's quantity, `remark` */
  fields: Record<string, string>;
  /** about the request as a whole (no line, too many lines) */
  whole: string | null;
}

let nextKey = 0;
export function blankCustom(): CustomDraft {
  nextKey += 1;
  return { key: `c${nextKey}`, name: '', catalogNo: '', mfrName: '', spec: '', quantity: 1, neededBy: '', note: '' };
}

/** A listed item once: a material asked again adds to its quantity (the mall refuses duplicates: 400 商品重复). */
export function mergeItems(items: readonly QuoteRequestItem[]): QuoteRequestItem[] {
  const byId = new Map<string, QuoteRequestItem>();
  for (const item of items) {
    const seen = byId.get(item.matlId);
    byId.set(item.matlId, seen ? { ...seen, quantity: Math.min(QUOTE_LIMITS.quantityMax, seen.quantity + item.quantity) } : item);
  }
  return [...byId.values()];
}

const QUANTITY_TEXT = `数量须为 ${QUOTE_LIMITS.quantityMin}–${QUOTE_LIMITS.quantityMax} 的整数`;
const goodQuantity = (q: number | null): q is number => q !== null && Number.isInteger(q) && q >= QUOTE_LIMITS.quantityMin && q <= QUOTE_LIMITS.quantityMax;

/** Whether a custom line is still untouched (a blank line is left out, not refused). */
export function isBlankCustom(line: CustomDraft): boolean {
  return !line.name.trim() && !line.catalogNo.trim() && !line.mfrName.trim() && !line.spec.trim() && !line.neededBy && !line.note.trim();
}

/** One custom field's problem, or null; `today` is the China date (YYYY-MM-DD). */
export function customFieldProblem(line: CustomDraft, field: CustomField, today: string): string | null {
  switch (field) {
    case 'name':
      if (!line.name.trim()) return '请填写品名';
      return line.name.trim().length > QUOTE_LIMITS.name ? `品名不能超过 ${QUOTE_LIMITS.name} 个字` : null;
    case 'catalogNo':
      return line.catalogNo.trim().length > QUOTE_LIMITS.catalogNo ? `货号不能超过 ${QUOTE_LIMITS.catalogNo} 个字符` : null;
    case 'mfrName':
      return line.mfrName.trim().length > QUOTE_LIMITS.mfrName ? `品牌不能超过 ${QUOTE_LIMITS.mfrName} 个字符` : null;
    case 'spec':
      if (!line.spec.trim()) return '请填写规格，例如 100 µg、500 mL';
      return line.spec.trim().length > QUOTE_LIMITS.spec ? `规格不能超过 ${QUOTE_LIMITS.spec} 个字` : null;
    case 'quantity':
      return goodQuantity(line.quantity) ? null : QUANTITY_TEXT;
    case 'neededBy':
      if (!line.neededBy) return null;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(line.neededBy)) return '需求日期格式应为 YYYY-MM-DD';
      return line.neededBy < today ? '需求日期不能早于今天' : null;
    case 'note':
      return line.note.trim().length > QUOTE_LIMITS.note ? `说明不能超过 ${QUOTE_LIMITS.note} 个字` : null;
  }
}

const CUSTOM_FIELDS: readonly CustomField[] = ['name', 'catalogNo', 'mfrName', 'spec', 'quantity', 'neededBy', 'note'];

/**
 * The request as the contract takes it (docs/api.md §16), or what is wrong, in Chinese: blank custom lines are
 * left out; 1..50 lines in all; every field within its limits.
 */
export function checkDraft(draft: RequestDraft, today: string): { input: QuoteInput; problems: null } | { input: null; problems: DraftProblems } {
  const fields: Record<string, string> = {};
  const items = mergeItems(draft.items);
  for (const item of items) if (!goodQuantity(item.quantity)) fields[`item.${item.matlId}`] = QUANTITY_TEXT;
  const custom = draft.custom.filter((line) => !isBlankCustom(line));
  for (const line of custom) {
    for (const field of CUSTOM_FIELDS) {
      const problem = customFieldProblem(line, field, today);
      if (problem) fields[`${line.key}.${field}`] = problem;
    }
  }
  if (draft.remark.trim().length > QUOTE_LIMITS.remark) fields.remark = `备注不能超过 ${QUOTE_LIMITS.remark} 个字`;
  const count = items.length + custom.length;
  const whole = count === 0 ? '请至少添加一个询价商品' : count > QUOTE_LIMITS.lines ? `一次最多询价 ${QUOTE_LIMITS.lines} 种商品` : null;
  if (whole || Object.keys(fields).length > 0) return { input: null, problems: { fields, whole } };
  const input: QuoteInput = {};
  if (items.length > 0) input.items = items.map((i) => ({ matlId: i.matlId, quantity: i.quantity }));
  if (custom.length > 0) {
    input.customItems = custom.map((line) => ({
      name: line.name.trim(),
      spec: line.spec.trim(),
      quantity: line.quantity ?? QUOTE_LIMITS.quantityMin,
      ...(line.catalogNo.trim() ? { catalogNo: line.catalogNo.trim() } : {}),
      ...(line.mfrName.trim() ? { mfrName: line.mfrName.trim() } : {}),
      ...(line.neededBy ? { neededBy: line.neededBy } : {}),
      ...(line.note.trim() ? { note: line.note.trim() } : {}),
    }));
  }
  if (draft.remark.trim()) input.remark = draft.remark.trim();
  return { input, problems: null };
}
