import type * as ExcelJS from 'exceljs';
import type { StatementSheet } from './export';

type ExcelModule = typeof ExcelJS;

/** Writes the sheet model as an .xlsx (header bold and frozen, number formats, widths); exceljs is the caller's import. */
export async function writeStatementWorkbook(excel: ExcelModule, sheet: StatementSheet): Promise<ArrayBuffer> {
  const workbook = new excel.Workbook();
  workbook.created = new Date();
  const ws = workbook.addWorksheet(sheet.sheetName, { views: [{ state: 'frozen', ySplit: sheet.headerRow }] });
  sheet.columns.forEach((column, index) => {
    ws.getColumn(index + 1).width = column.width;
  });
  const span = sheet.columns.length;

  const title = ws.getRow(1);
  title.getCell(1).value = sheet.title;
  title.font = { bold: true, size: 14 };
  ws.mergeCells(1, 1, 1, span);
  ws.getRow(2).getCell(1).value = sheet.subtitle;
  ws.mergeCells(2, 1, 2, span);

  const header = ws.getRow(sheet.headerRow);
  header.values = sheet.columns.map((column) => column.header);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
    cell.border = { bottom: { style: 'thin' } };
  });

  let at = sheet.headerRow + 1;
  for (const cells of sheet.rows) ws.getRow(at++).values = cells;
  const totals = ws.getRow(at++);
  totals.values = sheet.totals;
  totals.font = { bold: true };
  totals.eachCell((cell) => {
    cell.border = { top: { style: 'thin' } };
  });
  at++;
  const amountColumn = sheet.columns.findIndex((column) => column.header === '金额') + 1;
  for (const [label, value] of sheet.summary) {
    const row = ws.getRow(at++);
    row.getCell(amountColumn - 1).value = label;
    row.getCell(amountColumn).value = value;
  }
  // The number formats of the amount and date columns, on every cell written below the header.
  sheet.columns.forEach((column, index) => {
    if (!column.numFmt) return;
    ws.getColumn(index + 1).eachCell({ includeEmpty: false }, (cell, rowNumber) => {
      if (rowNumber > sheet.headerRow) cell.numFmt = column.numFmt!;
    });
  });
  return workbook.xlsx.writeBuffer();
}
