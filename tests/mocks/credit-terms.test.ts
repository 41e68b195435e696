/**
 * Credit terms in the fake mall (docs/api.md §17 Credit terms): the pure rules from fixtures (已用, 可用, what falls
 * due this month, overdue, the preview's remainder), the seed's terms for the demo owner's account as the owner and
 * a sub-account read them, the preview's `credit`, the refusal of an order past the limit (10100), a transfer
 * freeing credit, and the statement lines' 到期日.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { creditPreviewOf, creditTermsOf, type CreditTerms } from '../../mocks/credit-rules.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import type { FundRecord, Material, OrderRecord } from '../../mocks/db/types.ts';
import { billingControlHandlers } from '../../mocks/handlers/billing-control.ts';
import { creditHandlers } from '../../mocks/handlers/credit.ts';
import { orderHandlers } from '../../mocks/handlers/orders.ts';
import { statementHandlers } from '../../mocks/handlers/statements.ts';
import { requestValidation } from '../../mocks/validation.ts';

const { callJson } = handlerClient([requestValidation, ...billingControlHandlers, ...creditHandlers, ...orderHandlers, ...statementHandlers], 'http://localhost:3000');

const OWNER = DEMO.owner._id;
const CHEN = DEMO.sub._id;

// ---------------------------------------------------------------- the rules, from fixtures

const order = (id: string, over: Partial<OrderRecord> = {}): OrderRecord => ({
  _id: id,
  orderNo: `SO${id}`,
  memberId: 'owner',
  status: 'completed',
  items: [{ matlId: 'm1', catalogNo: 'C1', name: '抗体', spec: '100 µg', mfrName: '达优', price: 1000, quantity: 1, shippedQty: 1 }],
  goodsAmount: 1000,
  freight: 0,
  amount: 1000,
  address: { _id: 'a', receiver: '陈晨', cellphone: '13800000003', provinceCode: '310000', cityCode: '310100', districtCode: '310104', regionNames: ['上海市', '市辖区', '徐汇区'], detail: '1 号' },
  remark: '',
  createdAt: '2026-10-01T09:00:00+08:00',
  stockOutIds: [],
  version: 1,
  events: [],
  ...over,
});

const TERMS = { days: 45, limit: 10_000 };

describe('creditTermsOf', () => {
  it('counts what every order not cancelled or rejected still owes, and what falls due this month or is overdue', () => {
    const orders = [
      // delivered 10-10: due 11-24, before today (11-29): overdue
      order('a', { completedAt: '2026-10-10T15:00:00+08:00' }),
      // delivered 10-18, half paid: due 12-02, next month
      order('b', { amount: 2000.5, completedAt: '2026-10-18T15:00:00+08:00', transfers: [{ at: '2026-11-01T10:00:00+08:00', amount: 1000, payer: 'x' }] }),
      // delivered 10-15: due 11-29 (today): due this month
      order('c', { amount: 300.25, completedAt: '2026-10-15T09:00:00+08:00' }),
      // delivered 10-16: due 11-30: due this month
      order('d', { amount: 99.75, completedAt: '2026-10-16T09:00:00+08:00' }),
      // placed, not delivered: used, due nothing yet
      order('e', { status: 'pendingReview', amount: 500 }),
      // paid: nothing owed
      order('f', { completedAt: '2026-10-12T09:00:00+08:00', paidAt: '2026-10-20T09:00:00+08:00' }),
      // cancelled, rejected: nothing owed
      order('g', { status: 'cancelled' }),
      order('h', { status: 'rejected' }),
    ];
    const terms = creditTermsOf(TERMS, orders, [], '2026-11-29');
    expect(terms).toEqual({
      settlement: 'monthly',
      settlementLabel: '月结',
      creditDays: 45,
      creditLimit: 10_000,
      used: 1000 + 1000.5 + 300.25 + 99.75 + 500,
      available: 10_000 - 2900.5,
      dueThisMonth: { amount: 400, orderCount: 2, nextDueDate: '2026-11-29' },
      overdue: { amount: 1000, orderCount: 1 },
    } satisfies CreditTerms);
  });

  it('never says less than 0 available; a 现结 account has no limit and owes nothing on terms', () => {
    expect(creditTermsOf({ days: 30, limit: 500 }, [order('a')], [], '2026-11-29')).toMatchObject({ used: 1000, available: 0 });
    expect(creditTermsOf(null, [order('a')], [], '2026-11-29')).toEqual({
      settlement: 'prepaid',
      settlementLabel: '现结',
      creditDays: null,
      creditLimit: null,
      used: 0,
      available: null,
      dueThisMonth: { amount: 0, orderCount: 0, nextDueDate: null },
      overdue: { amount: 0, orderCount: 0 },
    });
  });
});

describe('creditPreviewOf', () => {
  const terms = creditTermsOf(TERMS, [order('a', { amount: 9000.1 })], [], '2026-11-29');

  it('says what remains after the order, to the fen, and blocks an order past the limit with 10100\'s text', () => {
    expect(creditPreviewOf(terms, 999.9)).toMatchObject({ available: 999.9, remainingAfter: 0, blocked: null });
    expect(creditPreviewOf(terms, 1000)).toMatchObject({
      remainingAfter: -0.1,
      blocked: '超出信用额度：可用额度 ¥999.90，本单 ¥1,000.00，请先结清到期货款或联系客服调整额度',
    });
  });

  it('never blocks a 现结 account', () => {
    expect(creditPreviewOf(creditTermsOf(null, [], [], '2026-11-29'), 1e7)).toMatchObject({ settlementLabel: '现结', remainingAfter: null, blocked: null });
  });
});

// ---------------------------------------------------------------- the demo account, through the handlers

beforeEach(() => db.reset());

const nsfc = (): FundRecord => db.state.funds.find((f) => f.code === '32170001')!;
const materialNear = (min: number, max: number): Material =>
  db.state.materials.filter((m) => !m.offShelf && m.stock > 0 && m.price >= min && m.price <= max).sort((a, b) => a._id.localeCompare(b._id))[0]!;
function setCart(memberId: string, material: Material, quantity: number): void {
  db.state.carts = db.state.carts.filter((c) => c.memberId !== memberId);
  db.state.carts.push({ memberId, matlId: material._id, quantity, selected: true, addedAt: '2026-11-20T10:00:00+08:00' });
}
const ownerAddress = () => db.state.addresses.find((a) => a.memberId === OWNER)!._id;
const termsOf = async (memberId: string) => callJson<CreditTerms>(memberId, 'GET', '/mall/v1/member/credit-terms');

describe('GET {v1}/member/credit-terms', () => {
  it('gives the demo owner\'s account 月结, 45 days and ¥150,000.00, partly used by its unpaid orders; 陈晨 reads the same', async () => {
    const { body } = await termsOf(OWNER);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ settlement: 'monthly', settlementLabel: '月结', creditDays: 45, creditLimit: 150_000 });
    expect(body.data.used).toBeGreaterThan(0);
    expect(body.data.available).toBeCloseTo(150_000 - body.data.used, 2);
    // the demo works: an ordinary order fits
    expect(body.data.available).toBeGreaterThan(20_000);
    expect((await termsOf(CHEN)).body.data).toEqual(body.data);
  });

  it('gives any other account 现结; a member without a company profile is refused 10010', async () => {
    expect((await termsOf(DEMO.distributor._id)).body.data).toMatchObject({ settlement: 'prepaid', creditLimit: null, available: null });
    expect((await termsOf(DEMO.noCompany._id)).body.code).toBe(10010);
  });
});

describe('placing an order on terms', () => {
  /** A quantity of the material that passes the account's available credit and that the 国自然 fund still covers. */
  async function pastTheLimit() {
    const available = (await termsOf(OWNER)).body.data.available!;
    const material = materialNear(5000, 8000);
    const quantity = Math.floor(available / material.price) + 1;
    nsfc().budget = 10_000_000;
    setCart(OWNER, material, quantity);
    return { available, material, quantity };
  }

  it('previews the terms and what remains, and blocks an order past the limit before it is placed', async () => {
    const material = materialNear(500, 1000);
    setCart(OWNER, material, 1);
    const small = await callJson<{ amount: number; credit: { remainingAfter: number; blocked: string | null; settlementLabel: string; creditDays: number; available: number } }>(OWNER, 'POST', '/mall/v1/orders/preview', { fundId: nsfc()._id });
    expect(small.body.data.credit).toMatchObject({ settlementLabel: '月结', creditDays: 45, blocked: null });
    expect(small.body.data.credit.remainingAfter).toBeCloseTo(small.body.data.credit.available - small.body.data.amount, 2);

    await pastTheLimit();
    const large = await callJson<{ credit: { blocked: string | null; remainingAfter: number } }>(OWNER, 'POST', '/mall/v1/orders/preview', { fundId: nsfc()._id });
    expect(large.body.data.credit.remainingAfter).toBeLessThan(0);
    expect(large.body.data.credit.blocked).toMatch(/^超出信用额度：可用额度 ¥[\d,]+\.\d\d，本单 ¥[\d,]+\.\d\d，请先结清到期货款或联系客服调整额度$/);
  });

  it('refuses an order past the available credit (10100) and places nothing; a smaller one is placed and uses credit', async () => {
    const { available } = await pastTheLimit();
    const before = db.state.orders.length;
    const refused = await callJson<null>(OWNER, 'POST', '/mall/v1/orders', { addressId: ownerAddress(), fundId: nsfc()._id });
    expect(refused.body.code).toBe(10100);
    expect(refused.body.msg).toContain(`可用额度 ¥${available.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(db.state.orders.length).toBe(before);

    setCart(OWNER, materialNear(500, 1000), 2);
    const placed = await callJson<{ _id: string; amount: number }>(OWNER, 'POST', '/mall/v1/orders', { addressId: ownerAddress(), fundId: nsfc()._id });
    expect(placed.body.code).toBe(0);
    expect((await termsOf(OWNER)).body.data.available).toBeCloseTo(available - placed.body.data.amount, 2);
  });

  it('refuses a sub-account\'s order past the account\'s credit too', async () => {
    const available = (await termsOf(CHEN)).body.data.available!;
    const material = materialNear(5000, 8000);
    setCart(CHEN, material, Math.floor(available / material.price) + 1);
    for (const f of db.state.funds) f.budget = 10_000_000;
    const address = (db.state.addresses.find((a) => a.memberId === CHEN) ?? db.state.addresses.find((a) => a.memberId === OWNER))!._id;
    const refused = await callJson<null>(CHEN, 'POST', '/mall/v1/orders', { addressId: address, fundId: nsfc()._id });
    expect(refused.body.code).toBe(10100);
  });

  it('frees the credit a transfer pays', async () => {
    const before = (await termsOf(OWNER)).body.data;
    const unpaid = db.state.orders.find((o) => o.memberId === OWNER && o.status === 'completed' && !o.paidAt)!;
    expect((await callJson(null, 'POST', `/__mock/orders/${unpaid._id}/pay`, {})).body.code).toBe(0);
    const after = (await termsOf(OWNER)).body.data;
    expect(after.used).toBeCloseTo(before.used - unpaid.amount, 2);
    expect(after.available).toBeCloseTo(before.available! + unpaid.amount, 2);
  });
});

describe('statement lines', () => {
  it('carry the 到期日: the delivery date plus 45 days on the demo account', async () => {
    const months = (await callJson<{ month: string }[]>(OWNER, 'GET', '/mall/v1/statements')).body.data;
    const { body } = await callJson<{ lines: { deliveredAt: string; dueDate: string | null }[] }>(OWNER, 'GET', `/mall/v1/statements/${months[0]!.month}`);
    expect(body.data.lines.length).toBeGreaterThan(0);
    for (const line of body.data.lines) {
      const due = new Date(Date.parse(`${line.deliveredAt}T00:00:00Z`) + 45 * 86_400_000).toISOString().slice(0, 10);
      expect(line.dueDate).toBe(due);
    }
  });
});
