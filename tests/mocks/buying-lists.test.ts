/**
 * Buying lists in the fake mall (docs/api.md §23): the seed's lists, who sees which (own, shared in the account,
 * read only for the others: 10181), the list's lines as cart lines, the limits and texts, the import with the
 * quick order's report, and to-cart giving exactly a reorder's report.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlerClient } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { oid } from '../../mocks/db/random.ts';
import { NS } from '../../mocks/db/seed/ids.ts';
import { buyingListHandlers } from '../../mocks/handlers/buying-lists.ts';
import { cartHandlers } from '../../mocks/handlers/cart.ts';

const { callJson } = handlerClient([...buyingListHandlers, ...cartHandlers], 'http://localhost:3000/mall/v1');
const owner: string = DEMO.owner._id;
const sub: string = DEMO.sub._id;
/** another sub-account of the owner (刘洋) */
const otherSub = oid(NS.member, 14);
const stranger: string = DEMO.distributor._id;

interface Summary {
  _id: string;
  name: string;
  shared: boolean;
  mine: boolean;
  ownerName: string;
  lineCount: number;
  updatedAt: string;
}
interface Line {
  matlId: string;
  quantity: number;
  addedAt: string;
  catalogNo: string;
  name: string;
  stock: number;
  leadDays: number;
  available: boolean;
  offShelf: boolean;
  [field: string]: unknown;
}
type List = Summary & { lines: Line[] };
interface Result {
  index: number;
  catalogNo: string;
  quantity: number;
  status: string;
  message: string;
  matlId?: string;
}
interface Cart {
  itemCounts: number;
  list: ({ matlId: string; quantity: number; addedAt: string } & Record<string, unknown>)[];
}

const summaries = async (memberId: string) => (await callJson<Summary[]>(memberId, 'GET', '/member/buying-lists')).body.data;
const listNamed = (name: string) => db.state.buyingLists.find((l) => l.name === name)!;
const material = (catalogNo: string) => db.state.materials.find((m) => m.catalogNo === catalogNo)!;
const cartOf = (memberId: string) => db.state.carts.filter((c) => c.memberId === memberId);

beforeEach(() => {
  db.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the seed', () => {
  it('gives the owner a shared 细胞培养常用 with a 期货 line out of stock and a private list; 陈晨 a private list', () => {
    const shared = listNamed('细胞培养常用');
    expect(shared).toMatchObject({ memberId: owner, shared: true });
    expect(shared.lines.length).toBeGreaterThanOrEqual(5);
    expect(shared.lines.length).toBeLessThanOrEqual(8);
    const materials = shared.lines.map((l) => db.state.materials.find((m) => m._id === l.matlId)!);
    expect(materials.every((m) => m && !m.offShelf)).toBe(true);
    expect(materials.some((m) => m.stock === 0 && m.leadDays > 0)).toBe(true);
    expect(db.state.buyingLists.filter((l) => l.memberId === owner && !l.shared)).toHaveLength(1);
    expect(db.state.buyingLists.filter((l) => l.memberId === sub).map((l) => l.shared)).toEqual([false]);
  });
});

describe('who sees which list', () => {
  it('the owner: its own lists, newest change first', async () => {
    const lists = await summaries(owner);
    expect(lists.map((l) => l.name)).toEqual(['细胞培养常用', 'PCR 与分子实验耗材']);
    expect(lists.every((l) => l.mine && l.ownerName === '王敏')).toBe(true);
    expect(lists[0]).toMatchObject({ shared: true, lineCount: listNamed('细胞培养常用').lines.length });
  });

  it('a sub-account: its own first, then the lists shared in the account (read only), never another member’s private one', async () => {
    const lists = await summaries(sub);
    expect(lists.map((l) => [l.name, l.mine, l.ownerName])).toEqual([
      ['流式抗体 · T 细胞', true, '陈晨'],
      ['细胞培养常用', false, '王敏'],
    ]);
    expect((await summaries(otherSub)).map((l) => l.name)).toEqual(['细胞培养常用']);
    const privateOne = listNamed('PCR 与分子实验耗材');
    expect((await callJson(sub, 'GET', `/member/buying-lists/${privateOne._id}`)).body).toMatchObject({ code: 404, msg: '清单不存在' });
    // the owner does not see the sub-account's private list either
    const subs = listNamed('流式抗体 · T 细胞');
    expect((await callJson(owner, 'GET', `/member/buying-lists/${subs._id}`)).status).toBe(404);
  });

  it('a list shared by a sub-account is seen by the owner and the other sub-accounts', async () => {
    const subs = listNamed('流式抗体 · T 细胞');
    const put = await callJson<List>(sub, 'PUT', `/member/buying-lists/${subs._id}`, { shared: true });
    expect(put.body.data).toMatchObject({ shared: true, mine: true });
    expect((await summaries(owner)).map((l) => [l.name, l.mine])).toContainEqual(['流式抗体 · T 细胞', false]);
    expect((await summaries(otherSub)).map((l) => l.name)).toContain('流式抗体 · T 细胞');
    expect((await summaries(stranger)).map((l) => l.name)).not.toContain('流式抗体 · T 细胞');
  });

  it('another account never sees them (404 清单不存在), shared or not', async () => {
    expect(await summaries(stranger)).toEqual([]);
    const answer = await callJson(stranger, 'GET', `/member/buying-lists/${listNamed('细胞培养常用')._id}`);
    expect(answer).toMatchObject({ status: 404, body: { msg: '清单不存在' } });
  });

  it('a member without a company profile is refused (10010)', async () => {
    expect((await callJson(DEMO.noCompany._id, 'GET', '/member/buying-lists')).body).toMatchObject({ code: 10010, msg: '请先完善企业信息' });
    expect((await callJson(null, 'GET', '/member/buying-lists')).status).toBe(401);
  });

  it('only the creator changes a list: 10181 for every change by a member who reads it shared', async () => {
    const shared = listNamed('细胞培养常用');
    const before = structuredClone(shared);
    const line = shared.lines[0]!;
    const refused = [
      await callJson(sub, 'PUT', `/member/buying-lists/${shared._id}`, { name: '改名' }),
      await callJson(sub, 'DELETE', `/member/buying-lists/${shared._id}`),
      await callJson(sub, 'POST', `/member/buying-lists/${shared._id}/lines`, { lines: [{ matlId: line.matlId, quantity: 1 }] }),
      await callJson(sub, 'PUT', `/member/buying-lists/${shared._id}/lines/${line.matlId}`, { quantity: 9 }),
      await callJson(sub, 'DELETE', `/member/buying-lists/${shared._id}/lines/${line.matlId}`),
      await callJson(sub, 'POST', `/member/buying-lists/${shared._id}/import`, { lines: [{ catalogNo: '8871-20PK', quantity: 1 }] }),
    ];
    for (const answer of refused) expect(answer.body).toMatchObject({ code: 10181, msg: '只有清单创建人可以修改' });
    expect(listNamed('细胞培养常用')).toEqual(before);
  });
});

describe('a list’s lines', () => {
  it('carry the material as a cart line does, 期货 out of stock included', async () => {
    const shared = listNamed('细胞培养常用');
    const { body } = await callJson<List>(sub, 'GET', `/member/buying-lists/${shared._id}`);
    expect(body.data).toMatchObject({ _id: shared._id, name: '细胞培养常用', mine: false, ownerName: '王敏', lineCount: shared.lines.length });
    expect(body.data.lines.map((l) => l.matlId)).toEqual(shared.lines.map((l) => l.matlId));
    // the same material fields as the cart's line of that material
    const flask = material('3862-10PK');
    await callJson(otherSub, 'POST', '/carts', { matlId: flask._id, quantity: 5 });
    const cartLine = (await callJson<Cart>(otherSub, 'GET', '/carts')).body.data.list.find((l) => l.matlId === flask._id)!;
    const listLine = body.data.lines.find((l) => l.matlId === flask._id)!;
    // a cart line's own fields aside: selection, when added, the account's compliance of the line (§21) and the unit
    // price of its quantity (§5)
    const { selected: _selected, addedAt: _cartAdded, compliance: _compliance, unitPrice: _unitPrice, ...cartFields } = cartLine;
    const { addedAt: _listAdded, ...listFields } = listLine;
    expect(listFields).toEqual(cartFields);
    expect(listLine).toMatchObject({ catalogNo: '3862-10PK', stock: 0, available: true, offShelf: false });
  });

  it('creates a list with lines (quantities of one material add up), out-of-stock materials allowed', async () => {
    const flask = material('3862-10PK');
    const dmem = material('11118344-500ML');
    const { body } = await callJson<List>(sub, 'POST', '/member/buying-lists', {
      name: '  新清单  ',
      lines: [
        { matlId: dmem._id, quantity: 2 },
        { matlId: flask._id, quantity: 1 },
        { matlId: dmem._id, quantity: 3 },
      ],
    });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ name: '新清单', shared: false, mine: true, ownerName: '陈晨', lineCount: 2 });
    expect(body.data.lines.map((l) => [l.catalogNo, l.quantity])).toEqual([['11118344-500ML', 5], ['3862-10PK', 1]]);
    expect((await summaries(sub))[0]?.name).toBe('新清单');
  });

  it('says what is wrong with a name, and refuses a material off the shelf (10050)', async () => {
    const post = (body: unknown) => callJson(owner, 'POST', '/member/buying-lists', body);
    expect((await post({ name: ' ' })).body).toMatchObject({ code: 400, msg: '清单名称不能为空' });
    expect((await post({ name: '一'.repeat(31) })).body).toMatchObject({ code: 400, msg: '清单名称不能超过 30 个字符' });
    expect((await post({ name: '细胞培养常用' })).body).toMatchObject({ code: 400, msg: '已有同名清单' });
    // another member may use the same name
    expect((await callJson(sub, 'POST', '/member/buying-lists', { name: '细胞培养常用' })).body.code).toBe(0);
    const offShelf = db.state.materials.find((m) => m.offShelf)!;
    expect((await post({ name: '下架', lines: [{ matlId: offShelf._id, quantity: 1 }] })).body).toMatchObject({ code: 10050, msg: '该商品已下架或不存在' });
    expect((await post({ name: '不存在', lines: [{ matlId: '66a3ffffffffffffffffffff', quantity: 1 }] })).body.code).toBe(10050);
    expect((await post({ name: '数量', lines: [{ matlId: material('8871-20PK')._id, quantity: 0 }] })).body).toMatchObject({ code: 400, msg: '数量不能小于 1' });
    expect(db.state.buyingLists.filter((l) => l.memberId === owner)).toHaveLength(2);
  });

  it('renaming keeps the name unique among the member’s lists; the same name is no change', async () => {
    const shared = listNamed('细胞培养常用');
    const seeded = shared.updatedAt;
    const renamed = await callJson(owner, 'PUT', `/member/buying-lists/${shared._id}`, { name: 'PCR 与分子实验耗材' });
    expect(renamed.body).toMatchObject({ code: 400, msg: '已有同名清单' });
    const same = await callJson<List>(owner, 'PUT', `/member/buying-lists/${shared._id}`, { name: '细胞培养常用' });
    expect(same.body.data.updatedAt).toBe(seeded);
    const unshared = await callJson<List>(owner, 'PUT', `/member/buying-lists/${shared._id}`, { name: '细胞房', shared: false });
    expect(unshared.body.data).toMatchObject({ name: '细胞房', shared: false });
    expect(unshared.body.data.updatedAt > seeded).toBe(true);
    expect((await summaries(sub)).map((l) => l.name)).toEqual(['流式抗体 · T 细胞']);
  });

  it('at most 50 lists per member (10180)', async () => {
    for (let i = db.state.buyingLists.filter((l) => l.memberId === owner).length; i < 50; i++) {
      expect((await callJson(owner, 'POST', '/member/buying-lists', { name: `清单 ${i}` })).body.code).toBe(0);
    }
    expect((await callJson(owner, 'POST', '/member/buying-lists', { name: '第 51 个' })).body).toMatchObject({ code: 10180, msg: '最多保存 50 个清单' });
    // a sub-account counts its own
    expect((await callJson(sub, 'POST', '/member/buying-lists', { name: '陈晨的第 2 个' })).body.code).toBe(0);
  });

  it('adds, changes and removes lines; a line not in the list is 404', async () => {
    const list = listNamed('PCR 与分子实验耗材');
    const tubes = list.lines[0]!;
    const flask = material('3862-10PK');
    const added = await callJson<List>(owner, 'POST', `/member/buying-lists/${list._id}/lines`, {
      lines: [{ matlId: tubes.matlId, quantity: 3 }, { matlId: flask._id, quantity: 2 }],
    });
    expect(added.body.data.lines[0]).toMatchObject({ matlId: tubes.matlId, quantity: 5 });
    expect(added.body.data.lines.at(-1)).toMatchObject({ matlId: flask._id, quantity: 2 });
    const changed = await callJson<List>(owner, 'PUT', `/member/buying-lists/${list._id}/lines/${flask._id}`, { quantity: 9 });
    expect(changed.body.data.lines.at(-1)?.quantity).toBe(9);
    expect((await callJson(owner, 'PUT', `/member/buying-lists/${list._id}/lines/${flask._id}`, { quantity: 10000 })).body.code).toBe(400);
    const removed = await callJson<List>(owner, 'DELETE', `/member/buying-lists/${list._id}/lines/${flask._id}`);
    expect(removed.body.data.lines.map((l) => l.matlId)).not.toContain(flask._id);
    expect((await callJson(owner, 'DELETE', `/member/buying-lists/${list._id}/lines/${flask._id}`)).body).toMatchObject({ code: 404, msg: '清单中没有该商品' });
    expect((await callJson(owner, 'POST', `/member/buying-lists/${list._id}/lines`, { lines: [] })).body).toMatchObject({ code: 400, msg: '清单商品不能为空' });
  });

  it('at most 200 kinds of material per list (10180), nothing added when refused', async () => {
    const list = listNamed('PCR 与分子实验耗材');
    const others = db.state.materials.filter((m) => !m.offShelf && !list.lines.some((l) => l.matlId === m._id));
    const fill = others.slice(0, 200 - list.lines.length).map((m) => ({ matlId: m._id, quantity: 1 }));
    expect((await callJson(owner, 'POST', `/member/buying-lists/${list._id}/lines`, { lines: fill })).body.code).toBe(0);
    const before = list.lines.length;
    const one = others[fill.length]!;
    const over = await callJson(owner, 'POST', `/member/buying-lists/${list._id}/lines`, { lines: [{ matlId: one._id, quantity: 1 }] });
    expect(over.body).toMatchObject({ code: 10180, msg: '每个清单最多 200 种商品' });
    expect(list.lines.length).toBe(before);
  });

  it('deletes a list; its id is 404 afterwards', async () => {
    const list = listNamed('PCR 与分子实验耗材');
    expect((await callJson(owner, 'DELETE', `/member/buying-lists/${list._id}`)).body.data).toEqual({ _id: list._id });
    expect((await callJson(owner, 'GET', `/member/buying-lists/${list._id}`)).status).toBe(404);
    expect((await summaries(owner)).map((l) => l.name)).toEqual(['细胞培养常用']);
  });
});

describe('import (quick-order lines)', () => {
  it('reports each line as a quick order does and adds the ok and unavailable ones', async () => {
    const list = listNamed('PCR 与分子实验耗材');
    const unavailable = db.state.materials.find((m) => !m.offShelf && m.stock === 0 && m.leadDays === 0)!;
    const offShelf = db.state.materials.find((m) => m.offShelf)!;
    const tubes = db.state.materials.find((m) => m._id === list.lines[0]!.matlId)!;
    const lines = [
      { catalogNo: '3862 10PK', quantity: 2 }, // matched as the search reads it
      { catalogNo: unavailable.catalogNo, quantity: 1 },
      { catalogNo: offShelf.catalogNo, quantity: 1 },
      { catalogNo: 'NO-SUCH-1', quantity: 1 },
      { catalogNo: '8871-20PK', quantity: 0 },
      { catalogNo: tubes.catalogNo, quantity: 4 },
    ];
    const quick = await callJson<{ results: Result[] }>(owner, 'POST', '/carts/batch', { lines });
    const imported = await callJson<{ results: Result[]; list: List }>(owner, 'POST', `/member/buying-lists/${list._id}/import`, { lines });
    expect(imported.body.code).toBe(0);
    expect(imported.body.data.results).toEqual(quick.body.data.results);
    expect(imported.body.data.results.map((r) => r.status)).toEqual(['ok', 'unavailable', 'offShelf', 'unknown', 'badQuantity', 'ok']);
    const byId = new Map(imported.body.data.list.lines.map((l) => [l.matlId, l.quantity]));
    expect(byId.get(material('3862-10PK')._id)).toBe(2);
    expect(byId.get(unavailable._id)).toBe(1);
    expect(byId.has(offShelf._id)).toBe(false);
    expect(byId.has(material('8871-20PK')._id)).toBe(false);
    expect(byId.get(tubes._id)).toBe(2 + 4);
    expect(imported.body.data.list.lineCount).toBe(5 + 2);
  });

  it('answers 400 as a quick order does, 404 for a list it cannot see', async () => {
    const list = listNamed('PCR 与分子实验耗材');
    expect((await callJson(owner, 'POST', `/member/buying-lists/${list._id}/import`, { lines: [] })).body).toMatchObject({ code: 400, msg: '请至少填写一行货号和数量' });
    const many = Array.from({ length: 201 }, () => ({ catalogNo: '8871-20PK', quantity: 1 }));
    expect((await callJson(owner, 'POST', `/member/buying-lists/${list._id}/import`, { lines: many })).body).toMatchObject({ code: 400, msg: '一次最多 200 行' });
    expect((await callJson(sub, 'POST', `/member/buying-lists/${list._id}/import`, { lines: [{ catalogNo: '8871-20PK', quantity: 1 }] })).status).toBe(404);
  });
});

describe('to the cart', () => {
  /** The reorder of the same lines on the same data: `{v1}/carts/batch` with dryRun false. */
  async function reorder(memberId: string, lines: { catalogNo: string; quantity: number }[]) {
    db.reset();
    return callJson<{ results: Result[]; cart: Cart }>(memberId, 'POST', '/carts/batch', { lines, dryRun: false });
  }

  it('gives exactly a reorder’s report and cart, into the caller’s own cart', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00+08:00'));
    const shared = listNamed('细胞培养常用');
    const lines = shared.lines.map((l) => ({ catalogNo: db.state.materials.find((m) => m._id === l.matlId)!.catalogNo, quantity: l.quantity }));
    const ownerCart = cartOf(owner).length;
    const toCart = await callJson<{ results: Result[]; cart: Cart }>(sub, 'POST', `/member/buying-lists/${shared._id}/to-cart`);
    expect(toCart.body.code).toBe(0);
    expect(toCart.body.data.results.every((r) => r.status === 'ok')).toBe(true);
    expect(cartOf(owner)).toHaveLength(ownerCart);
    expect(toCart.body).toEqual((await reorder(sub, lines)).body);
  });

  it('some lines only (matlIds); a line not in the list is 404', async () => {
    const shared = listNamed('细胞培养常用');
    const [first, , third] = shared.lines;
    const answer = await callJson<{ results: Result[]; cart: Cart }>(owner, 'POST', `/member/buying-lists/${shared._id}/to-cart`, {
      matlIds: [third!.matlId, first!.matlId],
    });
    // in the list's order
    expect(answer.body.data.results.map((r) => r.matlId)).toEqual([first!.matlId, third!.matlId]);
    expect(answer.body.data.results.map((r) => r.index)).toEqual([0, 1]);
    const missing = await callJson(owner, 'POST', `/member/buying-lists/${shared._id}/to-cart`, { matlIds: [material('8871-500CS')._id] });
    expect(missing.body).toMatchObject({ code: 404, msg: '清单中没有该商品' });
    expect((await callJson(owner, 'POST', `/member/buying-lists/${shared._id}/to-cart`, { matlIds: [] })).body.code).toBe(10052);
    expect((await callJson(owner, 'POST', `/member/buying-lists/${shared._id}/to-cart`, { matlIds: 'all' })).body).toMatchObject({ code: 400, msg: 'matlIds 必须是商品编号数组' });
  });

  it('reports what cannot go in the cart as a reorder does, and refuses a list with nothing to add (10052)', async () => {
    const unavailable = db.state.materials.find((m) => !m.offShelf && m.stock === 0 && m.leadDays === 0)!;
    const created = await callJson<List>(owner, 'POST', '/member/buying-lists', { name: '缺货', lines: [{ matlId: unavailable._id, quantity: 1 }] });
    const refused = await callJson(owner, 'POST', `/member/buying-lists/${created.body.data._id}/to-cart`);
    expect(refused.body).toMatchObject({ code: 10052, msg: '没有可加入购物车的商品' });
    const dmem = material('11118344-500ML');
    await callJson(owner, 'POST', `/member/buying-lists/${created.body.data._id}/lines`, { lines: [{ matlId: dmem._id, quantity: 1 }] });
    const mixed = await callJson<{ results: Result[] }>(owner, 'POST', `/member/buying-lists/${created.body.data._id}/to-cart`);
    expect(mixed.body.data.results.map((r) => r.status)).toEqual(['unavailable', 'ok']);
    // a material discontinued since it was listed reads 已下架, as in a reorder
    dmem.offShelf = true;
    const gone = await callJson(owner, 'POST', `/member/buying-lists/${created.body.data._id}/to-cart`);
    expect(gone.body).toMatchObject({ code: 10052 });
  });

  it('10051 when the cart would hold more than 200 kinds', async () => {
    const shared = listNamed('细胞培养常用');
    const inList = new Set(shared.lines.map((l) => l.matlId));
    const fillers = db.state.materials.filter((m) => !m.offShelf && m.stock > 0 && !inList.has(m._id));
    db.state.carts = db.state.carts.filter((c) => c.memberId !== owner);
    for (const m of fillers.slice(0, 199)) db.state.carts.push({ memberId: owner, matlId: m._id, quantity: 1, selected: true, addedAt: '2026-11-20T10:00:00+08:00' });
    const answer = await callJson(owner, 'POST', `/member/buying-lists/${shared._id}/to-cart`);
    expect(answer.body).toMatchObject({ code: 10051, msg: '购物车最多 200 种商品，请先清理' });
    expect(cartOf(owner)).toHaveLength(199);
  });
});
