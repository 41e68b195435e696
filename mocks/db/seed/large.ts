/**
 * The large account (MOCK_SCALE=large, docs/api.md §10): added to the demo owner's company (王敏, 上海生科) on top of
 * the small seed, up to these totals for the account: 5,000 orders over three years in every status (stock-outs with
 * SF routes, transfers, invoices and the recorded steps as the small seed makes them), 2,000 lines on the statement
 * of 2026-10, 600 invoiceable orders, 40 funds, 30 sub-accounts, a 200-line cart and two 200-line buying lists (the
 * contract's caps: the issue asked 500 and 300). Deterministic: one seeded generator, no clock.
 */
import { DEMO } from '../demo-accounts.ts';
import { createRandom, oid, type Random } from '../random.ts';
import type { FundRecord, InvoiceRecord, Material, OrderEventRecord, OrderItem, OrderRecord, OrderStatus, Seed, StockOutRecord } from '../types.ts';
import { cents, round2 } from '../../rmb.ts';
import { isInvoiceable } from '../../invoice-rules.ts';
import { MALL_COUNTS } from '../../facts.gen.ts';
import { deliveredAt, chinaMonth, addMonths } from '../../statement-rules.ts';
import { NS } from './ids.ts';
import { cellphone } from './members.ts';
import { buildRoute, freightFor, snapshotAddress, snapshotProfile } from './orders.ts';
import { DAY, HOUR, MINUTE, SEED_NOW_MS, atHour, iso, yymmdd } from './time.ts';

export const LARGE = { orders: 5000, statementLines: 2000, statementMonth: '2026-10', invoiceable: 600, funds: 40, subAccounts: 30 } as const;
/** the contract's caps (docs/openapi.yaml): a cart and a buying list hold at most 200 lines */
export const LARGE_CART_LINES = MALL_COUNTS.cartLines;
export const LARGE_LIST_LINES = MALL_COUNTS.buyingListLines;

/** ids of the large account's records: past the small seed's numbers in each namespace */
const BASE = 0x10000;
const BUYING_LIST_NS = 0x66c80000;
const OWNER = DEMO.owner._id;
const CANCEL_REASONS = ['课题经费调整，暂不采购', '重复下单', '货期太长，改选其他货号', '客服取消：超过 7 天未付款'];
const DEPARTMENTS = ['分子实验室', '细胞平台', '蛋白组学平台', '动物中心', '病理平台', '测序平台', '药理实验室', '免疫实验室'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '婷', '杰', '丽', '强', '军', '霞', '平', '刚', '桂英', '晓东', '海燕', '建华', '雪梅'];
const SURNAME = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗'];

const dayOf = (text: string): string => text.slice(0, 10);
/** an office-hours time of the day `ms` falls on */
const office = (r: Random, ms: number): number => atHour(ms, 9 + r.next() * 8);

interface Plan {
  status: OrderStatus;
  /** when the (last) parcel left the warehouse; undefined when nothing shipped */
  shipped?: number;
  created: number;
}

/** The seed with the large account added; `seed` is not changed. */
export function withLargeAccount(small: Seed): Seed {
  const r = createRandom(0x1a29_e5ca);
  const seed: Seed = { ...small, orders: [...small.orders], stockOuts: [...small.stockOuts], invoices: [...small.invoices] };
  const owner = seed.members.find((m) => m._id === OWNER);
  if (!owner) throw new Error('seed: no demo owner for the large account');
  const own = (o: { memberId: string }): boolean => o.memberId === OWNER;

  // ---- 30 sub-accounts (enabled), each with its member record
  const phones = new Set(seed.members.map((m) => m.cellphone));
  const subMembers = [...seed.subMembers];
  for (let i = 0; subMembers.filter(own).length < LARGE.subAccounts; i++) {
    const id = oid(NS.member, BASE + i);
    const name = `${SURNAME[i % SURNAME.length] ?? '王'}${GIVEN[(i * 7) % GIVEN.length] ?? '伟'}`;
    const createdAt = iso(office(r, SEED_NOW_MS - r.int(60, 1000) * DAY));
    const phone = cellphone(r, phones);
    seed.members = [...seed.members, { _id: id, cellphone: phone, password: owner.password, contactName: name, isBLGDistributor: false, companyInfo: { ...owner.companyInfo }, status: 'active', createdAt, parentMbrId: OWNER, subAccount: `shengke-l${String(i + 1).padStart(2, '0')}` }];
    subMembers.push({ _id: oid(NS.subMember, BASE + i), memberId: OWNER, subMbrId: id, name, cellphone: phone, account: `shengke-l${String(i + 1).padStart(2, '0')}`, department: DEPARTMENTS[i % DEPARTMENTS.length] ?? '', isDefault: false, enabled: true, createdAt });
  }
  seed.subMembers = subMembers;
  const buyers = subMembers.filter((s) => own(s) && s.enabled).map((s) => s.subMbrId);

  // ---- 40 funds over the three years (budgets set below from what they carry)
  const funds: FundRecord[] = [...seed.funds];
  for (let i = 0; funds.filter(own).length < LARGE.funds; i++) {
    const start = 2023 + (i % 3);
    const project = i % 2 === 0;
    funds.push({
      _id: oid(NS.fund, BASE + i),
      memberId: OWNER,
      name: project ? `国自然项目 ${32100000 + i * 37}` : `课题经费卡 ${start}-${String(i + 1).padStart(3, '0')}`,
      codeKind: project ? 'project' : 'card',
      code: project ? String(32100000 + i * 37) : `KY${start}-${String(i + 1).padStart(4, '0')}`,
      holder: owner.contactName ?? '王敏',
      budget: 0,
      periodStart: `${start}-01-01`,
      periodEnd: `${start + 4}-12-31`,
      memberIds: [...buyers],
      active: true,
      approverId: OWNER,
      createdAt: iso(atHour(Date.parse(`${start - 1}-12-20T00:00:00+08:00`), 10)),
    });
  }
  const newFunds = funds.slice(seed.funds.length);

  // ---- the plans: how many orders of each status, and when
  const ownOrders = seed.orders.filter(own);
  const inMonth = ownOrders.filter((o) => {
    const at = deliveredAt(o, seed.stockOuts);
    return at !== null && chinaMonth(at) === LARGE.statementMonth;
  }).length;
  const plans: Plan[] = [];
  const recent: [OrderStatus, number][] = [['pendingApproval', 20], ['rejected', 10], ['pendingReview', 30], ['pendingPayment', 40], ['pendingShipment', 60], ['partiallyShipped', 30], ['pendingReceipt', 80]];
  for (const [status, n] of recent) {
    for (let i = 0; i < n; i++) {
      const shipped = status === 'partiallyShipped' || status === 'pendingReceipt' ? office(r, SEED_NOW_MS - r.int(5, 12) * DAY) : undefined;
      const created = shipped ? shipped - r.int(2, 6) * DAY : SEED_NOW_MS - r.int(1, 5) * DAY;
      plans.push({ status, created: office(r, created), ...(shipped ? { shipped } : {}) });
    }
  }
  const monthStart = Date.parse(`${LARGE.statementMonth}-01T00:00:00+08:00`);
  // the statement month: shipped 1st–26th, signed within four days (in the month)
  for (let i = inMonth; i < LARGE.statementLines; i++) {
    const shipped = office(r, monthStart + r.int(0, 25) * DAY);
    plans.push({ status: 'completed', shipped, created: office(r, shipped - r.int(2, 8) * DAY) });
  }
  const total = LARGE.orders - ownOrders.length;
  const cancelled = 300;
  for (let i = 0; i < cancelled; i++) plans.push({ status: 'cancelled', created: office(r, SEED_NOW_MS - r.int(2, 1095) * DAY) });
  // the other completed orders: shipped in the three years before, never in the statement month or its edges
  const earliest = SEED_NOW_MS - 1095 * DAY;
  while (plans.length < total) {
    const shipped = office(r, earliest + r.next() * (SEED_NOW_MS - 6 * DAY - earliest));
    if (shipped > monthStart - 5 * DAY && shipped < monthStart + 32 * DAY) continue;
    plans.push({ status: 'completed', shipped, created: office(r, shipped - r.int(2, 8) * DAY) });
  }
  if (plans.length !== total) throw new Error(`seed: the large account has ${plans.length} orders planned, not ${total}`);
  plans.sort((a, b) => a.created - b.created);

  // ---- materialise
  // no hazard (§21 permits) and no dry ice (§20 fee): the large account's orders keep to the small seed's rules
  const onShelf = seed.materials.filter((m) => !m.offShelf && !m.hazard && m.stock > 0 && m.shipping !== '干冰');
  const materialById = new Map(seed.materials.map((m) => [m._id, m]));
  const popular = [...onShelf].sort((a, b) => b.sales - a.sales).slice(0, 1200);
  const dear = onShelf.filter((m) => m.price >= 1500 && m.price <= 6000);
  const addresses = seed.addresses.filter((a) => a.memberId === OWNER);
  const profile = seed.invoiceProfiles.find((p) => p.memberId === OWNER && p.isDefault);
  if (!profile || addresses.length === 0) throw new Error('seed: the demo owner has no address or invoice profile');
  const subName = new Map(subMembers.map((s) => [s.subMbrId, s.name]));
  const usedNos = new Set(seed.orders.map((o) => o.orderNo));
  const serials = new Map<string, number>();
  const number = (prefix: string, ms: number): string => {
    const day = prefix + yymmdd(ms);
    for (;;) {
      const n = (serials.get(day) ?? 2000) + 1;
      serials.set(day, n);
      if (!usedNos.has(`${day}${n}`)) return `${day}${n}`;
    }
  };
  const itemsOf = (pool: readonly Material[], created: number, lines: number, atLeast = 0): OrderItem[] => {
    const items: OrderItem[] = [];
    for (let guard = 0; guard < 300 && (items.length < lines || items.reduce((s, it) => s + cents(it.price) * it.quantity, 0) < cents(atLeast)); guard++) {
      const m = r.pick(pool);
      if (Date.parse(m.createdAt) >= created || items.some((it) => it.matlId === m._id)) continue;
      const quantity = m.category === 'consumable' ? r.int(1, 5) : r.int(1, 2);
      items.push({ matlId: m._id, catalogNo: m.catalogNo, name: m.name, spec: m.spec, mfrName: m.mfrName, price: m.price, quantity, shippedQty: 0 });
    }
    return items;
  };
  const orders: OrderRecord[] = [];
  const stockOuts: StockOutRecord[] = [];
  const delivered = new Map<string, number>();
  plans.forEach((plan, index) => {
    const { status } = plan;
    const approvalStory = status === 'pendingApproval' || status === 'rejected';
    const placedBy = approvalStory || r.chance(0.4) ? r.pick(buyers) : undefined;
    const lines = status === 'partiallyShipped' ? r.int(2, 4) : r.int(1, 4);
    const items = approvalStory ? itemsOf(dear, plan.created, 1, 5200) : itemsOf(popular, plan.created, lines);
    const created = plan.created;
    const address = r.chance(0.7) ? (addresses.find((a) => a.isDefault) ?? addresses[0]) : r.pick(addresses);
    if (!address) throw new Error('seed: no address');
    const day = dayOf(iso(created));
    const fundsThen = newFunds.filter((f) => day >= f.periodStart && day <= f.periodEnd);
    const fund = approvalStory || r.chance(0.6) ? r.pick(fundsThen) : undefined;
    const _id = oid(NS.order, BASE + index);
    let confirmed: number | undefined;
    let paid: number | undefined;
    let completed: number | undefined;
    let cancelledAt: number | undefined;
    const stockOutIds: string[] = [];
    if (['pendingPayment', 'pendingShipment', 'partiallyShipped', 'pendingReceipt', 'completed'].includes(status)) {
      confirmed = created + r.int(30, 240) * MINUTE;
      if (status !== 'pendingPayment') paid = Math.min(confirmed + r.int(1, 20) * HOUR, (plan.shipped ?? SEED_NOW_MS) - 2 * HOUR);
    }
    if (status === 'cancelled') cancelledAt = Math.min(SEED_NOW_MS - HOUR, created + r.int(1, 30) * HOUR);
    if (plan.shipped !== undefined) {
      // one parcel; a partly shipped order keeps its last line back
      const shippedItems = status === 'partiallyShipped' ? items.slice(0, -1) : items;
      const soId = oid(NS.stockOut, BASE + stockOuts.length);
      const coldChain = shippedItems.some((it) => materialById.get(it.matlId)?.shipping === '冰袋') ? '冰袋' : null;
      const route = buildRoute(r, plan.shipped, address, coldChain, null);
      const signed = route.find((e) => e.phase === '已签收');
      for (const it of shippedItems) it.shippedQty = it.quantity;
      stockOuts.push({
        _id: soId,
        stockOutNo: number('CK', plan.shipped),
        orderId: _id,
        memberId: OWNER,
        items: shippedItems.map((it) => ({ matlId: it.matlId, catalogNo: it.catalogNo, name: it.name, spec: it.spec, quantity: it.quantity, lot: `L${yymmdd(plan.shipped as number - 40 * DAY)}${String(r.int(1, 999)).padStart(3, '0')}` })),
        courier: '顺丰速运',
        trackingNo: `SF2${String(stockOuts.length + 1).padStart(12, '0')}`,
        shippedAt: iso(plan.shipped),
        coldChain,
        routes: route.map((e) => ({ time: iso(e.ms), place: e.place, remark: e.remark, phase: e.phase })).reverse(),
        ...(signed ? { signedAt: iso(signed.ms) } : {}),
      });
      stockOutIds.push(soId);
      if (status === 'completed' && signed) {
        completed = Math.min(SEED_NOW_MS - HOUR, signed.ms + r.int(2, 72) * HOUR);
        delivered.set(_id, signed.ms);
      }
    }
    const goodsAmount = items.reduce((s, it) => s + cents(it.price) * it.quantity, 0) / 100;
    const order: OrderRecord = {
      _id,
      orderNo: number('SO', created),
      memberId: OWNER,
      ...(placedBy ? { placedBy } : {}),
      status,
      items,
      goodsAmount,
      freight: freightFor(goodsAmount),
      amount: round2(goodsAmount + freightFor(goodsAmount)),
      address: snapshotAddress(address),
      invoiceProfile: snapshotProfile(profile),
      remark: '',
      createdAt: iso(created),
      ...(confirmed ? { confirmedAt: iso(confirmed) } : {}),
      ...(paid ? { paidAt: iso(paid) } : {}),
      ...(completed ? { completedAt: iso(completed) } : {}),
      ...(cancelledAt ? { cancelledAt: iso(cancelledAt), cancelReason: r.pick(CANCEL_REASONS) } : {}),
      stockOutIds,
      version: 1,
      ...(fund ? { fundId: fund._id } : {}),
      events: [],
    };
    orders.push(order);
  });

  // ---- approvals and the recorded steps (as mocks/db/seed/procurement.ts writes them)
  const ownerName = owner.contactName ?? '王敏';
  for (const order of orders) {
    const buyer = order.placedBy ? (subName.get(order.placedBy) ?? '') : ownerName;
    const fund = newFunds.find((f) => f._id === order.fundId);
    const events: OrderEventRecord[] = [{ at: order.createdAt, kind: 'placed', title: '提交订单', actor: buyer, note: fund ? `经费：${fund.name}` : null }];
    if (order.placedBy && fund && order.amount > 5000) {
      const reasons = ['子账号订单金额超过 ¥5,000.00'];
      events.push({ at: order.createdAt, kind: 'approvalRequested', title: '提交审批', actor: buyer, note: reasons.join('；') });
      const decidedAt = iso(Date.parse(order.createdAt) + 20 * MINUTE);
      if (order.status === 'pendingApproval') order.approval = { status: 'pending', reasons, adjusted: [] };
      else if (order.status === 'rejected') {
        const rejectReason = '本月课题经费已有安排，请下月再提交';
        order.approval = { status: 'rejected', reasons, decidedBy: OWNER, decidedByName: ownerName, decidedAt, rejectReason, adjusted: [] };
        events.push({ at: decidedAt, kind: 'rejected', title: '审批驳回', actor: ownerName, note: rejectReason });
      } else {
        order.approval = { status: 'approved', reasons, decidedBy: OWNER, decidedByName: ownerName, decidedAt, adjusted: [] };
        events.push({ at: decidedAt, kind: 'approved', title: '审批通过', actor: ownerName, note: null });
      }
    }
    if (order.confirmedAt) events.push({ at: order.confirmedAt, kind: 'reviewed', title: '商城审核通过', actor: '商城客服', note: null });
    if (order.paidAt) events.push({ at: order.paidAt, kind: 'paid', title: '确认收款', actor: '商城客服', note: null });
    if (order.completedAt) events.push({ at: order.completedAt, kind: 'completed', title: '订单完成', actor: '系统', note: null });
    if (order.cancelledAt) {
      const byService = (order.cancelReason ?? '').startsWith('客服取消');
      events.push({ at: order.cancelledAt, kind: 'cancelled', title: '取消订单', actor: byService ? '商城客服' : buyer, note: order.cancelReason ?? null });
    }
    order.events = events.sort((a, b) => a.at.localeCompare(b.at));
    order.version = 1 + events.length;
  }

  // ---- invoices: every completed order but the newest ones (600 invoiceable on the account); transfers of the paid
  const invoiceable = LARGE.invoiceable - seed.orders.filter((o) => own(o) && isInvoiceable(seed, o)).length;
  const done = orders.filter((o) => o.status === 'completed').sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  const open = new Set(done.slice(0, invoiceable).map((o) => o._id));
  const invoices: InvoiceRecord[] = [];
  const usedInvoiceNos = new Set(seed.invoices.map((i) => i.invoiceNo));
  for (const order of done.slice(invoiceable).reverse()) {
    const applied = Date.parse(order.completedAt ?? order.createdAt) + r.int(1, 48) * HOUR;
    const issued = applied + r.int(20, 72) * HOUR;
    const ready = issued < SEED_NOW_MS - HOUR;
    let invoiceNo = '';
    if (ready) {
      do invoiceNo = `${yymmdd(issued).slice(0, 2)}3129${String(r.int(0, 1e9 - 1)).padStart(9, '0')}${String(invoices.length).padStart(5, '0')}`;
      while (usedInvoiceNos.has(invoiceNo));
      usedInvoiceNos.add(invoiceNo);
    }
    const { _id: profileId, ...rest } = snapshotProfile(profile);
    invoices.push({
      _id: oid(NS.invoice, BASE + invoices.length),
      invoiceNo,
      memberId: OWNER,
      orderId: order._id,
      orderNo: order.orderNo,
      type: profile.type,
      amount: order.amount,
      taxAmount: round2((order.amount * 13) / 113),
      status: ready ? 'issued' : 'applying',
      profile: { _id: profileId, ...rest },
      appliedAt: iso(applied),
      ...(ready ? { issuedAt: iso(issued) } : {}),
      formats: ready ? ['pdf', 'ofd', 'xml'] : [],
    });
  }
  const payer = 'name' in owner.companyInfo ? owner.companyInfo.name : '';
  for (const order of orders) {
    // credit terms (docs/api.md §17): an invoiceable order delivered in the last 45 days is still unpaid
    if (order.status === 'completed' && open.has(order._id) && Date.parse(order.completedAt ?? '') >= SEED_NOW_MS - 45 * DAY) {
      delete order.paidAt;
      order.events = order.events.filter((e) => e.kind !== 'paid');
      order.version = 1 + order.events.length;
    }
    if (order.paidAt) order.transfers = [{ at: order.paidAt, amount: order.amount, payer }];
  }

  // ---- fund budgets: what each carries, with room left
  for (const fund of newFunds) {
    const carried = orders.filter((o) => o.fundId === fund._id && o.status !== 'cancelled' && o.status !== 'rejected').reduce((s, o) => s + cents(o.amount), 0);
    fund.budget = Math.ceil((carried * 1.3) / 100 / 10_000) * 10_000 || 50_000;
  }

  // ---- the cart and two buying lists at the contract's caps
  const ownCart = seed.carts.filter((c) => c.memberId === OWNER);
  const inCart = new Set(ownCart.map((c) => c.matlId));
  const extra = r.sample(onShelf.filter((m) => !inCart.has(m._id)), LARGE_CART_LINES - ownCart.length);
  const carts = [
    ...seed.carts,
    ...extra.map((m, i) => ({ memberId: OWNER, matlId: m._id, quantity: r.int(1, 3), selected: i % 3 === 0, addedAt: iso(SEED_NOW_MS - (i + 1) * 97 * MINUTE) })),
  ];
  seed.carts = carts.sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : b.addedAt.localeCompare(a.addedAt)));
  seed.buyingLists = [
    ...seed.buyingLists,
    ...['全所常购试剂', '动物中心耗材'].map((name, i) => {
      const created = SEED_NOW_MS - (200 + i * 30) * DAY;
      return {
        _id: oid(BUYING_LIST_NS, BASE + i),
        memberId: OWNER,
        name,
        shared: i === 0,
        lines: r.sample(onShelf, LARGE_LIST_LINES).map((m, n) => ({ matlId: m._id, quantity: r.int(1, 6), addedAt: iso(created + (n + 1) * 15 * HOUR) })),
        createdAt: iso(created),
        updatedAt: iso(created + LARGE_LIST_LINES * 15 * HOUR),
      };
    }),
  ];

  // ---- statements: months before the last whole one confirmed by the owner (as mocks/db/seed/statements.ts)
  const pending = addMonths(chinaMonth(SEED_NOW_MS), -1);
  const known = new Set(seed.statements.filter(own).map((s) => s.month));
  const months = [...new Set([...delivered.values()].map((ms) => chinaMonth(ms)))].filter((m) => m < pending && !known.has(m)).sort();
  seed.statements = [
    ...seed.statements,
    ...months.map((month) => {
      const at = iso(office(r, Date.parse(`${addMonths(month, 1)}-0${r.int(3, 8)}T00:00:00+08:00`)));
      return { memberId: OWNER, month, confirmedAt: at, confirmedBy: OWNER, confirmedByName: ownerName, disputes: [] };
    }),
  ];

  seed.funds = funds;
  seed.orders = [...seed.orders, ...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  seed.stockOuts = [...seed.stockOuts, ...stockOuts].sort((a, b) => b.shippedAt.localeCompare(a.shippedAt));
  seed.invoices = [...seed.invoices, ...invoices].sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
  return seed;
}

/** MOCK_SCALE (node only; the browser's fake mall is always small): `large` adds the large account. */
export function scaleOf(env: Record<string, string | undefined> | undefined): 'small' | 'large' {
  return env?.MOCK_SCALE === 'large' ? 'large' : 'small';
}

/** The seed at the scale of the environment; the large one says how long it took. */
export function scaled(seed: Seed): Seed {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  if (scaleOf(env) === 'small') return seed;
  const started = performance.now();
  const large = withLargeAccount(seed);
  const own = large.orders.filter((o) => o.memberId === OWNER).length;
  console.info(`[模拟商城] large seed: ${own.toLocaleString('en-US')} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return large;
}
