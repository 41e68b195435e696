/** A statement month (YYYY-MM, docs/api.md §18) and how the page names it. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null | undefined): value is string => typeof value === 'string' && MONTH.test(value);

/** 2026-10 -> 2026年10月 */
export function monthLabel(month: string): string {
  const [year, mon] = month.split('-');
  return `${year}年${Number(mon)}月`;
}
