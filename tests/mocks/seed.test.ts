import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, DEMO_WECHAT } from '../../mocks/db/demo-accounts.ts';
import type { OrderStatus, Seed } from '../../mocks/db/types.ts';
import { FREE_FREIGHT_FROM, FREIGHT_FEE, SEED_NOW, createSeed, isValidCreditCode } from '../../mocks/db/seed/index.ts';

const seed: Seed = createSeed();
const STATUSES: OrderStatus[] = [
  'pendingApproval',
  'pendingReview',
  'pendingPayment',
  'pendingShipment',
  'partiallyShipped',
  'pendingReceipt',
  'completed',
  'cancelled',
  'rejected',
];

function expectUnique(values: string[]): void {
  const dup = values.filter((v, i) => values.indexOf(v) !== i);
  expect(dup).toEqual([]);
}

const cents = (v: number): number => Math.round(v * 100);

describe('fake mall seed', () => {
  it('has a full catalogue', () => {
    expect(seed.materials.length).toBeGreaterThanOrEqual(2000);
    expect(seed.manufacturers.length).toBeGreaterThanOrEqual(40);
    expect(seed.tags.length).toBeGreaterThanOrEqual(30);
    expect(seed.coas.length).toBeGreaterThanOrEqual(1400);
    const perBrand = (name: string) => seed.materials.filter((m) => m.mfrName === name).length;
    expect(perBrand('BioLegend')).toBeGreaterThanOrEqual(100);
    expect(perBrand('达优')).toBeGreaterThanOrEqual(100);
    for (const m of seed.materials) {
      expect(m.catalogNo.startsWith(`${m.productNo}-`)).toBe(true);
      expect(m.tagIds.length).toBeGreaterThanOrEqual(1);
      expect(m.tagIds.length).toBeLessThanOrEqual(4);
      expect(cents(m.price) / 100).toBe(m.price);
    }
  });

  it('uses unique ids and numbers', () => {
    for (const [name, value] of Object.entries(seed)) {
      if (!Array.isArray(value) || value.length === 0 || !('_id' in (value[0] as object))) continue;
      expectUnique((value as { _id: string }[]).map((x) => `${name}:${x._id}`));
    }
    expectUnique(seed.materials.map((m) => m.catalogNo));
    expectUnique(seed.orders.map((o) => o.orderNo));
    expectUnique(seed.coas.map((c) => c.sn));
    expectUnique(seed.coas.map((c) => `${c.catalogNo}|${c.lot}`));
    expectUnique(seed.stockOuts.map((s) => s.trackingNo));
    expectUnique(seed.invoices.filter((i) => i.invoiceNo).map((i) => i.invoiceNo));
    expectUnique(seed.members.map((m) => m.cellphone));
  });

  it('only has valid unified social credit codes', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    const codes = [
      ...seed.members.flatMap((m) => ('creditCode' in m.companyInfo ? [m.companyInfo.creditCode] : [])),
      ...seed.invoiceProfiles.filter((p) => p.titleType === 'company').map((p) => p.taxNo),
    ];
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect(isValidCreditCode(code), code).toBe(true);
  });

  it('contains the demo accounts with their roles', () => {
    const byId = (id: string) => seed.members.find((m) => m._id === id);
    const owner = byId(DEMO.owner._id);
    const noCompany = byId(DEMO.noCompany._id);
    const sub = byId(DEMO.sub._id);
    const distributor = byId(DEMO.distributor._id);
    const locked = byId(DEMO.locked._id);

    expect(owner).toMatchObject({ cellphone: DEMO.owner.cellphone, wechatId: DEMO.owner.wechatId, password: DEMO_PASSWORD, status: 'active' });
    expect(owner?.companyInfo).toMatchObject({ name: '上海生科实验技术有限公司', coName: '上海生科', orgType: '企业' });
    expect(noCompany).toMatchObject({ cellphone: DEMO.noCompany.cellphone, companyInfo: {} });
    expect(noCompany?.wechatId).toBeUndefined();
    expect(sub).toMatchObject({ cellphone: DEMO.sub.cellphone, parentMbrId: DEMO.owner._id, subAccount: DEMO.sub.account });
    expect(sub?.companyInfo).toEqual(owner?.companyInfo);
    expect(distributor).toMatchObject({ cellphone: DEMO.distributor.cellphone, isBLGDistributor: true, wechatId: DEMO.distributor.wechatId });
    expect(locked).toMatchObject({ cellphone: DEMO.locked.cellphone, status: 'locked' });
    for (const m of [owner, noCompany, sub, distributor, locked]) expect(m?.password).toBe(DEMO_PASSWORD);

    const link = seed.subMembers.find((s) => s.subMbrId === DEMO.sub._id);
    expect(link).toMatchObject({ memberId: DEMO.owner._id, account: DEMO.sub.account, enabled: true });
    expect(seed.subMembers.filter((s) => s.memberId === DEMO.owner._id)).toHaveLength(4);

    const identity = (id: string) => seed.wechatIdentities.find((w) => w.wechatId === id)?.memberIds;
    expect(identity(DEMO_WECHAT.single)).toEqual([DEMO.owner._id]);
    expect(identity(DEMO_WECHAT.multi)).toEqual([DEMO.owner._id, DEMO.distributor._id]);
    expect(identity(DEMO_WECHAT.unbound)).toEqual([]);
    expect(identity(DEMO.distributor.wechatId)).toEqual([DEMO.distributor._id]);
  });

  it('computes every order amount as goods + freight', () => {
    for (const o of seed.orders) {
      const goods = o.items.reduce((sum, it) => sum + cents(it.price) * it.quantity, 0);
      expect(cents(o.goodsAmount)).toBe(goods);
      expect(o.freight).toBe(o.goodsAmount >= FREE_FREIGHT_FROM ? 0 : FREIGHT_FEE);
      expect(cents(o.amount)).toBe(goods + cents(o.freight));
    }
    expect(seed.orders.some((o) => o.freight > 0)).toBe(true);
  });

  it('gives the owner an order in every status, with consistent shipments', () => {
    const own = seed.orders.filter((o) => o.memberId === DEMO.owner._id);
    for (const status of STATUSES) expect(own.some((o) => o.status === status), status).toBe(true);
    expect(own.some((o) => o.placedBy === DEMO.sub._id)).toBe(true);

    const stockOuts = new Map(seed.stockOuts.map((s) => [s._id, s]));
    for (const o of seed.orders) {
      const shipped = new Map<string, number>();
      for (const id of o.stockOutIds) {
        const so = stockOuts.get(id);
        expect(so?.orderId).toBe(o._id);
        for (const line of so?.items ?? []) shipped.set(line.matlId, (shipped.get(line.matlId) ?? 0) + line.quantity);
      }
      for (const it of o.items) expect(it.shippedQty).toBe(shipped.get(it.matlId) ?? 0);
      const all = o.items.every((it) => it.shippedQty === it.quantity);
      const none = o.items.every((it) => it.shippedQty === 0);
      if (o.status === 'pendingReceipt' || o.status === 'completed') expect(all).toBe(true);
      else if (o.status === 'partiallyShipped') expect(!all && !none).toBe(true);
      else expect(none).toBe(true);
      if (o.status === 'cancelled') expect(o.cancelReason).toBeTruthy();
      if (o.status === 'completed') {
        for (const id of o.stockOutIds) expect(stockOuts.get(id)?.routes[0]?.phase).toBe('已签收');
      }
    }
    for (const so of seed.stockOuts) {
      expect(so.routes.length).toBeGreaterThanOrEqual(4);
      expect(so.routes.length).toBeLessThanOrEqual(9);
      expect(so.trackingNo).toMatch(/^SF\d{13}$/);
    }
  });

  it('records every order\'s steps at the order\'s dates, and charges the owner account\'s funds within budget', () => {
    for (const o of seed.orders) {
      const at = (kind: string) => o.events.filter((e) => e.kind === kind).map((e) => e.at);
      expect(at('placed')).toEqual([o.createdAt]);
      expect(at('reviewed')).toEqual(o.confirmedAt ? [o.confirmedAt] : []);
      expect(at('paid')).toEqual(o.paidAt ? [o.paidAt] : []);
      expect(at('completed')).toEqual(o.completedAt ? [o.completedAt] : []);
      expect(at('cancelled')).toEqual(o.cancelledAt ? [o.cancelledAt] : []);
      expect(o.events.map((e) => e.at)).toEqual(o.events.map((e) => e.at).sort());
      if (o.approval) expect(at('approvalRequested')).toEqual([o.createdAt]);
      if (o.approval?.status === 'approved') expect(at('approved')).toEqual([o.approval.decidedAt]);
    }
    const settings = seed.procurementSettings.find((s) => s.memberId === DEMO.owner._id);
    expect(settings).toMatchObject({ approvalMode: 'rules', amountOver: 5000, requireFund: true, receiverMustDiffer: true });
    const liuYang = seed.subMembers.find((s) => s.account === 'shengke-cell01');
    expect(settings?.approverIds).toEqual([liuYang?.subMbrId]);
    const own = seed.orders.filter((o) => o.memberId === DEMO.owner._id);
    const waiting = own.filter((o) => o.status === 'pendingApproval');
    expect(waiting.map((o) => o.placedBy)).toEqual([DEMO.sub._id, DEMO.sub._id]);
    for (const o of waiting) expect(o.amount).toBeGreaterThan(5000);
    const rejected = own.filter((o) => o.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.approval).toMatchObject({ status: 'rejected', decidedByName: '王敏' });
    expect(rejected[0]?.approval?.rejectReason).toBeTruthy();
    expect(seed.funds.filter((f) => f.memberId === DEMO.owner._id)).toHaveLength(2);
    for (const fund of seed.funds) {
      const charged = seed.orders.filter((o) => o.fundId === fund._id);
      expect(charged.length).toBeGreaterThan(2);
      for (const o of charged) {
        expect(o.createdAt.slice(0, 10) >= fund.periodStart && o.createdAt.slice(0, 10) <= fund.periodEnd).toBe(true);
        if (o.placedBy) expect(fund.memberIds).toContain(o.placedBy);
        // a sub-account order above ¥5,000 on a fund went through approval
        if (o.placedBy && o.amount > 5000) expect(o.approval).toBeDefined();
      }
      const committed = charged.filter((o) => !['cancelled', 'rejected', 'pendingApproval'].includes(o.status)).reduce((s, o) => s + cents(o.amount), 0);
      expect(committed).toBeLessThanOrEqual(cents(fund.budget));
    }
  });

  it('dates everything at or before SEED_NOW', () => {
    const now = Date.parse(SEED_NOW);
    for (const o of seed.orders) {
      for (const t of [o.createdAt, o.confirmedAt, o.paidAt, o.completedAt, o.cancelledAt]) {
        if (t) expect(Date.parse(t)).toBeLessThanOrEqual(now);
      }
    }
    for (const so of seed.stockOuts) for (const e of so.routes) expect(Date.parse(e.time)).toBeLessThanOrEqual(now);
  });

  it('is deterministic', () => {
    expect(createSeed()).toEqual(seed);
    expect(JSON.stringify(createSeed())).toBe(JSON.stringify(seed));
  });
});
