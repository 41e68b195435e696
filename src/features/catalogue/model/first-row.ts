/**
 * The list's grid has two columns up to 480 px (`.grid` in components/catalogue.module.css), more above.
 * The pictures of its first row load at once and first (the landing script preloads them, api/early.ts);
 * the others load lazily, after them.
 */
export const TWO_COLUMNS = '(max-width: 480px)';

export function firstRowSize(twoColumns: boolean): number {
  return twoColumns ? 2 : 4;
}
