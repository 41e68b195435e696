import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Envelope, Page } from './helpers.ts';
import { db } from '../../mocks/db/index.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';
import { buildPdf } from '../../mocks/pdf.ts';
import { readPdf } from './pdf-reader.ts';

const BASE = 'http://localhost:3000';

interface TagRef {
  _id: string;
  name: string;
  color: string;
}
interface Brand {
  _id: string;
  name: string;
  nameEn: string;
  isAuthorizedDealer: boolean;
  sort: number;
  materialCount: number;
}
interface Summary {
  _id: string;
  catalogNo: string;
  productNo: string;
  mfrId: string;
  mfrName: string;
  price: number;
  stock: number;
  inStock: boolean;
  createdAt: string;
  sales: number;
  tags: TagRef[];
}
interface Coa {
  _id: string;
  sn: string;
  lot: string;
  matlId: string;
  mfrName: string;
}

async function get(path: string): Promise<Response> {
  const res = await getResponse(catalogueHandlers, new Request(`${BASE}${path}`));
  if (!res) throw new Error(`no handler for ${path}`);
  return res;
}

async function getJson<T>(path: string): Promise<{ status: number; body: Envelope<T> }> {
  const res = await get(path);
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

function onShelf() {
  return db.state.materials.filter((m) => !m.offShelf);
}

beforeEach(() => {
  db.reset();
});

describe('brands', () => {
  it('pages the brands by sort with material counts', async () => {
    const { status, body } = await getJson<Page<Brand>>('/common/v1/manufacturers?page=1&pageSize=5');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.page).toBe(1);
    expect(body.data.pageSize).toBe(5);
    expect(body.data.total).toBe(db.state.manufacturers.length);
    expect(body.data.list.length).toBe(Math.min(5, db.state.manufacturers.length));
    const sorts = body.data.list.map((b) => b.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    for (const brand of body.data.list) {
      expect(brand.materialCount).toBe(onShelf().filter((m) => m.mfrId === brand._id).length);
    }
  });

  it('filters authorised dealers and keywords', async () => {
    const dealers = await getJson<Page<Brand>>('/common/v1/manufacturers?isAuthorizedDealer=1&pageSize=100');
    expect(dealers.body.data.total).toBe(db.state.manufacturers.filter((b) => b.isAuthorizedDealer).length);
    expect(dealers.body.data.list.every((b) => b.isAuthorizedDealer)).toBe(true);
    const others = await getJson<Page<Brand>>('/common/v1/manufacturers?isAuthorizedDealer=0&pageSize=100');
    expect(others.body.data.list.every((b) => !b.isAuthorizedDealer)).toBe(true);
    const brand = db.state.manufacturers[0]!;
    const byName = await getJson<Page<Brand>>(`/common/v1/manufacturers?keyword=${encodeURIComponent(brand.nameEn.toUpperCase())}`);
    expect(byName.body.data.list.map((b) => b._id)).toContain(brand._id);
  });

  it('answers 400 for bad flags and paging', async () => {
    const flag = await getJson<null>('/common/v1/manufacturers?isAuthorizedDealer=2');
    expect(flag.status).toBe(400);
    expect(flag.body.msg).toContain('isAuthorizedDealer');
    const size = await getJson<null>('/common/v1/manufacturers?pageSize=0');
    expect(size.status).toBe(400);
    expect(size.body.code).toBe(400);
    const page = await getJson<null>('/common/v1/manufacturers?page=abc');
    expect(page.status).toBe(400);
  });

  it('answers a brand with counts and top tags, 404 for an unknown one', async () => {
    const brand = db.state.manufacturers.find((b) => onShelf().some((m) => m.mfrId === b._id))!;
    const { body } = await getJson<Brand & { topTags: (TagRef & { count: number })[] }>(`/common/v1/manufacturers/${brand._id}`);
    expect(body.code).toBe(0);
    expect(body.data.materialCount).toBe(onShelf().filter((m) => m.mfrId === brand._id).length);
    expect(Array.isArray(body.data.topTags)).toBe(true);
    const counts = body.data.topTags.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const missing = await getJson<null>('/common/v1/manufacturers/000000000000000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('品牌不存在');
  });
});

describe('materials', () => {
  it('pages on-shelf materials with brand names and tag objects', async () => {
    const { body } = await getJson<Page<Summary>>('/mall/v1/materials?page=2&pageSize=7');
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(onShelf().length);
    expect(body.data.page).toBe(2);
    expect(body.data.list.length).toBeLessThanOrEqual(7);
    for (const m of body.data.list) {
      expect(m.mfrName).toBeTruthy();
      expect(Array.isArray(m.tags)).toBe(true);
      for (const t of m.tags) expect(typeof t.name).toBe('string');
    }
  });

  it('excludes off-shelf materials', async () => {
    const target = onShelf()[0]!;
    db.state.materials.find((m) => m._id === target._id)!.offShelf = true;
    const { body } = await getJson<Page<Summary>>(`/mall/v1/materials?keyword=${encodeURIComponent(target.catalogNo)}&pageSize=100`);
    expect(body.data.list.map((m) => m._id)).not.toContain(target._id);
    expect(body.data.total).toBeLessThanOrEqual(onShelf().length);
  });

  it('matches keywords case-insensitively and tolerates NBSP', async () => {
    const target = onShelf().find((m) => /[a-z]/i.test(m.nameEn))!;
    const keyword = `\u00a0${target.nameEn.toUpperCase()}\u00a0`;
    const { body } = await getJson<Page<Summary>>(`/mall/v1/materials?keyword=${encodeURIComponent(keyword)}&pageSize=100`);
    expect(body.data.list.map((m) => m._id)).toContain(target._id);
    const byCatalog = await getJson<Page<Summary>>(`/mall/v1/materials?keyword=${encodeURIComponent(target.catalogNo.toLowerCase())}`);
    expect(byCatalog.body.data.list[0]?.catalogNo.toLowerCase()).toContain(target.catalogNo.toLowerCase());
  });

  it('filters by brand, tag, stock and sorts by price', async () => {
    const withTag = onShelf().find((m) => m.tagIds.length > 0)!;
    const brandId = withTag.mfrId;
    const byBrand = await getJson<Page<Summary>>(`/mall/v1/materials?mfrId=${brandId}&pageSize=100`);
    expect(byBrand.body.data.total).toBe(onShelf().filter((m) => m.mfrId === brandId).length);
    expect(byBrand.body.data.list.every((m) => m.mfrId === brandId)).toBe(true);

    const tagId = withTag.tagIds[0]!;
    const byTag = await getJson<Page<Summary>>(`/mall/v1/materials?tagId=${tagId}&pageSize=100`);
    expect(byTag.body.data.total).toBe(onShelf().filter((m) => m.tagIds.includes(tagId)).length);
    expect(byTag.body.data.list.every((m) => m.tags.some((t) => t._id === tagId))).toBe(true);

    const inStock = await getJson<Page<Summary>>('/mall/v1/materials?inStock=1&pageSize=100');
    expect(inStock.body.data.total).toBe(onShelf().filter((m) => m.stock > 0).length);
    expect(inStock.body.data.list.every((m) => m.inStock && m.stock > 0)).toBe(true);

    const asc = await getJson<Page<Summary>>('/mall/v1/materials?sort=priceAsc&pageSize=50');
    const prices = asc.body.data.list.map((m) => m.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const newest = await getJson<Page<Summary>>('/mall/v1/materials?sort=newest&pageSize=50');
    const dates = newest.body.data.list.map((m) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers 400 / 404 for bad filters', async () => {
    expect((await getJson<null>('/mall/v1/materials?sort=cheap')).status).toBe(400);
    expect((await getJson<null>('/mall/v1/materials?inStock=yes')).status).toBe(400);
    expect((await getJson<null>('/mall/v1/materials?category=food')).body.msg).toBe('商品分类不正确');
    const brand = await getJson<null>('/mall/v1/materials?mfrId=nope');
    expect(brand.status).toBe(404);
    expect(brand.body.msg).toBe('品牌不存在');
  });

  it('answers a material with siblings, tags, brand and COA lots', async () => {
    const coa = db.state.coas[0]!;
    const material = db.state.materials.find((m) => m._id === coa.matlId)!;
    const { body } = await getJson<
      Summary & {
        siblings: { _id: string; current: boolean }[];
        manufacturer: { _id: string } | null;
        coaLots: { lot: string }[];
      }
    >(`/mall/v1/materials/${material._id}`);
    expect(body.code).toBe(0);
    expect(body.data.catalogNo).toBe(material.catalogNo);
    expect(body.data.manufacturer?._id).toBe(material.mfrId);
    expect(body.data.tags.map((t) => t._id).sort()).toEqual([...material.tagIds].sort());
    const familyIds = db.state.materials
      .filter((m) => m.productNo === material.productNo && (!m.offShelf || m._id === material._id))
      .map((m) => m._id);
    expect(body.data.siblings.map((s) => s._id).sort()).toEqual(familyIds.sort());
    expect(body.data.siblings.filter((s) => s.current).map((s) => s._id)).toEqual([material._id]);
    expect(body.data.coaLots.map((c) => c.lot)).toContain(coa.lot);

    const missing = await getJson<null>('/mall/v1/materials/000000000000000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('商品不存在');
  });

  it('counts brands for a keyword', async () => {
    const target = onShelf()[0]!;
    const keyword = target.name.slice(0, 2);
    const { body } = await getJson<{ _id: string; count: number }[]>(
      `/mall/v1/materials/keyword/relate-manufacturer?keyword=${encodeURIComponent(keyword)}`,
    );
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThan(0);
    const counts = body.data.map((b) => b.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const page = await getJson<Page<Summary>>(`/mall/v1/materials?keyword=${encodeURIComponent(keyword)}`);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(page.body.data.total);
  });
});

describe('tags', () => {
  it('lists tags with counts and answers one tag or 404', async () => {
    const { body } = await getJson<(TagRef & { materialCount: number })[]>('/mall/v1/materials/tags/list');
    expect(body.code).toBe(0);
    expect(body.data.length).toBe(db.state.tags.length);
    const tag = body.data[0]!;
    expect(tag.materialCount).toBe(onShelf().filter((m) => m.tagIds.includes(tag._id)).length);
    const one = await getJson<TagRef & { materialCount: number }>(`/mall/v1/materials/tags/${tag._id}`);
    expect(one.body.data.name).toBe(tag.name);
    expect(one.body.data.materialCount).toBe(tag.materialCount);
    const missing = await getJson<null>('/mall/v1/materials/tags/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('标签不存在');
  });
});

describe('COA', () => {
  it('needs a serial number, or a lot together with a brand', async () => {
    for (const query of ['', '?lot=ABC', '?mfrName=BioLegend']) {
      const { status, body } = await getJson<null>(`/common/v1/scm/coas${query}`);
      expect(status).toBe(400);
      expect(body.msg).toBe('请输入证书编号，或同时输入批号与品牌');
    }
  });

  it('finds COAs by serial number and by lot + brand', async () => {
    const coa = db.state.coas[0]!;
    const bySn = await getJson<Page<Coa>>(`/common/v1/scm/coas?sn=${encodeURIComponent(coa.sn.toLowerCase())}`);
    expect(bySn.body.code).toBe(0);
    expect(bySn.body.data.list.map((c) => c._id)).toContain(coa._id);
    const byLot = await getJson<Page<Coa>>(
      `/common/v1/scm/coas?lot=${encodeURIComponent(coa.lot)}&mfrName=${encodeURIComponent(coa.mfrName)}`,
    );
    expect(byLot.body.data.list.map((c) => c._id)).toContain(coa._id);
    expect(byLot.body.data.list.every((c) => c.lot.toLowerCase() === coa.lot.toLowerCase())).toBe(true);
    const none = await getJson<Page<Coa>>('/common/v1/scm/coas?sn=NOPE-0000');
    expect(none.body.data.total).toBe(0);
  });

  it('answers the COA of a material and lot, or refuses with 10404', async () => {
    const coa = db.state.coas[0]!;
    const hit = await getJson<Coa>(`/mall/v1/materials/${coa.matlId}/coa?lot=${encodeURIComponent(coa.lot)}`);
    expect(hit.body.code).toBe(0);
    expect(hit.body.data.sn).toBe(coa.sn);
    const miss = await getJson<null>(`/mall/v1/materials/${coa.matlId}/coa?lot=NO-SUCH-LOT`);
    expect(miss.status).toBe(200);
    expect(miss.body.code).toBe(10404);
    expect(miss.body.msg).toBe('未找到该批号的 COA 报告，请核对批号');
    const noLot = await getJson<null>(`/mall/v1/materials/${coa.matlId}/coa`);
    expect(noLot.status).toBe(400);
    expect(noLot.body.msg).toBe('批号不能为空');
    const noMaterial = await getJson<null>('/mall/v1/materials/nope/coa?lot=1');
    expect(noMaterial.status).toBe(404);
  });

  it('serves a valid PDF for a COA', async () => {
    const coa = db.state.coas[0]!;
    const res = await get(`/common/v1/scm/coas/${coa._id}/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    const { text } = readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(`证书编号 No.：${coa.sn}`);
    expect(text).toContain(coa.lot);
    const missing = await get('/common/v1/scm/coas/nope/file');
    expect(missing.status).toBe(404);
  });

  it('builds PDFs with escaped text and correct offsets', () => {
    const pdf = readPdf(buildPdf(['Title (1)', 'back\\slash', '中文 line']));
    expect(pdf.raw).toContain('(Title \\(1\\)) Tj');
    expect(pdf.raw).toContain('(back\\\\slash) Tj');
    expect(pdf.text).toContain('中文 line');
  });
});

describe('dictionaries', () => {
  it('answers a dictionary, 400 without a type and 404 for an unknown one', async () => {
    const [type, items] = Object.entries(db.state.dicts)[0]!;
    const { body } = await getJson<unknown[]>(`/common/v1/dict?dict_type=${encodeURIComponent(type)}`);
    expect(body.code).toBe(0);
    expect(body.data).toEqual(items);
    const none = await getJson<null>('/common/v1/dict');
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('dict_type 不能为空');
    const unknown = await getJson<null>('/common/v1/dict?dict_type=no_such_dict');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('字典不存在');
  });
});
