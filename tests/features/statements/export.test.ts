import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AMOUNT_FORMAT, columnLetter, statementSheet, writeStatementWorkbook } from '@/features/statements';
import { FUNDS, statementFixture } from './fixture';

/** The workbook written for a statement, read back from its bytes as Excel would open it. */
async function readBack(statement = statementFixture()) {
  const sheet = statementSheet(statement);
  const bytes = await writeStatementWorkbook(ExcelJS, sheet);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const ws = workbook.worksheets[0]!;
  return { sheet, ws };
}

const headers = (ws: ExcelJS.Worksheet, row: number) => (ws.getRow(row).values as unknown[]).slice(1);

describe('对账单 export model (docs/api.md §18)', () => {
  it('names the file by month, and by fund when filtered', () => {
    expect(statementSheet(statementFixture()).fileName).toBe('对账单-2026-10');
    expect(statementSheet(statementFixture({ fund: FUNDS.fund })).fileName).toBe('对账单-2026-10-国自然面上项目');
  });

  it('column letters go past Z', () => {
    expect([0, 25, 26, 27, 51, 52].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });

  it('writes a title, a bold frozen header, one row per line with number formats and real dates, and the totals with their values', async () => {
    const statement = statementFixture();
    const { ws } = await readBack(statement);
    expect(ws.name).toBe('对账单 2026-10');
    expect(String(ws.getCell('A1').value)).toBe('上海生科实验器材有限公司 对账单');
    expect(String(ws.getCell('A2').value)).toContain('对账期间：2026-10-01 至 2026-10-31');
    expect(String(ws.getCell('A2').value)).toContain('状态：待确认');
    expect(String(ws.getCell('A2').value)).not.toContain('经费');

    expect(headers(ws, 3)).toEqual(['序号', '订单号', '采购单号', '下单人', '送达日期', '到期日', '经费', '商品金额', '运费', '金额', '已付金额', '付款状态', '开票状态', '发票号码', '异议']);
    expect(ws.getRow(3).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });

    const amountCol = 10; // J: 金额
    statement.lines.forEach((line, i) => {
      const row = ws.getRow(4 + i);
      expect(row.getCell(1).value).toBe(i + 1);
      expect(row.getCell(2).value).toBe(line.orderNo);
      expect(row.getCell(amountCol).value).toBe(line.amount);
      expect(row.getCell(amountCol).numFmt).toBe(AMOUNT_FORMAT);
      const delivered = row.getCell(5).value;
      expect(delivered).toBeInstanceOf(Date);
      expect((delivered as Date).toISOString().slice(0, 10)).toBe(line.deliveredAt);
      expect(row.getCell(5).numFmt).toBe('yyyy-mm-dd');
      // 到期日: a date as the delivery's (docs/api.md §17)
      expect((row.getCell(6).value as Date).toISOString().slice(0, 10)).toBe(line.dueDate);
      expect(row.getCell(6).numFmt).toBe('yyyy-mm-dd');
    });
    expect(ws.getRow(5).getCell(12).value).toBe('部分付款');
    expect(ws.getRow(5).getCell(15).value).toBe('待商城回复：实际送达 2 箱，对账单为 3 箱');
    expect(ws.getRow(4).getCell(7).value).toBe('国自然面上项目（NSFC-32170001）');

    const totals = ws.getRow(4 + statement.lines.length);
    expect(totals.getCell(1).value).toBe('合计');
    expect(totals.getCell(2).value).toBe('3 笔订单');
    expect(totals.getCell(amountCol).value).toEqual({ formula: 'SUM(J4:J6)', result: 5015.4 });
    expect(totals.getCell(8).value).toEqual({ formula: 'SUM(H4:H6)', result: 4980.4 });
    expect(totals.getCell(11).value).toEqual({ formula: 'SUM(K4:K6)', result: 2280.5 });
    expect(totals.getCell(9).value).toEqual({ formula: 'SUM(I4:I6)', result: 35 });
    expect(totals.getCell(amountCol).numFmt).toBe(AMOUNT_FORMAT);
    expect(totals.font?.bold).toBe(true);
    // the totals match the lines
    expect(statement.lines.reduce((sum, l) => sum + l.amount, 0)).toBeCloseTo(5015.4, 2);

    const summary = new Map<string, unknown>();
    ws.eachRow((row, n) => {
      if (n > 4 + statement.lines.length) summary.set(String(row.getCell(amountCol - 1).value), row.getCell(amountCol).value);
    });
    expect(Object.fromEntries(summary)).toEqual({ 已付金额: 2280.5, 未付金额: 2734.9, 已开票金额: 1280.5, 未开票金额: 3734.9 });
    expect(ws.getColumn(2).width).toBeGreaterThan(15);
  });

  it('says the fund in the title rows when filtered, and an empty statement writes its totals as values', async () => {
    const statement = statementFixture({
      fund: FUNDS.other,
      lines: [],
      disputes: [],
      totals: { orderCount: 0, goodsAmount: 0, freight: 0, amount: 0, paid: 0, unpaid: 0, invoiced: 0, uninvoiced: 0 },
    });
    const { ws } = await readBack(statement);
    expect(String(ws.getCell('A2').value)).toContain('经费：横向课题（HX-2026-07）');
    const totals = ws.getRow(4);
    expect(totals.getCell(1).value).toBe('合计');
    // no lines, so no 到期日 column: 金额 is the 9th
    expect(headers(ws, 3)).not.toContain('到期日');
    expect(totals.getCell(9).value).toBe(0);
  });

  it('a sum of 0 is written as the value (exceljs keeps no cached 0), a fund whose name holds its code is named once', async () => {
    const statement = statementFixture();
    const lines = statement.lines.map((line) => ({ ...line, freight: 0, fund: line.fund ? { ...line.fund, name: `${line.fund.name} ${line.fund.code}` } : null }));
    const { ws } = await readBack({ ...statement, lines, totals: { ...statement.totals, freight: 0 } });
    expect(ws.getRow(7).getCell(9).value).toBe(0);
    expect(ws.getRow(4).getCell(7).value).toBe('国自然面上项目 NSFC-32170001');
  });

  it('a 现结 account (no line has a 到期日) has no 到期日 column, as the mall’s PDF', async () => {
    const statement = statementFixture();
    const { ws } = await readBack({ ...statement, lines: statement.lines.map((line) => ({ ...line, dueDate: null })) });
    expect(headers(ws, 3)).toEqual(['序号', '订单号', '采购单号', '下单人', '送达日期', '经费', '商品金额', '运费', '金额', '已付金额', '付款状态', '开票状态', '发票号码', '异议']);
    expect(ws.getRow(7).getCell(9).value).toEqual({ formula: 'SUM(I4:I6)', result: 5015.4 });
  });

  it('a confirmed month says who confirmed it', () => {
    const sheet = statementSheet(statementFixture({ status: 'confirmed', statusLabel: '已确认', confirmedAt: '2026-11-03T02:20:00.000Z', confirmedByName: '王敏' }));
    expect(sheet.subtitle).toContain('状态：已确认（王敏 2026-11-03 确认）');
  });
});
