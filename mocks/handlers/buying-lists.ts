/**
 * Buying lists (常购清单, docs/api.md §23): a member's own lists of materials and quantities to order again. A list
 * belongs to the member who made it; `shared` lets every member of the same account (the owner and its
 * sub-accounts) read it and put it in their cart. Lines carry the material as a cart line does (cart.ts
 * `cartLineMaterial`); import and to-cart are `{v1}/carts/batch`'s matching and report (cart.ts).
 */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { BuyingListRecord, MemberRecord } from '../db/types.ts';
import { Answer, type Body, accountOwnerId, api, fail, field, newId, nowIso, ok, readJson, refuse, withMember } from '../lib.ts';
import { personName } from '../receipts.ts';
import { termsField } from '../price-terms.ts';
import { CART_MAX_QUANTITY, addBatch, batchLines, batchResult, batchResults, cartLineMaterial } from './cart.ts';
import { requireCompany } from './orders.ts';
import { MALL_CODE, MALL_COUNTS } from '../facts.gen.ts';

export const MAX_LISTS = MALL_COUNTS.buyingLists;
export const MAX_LIST_LINES = MALL_COUNTS.buyingListLines;
const NAME_MAX = 30;

/** The account a list belongs to: its creator's (null when the creator is gone: then only nobody else sees it). */
function accountOf(list: BuyingListRecord): string | null {
  const creator = db.state.members.find((m) => m._id === list.memberId);
  return creator ? accountOwnerId(creator) : null;
}

/** Own lists, and lists another member of the same account shared. */
function maySee(list: BuyingListRecord, member: MemberRecord): boolean {
  return list.memberId === member._id || (list.shared && accountOf(list) === accountOwnerId(member));
}

const newestChange = (a: BuyingListRecord, b: BuyingListRecord) => b.updatedAt.localeCompare(a.updatedAt) || b._id.localeCompare(a._id);

function ownLists(member: MemberRecord): BuyingListRecord[] {
  return db.state.buyingLists.filter((l) => l.memberId === member._id);
}

function summaryView(list: BuyingListRecord, member: MemberRecord) {
  return {
    _id: list._id,
    name: list.name,
    shared: list.shared,
    mine: list.memberId === member._id,
    ownerName: personName(list.memberId),
    lineCount: list.lines.length,
    updatedAt: list.updatedAt,
  };
}

export function buyingListView(list: BuyingListRecord, member: MemberRecord) {
  return {
    ...summaryView(list, member),
    // in the order added (a line keeps its place when its quantity grows)
    lines: list.lines.map((line) => ({
      matlId: line.matlId,
      quantity: line.quantity,
      addedAt: line.addedAt,
      ...cartLineMaterial(db.state.materials.find((m) => m._id === line.matlId)),
      // the company's terms (docs/api.md §5)
      ...termsField(accountOwnerId(member), line.matlId),
    })),
  };
}

/** A list the member may see (404 `清单不存在` otherwise: another account's, or another member's unshared list). */
function findList(id: string, member: MemberRecord): BuyingListRecord {
  const list = db.state.buyingLists.find((l) => l._id === id);
  if (!list || !maySee(list, member)) throw new Answer(fail(404, '清单不存在'));
  return list;
}

/** A list the member may change: its creator only (10181 for another member who can see it). */
function findOwnList(id: string, member: MemberRecord): BuyingListRecord {
  const list = findList(id, member);
  if (list.memberId !== member._id) throw new Answer(refuse('只有清单创建人可以修改', MALL_CODE.notListCreator));
  return list;
}

function readName(body: Body, member: MemberRecord, except?: BuyingListRecord): string {
  const name = field.string(body, 'name', '清单名称', { max: NAME_MAX });
  if (ownLists(member).some((l) => l !== except && l.name === name)) throw new Answer(fail(400, '已有同名清单'));
  return name;
}

function readQuantity(value: unknown): number {
  return field.int({ quantity: value }, 'quantity', '数量', { min: 1, max: CART_MAX_QUANTITY });
}

/**
 * `{ matlId, quantity }` lines to add: 400 for a malformed one, 10050 for a material gone or off the shelf. A
 * material out of stock may be listed (that is what a list is for: 期货 and 缺货 too).
 */
function readLines(raw: unknown, required: boolean): { matlId: string; quantity: number }[] {
  if (raw === undefined && !required) return [];
  // the texts of the request validation (mocks/validation.ts, docs/openapi.yaml BuyingListLinesInput)
  if (!Array.isArray(raw) || (required && raw.length === 0)) throw new Answer(fail(400, '清单商品不能为空'));
  if (raw.length > MAX_LIST_LINES) throw new Answer(fail(400, `清单商品最多 ${MAX_LIST_LINES} 项`));
  return raw.map((entry: unknown) => {
    const line = (typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry : {}) as Body;
    const matlId = field.string(line, 'matlId', '商品');
    const quantity = readQuantity(line.quantity);
    const material = db.state.materials.find((m) => m._id === matlId);
    if (!material || material.offShelf) throw new Answer(refuse('该商品已下架或不存在', MALL_CODE.materialOffShelf));
    return { matlId, quantity };
  });
}

/** Adds lines to a list, quantities adding to existing lines (at most 9999); 10180 past 200 kinds of material. */
function addLines(list: BuyingListRecord, lines: readonly { matlId: string; quantity: number }[]): void {
  const kinds = new Set([...list.lines.map((l) => l.matlId), ...lines.map((l) => l.matlId)]);
  if (kinds.size > MAX_LIST_LINES) throw new Answer(refuse(`每个清单最多 ${MAX_LIST_LINES} 种商品`, MALL_CODE.buyingListLimit));
  const now = nowIso();
  for (const { matlId, quantity } of lines) {
    const existing = list.lines.find((l) => l.matlId === matlId);
    if (existing) existing.quantity = Math.min(CART_MAX_QUANTITY, existing.quantity + quantity);
    else list.lines.push({ matlId, quantity, addedAt: now });
  }
}

function findLine(list: BuyingListRecord, matlId: string) {
  const line = list.lines.find((l) => l.matlId === matlId);
  if (!line) throw new Answer(fail(404, '清单中没有该商品'));
  return line;
}

function changed(list: BuyingListRecord): void {
  list.updatedAt = nowIso();
}

/** withMember() for §23: a member with a company profile (10010). */
const withCompanyMember: typeof withMember = (resolver) =>
  withMember((args) => {
    requireCompany(args.member);
    return resolver(args);
  });

export const buyingListHandlers = [
  http.get(
    api.v1('/member/buying-lists'),
    withCompanyMember(({ member }) => {
      const visible = db.state.buyingLists.filter((l) => maySee(l, member));
      const own = visible.filter((l) => l.memberId === member._id).sort(newestChange);
      const shared = visible.filter((l) => l.memberId !== member._id).sort(newestChange);
      return ok([...own, ...shared].map((l) => summaryView(l, member)));
    }),
  ),

  http.post(
    api.v1('/member/buying-lists'),
    withCompanyMember(async ({ request, member }) => {
      const body = await readJson(request);
      const name = readName(body, member);
      const shared = body.shared === undefined ? false : field.boolean(body, 'shared', 'shared');
      const lines = readLines(body.lines, false);
      if (ownLists(member).length >= MAX_LISTS) return refuse(`最多保存 ${MAX_LISTS} 个清单`, MALL_CODE.buyingListLimit);
      const now = nowIso();
      const list: BuyingListRecord = { _id: newId(), memberId: member._id, name, shared, lines: [], createdAt: now, updatedAt: now };
      addLines(list, lines);
      db.state.buyingLists.push(list);
      return ok(buyingListView(list, member));
    }),
  ),

  http.get(
    api.v1('/member/buying-lists/:id'),
    withCompanyMember(({ params, member }) => ok(buyingListView(findList(String(params.id), member), member))),
  ),

  http.put(
    api.v1('/member/buying-lists/:id'),
    withCompanyMember(async ({ request, params, member }) => {
      const list = findOwnList(String(params.id), member);
      const body = await readJson(request);
      const name = body.name === undefined ? list.name : readName(body, member, list);
      const shared = body.shared === undefined ? list.shared : field.boolean(body, 'shared', 'shared');
      if (name !== list.name || shared !== list.shared) {
        list.name = name;
        list.shared = shared;
        changed(list);
      }
      return ok(buyingListView(list, member));
    }),
  ),

  http.delete(
    api.v1('/member/buying-lists/:id'),
    withCompanyMember(({ params, member }) => {
      const list = findOwnList(String(params.id), member);
      db.state.buyingLists = db.state.buyingLists.filter((l) => l !== list);
      return ok({ _id: list._id });
    }),
  ),

  http.post(
    api.v1('/member/buying-lists/:id/lines'),
    withCompanyMember(async ({ request, params, member }) => {
      const list = findOwnList(String(params.id), member);
      const body = await readJson(request);
      addLines(list, readLines(body.lines, true));
      changed(list);
      return ok(buyingListView(list, member));
    }),
  ),

  http.put(
    api.v1('/member/buying-lists/:id/lines/:matlId'),
    withCompanyMember(async ({ request, params, member }) => {
      const list = findOwnList(String(params.id), member);
      const body = await readJson(request);
      const quantity = field.int(body, 'quantity', '数量', { min: 1, max: CART_MAX_QUANTITY });
      const line = findLine(list, String(params.matlId));
      if (line.quantity !== quantity) {
        line.quantity = quantity;
        changed(list);
      }
      return ok(buyingListView(list, member));
    }),
  ),

  http.delete(
    api.v1('/member/buying-lists/:id/lines/:matlId'),
    withCompanyMember(({ params, member }) => {
      const list = findOwnList(String(params.id), member);
      const line = findLine(list, String(params.matlId));
      list.lines = list.lines.filter((l) => l !== line);
      changed(list);
      return ok(buyingListView(list, member));
    }),
  ),

  /**
   * Quick-order lines into a list: matched and reported as `{v1}/carts/batch` does; the `ok` and `unavailable` lines
   * are added (a list may hold what is out of stock), the others are only reported.
   */
  http.post(
    api.v1('/member/buying-lists/:id/import'),
    withCompanyMember(async ({ request, params, member }) => {
      const list = findOwnList(String(params.id), member);
      const body = await readJson(request);
      const results = batchResults(batchLines(body));
      const taken = results.flatMap((r) => (r.status === 'ok' || r.status === 'unavailable' ? [{ matlId: r.matlId, quantity: r.quantity }] : []));
      if (taken.length > 0) {
        addLines(list, taken);
        changed(list);
      }
      return ok({ results, list: buyingListView(list, member) });
    }),
  ),

  /**
   * A list (or some of its lines) into the caller's cart: the report and the refusals of a reorder
   * (`{v1}/carts/batch` with `dryRun: false`). Any member who can see the list may do it.
   */
  http.post(
    api.v1('/member/buying-lists/:id/to-cart'),
    withCompanyMember(async ({ request, params, member }) => {
      const list = findList(String(params.id), member);
      const body = await readJson(request);
      let lines = list.lines;
      if (body.matlIds !== undefined) {
        const ids = body.matlIds;
        // none chosen: nothing to add (10052, as a reorder of no line)
        if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || id === '')) return fail(400, 'matlIds 必须是商品编号数组');
        if (ids.some((id) => !list.lines.some((l) => l.matlId === id))) return fail(404, '清单中没有该商品');
        lines = list.lines.filter((l) => ids.includes(l.matlId));
      }
      const results = lines.map((line, index) => {
        const material = db.state.materials.find((m) => m._id === line.matlId);
        return batchResult(index, material?.catalogNo ?? '', line.quantity, material);
      });
      return addBatch(member, results);
    }),
  ),
];
