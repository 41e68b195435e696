/**
 * 协议价与阶梯价 (docs/api.md §5): the fake mall sends the demo owner's company its terms (its sub-accounts too),
 * nothing to a visitor or another company, prices the cart, the preview and the placed order with them and refuses
 * an order that breaks a minimum or a multiple (10054).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient, type Page } from './helpers.ts';
import { readPdfResponse } from './pdf-reader.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { cartHandlers } from '../../mocks/handlers/cart.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { buyingListHandlers } from '../../mocks/handlers/buying-lists.ts';
import { quoteHandlers } from '../../mocks/handlers/quotes.ts';
import { procurementHandlers } from '../../mocks/handlers/procurement.ts';
import { restockAlertHandlers } from '../../mocks/handlers/restock-alerts.ts';
import { accountCreditTerms } from '../../mocks/credit-data.ts';
import { listedQuoteLine, requoteItems } from '../../mocks/quote-rules.ts';
import { termsOf, unitPriceFor } from '../../mocks/price-terms.ts';

const { call, callJson } = handlerClient([...cartHandlers, ...catalogueHandlers, ...orderHandlers, ...buyingListHandlers, ...quoteHandlers, ...procurementHandlers, ...restockAlertHandlers], 'http://localhost:3000');
const owner = DEMO.owner._id;
const sub = DEMO.sub._id;
const other = DEMO.distributor._id;
const ADDRESS = '66a500000000000000000001';

interface Terms {
  contractPrice?: number;
  validFrom?: string;
  validTo?: string;
  breaks?: { from: number; price: number }[];
  minQuantity?: number;
  multiple?: number;
}
interface Row {
  _id: string;
  catalogNo: string;
  price: number;
  terms?: Terms;
  packs?: { _id: string; terms?: Terms }[];
}
interface Line {
  matlId: string;
  quantity: number;
  price: number;
  unitPrice: number;
  terms?: Terms;
}

const idOf = (catalogNo: string) => db.state.materials.find((m) => m.catalogNo === catalogNo)!._id;
const TIPS = 'MCT-789-L-100BX'; // list ¥48, 协议价 ¥42, from 10 ¥39, from 50 ¥36
const TUBES = '631281-50PK'; // list ¥43, 协议价 ¥39.50, 起订 5, 倍数 5

const detail = (member: string | null, catalogNo: string) => callJson<Row & { siblings: Row[] }>(member, 'GET', `/mall/v1/materials/${idOf(catalogNo)}`);
const search = (member: string | null, keyword: string) =>
  callJson<Page<Row>>(member, 'GET', `/mall/v1/materials?keyword=${encodeURIComponent(keyword)}&group=product`);

/** Only this line in the member's cart, selected. */
function cartOnly(memberId: string, catalogNo: string, quantity: number) {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== memberId);
  db.state.carts.push({ memberId, matlId: idOf(catalogNo), quantity, selected: true, addedAt: '2026-11-20T10:00:00+08:00' });
}

beforeEach(() => {
  db.reset();
  // the approval rules and funds are not this test's (tests/mocks/approvals.test.ts)
  db.state.procurementSettings = [];
});

describe('the company terms in the catalogue (fake mall)', () => {
  it('the owner and a sub-account get the 协议价 and the ladder; a visitor and another company get list prices only', async () => {
    for (const member of [owner, sub]) {
      const { body } = await detail(member, TIPS);
      expect(body.data.price).toBe(48);
      expect(body.data.terms).toMatchObject({ contractPrice: 42, breaks: [{ from: 10, price: 39 }, { from: 50, price: 36 }] });
      expect(body.data.terms?.validTo).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(body.data.siblings.find((s) => s._id === idOf(TIPS))?.terms?.contractPrice).toBe(42);
    }
    for (const member of [null, other]) {
      const { body } = await detail(member, TIPS);
      expect(body.data.price).toBe(48);
      expect(body.data.terms).toBeUndefined();
    }
    const listed = (await search(owner, TIPS)).body.data.list.find((r) => r._id === idOf(TIPS));
    expect(listed?.terms?.contractPrice).toBe(42);
    expect(listed?.packs?.find((p) => p._id === idOf(TIPS))?.terms?.contractPrice).toBe(42);
    expect((await search(null, TIPS)).body.data.list.find((r) => r._id === idOf(TIPS))?.terms).toBeUndefined();
  });

  it('a contract price out of its dates is not sent (expired, not yet in effect)', async () => {
    expect((await detail(owner, 'BS-33-P-500PK')).body.data.terms).toBeUndefined();
    expect((await detail(owner, '184749-20PK')).body.data.terms).toBeUndefined();
    expect((await detail(owner, TUBES)).body.data.terms).toMatchObject({ contractPrice: 39.5, minQuantity: 5, multiple: 5 });
  });
});

describe('the cart, the preview and the order at the company price (fake mall)', () => {
  it('a cart line carries its terms and the unit price of its quantity; the break applies from 10', async () => {
    cartOnly(owner, TIPS, 9);
    let cart = (await callJson<{ list: Line[]; selectedAmount: number }>(owner, 'GET', '/mall/v1/carts')).body.data;
    expect(cart.list[0]).toMatchObject({ price: 48, unitPrice: 42, terms: { contractPrice: 42 } });
    expect(cart.selectedAmount).toBe(378);
    cart = (await callJson<{ list: Line[]; selectedAmount: number }>(owner, 'PUT', `/mall/v1/carts/${idOf(TIPS)}/quantity`, { quantity: 10 })).body.data;
    expect(cart.list[0]?.unitPrice).toBe(39);
    expect(cart.selectedAmount).toBe(390);
  });

  it('the preview and the placed order are at the unit price of the quantity', async () => {
    cartOnly(owner, TIPS, 50);
    const preview = (await callJson<{ goodsAmount: number; lines: { matlId: string; listPrice: number; price: number }[] }>(owner, 'POST', '/mall/v1/orders/preview', {})).body.data;
    expect(preview.lines).toEqual([{ matlId: idOf(TIPS), quantity: 50, listPrice: 48, price: 36 }]);
    expect(preview.goodsAmount).toBe(1800);
    const placed = await callJson<{ _id: string; amount: number }>(owner, 'POST', '/mall/v1/orders', {
      addressId: ADDRESS,
      expected: [{ matlId: idOf(TIPS), price: 36, quantity: 50 }],
    });
    expect(placed.body.code).toBe(0);
    const order = db.state.orders.find((o) => o._id === placed.body.data._id)!;
    expect(order.items[0]?.price).toBe(36);
    expect(order.goodsAmount).toBe(1800);
    // the 销售合同 says the same unit price and amount as the screens, never the list price
    const contract = (await readPdfResponse(await call(owner, 'GET', `/mall/v1/orders/${order._id}/contract`))).text.replace(/\s+/g, '');
    expect(contract).toContain(TIPS);
    expect(contract).toContain('36.00');
    expect(contract).toContain('1,800.00');
    expect(contract).not.toContain('48.00');
  });

  it('the list price the shop saw is refused as a changed price (10014): the order is at the contract price', async () => {
    cartOnly(owner, TIPS, 2);
    const answer = await callJson<null>(owner, 'POST', '/mall/v1/orders', { addressId: ADDRESS, expected: [{ matlId: idOf(TIPS), price: 48 }] });
    expect(answer.body).toMatchObject({ code: 10014, msg: `商品 ${TIPS} 的价格已变为 ¥42.00，请确认后再提交` });
  });

  it('the fund never changes the preview\'s prices, shipments or amounts (docs/api.md §13)', async () => {
    cartOnly(owner, TIPS, 50);
    const funds = db.state.funds.filter((f) => f.memberId === owner && f.active);
    expect(funds.length).toBeGreaterThanOrEqual(2);
    const ask = async (fundId?: string) => {
      const answer = (await callJson<{ goodsAmount: number; freight: number; amount: number; lines: unknown; shipments: unknown; fund: unknown }>(owner, 'POST', '/mall/v1/orders/preview', fundId ? { fundId } : {})).body.data;
      const { goodsAmount, freight, amount, lines, shipments } = answer;
      return { fund: answer.fund, same: { goodsAmount, freight, amount, lines, shipments } };
    };
    const none = await ask();
    for (const f of funds) {
      const withFund = await ask(f._id);
      expect(withFund.fund).not.toBeNull();
      expect(withFund.same).toEqual(none.same);
    }
  });

  it('a sub-account orders at its company price; another company at the list price', async () => {
    cartOnly(sub, TIPS, 10);
    const subPreview = (await callJson<{ goodsAmount: number }>(sub, 'POST', '/mall/v1/orders/preview', {})).body.data;
    expect(subPreview.goodsAmount).toBe(390);
    cartOnly(other, TIPS, 10);
    const otherCart = (await callJson<{ list: Line[] }>(other, 'GET', '/mall/v1/carts')).body.data;
    expect(otherCart.list[0]).toMatchObject({ price: 48, unitPrice: 48 });
    expect(otherCart.list[0]?.terms).toBeUndefined();
  });

  it('refuses an order below the minimum or off the multiple (10054), naming the line and the rule', async () => {
    const before = db.state.orders.length;
    for (const quantity of [3, 7]) {
      cartOnly(owner, TUBES, quantity);
      const answer = await callJson<null>(owner, 'POST', '/mall/v1/orders', { addressId: ADDRESS });
      expect(answer.body).toMatchObject({ code: 10054, msg: `商品 ${TUBES} 起订 5 包，按 5 的倍数购买（本单 ${quantity} 包），请修改数量后再结算` });
    }
    expect(db.state.orders.length).toBe(before);
    cartOnly(owner, TUBES, 10);
    const placed = await callJson<{ _id: string }>(owner, 'POST', '/mall/v1/orders', { addressId: ADDRESS });
    expect(placed.body.code).toBe(0);
    expect(db.state.orders.find((o) => o._id === placed.body.data._id)?.items[0]?.price).toBe(39.5);
  });

  it('another company has no minimum: 3 of the same material are ordered', async () => {
    cartOnly(other, TUBES, 3);
    const address = db.state.addresses.find((a) => a.memberId === other)!;
    const placed = await callJson<{ _id: string }>(other, 'POST', '/mall/v1/orders', { addressId: address._id });
    expect(placed.body.code).toBe(0);
  });
});

describe('buying lists and quick order carry the terms (fake mall)', () => {
  it('a batch line naming a material with terms carries them', async () => {
    const { body } = await callJson<{ results: { catalogNo: string; terms?: Terms }[] }>(owner, 'POST', '/mall/v1/carts/batch', { lines: [{ catalogNo: TUBES, quantity: 3 }] });
    expect(body.data.results[0]?.terms).toMatchObject({ minQuantity: 5, multiple: 5 });
    const visitorless = await callJson<{ results: { terms?: Terms }[] }>(other, 'POST', '/mall/v1/carts/batch', { lines: [{ catalogNo: TUBES, quantity: 3 }] });
    expect(visitorless.body.data.results[0]?.terms).toBeUndefined();
  });

  it('a name naming several sizes offers its candidates with the company terms (the other company: none)', async () => {
    type Choose = { results: { status: string; candidates?: { catalogNo: string; terms?: Terms }[] }[] };
    const ask = (member: string) => callJson<Choose>(member, 'POST', '/mall/v1/carts/batch', { lines: [{ catalogNo: '15 mL 离心管', quantity: 3 }] });
    const mine = (await ask(owner)).body.data.results[0]!;
    expect(mine.status).toBe('choose');
    expect(mine.candidates?.find((c) => c.catalogNo === TUBES)?.terms).toMatchObject({ contractPrice: 39.5, minQuantity: 5, multiple: 5 });
    expect(mine.candidates?.filter((c) => c.catalogNo !== TUBES).every((c) => c.terms === undefined)).toBe(true);
    const theirs = (await ask(other)).body.data.results[0]!;
    expect(theirs.candidates?.every((c) => c.terms === undefined)).toBe(true);
  });
});

describe('restock alerts carry the terms (fake mall)', () => {
  it('an alert on a material with terms carries the company’s; another company’s does not', async () => {
    for (const memberId of [owner, other]) {
      db.state.restockAlerts.push({ _id: `rs-${memberId}`, memberId, matlId: idOf(TUBES), status: 'waiting', seen: false, createdAt: '2026-11-20T10:00:00+08:00' });
    }
    const alertOf = async (member: string) =>
      (await callJson<{ matlId: string; terms?: Terms }[]>(member, 'GET', '/mall/v1/member/restock-alerts')).body.data.find((a) => a.matlId === idOf(TUBES));
    expect((await alertOf(owner))?.terms).toMatchObject({ contractPrice: 39.5, minQuantity: 5, multiple: 5 });
    const theirs = await alertOf(other);
    expect(theirs).toBeDefined();
    expect(theirs?.terms).toBeUndefined();
  });
});

describe('a quote starts from the company price (fake mall)', () => {
  type QuoteLine = { matlId: string; quantity: number; listPrice: number; unitPrice: number; discountNote: string | null };
  const ask = (member: string, quantity: number) =>
    callJson<{ lines: QuoteLine[] }>(member, 'POST', '/mall/v1/quotes', { items: [{ matlId: idOf(TIPS), quantity }] });

  it('prices a listed line at the 协议价 or the break reached, a volume discount only where it is lower', async () => {
    // 2: the 协议价 ¥42 (the list price ¥48 has no discount at 2)
    expect((await ask(owner, 2)).body.data.lines[0]).toMatchObject({ listPrice: 48, unitPrice: 42, discountNote: '贵单位协议价' });
    // 10: the break ¥39 is below the list price's 92 折 (¥44.16)
    expect((await ask(owner, 10)).body.data.lines[0]).toMatchObject({ listPrice: 48, unitPrice: 39, discountNote: '贵单位协议价' });
    // another company: the list price and its volume discount, as before
    expect((await ask(other, 10)).body.data.lines[0]).toMatchObject({ listPrice: 48, unitPrice: 44.16, discountNote: '满 10 件 92 折' });
  });
});

describe('an order changed after placing keeps the terms (fake mall)', () => {
  type Placed = { _id: string; version: number; amount: number; status: string };
  /** 陈晨's order of `quantity` × `catalogNo` on the 国自然 fund, waiting for approval (every sub-account order does here). */
  async function waiting(catalogNo: string, quantity: number): Promise<Placed> {
    db.reset();
    db.state.procurementSettings.find((x) => x.memberId === owner)!.approvalMode = 'allSubOrders';
    const fund = db.state.funds.find((f) => f.code === '32170001')!;
    cartOnly(sub, catalogNo, quantity);
    const placed = await callJson<Placed>(sub, 'POST', '/mall/v1/orders', { addressId: ADDRESS, fundId: fund._id });
    expect(placed.body.code, placed.body.msg).toBe(0);
    const record = db.state.orders.find((o) => o._id === placed.body.data._id)!;
    expect(record.status).toBe('pendingApproval');
    return { ...placed.body.data, version: record.version };
  }
  const lineOf = (id: string) => db.state.orders.find((o) => o._id === id)!.items[0]!;

  it('an approver lowering a line off its multiple is refused (10054); to a good quantity, the line keeps its placed price', async () => {
    const order = await waiting(TUBES, 10);
    const off = await callJson(owner, 'PUT', `/mall/v1/orders/${order._id}/approve`, { version: order.version, quantities: [{ matlId: idOf(TUBES), quantity: 7 }] });
    expect(off.body).toMatchObject({ code: 10054, msg: `商品 ${TUBES} 起订 5 包，按 5 的倍数购买（本单 7 包），请修改数量后再结算` });
    expect(lineOf(order._id).quantity).toBe(10);
    const tips = await waiting(TIPS, 50);
    expect(lineOf(tips._id).price).toBe(36);
    const lowered = await callJson<Placed>(owner, 'PUT', `/mall/v1/orders/${tips._id}/approve`, { version: tips.version, quantities: [{ matlId: idOf(TIPS), quantity: 49 }] });
    expect(lowered.body.code).toBe(0);
    // an approver only lowers: 49 at the ¥36 it was placed at (¥1,764, as the approver saw it), never ¥39 (¥1,911)
    expect(lineOf(tips._id)).toMatchObject({ quantity: 49, price: 36 });
  });

  it('a resubmitted order is priced for its new quantities and checked against the credit limit (10100)', async () => {
    const order = await waiting(TIPS, 10);
    const rejected = await callJson<Placed>(owner, 'PUT', `/mall/v1/orders/${order._id}/reject`, { version: order.version, reason: '数量不对' });
    expect(rejected.body.code).toBe(0);
    const version = () => db.state.orders.find((o) => o._id === order._id)!.version;
    const again = await callJson<Placed>(sub, 'PUT', `/mall/v1/orders/${order._id}/resubmit`, { version: version(), quantities: [{ matlId: idOf(TIPS), quantity: 50 }] });
    expect(again.body.code, again.body.msg).toBe(0);
    expect(lineOf(order._id)).toMatchObject({ quantity: 50, price: 36 });
    // past the credit limit: the other orders now use all but ¥100 of it
    const second = await waiting(TIPS, 10);
    expect((await callJson(owner, 'PUT', `/mall/v1/orders/${second._id}/reject`, { version: second.version, reason: '超预算' })).body.code).toBe(0);
    const credit = accountCreditTerms(owner);
    db.state.orders.find((o) => o.memberId === owner && o._id !== second._id && o.status === 'pendingReview')!.amount += credit.available! - 100;
    const over = await callJson(sub, 'PUT', `/mall/v1/orders/${second._id}/resubmit`, { version: db.state.orders.find((o) => o._id === second._id)!.version });
    expect(over.body.code).toBe(10100);
  });

  it('a resubmitted order is counted once: it passes when the credit left covers it, though not twice over', async () => {
    const order = await waiting(TIPS, 10);
    expect((await callJson(owner, 'PUT', `/mall/v1/orders/${order._id}/reject`, { version: order.version, reason: '超预算' })).body.code).toBe(0);
    const amount = db.state.orders.find((o) => o._id === order._id)!.amount;
    // what is left is the order's amount and ¥50: enough once, not twice
    const left = accountCreditTerms(owner).available!;
    db.state.orders.find((o) => o.memberId === owner && o._id !== order._id && o.status === 'pendingReview')!.amount += left - amount - 50;
    expect(accountCreditTerms(owner).available).toBeCloseTo(amount + 50, 2);
    const again = await callJson(sub, 'PUT', `/mall/v1/orders/${order._id}/resubmit`, { version: db.state.orders.find((o) => o._id === order._id)!.version });
    expect(again.body.code, again.body.msg).toBe(0);
  });
});

describe('a quoted line lowered on its order is quoted again at the company price (fake mall)', () => {
  it('50 quoted at the ¥36 break, lowered to 20: ¥39 (the 20 break), never a discount stacked on the ¥36', () => {
    const material = db.state.materials.find((m) => m.catalogNo === TIPS)!;
    const own = (quantity: number) => unitPriceFor(material.price, termsOf(owner, material._id), quantity);
    const line = listedQuoteLine('l1', material, 50, own(50));
    expect(line).toMatchObject({ listPrice: 48, unitPrice: 36 });
    const item = { matlId: material._id, catalogNo: TIPS, name: material.name, spec: material.spec, mfrName: material.mfrName, price: 36, quantity: 20, shippedQty: 0, shippingCondition: 'ambient' as const };
    const requoted = requoteItems([line], [item], (_id, quantity) => own(quantity));
    expect(requoted).toMatchObject({ ok: true, items: [{ quantity: 20, price: 39 }] });
    // another company (no terms): the list price's discount for 20, as before
    expect(requoteItems([listedQuoteLine('l2', material, 50)], [item])).toMatchObject({ ok: true, items: [{ price: 44.16 }] });
  });
});
