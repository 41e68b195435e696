import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Envelope, Page } from './helpers.ts';
import { db } from '../../mocks/db/index.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';

/** The fake mall's catalogue search: CAS-shaped queries (issue 24 item 5), facets (item 12), codes (item 2). */

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
interface TagCount {
  _id: string;
  name: string;
  materialCount: number;
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

describe('facets count over the query and the other filters', () => {
  it('a search that finds nothing counts no tag and no brand (not 流式抗体 1008)', async () => {
    const keyword = 'zzzz-no-such-thing';
    expect(await total({ keyword })).toBe(0);
    const tags = await getJson<TagCount[]>(`/mall/v1/materials/tags/list?keyword=${keyword}`);
    expect(tags.body.data.length).toBe(db.state.tags.length);
    expect(tags.body.data.every((t) => t.materialCount === 0)).toBe(true);
    const brands = await getJson<BrandFacet[]>(`/mall/v1/materials/keyword/relate-manufacturer?keyword=${keyword}`);
    expect(brands.body.data).toEqual([]);
  });

  it('each tag count is the list total that choosing the tag shows; each brand count likewise', async () => {
    const withTag = onShelf().find((m) => m.category === 'antibody' && m.tagIds.length > 1)!;
    const base = { keyword: 'CD', category: 'antibody', inStock: '1' };
    const chosenBrand = withTag.mfrId;
    const tags = await getJson<TagCount[]>(`/mall/v1/materials/tags/list?${query({ ...base, mfrId: chosenBrand })}`);
    const counted = tags.body.data.filter((t) => t.materialCount > 0);
    expect(counted.length).toBeGreaterThan(1);
    for (const tag of counted.slice(0, 4)) {
      expect(tag.materialCount).toBe(await total({ ...base, mfrId: chosenBrand, tagId: tag._id }));
    }
    // the tag facet ignores the chosen tag: its counts are the same with or without it
    const chosenTag = counted[0]!._id;
    const again = await getJson<TagCount[]>(`/mall/v1/materials/tags/list?${query({ ...base, mfrId: chosenBrand, tagId: chosenTag })}`);
    expect(again.body.data).toEqual(tags.body.data);

    const brands = await getJson<BrandFacet[]>(`/mall/v1/materials/keyword/relate-manufacturer?${query({ ...base, tagId: chosenTag })}`);
    expect(brands.body.data.length).toBeGreaterThan(0);
    for (const brand of brands.body.data.slice(0, 4)) {
      expect(brand.count).toBe(await total({ ...base, tagId: chosenTag, mfrId: brand._id }));
    }
    expect(brands.body.data.reduce((n, b) => n + b.count, 0)).toBe(await total({ ...base, tagId: chosenTag }));
  });

  it('without params the tag list still counts every on-shelf material; bad filters answer as the list does', async () => {
    const tags = await getJson<TagCount[]>('/mall/v1/materials/tags/list');
    const first = tags.body.data[0]!;
    expect(first.materialCount).toBe(onShelf().filter((m) => m.tagIds.includes(first._id)).length);
    expect((await getJson<null>('/mall/v1/materials/tags/list?category=food')).body.msg).toBe('商品分类不正确');
    expect((await getJson<null>('/mall/v1/materials/keyword/relate-manufacturer?tagId=nope')).status).toBe(404);
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
