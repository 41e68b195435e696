/**
 * The page numbers a pager shows (list-controls.tsx): the first and the last, the current one with two on each side,
 * and 'gap' where pages are left out; a gap of one page shows that page instead. 1-based; `page` within 1..pages.
 */
export function pagerItems(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set<number>([1, pages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = items.at(-1);
    if (typeof last === 'number' && p - last === 2) items.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) items.push('gap');
    items.push(p);
  }
  return items;
}
