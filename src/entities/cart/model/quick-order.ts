import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, isCartQuantity } from './limits';
import { catalogueKey, normaliseCode, toHalfWidth } from '@/shared/lib/catalogue-number';
import { checkQuantity, unitFen } from '@/shared/lib/contract-price';
import { formatFen } from '@/shared/lib/money';
import { stockStatus } from '@/shared/lib/stock-status';
import type { BatchCandidate, BatchResult } from '../api/types';

/**
 * Quick order (快速下单) parsing: lines of "catalogue number, quantity" as
 * people paste them from Excel, mail or chat. Separators: tab, comma,
 * semicolon, 、 and spaces (any number of them), half- or full-width. A missing
 * quantity means 1. Catalogue numbers are read by the catalogue search's
 * normaliser (src/shared/lib/catalogue-number.ts): full-width, case, hyphens
 * and underscores do not count, so the same number written two ways on two
 * lines is merged, and the mall finds `G0005500G` as `G0005-500G`. A space
 * inside a number cannot be told from the separator before the quantity
 * (`G0005 500G 3`): such a line is reported, not guessed.
 */
export const QUICK_ORDER_MAX_LINES = 200;
/** Pasted lines read at most: a paste of a whole sheet costs bounded work; the rest is counted and said. */
export const QUICK_ORDER_MAX_INPUT_LINES = 2000;
/** Rows that cannot be added listed at most in the dialog; the rest are counted (还有 N 行…). */
export const QUICK_ORDER_MAX_PROBLEMS_SHOWN = 50;

export interface QuickOrderEntry {
  /** the catalogue number as first written, normalised (half-width, no spaces) and upper-case */
  catalogNo: string;
  quantity: number;
  /** 1-based line numbers that named it (more than one: merged duplicates) */
  lines: number[];
}

export interface QuickOrderProblem {
  line: number;
  text: string;
  message: string;
}

export interface QuickOrderParse {
  entries: QuickOrderEntry[];
  problems: QuickOrderProblem[];
  /** non-blank lines after the first QUICK_ORDER_MAX_INPUT_LINES, not read */
  ignoredLines: number;
}

const SEPARATORS = /[\t,;、\s\u00a0]+/;
const HEADER_WORDS = new Set(['货号', '产品货号', '商品货号', 'CATALOGNO', 'CAT.NO', 'CAT.NO.', 'CATNO', '编号']);

/**
 * The first `max` lines of `text` (line breaks \r\n, \r or \n), and how many non-blank lines follow them,
 * without splitting the whole text.
 */
export function firstLines(text: string, max: number): { rows: string[]; ignored: number } {
  const rows: string[] = [];
  let ignored = 0;
  let start = 0;
  const match = /\r\n|\r|\n/g;
  while (start <= text.length) {
    match.lastIndex = start;
    const found = match.exec(text);
    const end = found ? found.index : text.length;
    if (rows.length < max) rows.push(text.slice(start, end));
    else if (/\S/.test(text.slice(start, end))) ignored += 1;
    if (!found) break;
    start = end + found[0].length;
  }
  return { rows, ignored };
}

export function parseQuickOrder(text: string): QuickOrderParse {
  const entries = new Map<string, QuickOrderEntry>();
  const problems: QuickOrderProblem[] = [];
  const { rows, ignored: ignoredLines } = firstLines(text, QUICK_ORDER_MAX_INPUT_LINES);
  rows.forEach((raw, index) => {
    const line = index + 1;
    const normal = toHalfWidth(raw).trim();
    if (normal === '') return;
    const [first = '', second, ...rest] = normal.split(SEPARATORS).filter(Boolean);
    const catalogNo = normaliseCode(first).toUpperCase();
    if (line === 1 && HEADER_WORDS.has(catalogNo)) return; // a header row copied with the table
    if (rest.length > 0) {
      problems.push({ line, text: raw.trim(), message: '格式应为“货号 数量”，每行一个商品' });
      return;
    }
    let quantity = 1;
    if (second !== undefined) {
      const value = Number(second.replace(/^[x×*]/i, ''));
      if (!isCartQuantity(value)) {
        problems.push({ line, text: raw.trim(), message: `数量应为 ${CART_QUANTITY_MIN}–${CART_QUANTITY_MAX} 的整数` });
        return;
      }
      quantity = value;
    }
    const key = catalogueKey(catalogNo);
    const known = entries.get(key);
    if (known) {
      known.quantity = Math.min(CART_QUANTITY_MAX, known.quantity + quantity);
      known.lines.push(line);
    } else {
      entries.set(key, { catalogNo, quantity, lines: [line] });
    }
  });
  const list = [...entries.values()];
  if (list.length > QUICK_ORDER_MAX_LINES) {
    return {
      entries: list.slice(0, QUICK_ORDER_MAX_LINES),
      problems: [...problems, { line: 0, text: '', message: `一次最多 ${QUICK_ORDER_MAX_LINES} 种商品，多出的行未识别` }],
      ignoredLines,
    };
  }
  return { entries: list, problems, ignoredLines };
}

/** One row of the report of a paste (快速下单, a buying list's 粘贴导入): a line the mall checked, or one not read. */
export interface ReportRow {
  key: string;
  lines: number[];
  catalogNo: string;
  quantity: number;
  tone: 'success' | 'warning' | 'error';
  label: string;
  detail: string;
  /** a CAS number or name naming several sizes (docs/api.md §4 `choose`): the mall's result index and its sizes */
  choose?: { index: number; candidates: BatchCandidate[] };
}

/** A candidate picked for a `choose` line: the line's result as if its catalogue number had been typed. */
export function chosenResult(line: BatchResult, c: BatchCandidate): BatchResult {
  const stock = stockStatus(c);
  const { candidates: _candidates, ...rest } = line;
  return {
    ...rest,
    catalogNo: c.catalogNo,
    matlId: c.matlId,
    name: c.name,
    spec: c.spec,
    mfrName: c.mfrName,
    price: c.price,
    stock: c.stock,
    leadDays: c.leadDays,
    ...(c.unit ? { unit: c.unit } : {}),
    // the company's terms ride with the size picked (docs/api.md §5): its price and its minimum and multiple
    ...(c.terms ? { terms: c.terms } : {}),
    status: stock.orderable ? 'ok' : 'unavailable',
    message: stock.orderable ? stock.label : '缺货，暂无货期，无法加入购物车',
  };
}

/**
 * The ok lines at a quantity the company's minimum and multiple allow (docs/api.md §5), and a note of each line so
 * corrected (货号：该商品起订 5 件，按 5 的倍数购买，已改为 5 件).
 */
export function withQuantityRules(results: readonly BatchResult[]): { results: BatchResult[]; notes: string[] } {
  const notes: string[] = [];
  const kept = results.map((r) => {
    if (r.status !== 'ok' || !r.terms) return r;
    const checked = checkQuantity({ terms: r.terms, unit: r.unit ?? '件' }, r.quantity);
    if (!checked.message) return r;
    notes.push(`${r.catalogNo}：${checked.message}`);
    return { ...r, quantity: checked.quantity };
  });
  return { results: kept, notes };
}

/**
 * The report of a paste, in the order of its lines: what the mall said of each entry (`results`, by `index`) and
 * the lines the parser could not read. `unavailableKept`: 缺货 lines were kept (a buying list holds them, docs/api.md
 * §23), so they warn rather than refuse.
 */
export function reportRows(parse: QuickOrderParse, results: readonly BatchResult[], { unavailableKept = false } = {}): ReportRow[] {
  const rows: ReportRow[] = results.map((r) => {
    const entry = parse.entries[r.index];
    const lines = entry?.lines ?? [];
    const merged = lines.length > 1 ? `（第 ${lines.join('、')} 行重复，已合并）` : '';
    if (r.status === 'ok') {
      // 现货, or 期货 with its lead time: both are added (src/shared/lib/stock-status.ts)
      const stock = stockStatus(r);
      return {
        key: r.catalogNo,
        lines,
        catalogNo: r.catalogNo,
        quantity: r.quantity,
        tone: stock.kind === 'inStock' ? 'success' : 'warning',
        label: stock.label,
        // the company's unit price for the quantity (docs/api.md §5)
        detail: `${r.name ?? ''} ${r.spec ?? ''} · ${formatFen(unitFen({ price: r.price ?? 0, terms: r.terms }, r.quantity))}${stock.kind === 'inStock' ? '' : ` · ${stock.delivery}`}${merged}`,
      };
    }
    if (r.status === 'choose') {
      return {
        key: `${r.catalogNo}-${r.index}`,
        lines,
        catalogNo: r.catalogNo,
        quantity: r.quantity,
        tone: 'warning',
        label: '请选择',
        detail: `${r.message}${merged}`,
        choose: { index: r.index, candidates: r.candidates ?? [] },
      };
    }
    if (r.status === 'unavailable' && unavailableKept) {
      return {
        key: r.catalogNo,
        lines,
        catalogNo: r.catalogNo,
        quantity: r.quantity,
        tone: 'warning',
        label: '缺货',
        detail: `${r.name ?? ''} ${r.spec ?? ''} · 已加入清单，暂时无法加入购物车${merged}`,
      };
    }
    const what = r.status === 'offShelf' ? `${r.name ?? ''} ` : r.status === 'unavailable' ? `${r.name ?? ''} ${r.spec ?? ''} · ` : '';
    return {
      key: `${r.catalogNo}-${r.index}`,
      lines,
      catalogNo: r.catalogNo,
      quantity: r.quantity,
      tone: 'error',
      label: r.status === 'unknown' ? '未找到' : r.status === 'offShelf' ? '已下架' : r.status === 'unavailable' ? '缺货' : '数量有误',
      detail: `${what}${r.message}${merged}`,
    };
  });
  for (const p of parse.problems) {
    rows.push({ key: `p-${p.line}-${p.message}`, lines: p.line ? [p.line] : [], catalogNo: p.text, quantity: 0, tone: 'error', label: '无法识别', detail: p.message });
  }
  return rows.sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0));
}

/** Every row that can be added, and the first QUICK_ORDER_MAX_PROBLEMS_SHOWN that cannot; `hidden` counts the rest. */
export function capProblems(rows: readonly ReportRow[]): { shown: ReportRow[]; hidden: number } {
  const shown: ReportRow[] = [];
  let problems = 0;
  for (const row of rows) {
    if (row.tone !== 'error') shown.push(row);
    else if (problems++ < QUICK_ORDER_MAX_PROBLEMS_SHOWN) shown.push(row);
  }
  return { shown, hidden: Math.max(0, problems - QUICK_ORDER_MAX_PROBLEMS_SHOWN) };
}
