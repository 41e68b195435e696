/**
 * 供货单 (docs/api.md §14): one row per received lot, for a lab's reagent system to import. Numbers are numbers,
 * dates `YYYY-MM-DD` text, member text strings (never a formula). exceljs is loaded with the first sheet asked.
 */
export const SUPPLY_SHEET_COLUMNS = [
  '序号', '订单号', '采购单号', '货号', '品名', '英文名', '品牌', '规格', '单位', 'CAS', '批号', '数量', '单价', '金额',
  '生产日期', '有效期至', '储存条件', 'GHS 象形图', '信号词', '管制类别', 'UN 编号', '收货日期', '收货人', '经费', 'COA 编号',
] as const;

export type SupplyRow = Record<(typeof SUPPLY_SHEET_COLUMNS)[number], string | number | null>;

const NUMERIC = new Set(['序号', '数量', '单价', '金额']);

export async function supplySheetXlsx(rows: readonly SupplyRow[]): Promise<Uint8Array<ArrayBuffer>> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('供货单', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SUPPLY_SHEET_COLUMNS.map((title) => ({ header: title, key: title, width: NUMERIC.has(title) ? 10 : Math.max(12, title.length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    // a string that looks like a formula stays text: exceljs writes a string cell for a string value
    sheet.addRow(SUPPLY_SHEET_COLUMNS.map((c) => row[c]));
  }
  for (const c of ['单价', '金额']) sheet.getColumn(c).numFmt = '0.00';
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
