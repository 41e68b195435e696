/**
 * 瓶签 and 供货单 (docs/api.md §14): one label per bottle received, A4 3 × 8 or a 60 × 40 mm roll, each read back
 * (its text, its pictograms, its QR code decoded by jsQR), and the .xlsx 供货单 read back with exceljs.
 */
import { CONTROL_LABELS, controlsOf } from '../../mocks/hazard-data.ts';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { readPdfResponse } from './pdf-reader.ts';
import { decodeQrCodes } from './qr-reader.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import type { OrderRecord, StockOutRecord } from '../../mocks/db/types.ts';
import { DIAMOND_MARK } from '../../mocks/ghs-pdf.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { receivingHandlers } from '../../mocks/handlers/receiving.ts';
import { coaFor } from '../../mocks/receipts.ts';
import { SUPPLY_SHEET_COLUMNS } from '../../mocks/supply-sheet.ts';

const BASE = 'http://localhost:3000';
const { call } = handlerClient([...orderHandlers, ...receivingHandlers], BASE);
const owner = DEMO.owner._id;

beforeEach(() => db.reset());

const deliveriesOf = (order: OrderRecord): StockOutRecord[] => db.state.stockOuts.filter((s) => s.orderId === order._id);
const receivedOrder = (): OrderRecord => db.state.orders.find((o) => o.memberId === owner && deliveriesOf(o).some((s) => s.receipt))!;
const receivedLines = (order: OrderRecord) => deliveriesOf(order).flatMap((s) => (s.receipt ? s.receipt.lines.filter((l) => l.quantity > 0) : []));
const squash = (text: string): string => text.replace(/\s+/g, '');

/** The order's first received line becomes 3 bottles of a controlled, hazardous chemical. */
function withHazardousLine(order: OrderRecord) {
  const chemical = db.state.materials.find((m) => (m.hazard?.pictograms.length ?? 0) >= 2 && (m.hazard?.controls ?? []).some((c) => c !== 'hazardous'))!;
  const line = deliveriesOf(order).find((s) => s.receipt)!.receipt!.lines[0]!;
  Object.assign(line, { matlId: chemical._id, catalogNo: chemical.catalogNo, name: chemical.name, quantity: 3, lot: 'LOT-HZ-0001' });
  return chemical;
}

describe('GET {v1}/orders/{id}/bottle-labels', () => {
  it('draws one label per bottle received: 24 to an A4 sheet, one per page on a roll', async () => {
    const order = receivedOrder();
    const bottles = receivedLines(order).reduce((sum, l) => sum + l.quantity, 0);
    expect(bottles).toBeGreaterThan(0);
    const a4 = await call(owner, 'GET', `/mall/v1/orders/${order._id}/bottle-labels`);
    expect(a4.headers.get('Content-Type')).toBe('application/pdf');
    expect(a4.headers.get('Content-Disposition')).toContain(encodeURIComponent(`瓶签-${order.orderNo}.pdf`));
    const sheet = await readPdfResponse(a4);
    expect(sheet.pages).toHaveLength(Math.ceil(bottles / 24));
    expect(sheet.text).not.toContain('第 1 页');
    const roll = await readPdfResponse(await call(owner, 'GET', `/mall/v1/orders/${order._id}/bottle-labels?format=roll`));
    expect(roll.pages).toHaveLength(bottles);
    for (const line of receivedLines(order)) {
      for (let n = 1; n <= line.quantity; n++) {
        const page = roll.pages.find((p) => squash(p).includes(squash(`批号 ${line.lot}`)) && p.includes(`第 ${n}/${line.quantity} 瓶`));
        expect(page, `${line.lot} bottle ${n}`).toBeDefined();
        expect(squash(page!)).toContain(squash(`货号 ${line.catalogNo}`));
        expect(page).toContain(`收货 ${deliveriesOf(order).find((s) => s.receipt?.lines.includes(line))!.receipt!.receivedAt}`);
        expect(page).toContain(`订单 ${order.orderNo}`);
        const coa = coaFor(line.matlId, line.lot);
        expect(page).toContain(`有效期至 ${coa ? coa.expiresAt.slice(0, 10) : '见 COA'}`);
      }
    }
  });

  it('names a hazardous chemical’s CAS, pictograms and control class, and its QR code opens the shop’s COA page of the lot', async () => {
    const order = receivedOrder();
    const chemical = withHazardousLine(order);
    const roll = await readPdfResponse(await call(owner, 'GET', `/mall/v1/orders/${order._id}/bottle-labels?format=roll`, undefined, { Origin: 'http://127.0.0.1:4173' }));
    const pages = roll.pages.filter((p) => p.includes('LOT-HZ-0001'));
    expect(pages).toHaveLength(3);
    expect(squash(pages[0]!)).toContain(squash(`CAS ${chemical.cas!}`));
    expect(pages[0]).toContain(chemical.hazard!.signalWord!);
    // and its control classes by name (易制毒 …), beside the signal word
    for (const control of controlsOf(chemical)) expect(squash(pages[0]!)).toContain(squash(CONTROL_LABELS[control].label));
    // each of its labels draws its pictograms (up to four)
    const diamonds = roll.raw.split(DIAMOND_MARK).length - 1;
    expect(diamonds).toBeGreaterThanOrEqual(3 * Math.min(4, chemical.hazard!.pictograms.length));
    // the QR codes: one per label, each the shop's COA page (the COA's number, or the lot and brand when none)
    const codes = decodeQrCodes(roll);
    expect(codes).toHaveLength(roll.pages.length);
    expect(codes.filter((c) => c === `http://127.0.0.1:4173/coa?${new URLSearchParams({ lot: 'LOT-HZ-0001', brand: chemical.mfrName }).toString()}`)).toHaveLength(3);
    const withCoa = receivedLines(order).find((l) => coaFor(l.matlId, l.lot));
    expect(withCoa, 'the seed receives a lot with a COA').toBeDefined();
    expect(codes).toContain(`http://127.0.0.1:4173/coa?sn=${coaFor(withCoa!.matlId, withCoa!.lot)!.sn}`);
  });

  it('never prints an origin the mall does not serve into a QR code: a foreign or null Origin gives the mall’s own', async () => {
    const order = receivedOrder();
    for (const origin of ['https://evil.example', 'null']) {
      const roll = await readPdfResponse(await call(owner, 'GET', `/mall/v1/orders/${order._id}/bottle-labels?format=roll`, undefined, { Origin: origin }));
      const codes = decodeQrCodes(roll);
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) expect(code.startsWith(`${BASE}/coa?`), code).toBe(true);
    }
    // an empty format is the default sheet
    expect((await call(owner, 'GET', `/mall/v1/orders/${order._id}/bottle-labels?format=`)).headers.get('Content-Type')).toBe('application/pdf');
  });

  it('is refused before a receipt (10114), for an unknown format and above 1000 labels (400)', async () => {
    const waiting = db.state.orders.find((o) => o.memberId === owner && !deliveriesOf(o).some((s) => s.receipt))!;
    const refused = await call(owner, 'GET', `/mall/v1/orders/${waiting._id}/bottle-labels`);
    expect(await refused.json()).toMatchObject({ code: 10114, msg: '尚未确认收货，暂无瓶签' });
    const order = receivedOrder();
    expect((await call(owner, 'GET', `/mall/v1/orders/${order._id}/bottle-labels?format=a3`)).status).toBe(400);
    deliveriesOf(order).find((s) => s.receipt)!.receipt!.lines[0]!.quantity = 1001;
    const many = await call(owner, 'GET', `/mall/v1/orders/${order._id}/bottle-labels`);
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({ msg: '瓶签最多 1000 张，请分批收货后再打印' });
  });
});

describe('GET {v1}/orders/{id}/supply-sheet', () => {
  it('has one row per received lot with the columns the contract lists, numbers as numbers', async () => {
    const order = receivedOrder();
    const chemical = withHazardousLine(order);
    const answer = await call(owner, 'GET', `/mall/v1/orders/${order._id}/supply-sheet`);
    expect(answer.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await answer.arrayBuffer());
    const sheet = workbook.getWorksheet('供货单')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...SUPPLY_SHEET_COLUMNS]);
    const lines = receivedLines(order);
    expect(sheet.rowCount).toBe(1 + lines.length);
    const col = (name: string) => SUPPLY_SHEET_COLUMNS.indexOf(name as (typeof SUPPLY_SHEET_COLUMNS)[number]) + 1;
    lines.forEach((line, i) => {
      const row = sheet.getRow(i + 2);
      const item = order.items.find((x) => x.matlId === line.matlId);
      expect(row.getCell(col('订单号')).value).toBe(order.orderNo);
      expect(row.getCell(col('批号')).value).toBe(line.lot);
      expect(row.getCell(col('数量')).value).toBe(line.quantity);
      // the order's price; a lot the order does not list (the rewritten line) has none, never a 0
      if (item) expect(row.getCell(col('金额')).value).toBeCloseTo(item.price * line.quantity, 2);
      else expect([row.getCell(col('单价')).value, row.getCell(col('金额')).value]).toEqual([null, null]);
      expect(row.getCell(col('COA 编号')).value).toBe(coaFor(line.matlId, line.lot)?.sn ?? '');
    });
    const hazardous = sheet.getRow(2);
    expect(hazardous.getCell(col('CAS')).value).toBe(chemical.cas);
    expect(hazardous.getCell(col('GHS 象形图')).value).toBe(chemical.hazard!.pictograms.join(' '));
    expect(String(hazardous.getCell(col('管制类别')).value)).not.toBe('');
  });

  it('is refused before a receipt (10114)', async () => {
    const waiting = db.state.orders.find((o) => o.memberId === owner && !deliveriesOf(o).some((s) => s.receipt))!;
    expect(await (await call(owner, 'GET', `/mall/v1/orders/${waiting._id}/supply-sheet`)).json()).toMatchObject({ code: 10114, msg: '尚未确认收货，暂无供货单' });
  });
});
