/**
 * The public catalogue of the fake mall: brands (manufacturers), materials
 * (SKUs), material tags, COA certificates and dictionaries. No login needed.
 * Shapes are documented in docs/api.md (Catalogue).
 */
import { structureIndex, structureOf, structureSvgOf } from '../structures.ts';
import { http, HttpResponse } from 'msw';
import { db } from '../db/index.ts';
import type { CoaRecord, Manufacturer, Material, MaterialCategory, MaterialTag } from '../db/types.ts';
import { Answer, api, fail, handle, ok, paginate, refuse } from '../lib.ts';
import { pdfResponse } from '../pdf.ts';
import { CONTROL_CLASSES, controlsOf, hasSds, materialSafety } from '../hazard-data.ts';
import { restockAlertOf } from './restock-alerts.ts';
import { termsField, termsOwnerOf } from '../price-terms.ts';
import { brandSvg, imagePath, labelSvg, materialSvg, svgResponse } from '../images.ts';
import { CATEGORY_LABEL } from '../../src/shared/config/material-categories.ts';
import { catalogueKey, isCasShaped, normaliseKeyword, sameCatalogueNo } from '../../src/shared/lib/catalogue-number.ts';
import { MALL_CODE } from '../facts.gen.ts';
import { tierOf } from '../search-rank.ts';
import { gradeOf, purityOf } from '../material-grade.ts';

/** The shop's one list of category names (src/shared/config/material-categories.ts). */
export const CATEGORY_LABELS: Record<MaterialCategory, string> = CATEGORY_LABEL;

const SORTS = ['default', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const;
type MaterialSort = (typeof SORTS)[number];
const GROUPS = ['sku', 'product'] as const;
type Group = (typeof GROUPS)[number];

/** The `group` parameter (docs/api.md §5 "Products and pack sizes"): sku (default) or product. */
function groupParam(url: URL): Group {
  const value = queryParam(url, 'group') || 'sku';
  if (!(GROUPS as readonly string[]).includes(value)) throw new Answer(fail(400, 'group 只能是 sku 或 product'));
  return value as Group;
}

// ---------------------------------------------------------------- text matching

/**
 * What the user typed, as the shop's search normalises it (src/shared/lib/catalogue-number.ts: full-width,
 * space-like and dash-like characters), collapsed, trimmed, lower-case.
 */
export function normText(value: string | null | undefined): string {
  return normaliseKeyword(value ?? '').toLowerCase();
}

/**
 * True when the normalised keyword occurs in any of the values (empty keyword: always). Catalogue and CAS
 * numbers also match without their separators (420201-100T = 420201100t), by the shop's catalogueKey.
 */
export function textMatches(keyword: string, values: readonly (string | undefined)[]): boolean {
  if (keyword === '') return true;
  const key = catalogueKey(keyword);
  return values.some((value) => {
    if (!value) return false;
    const text = normText(value);
    return text.includes(keyword) || (key.length >= 3 && catalogueKey(text).includes(key));
  });
}

/** A query parameter, NBSP-normalised and trimmed ('' when absent). */
export function queryParam(url: URL, name: string): string {
  return (url.searchParams.get(name) ?? '').replace(/[\u00a0\u3000]/g, ' ').trim();
}

/** Parameter that must be `1` or `0` (or absent). */
function flagParam(url: URL, name: string): boolean | undefined {
  const value = queryParam(url, name);
  if (value === '') return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Answer(fail(400, `${name} 只能是 1 或 0`));
}

// ---------------------------------------------------------------- shapes

/**
 * A keyword shaped like a CAS number (56-40-6) matches CAS numbers exactly and catalogue or product numbers
 * only as a whole, never a part of a longer number (564063-50T); any other keyword matches a part of the name,
 * nameEn, catalogue, product, CAS or clone number (docs/api.md §5).
 */
function materialKeywordMatches(material: Material, keyword: string): boolean {
  if (isCasShaped(keyword)) {
    return [material.cas, material.catalogNo, material.productNo].some((value) => value !== undefined && sameCatalogueNo(value, keyword));
  }
  return textMatches(keyword, [material.name, material.nameEn, ...(material.synonyms ?? []), material.catalogNo, material.productNo, material.cas, material.clone]);
}

/** The list's filters as /materials and its facets read them (sort and paging aside). */
interface MaterialQuery {
  keyword: string;
  mfrId: string;
  tagId: string;
  category: string;
  inStock: boolean | undefined;
  dealer: boolean | undefined;
  /** docs/api.md §20: '' | hazard | controlled | a ControlClass */
  control: string;
  /** docs/api.md §5 GTIN: '' or 14 digits */
  gtin: string;
}

const CONTROL_FILTERS: readonly string[] = ['hazard', 'controlled', ...CONTROL_CLASSES];

/** The `control` filter (§20): any hazard data, any controlled class, or one class. */
function controlMatches(material: Material, control: string): boolean {
  if (control === '') return true;
  if (!material.hazard) return false;
  if (control === 'hazard') return true;
  if (control === 'controlled') return controlsOf(material).length > 0;
  return (material.hazard.controls as readonly string[]).includes(control);
}

/** The filters of a URL, checked: 400 for a bad category or flag, 404 for an unknown brand or tag. */
function readMaterialQuery(url: URL): MaterialQuery {
  const query: MaterialQuery = {
    keyword: normText(queryParam(url, 'keyword')),
    mfrId: queryParam(url, 'mfrId'),
    tagId: queryParam(url, 'tagId'),
    category: queryParam(url, 'category'),
    inStock: flagParam(url, 'inStock'),
    dealer: flagParam(url, 'isAuthorizedDealer'),
    control: queryParam(url, 'control'),
    gtin: queryParam(url, 'gtin'),
  };
  if (query.gtin !== '') {
    if (!/^(\d{8}|\d{12,14})$/.test(query.gtin)) throw new Answer(fail(400, 'gtin 须为 8、12、13 或 14 位数字'));
    query.gtin = query.gtin.padStart(14, '0');
  }
  if (query.control !== '' && !CONTROL_FILTERS.includes(query.control)) {
    throw new Answer(fail(400, 'control 只能是 hazard、controlled、hazardous、precursor1、precursor2、precursor3、explosive 或 toxic'));
  }
  if (query.category !== '' && !(query.category in CATEGORY_LABELS)) throw new Answer(fail(400, '商品分类不正确'));
  if (query.mfrId !== '' && !db.state.manufacturers.some((b) => b._id === query.mfrId)) throw new Answer(fail(404, '品牌不存在'));
  if (query.tagId !== '' && !db.state.tags.some((t) => t._id === query.tagId)) throw new Answer(fail(404, '标签不存在'));
  return query;
}

/**
 * The on-shelf materials a query finds. A facet counts over the query and every other filter, not its own
 * (`except`): the brand counts ignore the chosen brand, the tag counts the chosen tag, so each count says how
 * many products picking that option would show (docs/api.md §5, facets).
 */
function materialsMatching(query: MaterialQuery, except?: 'mfrId' | 'tagId'): Material[] {
  const mfrId = except === 'mfrId' ? '' : query.mfrId;
  const tagId = except === 'tagId' ? '' : query.tagId;
  const dealerIds = new Set(db.state.manufacturers.filter((b) => b.isAuthorizedDealer).map((b) => b._id));
  return visibleMaterials().filter(
    (m) =>
      (mfrId === '' || m.mfrId === mfrId) &&
      (tagId === '' || m.tagIds.includes(tagId)) &&
      (query.category === '' || m.category === query.category) &&
      (query.inStock !== true || m.stock > 0) &&
      (query.dealer === undefined || dealerIds.has(m.mfrId) === query.dealer) &&
      controlMatches(m, query.control) &&
      (query.gtin === '' || m.gtin === query.gtin) &&
      materialKeywordMatches(m, query.keyword),
  );
}

/** `ids` (docs/api.md §5 Structures): only those materials; under sort=default in the given order. */
function byIds(ranked: Material[], url: URL, sort: string): Material[] {
  const raw = queryParam(url, 'ids');
  if (raw === '') return ranked;
  const ids = raw.split(',');
  if (ids.length > 50 || ids.some((id) => !/^[0-9a-f]{24}$/.test(id))) throw new Answer(fail(400, 'ids 须为逗号分隔的商品编号，至多 50 个'));
  const wanted = new Set(ids);
  const hits = ranked.filter((m) => wanted.has(m._id));
  return sort === 'default' ? hits.sort((a, b) => ids.indexOf(a._id) - ids.indexOf(b._id)) : hits;
}

function visibleMaterials(): Material[] {
  return db.state.materials.filter((m) => !m.offShelf);
}

function countBy<T>(items: readonly T[], key: (item: T) => readonly string[] | string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const keys = key(item);
    for (const k of typeof keys === 'string' ? [keys] : keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** A facet's counts: of pack sizes (group=sku), or of products, each product once per value (group=product). */
function facetCounts(items: readonly Material[], key: (item: Material) => readonly string[] | string, group: Group): Map<string, number> {
  if (group === 'sku') return countBy(items, key);
  const seen = new Set<string>();
  const pairs: string[][] = [];
  for (const item of items) {
    const keys = key(item);
    for (const k of typeof keys === 'string' ? [keys] : keys) {
      const pair = `${k}\u0000${item.productNo}`;
      if (!seen.has(pair)) {
        seen.add(pair);
        pairs.push([k]);
      }
    }
  }
  return countBy(pairs, (p) => p);
}

export function tagRef(tag: MaterialTag) {
  return { _id: tag._id, name: tag.name, color: tag.color, image: imagePath('label', tag._id) };
}

function tagsOf(material: Material) {
  return material.tagIds
    .map((id) => db.state.tags.find((t) => t._id === id))
    .filter((t): t is MaterialTag => Boolean(t))
    .sort((a, b) => a.sort - b.sort)
    .map(tagRef);
}

/** What a list row, a cart line or a search hit needs of a material. */
export function materialSummary(material: Material) {
  const purity = purityOf(material);
  const grade = gradeOf(material);
  return {
    _id: material._id,
    productNo: material.productNo,
    catalogNo: material.catalogNo,
    name: material.name,
    nameEn: material.nameEn,
    category: material.category,
    categoryLabel: CATEGORY_LABELS[material.category],
    mfrId: material.mfrId,
    mfrName: material.mfrName,
    mfrNameEn: db.state.manufacturers.find((m) => m._id === material.mfrId)?.nameEn ?? '',
    tags: tagsOf(material),
    spec: material.spec,
    unit: material.unit,
    price: material.price,
    stock: material.stock,
    inStock: material.stock > 0,
    leadDays: material.leadDays,
    storage: material.storage,
    shipping: material.shipping,
    ...materialSafety(material),
    ...(material.cas ? { cas: material.cas } : {}),
    ...(material.gtin ? { gtin: material.gtin } : {}),
    ...(purity ? { purity } : {}),
    ...(grade ? { grade } : {}),
    ...(material.host ? { host: material.host } : {}),
    ...(material.clone ? { clone: material.clone } : {}),
    ...(material.reactivity ? { reactivity: material.reactivity } : {}),
    ...(material.conjugate ? { conjugate: material.conjugate } : {}),
    ...(material.applications ? { applications: material.applications } : {}),
    ...(material.synonyms ? { synonyms: material.synonyms } : {}),
    ...(material.smiles ? { smiles: material.smiles, idcode: structureOf(material.smiles).idcode, structureImage: imagePath('structure', material._id) } : {}),
    sales: material.sales,
    createdAt: material.createdAt,
    offShelf: material.offShelf,
    image: imagePath('material', material._id),
  };
}

function manufacturerView(brand: Manufacturer, materialCount: number) {
  return { ...brand, materialCount, image: imagePath('brand', brand._id) };
}

function coaView(coa: CoaRecord) {
  return { ...coa };
}

function byCatalogNo(a: Material, b: Material): number {
  return a.catalogNo.localeCompare(b.catalogNo);
}

/** docs/api.md §5 "Relevance": default ranks exact, then starts-with, then the rest; within a tier by sales. */
function sortMaterials(items: Material[], sort: MaterialSort, keyword: string): Material[] {
  const tiers = new Map<string, number>(keyword === '' ? [] : items.map((m) => [m._id, tierOf(m, keyword)]));
  const tier = (m: Material): number => tiers.get(m._id) ?? 0;
  const compare: Record<MaterialSort, (a: Material, b: Material) => number> = {
    default: (a, b) => tier(a) - tier(b) || b.sales - a.sales || byCatalogNo(a, b),
    sales: (a, b) => b.sales - a.sales || byCatalogNo(a, b),
    priceAsc: (a, b) => a.price - b.price || byCatalogNo(a, b),
    priceDesc: (a, b) => b.price - a.price || byCatalogNo(a, b),
    newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || byCatalogNo(a, b),
  };
  return items.slice().sort(compare[sort]);
}

function packOf(m: Material) {
  return { _id: m._id, catalogNo: m.catalogNo, spec: m.spec, unit: m.unit, price: m.price, stock: m.stock, inStock: m.stock > 0, leadDays: m.leadDays };
}

/**
 * group=product (docs/api.md §5): one row per product in the order of its first matching size, that size as the
 * row, with `packs`: every on-shelf size of the product passing the filters other than the keyword, price asc.
 */
function productRows(ranked: readonly Material[], query: MaterialQuery): { row: Material; packs: Material[] }[] {
  const rows = new Map<string, { row: Material; packs: Material[] }>();
  for (const m of ranked) if (!rows.has(m.productNo)) rows.set(m.productNo, { row: m, packs: [] });
  for (const m of materialsMatching({ ...query, keyword: '' })) rows.get(m.productNo)?.packs.push(m);
  for (const entry of rows.values()) entry.packs.sort((a, b) => a.price - b.price || byCatalogNo(a, b));
  return [...rows.values()];
}

function findCoa(id: string): CoaRecord {
  const coa = db.state.coas.find((c) => c._id === id);
  if (!coa) throw new Answer(fail(404, 'COA 报告不存在'));
  return coa;
}

/** Brochures and presentations of the downloads page (fixed, like the dictionaries). */
const DOWNLOADS = [
  { _id: 'dl-2026-catalogue', title: '2026 年度产品目录', kind: 'brochure', fileName: 'LabMall-Catalogue-2026.pdf', size: 18_874_368, updatedAt: '2026-01-08T10:00:00+08:00', lines: ['Product catalogue 2026'] },
  { _id: 'dl-biolegend-flow', title: 'BioLegend 流式抗体选型指南', kind: 'brochure', fileName: 'BioLegend-Flow-Guide.pdf', size: 6_291_456, updatedAt: '2025-11-20T10:00:00+08:00', lines: ['BioLegend flow cytometry guide'] },
  { _id: 'dl-dakewe-elisa', title: '达优 ELISA 试剂盒产品手册', kind: 'brochure', fileName: 'Dakewe-ELISA-Handbook.pdf', size: 4_718_592, updatedAt: '2025-10-12T10:00:00+08:00', lines: ['Dakewe ELISA handbook'] },
  { _id: 'dl-coa-howto', title: 'COA 查询与批号识别说明', kind: 'guide', fileName: 'COA-Lookup-Guide.pdf', size: 786_432, updatedAt: '2025-09-02T10:00:00+08:00', lines: ['How to find a COA by lot'] },
  { _id: 'dl-cytokine-ppt', title: '细胞因子检测方案介绍（讲座课件）', kind: 'presentation', fileName: 'Cytokine-Detection-Talk.pdf', size: 12_582_912, updatedAt: '2025-08-18T10:00:00+08:00', lines: ['Cytokine detection talk'] },
  { _id: 'dl-cold-chain-ppt', title: '冷链运输与试剂储存规范（培训课件）', kind: 'presentation', fileName: 'Cold-Chain-Training.pdf', size: 9_437_184, updatedAt: '2025-06-30T10:00:00+08:00', lines: ['Cold chain training'] },
];

// ---------------------------------------------------------------- handlers

export const catalogueHandlers = [
  // ------------------------------------------------------------ generated images (mocks/images.ts)
  http.get(
    api.common('/images/:kind/:file'),
    handle(({ params }) => {
      const kind = String(params.kind);
      const id = decodeURIComponent(String(params.file)).replace(/\.svg$/, '');
      if (kind === 'material') {
        const material = db.state.materials.find((m) => m._id === id);
        if (!material) return fail(404, '图片不存在');
        const brand = db.state.manufacturers.find((b) => b._id === material.mfrId);
        return svgResponse(
          materialSvg({ category: material.category, brandKey: material.mfrId, catalogNo: material.catalogNo, brandEn: brand?.nameEn ?? '', brandName: brand?.name ?? '' }),
        );
      }
      if (kind === 'structure') {
        const svg = structureSvgOf(db.state.materials.find((m) => m._id === id)?.smiles);
        return svg ? svgResponse(svg) : fail(404, '图片不存在');
      }
      if (kind === 'brand') {
        const brand = db.state.manufacturers.find((b) => b._id === id);
        if (!brand) return fail(404, '图片不存在');
        return svgResponse(brandSvg({ key: brand._id, nameEn: brand.nameEn, logoText: brand.logoText }));
      }
      if (kind === 'label') {
        const tag = db.state.tags.find((t) => t._id === id);
        if (!tag) return fail(404, '图片不存在');
        return svgResponse(labelSvg({ name: tag.name, color: tag.color }));
      }
      return fail(404, '图片不存在');
    }),
  ),

  // ------------------------------------------------------------ brands
  http.get(
    api.common('/manufacturers'),
    handle(({ request }) => {
      const url = new URL(request.url);
      const dealer = flagParam(url, 'isAuthorizedDealer');
      const keyword = normText(queryParam(url, 'keyword'));
      const counts = countBy(visibleMaterials(), (m) => m.mfrId);
      const list = db.state.manufacturers
        .filter((b) => dealer === undefined || b.isAuthorizedDealer === dealer)
        .filter((b) => textMatches(keyword, [b.name, b.nameEn]))
        .slice()
        .sort((a, b) => a.sort - b.sort || a.nameEn.localeCompare(b.nameEn))
        .map((b) => manufacturerView(b, counts.get(b._id) ?? 0));
      return ok(paginate(list, url));
    }),
  ),

  http.get(
    api.common('/manufacturers/:id'),
    handle(({ params }) => {
      const brand = db.state.manufacturers.find((b) => b._id === String(params.id));
      if (!brand) return fail(404, '品牌不存在');
      const materials = visibleMaterials().filter((m) => m.mfrId === brand._id);
      const tagCounts = countBy(materials, (m) => m.tagIds);
      const topTags = [...tagCounts.entries()]
        .map(([id, count]) => ({ tag: db.state.tags.find((t) => t._id === id), count }))
        .filter((x): x is { tag: MaterialTag; count: number } => Boolean(x.tag))
        .sort((a, b) => b.count - a.count || a.tag.sort - b.tag.sort)
        .slice(0, 8)
        .map(({ tag, count }) => ({ ...tagRef(tag), count }));
      const categoryCounts = countBy(materials, (m) => m.category);
      const categories = (Object.keys(CATEGORY_LABELS) as MaterialCategory[])
        .filter((c) => categoryCounts.has(c))
        .map((c) => ({ category: c, label: CATEGORY_LABELS[c], count: categoryCounts.get(c) ?? 0 }));
      return ok({ ...manufacturerView(brand, materials.length), topTags, categories });
    }),
  ),

  // ------------------------------------------------------------ materials (specific paths before /:id)
  http.get(
    api.v1('/materials/keyword/relate-manufacturer'),
    handle(({ request }) => {
      // the brand facet: counts over the keyword and the other filters, never the chosen brand (mfrId)
      const url = new URL(request.url);
      const counts = facetCounts(materialsMatching(readMaterialQuery(url), 'mfrId'), (m) => m.mfrId, groupParam(url));
      const list = db.state.manufacturers
        .filter((b) => counts.has(b._id))
        .map((b) => ({ _id: b._id, name: b.name, nameEn: b.nameEn, count: counts.get(b._id) ?? 0 }))
        .sort((a, b) => b.count - a.count || a.nameEn.localeCompare(b.nameEn));
      return ok(list);
    }),
  ),

  http.get(
    api.v1('/materials/tags/list'),
    handle(({ request }) => {
      // without params: every on-shelf material; with the list's filters: the tag facet (never the chosen tagId)
      const url = new URL(request.url);
      const counts = facetCounts(materialsMatching(readMaterialQuery(url), 'tagId'), (m) => m.tagIds, groupParam(url));
      const list = db.state.tags
        .slice()
        .sort((a, b) => a.sort - b.sort)
        .map((t) => ({ ...t, materialCount: counts.get(t._id) ?? 0, image: imagePath('label', t._id) }));
      return ok(list);
    }),
  ),

  http.get(
    api.v1('/materials/tags/:id'),
    handle(({ params }) => {
      const tag = db.state.tags.find((t) => t._id === String(params.id));
      if (!tag) return fail(404, '标签不存在');
      const materialCount = visibleMaterials().filter((m) => m.tagIds.includes(tag._id)).length;
      return ok({ ...tag, materialCount, image: imagePath('label', tag._id) });
    }),
  ),

  http.get(
    api.v1('/materials'),
    handle(({ request }) => {
      const url = new URL(request.url);
      const sortRaw = queryParam(url, 'sort') || 'default';
      if (!(SORTS as readonly string[]).includes(sortRaw)) {
        return fail(400, 'sort 只能是 default、sales、priceAsc、priceDesc 或 newest');
      }
      const group = groupParam(url);
      const query = readMaterialQuery(url);
      const ranked = byIds(sortMaterials(materialsMatching(query), sortRaw as MaterialSort, query.keyword), url, sortRaw);
      if (group === 'product') {
        const page = paginate(productRows(ranked, query), url);
        // the caller's company's terms on every size (docs/api.md §5)
        const owner = termsOwnerOf(request);
        return ok({
          ...page,
          list: page.list.map(({ row, packs }) => ({ ...materialSummary(row), ...termsField(owner, row._id), packs: packs.map((p) => ({ ...packOf(p), ...termsField(owner, p._id) })) })),
        });
      }
      const page = paginate(ranked, url);
      const owner = termsOwnerOf(request);
      return ok({ ...page, list: page.list.map((m) => ({ ...materialSummary(m), ...termsField(owner, m._id) })) });
    }),
  ),

  // docs/api.md §5 Structures: the search index, versioned (ETag = version); the browser's copy revalidated (304)
  http.get(
    api.v1('/structure-index'),
    handle(({ request }) => {
      const index = structureIndex(db.state.materials);
      const tag = `"${index.version}"`;
      const held = (request.headers.get('If-None-Match') ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
      if (held.includes(tag) || held.includes('*')) return new HttpResponse(null, { status: 304, headers: { ETag: tag, 'Cache-Control': 'no-cache' } });
      const response = ok(index);
      response.headers.set('ETag', tag);
      response.headers.set('Cache-Control', 'no-cache');
      return response;
    }),
  ),

  http.get(
    api.v1('/materials/:id/coa'),
    handle(({ request, params }) => {
      const material = db.state.materials.find((m) => m._id === String(params.id));
      if (!material) return fail(404, '商品不存在');
      const lot = normText(queryParam(new URL(request.url), 'lot'));
      if (lot === '') return fail(400, '批号不能为空');
      const sameLot = (c: CoaRecord) => sameCatalogueNo(c.lot, lot);
      // A lot covers every pack size of the product, so a sibling SKU's COA answers too.
      const siblingIds = new Set(db.state.materials.filter((m) => m.productNo === material.productNo).map((m) => m._id));
      const coa =
        db.state.coas.find((c) => c.matlId === material._id && sameLot(c)) ??
        db.state.coas.find((c) => siblingIds.has(c.matlId) && sameLot(c));
      if (!coa) return refuse('未找到该批号的 COA 报告，请核对批号', MALL_CODE.coaNotFound);
      return ok(coaView(coa));
    }),
  ),

  // docs/api.md §22: public files generated from the seed's data
  http.get(
    api.v1('/materials/:id/sds'),
    handle(async ({ params }) => {
      const material = db.state.materials.find((m) => m._id === String(params.id));
      if (!material) return fail(404, '商品不存在');
      if (!hasSds(material)) return fail(404, '该商品暂无安全技术说明书');
      const { sdsPdf } = await import('../sds.ts');
      return pdfResponse(sdsPdf(material, db.state.manufacturers.find((b) => b._id === material.mfrId)), `SDS-${material.catalogNo}.pdf`);
    }),
  ),

  http.get(
    api.v1('/materials/:id/datasheet'),
    handle(async ({ params }) => {
      const material = db.state.materials.find((m) => m._id === String(params.id));
      if (!material) return fail(404, '商品不存在');
      const { datasheetPdf } = await import('../sds.ts');
      return pdfResponse(datasheetPdf(material, db.state.manufacturers.find((b) => b._id === material.mfrId)), `Datasheet-${material.catalogNo}.pdf`);
    }),
  ),

  http.get(
    api.v1('/materials/:id'),
    handle(({ request, params }) => {
      const material = db.state.materials.find((m) => m._id === String(params.id));
      if (!material) return fail(404, '商品不存在');
      const brand = db.state.manufacturers.find((b) => b._id === material.mfrId);
      const owner = termsOwnerOf(request);
      const siblings = db.state.materials
        .filter((m) => m.productNo === material.productNo && (!m.offShelf || m._id === material._id))
        .sort((a, b) => a.price - b.price || byCatalogNo(a, b))
        .map((m) => ({
          _id: m._id,
          catalogNo: m.catalogNo,
          spec: m.spec,
          unit: m.unit,
          price: m.price,
          stock: m.stock,
          inStock: m.stock > 0,
          leadDays: m.leadDays,
          offShelf: m.offShelf,
          current: m._id === material._id,
          ...termsField(owner, m._id),
        }));
      const siblingIds = new Set(siblings.map((s) => s._id));
      const coaLots = db.state.coas
        .filter((c) => siblingIds.has(c.matlId))
        .sort((a, b) => b.manufacturedAt.localeCompare(a.manufacturedAt))
        .map((c) => ({ _id: c._id, sn: c.sn, lot: c.lot, matlId: c.matlId, manufacturedAt: c.manufacturedAt, expiresAt: c.expiresAt }));
      return ok({
        ...materialSummary(material),
        ...termsField(owner, material._id),
        description: material.description,
        manufacturer: brand
          ? {
              _id: brand._id,
              name: brand.name,
              nameEn: brand.nameEn,
              country: brand.country,
              logoText: brand.logoText,
              isAuthorizedDealer: brand.isAuthorizedDealer,
              image: imagePath('brand', brand._id),
            }
          : null,
        siblings,
        coaLots,
        // docs/api.md §24: the caller's alert, when the public call carries a member's token
        restockAlert: restockAlertOf(request, material._id),
      });
    }),
  ),

  // ------------------------------------------------------------ COA
  // docs/api.md §5: the 验收单's COA QR names the file; the shop's 扫码查找 reads the record by its id
  http.get(
    api.common('/scm/coas/:id'),
    handle(({ params }) => ok(coaView(findCoa(String(params.id))))),
  ),

  http.get(
    api.common('/scm/coas/:id/file'),
    handle(async ({ params }) => {
      const coa = findCoa(String(params.id));
      const material = db.state.materials.find((m) => m._id === coa.matlId);
      const brand = db.state.manufacturers.find((b) => b._id === coa.mfrId);
      // the document builders load with the first file, not with the fake mall
      const { coaPdf } = await import('../documents.ts');
      return pdfResponse(coaPdf(coa, material, brand), coa.fileName || `COA-${coa.sn}-${coa.lot}.pdf`);
    }),
  ),

  http.get(
    api.common('/scm/coas'),
    handle(({ request }) => {
      const url = new URL(request.url);
      const sn = normText(queryParam(url, 'sn'));
      const lot = normText(queryParam(url, 'lot'));
      const mfrName = normText(queryParam(url, 'mfrName'));
      if (sn === '' && (lot === '' || mfrName === '')) return fail(400, '请输入证书编号，或同时输入批号与品牌');
      const list = db.state.coas
        .filter((c) => sn === '' || sameCatalogueNo(c.sn, sn))
        .filter((c) => lot === '' || sameCatalogueNo(c.lot, lot))
        .filter((c) => {
          if (mfrName === '') return true;
          const brand = db.state.manufacturers.find((b) => b._id === c.mfrId);
          return textMatches(mfrName, [c.mfrName, brand?.name, brand?.nameEn]);
        })
        .sort((a, b) => b.manufacturedAt.localeCompare(a.manufacturedAt) || a.sn.localeCompare(b.sn))
        .map(coaView);
      return ok(paginate(list, url));
    }),
  ),

  // ------------------------------------------------------------ downloads (/ppt)
  http.get(
    api.common('/downloads'),
    handle(() => ok(DOWNLOADS.map(({ lines: _lines, ...item }) => item))),
  ),

  http.get(
    api.common('/downloads/:id/file'),
    handle(({ params }) => {
      const item = DOWNLOADS.find((d) => d._id === String(params.id));
      if (!item) return fail(404, '资料不存在');
      return pdfResponse([item.title, ...item.lines], item.fileName);
    }),
  ),

  // ------------------------------------------------------------ dictionaries
  http.get(
    api.common('/dict'),
    handle(({ request }) => {
      const type = queryParam(new URL(request.url), 'dict_type');
      if (type === '') return fail(400, 'dict_type 不能为空');
      const items = Object.hasOwn(db.state.dicts, type) ? db.state.dicts[type] : undefined;
      if (!items) return fail(404, '字典不存在');
      return ok(items);
    }),
  ),
];
