/**
 * The public catalogue of the fake mall: brands (manufacturers), materials
 * (SKUs), material tags, COA certificates and dictionaries. No login needed.
 * Shapes are documented in docs/api.md (Catalogue).
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { CoaRecord, Manufacturer, Material, MaterialCategory, MaterialTag } from '../db/types.ts';
import { Answer, api, fail, handle, ok, paginate, refuse } from '../lib.ts';
import { pdfResponse } from '../pdf.ts';

export const CATEGORY_LABELS: Record<MaterialCategory, string> = {
  antibody: '抗体',
  elisa: 'ELISA 试剂盒',
  cytokine: '细胞因子',
  reagent: '试剂',
  consumable: '耗材',
};

const SORTS = ['default', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const;
type MaterialSort = (typeof SORTS)[number];

// ---------------------------------------------------------------- text matching

/** Full-width ASCII to half-width, NBSP / ideographic space to space, collapsed, trimmed, lower-case. */
export function normText(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\u00a0\u2007\u202f\u3000]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Catalogue numbers and CAS numbers match with or without separators (420201-100T = 420201100t). */
function compact(value: string): string {
  return value.replace(/[\s\-_/.]/g, '');
}

/** True when the normalised keyword occurs in any of the values (empty keyword: always). */
export function textMatches(keyword: string, values: readonly (string | undefined)[]): boolean {
  if (keyword === '') return true;
  const key = compact(keyword);
  return values.some((value) => {
    if (!value) return false;
    const text = normText(value);
    return text.includes(keyword) || (key.length >= 3 && compact(text).includes(key));
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

function materialKeywordMatches(material: Material, keyword: string): boolean {
  return textMatches(keyword, [material.name, material.nameEn, material.catalogNo, material.productNo, material.cas, material.clone]);
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

export function tagRef(tag: MaterialTag) {
  return { _id: tag._id, name: tag.name, color: tag.color };
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
    ...(material.cas ? { cas: material.cas } : {}),
    ...(material.host ? { host: material.host } : {}),
    ...(material.clone ? { clone: material.clone } : {}),
    ...(material.reactivity ? { reactivity: material.reactivity } : {}),
    ...(material.conjugate ? { conjugate: material.conjugate } : {}),
    ...(material.applications ? { applications: material.applications } : {}),
    sales: material.sales,
    createdAt: material.createdAt,
    offShelf: material.offShelf,
  };
}

function manufacturerView(brand: Manufacturer, materialCount: number) {
  return { ...brand, materialCount };
}

function coaView(coa: CoaRecord) {
  return { ...coa };
}

function byCatalogNo(a: Material, b: Material): number {
  return a.catalogNo.localeCompare(b.catalogNo);
}

function sortMaterials(items: Material[], sort: MaterialSort, keyword: string): Material[] {
  const exact = (m: Material): number =>
    keyword !== '' && [m.catalogNo, m.productNo, m.cas].some((v) => v && compact(normText(v)) === compact(keyword)) ? 0 : 1;
  const compare: Record<MaterialSort, (a: Material, b: Material) => number> = {
    default: (a, b) => exact(a) - exact(b) || b.sales - a.sales || byCatalogNo(a, b),
    sales: (a, b) => b.sales - a.sales || byCatalogNo(a, b),
    priceAsc: (a, b) => a.price - b.price || byCatalogNo(a, b),
    priceDesc: (a, b) => b.price - a.price || byCatalogNo(a, b),
    newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || byCatalogNo(a, b),
  };
  return items.slice().sort(compare[sort]);
}

function findCoaFile(id: string): CoaRecord {
  const coa = db.state.coas.find((c) => c._id === id);
  if (!coa) throw new Answer(fail(404, 'COA 报告不存在'));
  return coa;
}

// ---------------------------------------------------------------- handlers

export const catalogueHandlers = [
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
      const url = new URL(request.url);
      const keyword = normText(queryParam(url, 'keyword'));
      const counts = countBy(
        visibleMaterials().filter((m) => materialKeywordMatches(m, keyword)),
        (m) => m.mfrId,
      );
      const list = db.state.manufacturers
        .filter((b) => counts.has(b._id))
        .map((b) => ({ _id: b._id, name: b.name, nameEn: b.nameEn, count: counts.get(b._id) ?? 0 }))
        .sort((a, b) => b.count - a.count || a.nameEn.localeCompare(b.nameEn));
      return ok(list);
    }),
  ),

  http.get(
    api.v1('/materials/tags/list'),
    handle(() => {
      const counts = countBy(visibleMaterials(), (m) => m.tagIds);
      const list = db.state.tags
        .slice()
        .sort((a, b) => a.sort - b.sort)
        .map((t) => ({ ...t, materialCount: counts.get(t._id) ?? 0 }));
      return ok(list);
    }),
  ),

  http.get(
    api.v1('/materials/tags/:id'),
    handle(({ params }) => {
      const tag = db.state.tags.find((t) => t._id === String(params.id));
      if (!tag) return fail(404, '标签不存在');
      const materialCount = visibleMaterials().filter((m) => m.tagIds.includes(tag._id)).length;
      return ok({ ...tag, materialCount });
    }),
  ),

  http.get(
    api.v1('/materials'),
    handle(({ request }) => {
      const url = new URL(request.url);
      const keyword = normText(queryParam(url, 'keyword'));
      const mfrId = queryParam(url, 'mfrId');
      const tagId = queryParam(url, 'tagId');
      const category = queryParam(url, 'category');
      const inStock = flagParam(url, 'inStock');
      const sortRaw = queryParam(url, 'sort') || 'default';
      if (!(SORTS as readonly string[]).includes(sortRaw)) {
        return fail(400, 'sort 只能是 default、sales、priceAsc、priceDesc 或 newest');
      }
      if (category !== '' && !(category in CATEGORY_LABELS)) return fail(400, '商品分类不正确');
      if (mfrId !== '' && !db.state.manufacturers.some((b) => b._id === mfrId)) return fail(404, '品牌不存在');
      if (tagId !== '' && !db.state.tags.some((t) => t._id === tagId)) return fail(404, '标签不存在');
      const found = visibleMaterials().filter(
        (m) =>
          (mfrId === '' || m.mfrId === mfrId) &&
          (tagId === '' || m.tagIds.includes(tagId)) &&
          (category === '' || m.category === category) &&
          (inStock !== true || m.stock > 0) &&
          materialKeywordMatches(m, keyword),
      );
      const page = paginate(sortMaterials(found, sortRaw as MaterialSort, keyword), url);
      return ok({ ...page, list: page.list.map(materialSummary) });
    }),
  ),

  http.get(
    api.v1('/materials/:id/coa'),
    handle(({ request, params }) => {
      const material = db.state.materials.find((m) => m._id === String(params.id));
      if (!material) return fail(404, '商品不存在');
      const lot = normText(queryParam(new URL(request.url), 'lot'));
      if (lot === '') return fail(400, '批号不能为空');
      const sameLot = (c: CoaRecord) => normText(c.lot) === lot;
      // A lot covers every pack size of the product, so a sibling SKU's COA answers too.
      const siblingIds = new Set(db.state.materials.filter((m) => m.productNo === material.productNo).map((m) => m._id));
      const coa =
        db.state.coas.find((c) => c.matlId === material._id && sameLot(c)) ??
        db.state.coas.find((c) => siblingIds.has(c.matlId) && sameLot(c));
      if (!coa) return refuse('未找到该批号的 COA 报告，请核对批号', 10404);
      return ok(coaView(coa));
    }),
  ),

  http.get(
    api.v1('/materials/:id'),
    handle(({ params }) => {
      const material = db.state.materials.find((m) => m._id === String(params.id));
      if (!material) return fail(404, '商品不存在');
      const brand = db.state.manufacturers.find((b) => b._id === material.mfrId);
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
        }));
      const siblingIds = new Set(siblings.map((s) => s._id));
      const coaLots = db.state.coas
        .filter((c) => siblingIds.has(c.matlId))
        .sort((a, b) => b.manufacturedAt.localeCompare(a.manufacturedAt))
        .map((c) => ({ _id: c._id, sn: c.sn, lot: c.lot, matlId: c.matlId, manufacturedAt: c.manufacturedAt, expiresAt: c.expiresAt }));
      return ok({
        ...materialSummary(material),
        description: material.description,
        manufacturer: brand
          ? {
              _id: brand._id,
              name: brand.name,
              nameEn: brand.nameEn,
              country: brand.country,
              logoText: brand.logoText,
              isAuthorizedDealer: brand.isAuthorizedDealer,
            }
          : null,
        siblings,
        coaLots,
      });
    }),
  ),

  // ------------------------------------------------------------ COA
  http.get(
    api.common('/scm/coas/:id/file'),
    handle(({ params }) => {
      const coa = findCoaFile(String(params.id));
      const material = db.state.materials.find((m) => m._id === coa.matlId);
      const brand = db.state.manufacturers.find((b) => b._id === coa.mfrId);
      const lines = [
        `COA ${coa.sn} LOT ${coa.lot}`,
        'Certificate of Analysis',
        `Catalog No: ${coa.catalogNo}`,
        `Product: ${material?.nameEn || coa.catalogNo}`,
        `Manufacturer: ${brand?.nameEn ?? coa.mfrName}`,
        `Lot: ${coa.lot}`,
        `Manufactured: ${coa.manufacturedAt.slice(0, 10)}`,
        `Expires: ${coa.expiresAt.slice(0, 10)}`,
        `Tests: ${coa.items.length}`,
        'Issued by the fake mall for demonstration only.',
      ];
      return pdfResponse(lines, coa.fileName || `COA-${coa.sn}-${coa.lot}.pdf`);
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
        .filter((c) => sn === '' || normText(c.sn) === sn)
        .filter((c) => lot === '' || normText(c.lot) === lot)
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
