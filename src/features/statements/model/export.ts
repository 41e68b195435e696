import type { Statement } from '../api/types';
import { fundLabel } from './labels';

/** An amount column's number format (docs/api.md §18: the shop exports the PDF's lines as a workbook). */
export const AMOUNT_FORMAT = '¥#,##0.00';
export const DATE_CELL_FORMAT = 'yyyy-mm-dd';

/** A cell: text, a number, a date (a China calendar day, written as that day at UTC midnight), or a formula with its value. */
export type SheetCell = string | number | Date | null | { formula: string; result: number };

export interface SheetColumn {
  header: string;
  width: number;
  numFmt?: string;
}

/** What the workbook holds, built from a statement without exceljs (model/workbook.ts writes it). */
export interface StatementSheet {
  /** without the extension: 对账单-YYYY-MM[-经费] */
  fileName: string;
  sheetName: string;
  /** the first row: who and which month (and which fund) */
  title: string;
  /** the second row: the period, the fund, the status */
  subtitle: string;
  columns: SheetColumn[];
  /** one row per line, in the statement's order */
  rows: SheetCell[][];
  /** the totals row, right under the lines */
  totals: SheetCell[];
  /** label–value pairs under the totals: paid, unpaid, invoiced, uninvoiced */
  summary: [string, number][];
  /** the 1-based row of the header (rows above it and it stay frozen) */
  headerRow: number;
}

const COLUMNS: SheetColumn[] = [
  { header: '序号', width: 6 },
  { header: '订单号', width: 22 },
  { header: '采购单号', width: 18 },
  { header: '下单人', width: 12 },
  { header: '送达日期', width: 12, numFmt: DATE_CELL_FORMAT },
  { header: '到期日', width: 12, numFmt: DATE_CELL_FORMAT },
  { header: '经费', width: 24 },
  { header: '商品金额', width: 14, numFmt: AMOUNT_FORMAT },
  { header: '运费', width: 10, numFmt: AMOUNT_FORMAT },
  { header: '金额', width: 14, numFmt: AMOUNT_FORMAT },
  { header: '已付金额', width: 14, numFmt: AMOUNT_FORMAT },
  { header: '付款状态', width: 10 },
  { header: '开票状态', width: 10 },
  { header: '发票号码', width: 14 },
  { header: '异议', width: 30 },
];

/** The columns the totals row sums (0-based), by header. */
const SUMMED = ['商品金额', '运费', '金额', '已付金额'] as const;

/** A → 1, Z → 26, AA → 27 … for a 0-based column index. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** YYYY-MM-DD → that calendar day at UTC midnight (Excel keeps no zone: the cell shows the same day anywhere). */
export function dayCell(day: string): Date | string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}


function disputeText(line: Statement['lines'][number]): string {
  const d = line.dispute;
  if (!d) return '';
  if (d.status === 'open') return `待商城回复：${d.note}`;
  return `已回复：${d.answer ?? ''}`;
}

/** 对账单-2026-10, or 对账单-2026-10-国自然面上项目 when seen through a fund. */
export function exportFileName(statement: Pick<Statement, 'month' | 'fund'>): string {
  return `对账单-${statement.month}${statement.fund ? `-${statement.fund.name}` : ''}`;
}

/**
 * The sheet of a statement: the same lines as the mall's PDF, with amounts as numbers and dates as dates; 到期日
 * (docs/api.md §17) only for a 月结 account, as the PDF (a 现结 account's lines have none).
 */
export function statementSheet(statement: Statement): StatementSheet {
  const withDue = statement.lines.some((line) => line.dueDate !== null);
  const columns = withDue ? COLUMNS : COLUMNS.filter((c) => c.header !== '到期日');
  const headerRow = 3;
  const first = headerRow + 1;
  const last = headerRow + statement.lines.length;
  const rows: SheetCell[][] = statement.lines.map((line, i) => [
    i + 1,
    line.orderNo,
    line.poNo,
    line.placedByName,
    dayCell(line.deliveredAt),
    ...(withDue ? [line.dueDate ? dayCell(line.dueDate) : ''] : []),
    fundLabel(line.fund),
    line.goodsAmount,
    line.freight,
    line.amount,
    line.amountPaid,
    line.paymentStatusLabel,
    line.invoiceStatusLabel,
    line.invoiceNo ?? '',
    disputeText(line),
  ]);
  const sums: Record<(typeof SUMMED)[number], number> = {
    商品金额: statement.totals.goodsAmount,
    运费: statement.totals.freight,
    金额: statement.totals.amount,
    已付金额: statement.totals.paid,
  };
  const totals: SheetCell[] = columns.map((column, index) => {
    if (index === 0) return '合计';
    if (column.header === '订单号') return `${statement.totals.orderCount} 笔订单`;
    const summed = SUMMED.find((header) => header === column.header);
    if (!summed) return null;
    const letter = columnLetter(index);
    // the mall's totals, yuan with two decimals summed in fen (docs/api.md), go into the sheet as they come
    const value = sums[summed];
    // the value alone where the sum is nothing (an empty statement) or 0: exceljs writes no cached value of 0, and a
    // reader that does not evaluate formulas would show an empty cell
    return statement.lines.length > 0 && value !== 0 ? { formula: `SUM(${letter}${first}:${letter}${last})`, result: value } : value;
  });
  const period = `对账期间：${statement.period.from} 至 ${statement.period.to}`;
  const confirmed = statement.confirmedAt ? `（${statement.confirmedByName ?? ''} ${statement.confirmedAt.slice(0, 10)} 确认）` : '';
  return {
    fileName: exportFileName(statement),
    sheetName: `对账单 ${statement.month}`,
    title: `${statement.company.name} 对账单`,
    subtitle: [period, statement.fund ? `经费：${fundLabel(statement.fund)}` : '', `状态：${statement.statusLabel}${confirmed}`]
      .filter(Boolean)
      .join('　'),
    columns,
    rows,
    totals,
    summary: [
      ['已付金额', statement.totals.paid],
      ['未付金额', statement.totals.unpaid],
      ['已开票金额', statement.totals.invoiced],
      ['未开票金额', statement.totals.uninvoiced],
    ],
    headerRow,
  };
}
