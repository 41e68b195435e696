import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { cartHandlers } from '../../mocks/handlers/cart.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';

/** Search ranks like a chemist, one row per product, quick order by CAS and name (issue 42 item 4; docs/api.md §4, §5). */

const { callJson } = handlerClient([...catalogueHandlers, ...cartHandlers], 'http://localhost:3000');
const owner = DEMO.owner._id;

interface Pack {
  _id: string;
  catalogNo: string;
  spec: string;
  price: number;
  stock: number;
}
interface Row {
  _id: string;
  productNo: string;
  catalogNo: string;
  name: string;
  price: number;
  packs?: Pack[];
}
interface Candidate {
  matlId: string;
  catalogNo: string;
  name: string;
}
interface Result {
  status: string;
  catalogNo: string;
  message: string;
  matlId?: string;
  candidates?: Candidate[];
}

const search = async (params: Record<string, string>) => {
  const answer = await callJson<Page<Row>>(null, 'GET', `/mall/v1/materials?${new URLSearchParams(params).toString()}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const batch = async (lines: { catalogNo: string; quantity: number }[], dryRun = true) =>
  callJson<{ results: Result[] }>(owner, 'POST', '/mall/v1/carts/batch', { lines, dryRun });

beforeEach(() => db.reset());

/**
 * 30 queries a lab types, with the product that must come first: by its name (any brand of it), or by its
 * catalogue number (`#`: that very size). Names, abbreviations, CAS numbers, catalogue numbers with and without
 * hyphens, English names.
 */
const RELEVANCE: readonly [string, string][] = [
  ['乙醇', '无水乙醇 (AR)'],
  ['无水乙醇', '无水乙醇 (AR)'],
  ['酒精', '无水乙醇 (AR)'],
  ['甲苯', '甲苯 (AR)'],
  ['甘氨酸', '甘氨酸'],
  ['叠氮化钠', '叠氮化钠'],
  ['甲醇', '甲醇 (AR)'],
  ['丙酮', '丙酮 (AR)'],
  ['氯仿', '三氯甲烷 (AR)'],
  ['异丙醇', '异丙醇 (AR)'],
  ['甘油', '甘油'],
  ['巯基乙醇', 'β-巯基乙醇'],
  ['DMSO', '二甲基亚砜 (DMSO)，细胞培养级'],
  ['PBS', 'PBS 磷酸盐缓冲液 (1×, pH 7.4)'],
  ['EDTA', '乙二胺四乙酸二钠 (EDTA-2Na)'],
  ['Tris', 'Tris 碱'],
  ['SDS', '十二烷基硫酸钠 (SDS)'],
  ['BSA', '牛血清白蛋白 (BSA)，组分 V'],
  ['FBS', '胎牛血清 (南美来源)'],
  ['64-17-5', '无水乙醇 (AR)'],
  ['56-40-6', '甘氨酸'],
  ['26628-22-8', '叠氮化钠'],
  ['G0005-500G', '#G0005-500G'],
  ['g0005500g', '#G0005-500G'],
  ['P6204500ML', '#P6204-500ML'],
  ['T7598-25G', '#T7598-25G'],
  ['Ethanol', '无水乙醇 (AR)'],
  ['Glycine', '甘氨酸'],
  ['Toluene', '甲苯 (AR)'],
  ['Sodium azide', '叠氮化钠'],
];

describe('relevance on 30 queries a lab types (sort=default, as the catalogue asks: group=product)', () => {
  it('has 30 queries', () => {
    expect(RELEVANCE).toHaveLength(30);
  });

  it.each(RELEVANCE)('%s → %s first', async (keyword, expected) => {
    const { list } = await search({ keyword, group: 'product', pageSize: '20' });
    const first = list[0];
    if (expected.startsWith('#')) expect(first?.catalogNo).toBe(expected.slice(1));
    else expect(first?.name).toBe(expected);
  });

  it('乙醇 lists every 无水乙醇 before β-巯基乙醇, also one row per size (group=sku)', async () => {
    const { list } = await search({ keyword: '乙醇', pageSize: '50' });
    const names = list.map((m) => m.name);
    expect(names).toContain('β-巯基乙醇');
    expect(names).toContain('无水乙醇 (AR)');
    expect(names.lastIndexOf('无水乙醇 (AR)')).toBeLessThan(names.indexOf('β-巯基乙醇'));
  });

  it('ranks names that start with the query before names that only contain it', async () => {
    // Tris: Tris 碱 (synonym, exact) first; TBST and the rest only contain it
    const { list } = await search({ keyword: 'EDTA', group: 'product', pageSize: '50' });
    const names = list.map((m) => m.name);
    const exact = names.filter((n) => n === '乙二胺四乙酸二钠 (EDTA-2Na)').length;
    expect(exact).toBeGreaterThan(1);
    expect(names.slice(0, exact).every((n) => n === '乙二胺四乙酸二钠 (EDTA-2Na)')).toBe(true);
    expect(names.indexOf('0.25% 胰酶-EDTA (含酚红)')).toBeGreaterThan(exact - 1);
  });
});

describe('group=product: one row per product with its pack sizes', () => {
  it('lists each product once with every on-shelf size inside, price asc; total counts products', async () => {
    const skus = await search({ keyword: '甘氨酸', pageSize: '50' });
    const products = await search({ keyword: '甘氨酸', group: 'product', pageSize: '50' });
    const productNos = new Set(skus.list.map((m) => m.productNo));
    expect(products.total).toBe(productNos.size);
    expect(products.total).toBeLessThan(skus.total);
    expect(new Set(products.list.map((m) => m.productNo)).size).toBe(products.list.length);
    for (const row of products.list) {
      const sizes = db.state.materials.filter((m) => m.productNo === row.productNo && !m.offShelf);
      expect(row.packs?.map((p) => p.catalogNo).sort()).toEqual(sizes.map((m) => m.catalogNo).sort());
      const prices = row.packs?.map((p) => p.price) ?? [];
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(row.packs?.some((p) => p._id === row._id)).toBe(true);
    }
  });

  it('a typed catalogue number is the row; inStock=1 keeps only sizes in stock', async () => {
    const { list } = await search({ keyword: 'G0005-1KG', group: 'product' });
    expect(list[0]?.catalogNo).toBe('G0005-1KG');
    const stocked = await search({ group: 'product', inStock: '1', category: 'reagent', pageSize: '100' });
    expect(stocked.list.flatMap((m) => m.packs ?? []).every((p) => p.stock > 0)).toBe(true);
  });

  it('the brand facet counts products too, and a bad group is refused in Chinese', async () => {
    const facet = await callJson<{ _id: string; count: number }[]>(null, 'GET', '/mall/v1/materials/keyword/relate-manufacturer?keyword=甘氨酸&group=product');
    expect(facet.body.data.reduce((n, b) => n + b.count, 0)).toBe((await search({ keyword: '甘氨酸', group: 'product' })).total);
    const bad = await callJson<null>(null, 'GET', '/mall/v1/materials?group=family');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('group 只能是 sku 或 product');
  });
});

describe('quick order reads a CAS number and an exact name (never 货号不存在 for them)', () => {
  it('64-17-5 and 无水乙醇 offer the sizes to choose from when several products have it', async () => {
    const { body } = await batch([
      { catalogNo: '64-17-5', quantity: 1 },
      { catalogNo: '无水乙醇', quantity: 3 },
      { catalogNo: '酒精', quantity: 1 },
    ]);
    const ethanol = db.state.materials.filter((m) => m.cas === '64-17-5' && !m.offShelf).map((m) => m._id).sort();
    for (const r of body.data.results) {
      expect(r.status).toBe('choose');
      expect(r.message).toBe(`找到 ${ethanol.length} 个商品，请选择规格`);
      expect(r.candidates?.map((c) => c.matlId).sort()).toEqual(ethanol);
    }
  });

  it('one size only: taken as its catalogue number, and added by dryRun: false', async () => {
    const [keep, ...rest] = db.state.materials.filter((m) => m.cas === '64-17-5');
    for (const m of rest) m.offShelf = true;
    const { body } = await batch([{ catalogNo: '64-17-5', quantity: 1 }, { catalogNo: '无水乙醇', quantity: 3 }]);
    expect(body.data.results.map((r) => [r.status, r.catalogNo, r.matlId])).toEqual([
      ['ok', keep!.catalogNo, keep!._id],
      ['ok', keep!.catalogNo, keep!._id],
    ]);
    await batch([{ catalogNo: '无水乙醇', quantity: 3 }], false);
    expect(db.state.carts.find((c) => c.memberId === owner && c.matlId === keep!._id)?.quantity).toBeGreaterThanOrEqual(3);
  });

  it('a CAS number nobody sells says so; a part of a name is not a name', async () => {
    const { body } = await batch([{ catalogNo: '64-06-3', quantity: 1 }, { catalogNo: '乙', quantity: 1 }]);
    expect(body.data.results.map((r) => [r.status, r.message])).toEqual([
      ['unknown', '未找到该 CAS 号或名称的商品'],
      ['unknown', '货号不存在'],
    ]);
  });
});
