import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Envelope, Page } from './helpers.ts';
import { db } from '../../mocks/db/index.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';

/** The fake mall's catalogue search: CAS-shaped queries (issue 24 item 5) and codes (item 2). */

interface Summary {
  _id: string;
  catalogNo: string;
  cas?: string;
  mfrId: string;
  tags: { _id: string }[];
}
interface BrandFacet {
  _id: string;
  count: number;
}

async function getJson<T>(path: string): Promise<{ status: number; body: Envelope<T> }> {
  const res = await getResponse(catalogueHandlers, new Request(`http://localhost:3000${path}`));
  if (!res) throw new Error(`no handler for ${path}`);
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const query = (params: Record<string, string | undefined>) => {
  const defined = Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined);
  return new URLSearchParams(defined).toString();
};
const total = async (params: Record<string, string | undefined>) =>
  (await getJson<Page<Summary>>(`/mall/v1/materials?${query({ ...params, pageSize: '1' })}`)).body.data.total;
const onShelf = () => db.state.materials.filter((m) => !m.offShelf);

beforeEach(() => db.reset());
describe('a query shaped like a CAS number', () => {
  it('56-40-6 finds glycine by its CAS number, not antibodies whose catalogue numbers contain 56406', async () => {
    const glycine = onShelf().filter((m) => m.cas === '56-40-6');
    expect(glycine.length).toBeGreaterThan(0);
    // the trap of the issue: 564063-50T holds 56406 once the hyphens are gone
    expect(onShelf().some((m) => m.catalogNo.replace(/-/g, '').includes('56406') && m.cas !== '56-40-6')).toBe(true);
    for (const typed of ['56-40-6', '５６－４０－６', ' 56–40–6 ']) {
      const { body } = await getJson<Page<Summary>>(`/mall/v1/materials?keyword=${encodeURIComponent(typed)}&pageSize=100`);
      expect(body.data.list.map((m) => m._id).sort()).toEqual(glycine.map((m) => m._id).sort());
    }
  });

  it('matches a catalogue number only as a whole, and the brand facet counts the same', async () => {
    const brands = await getJson<BrandFacet[]>(`/mall/v1/materials/keyword/relate-manufacturer?keyword=56-40-6`);
    const sum = brands.body.data.reduce((n, b) => n + b.count, 0);
    expect(sum).toBe(onShelf().filter((m) => m.cas === '56-40-6').length);
    // a CAS-shaped number nobody has: nothing, rather than parts of catalogue numbers (564063-50T holds 64063)
    expect(onShelf().some((m) => m.cas === '64-06-3' || m.productNo.replace(/-/g, '') === '64063')).toBe(false);
    expect(await total({ keyword: '64-06-3' })).toBe(0);
    // a whole product number typed in that shape is still found
    const product = await getJson<Page<Summary>>(`/mall/v1/materials?keyword=564-06-3&pageSize=100`);
    expect(product.body.data.list.map((m) => m.catalogNo).sort()).toEqual(['564063-100T', '564063-50T']);
  });

  it('other keywords still match parts of numbers, with or without hyphens', async () => {
    const withHyphen = await total({ keyword: '564063' });
    expect(withHyphen).toBeGreaterThan(0);
    expect(await total({ keyword: '56406350T' })).toBeGreaterThan(0);
    expect(await total({ keyword: 'Ｇ０００５５００Ｇ' })).toBe(await total({ keyword: 'G0005-500G' }));
  });
});

describe('COA lookups read codes as the shop does', () => {
  it('finds a serial number or lot typed in full width, lower case or with hyphens and spaces', async () => {
    const coa = db.state.coas[0]!;
    const wide = coa.sn.toLowerCase().replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    for (const sn of [wide, ` ${coa.sn.slice(0, 3)}-${coa.sn.slice(3)} `]) {
      const { body } = await getJson<Page<{ _id: string }>>(`/common/v1/scm/coas?sn=${encodeURIComponent(sn)}`);
      expect(body.data.list.map((c) => c._id)).toEqual([coa._id]);
    }
    const hit = await getJson<{ sn: string }>(`/mall/v1/materials/${coa.matlId}/coa?lot=${encodeURIComponent(`${coa.lot.toLowerCase()}`)}`);
    expect(hit.body.data.sn).toBe(coa.sn);
  });
});
