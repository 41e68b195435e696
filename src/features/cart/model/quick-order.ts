/**
 * Quick order (快速下单) parsing: lines of "catalogue number, quantity" as
 * people paste them from Excel, mail or chat. Separators: tab, comma,
 * semicolon, 、 and spaces, half- or full-width. A missing quantity means 1;
 * the same catalogue number on several lines is merged.
 */
export const QUICK_ORDER_MAX_LINES = 200;
export const QUICK_ORDER_MAX_QUANTITY = 9999;

export interface QuickOrderEntry {
  /** upper-case catalogue number */
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
}

/** Full-width ASCII (！ to ～) and the ideographic space to their half-width forms. */
export function toHalfWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

const SEPARATORS = /[\t,;、\s\u00a0]+/;
const HEADER_WORDS = new Set(['货号', '产品货号', '商品货号', 'CATALOGNO', 'CAT.NO', 'CAT.NO.', 'CATNO', '编号']);

export function parseQuickOrder(text: string): QuickOrderParse {
  const entries = new Map<string, QuickOrderEntry>();
  const problems: QuickOrderProblem[] = [];
  const rows = text.split(/\r\n|\r|\n/);
  rows.forEach((raw, index) => {
    const line = index + 1;
    const normal = toHalfWidth(raw).trim();
    if (normal === '') return;
    const [first = '', second, ...rest] = normal.split(SEPARATORS).filter(Boolean);
    const catalogNo = first.toUpperCase();
    if (line === 1 && HEADER_WORDS.has(catalogNo)) return; // a header row copied with the table
    if (rest.length > 0) {
      problems.push({ line, text: raw.trim(), message: '格式应为“货号 数量”，每行一个商品' });
      return;
    }
    let quantity = 1;
    if (second !== undefined) {
      const value = Number(second.replace(/^[x×*]/i, ''));
      if (!Number.isInteger(value) || value < 1 || value > QUICK_ORDER_MAX_QUANTITY) {
        problems.push({ line, text: raw.trim(), message: `数量应为 1–${QUICK_ORDER_MAX_QUANTITY} 的整数` });
        return;
      }
      quantity = value;
    }
    const known = entries.get(catalogNo);
    if (known) {
      known.quantity = Math.min(QUICK_ORDER_MAX_QUANTITY, known.quantity + quantity);
      known.lines.push(line);
    } else {
      entries.set(catalogNo, { catalogNo, quantity, lines: [line] });
    }
  });
  const list = [...entries.values()];
  if (list.length > QUICK_ORDER_MAX_LINES) {
    return {
      entries: list.slice(0, QUICK_ORDER_MAX_LINES),
      problems: [...problems, { line: 0, text: '', message: `一次最多 ${QUICK_ORDER_MAX_LINES} 种商品，多出的行未识别` }],
    };
  }
  return { entries: list, problems };
}
