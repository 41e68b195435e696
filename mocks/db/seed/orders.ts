/**
 * Orders of the last 14 months with their SF Express stock-outs and VAT
 * invoices. Every status of OrderStatus appears for the owner; sub-account
 * orders belong to the owner's account (memberId = owner, placedBy = sub).
 */
import type {
  AddressRecord,
  CoaRecord,
  InvoiceProfileRecord,
  InvoiceRecord,
  InvoiceStatus,
  Material,
  OrderItem,
  OrderRecord,
  OrderStatus,
  RouteEvent,
  StockOutRecord,
} from '../types.ts';
import { DEMO } from '../demo-accounts.ts';
import { createRandom, oid, type Random } from '../random.ts';
import { SURNAMES } from './catalogue-data.ts';
import { makeLot } from './coas.ts';
import { NS } from './ids.ts';
import type { People } from './members.ts';
import { DAY, HOUR, MINUTE, SEED_NOW_MS, atHour, iso, parts, yymmdd } from './time.ts';
import { MALL_FEES } from '../../facts.gen.ts';
import { round2 } from '../../rmb.ts';

/** Goods of at least this amount (yuan) ship free; below it the freight is FREIGHT_FEE. */
export const FREE_FREIGHT_FROM = MALL_FEES.freeFreightFrom;
export const FREIGHT_FEE = MALL_FEES.freight;
/** 干冰及保温箱: added once to an order with a dry-ice line (docs/api.md §20); orders of the seed predate it. */
export const DRY_ICE_FEE = MALL_FEES.dryIcePerShipment;

export function freightFor(goodsAmount: number): number {
  return goodsAmount >= FREE_FREIGHT_FROM ? 0 : FREIGHT_FEE;
}

const p2 = (n: number): string => String(n).padStart(2, '0');

export interface Trade {
  orders: OrderRecord[];
  stockOuts: StockOutRecord[];
  invoices: InvoiceRecord[];
}

type Style = 'lab' | 'distributor' | 'cheap' | 'dryIce';

interface Buyer {
  memberId: string;
  placedBy?: string;
  addresses: AddressRecord[];
  profiles: InvoiceProfileRecord[];
  style: 'lab' | 'distributor';
}

interface ShipmentPlan {
  shippedAt: number;
  lines: { item: number; qty: number }[];
}

interface OrderPlan {
  buyer: Buyer;
  status: OrderStatus;
  items: OrderItem[];
  created: number;
  confirmed?: number;
  paid?: number;
  completed?: number;
  cancelled?: number;
  cancelReason?: string;
  shipments: ShipmentPlan[];
  address: AddressRecord;
  profile?: InvoiceProfileRecord;
  remark: string;
  poNo?: string;
}

// ---------------------------------------------------------------------------
// Business-hours arithmetic (people confirm, pay and ship between 08:30 and 21:30)

const OPEN = 8.5;
const CLOSE = 21.5;

function hourOf(ms: number): number {
  const d = new Date(ms + 8 * HOUR);
  return d.getUTCHours() + d.getUTCMinutes() / 60;
}

/** Move forward into business hours. */
function fwd(r: Random, ms: number): number {
  const h = hourOf(ms);
  if (h < OPEN) return atHour(ms, OPEN + r.next() * 1.5);
  if (h > CLOSE) return atHour(ms + DAY, OPEN + r.next() * 1.5);
  return ms;
}

/** Move back into business hours. */
function back(r: Random, ms: number): number {
  const h = hourOf(ms);
  if (h < OPEN) return atHour(ms - DAY, 17 + r.next() * 4);
  if (h > CLOSE) return atHour(ms, 17 + r.next() * 4);
  return ms;
}

const after = (r: Random, ms: number, minH: number, maxH: number): number => fwd(r, ms + (minH + r.next() * (maxH - minH)) * HOUR);
const before = (r: Random, ms: number, minH: number, maxH: number): number => back(r, ms - (minH + r.next() * (maxH - minH)) * HOUR);
const ago = (r: Random, minDays: number, maxDays: number): number => back(r, SEED_NOW_MS - (minDays + r.next() * (maxDays - minDays)) * DAY);

// ---------------------------------------------------------------------------

const REMARKS = [
  '请工作日送达，周末实验室无人签收',
  '收货后请电话联系，楼下门禁需刷卡',
  '冷链产品请尽快配送',
  '发票随货寄出',
  '请在外箱注明课题组名称',
  '同一课题经费，请合并开票',
];

const CANCEL_BY_MEMBER = ['信息填写有误，重新下单', '课题经费调整，暂不采购', '重复下单', '货期太长，改选其他货号', '收货地址有误'];
const CANCEL_BY_SERVICE = ['客服取消：该批次库存不足，已与客户沟通改期采购', '客服取消：客户要求更换规格，已重新下单', '客服取消：超过 7 天未付款'];

export function snapshotAddress(a: AddressRecord): OrderRecord['address'] {
  return {
    _id: a._id,
    receiver: a.receiver,
    cellphone: a.cellphone,
    provinceCode: a.provinceCode,
    cityCode: a.cityCode,
    districtCode: a.districtCode,
    regionNames: [...a.regionNames],
    detail: a.detail,
    ...(a.postcode ? { postcode: a.postcode } : {}),
  };
}

export function snapshotProfile(p: InvoiceProfileRecord): NonNullable<OrderRecord['invoiceProfile']> {
  return {
    _id: p._id,
    type: p.type,
    titleType: p.titleType,
    title: p.title,
    taxNo: p.taxNo,
    regAddress: p.regAddress,
    regPhone: p.regPhone,
    bankName: p.bankName,
    bankAccount: p.bankAccount,
    email: p.email,
  };
}

export function buildOrders(materials: Material[], brandKeyOf: Map<string, string>, people: People, coas: CoaRecord[]): Trade {
  const r = createRandom(0x0de2_2611);

  const onShelf = materials.filter((m) => !m.offShelf);
  const popular = [...onShelf].sort((a, b) => b.sales - a.sales).slice(0, 1500);
  const outOfStock = popular.filter((m) => m.stock === 0);
  const biolegend = popular.filter((m) => m.mfrName === 'BioLegend' && m.category !== 'reagent');
  const cheap = onShelf.filter((m) => (m.category === 'consumable' || m.category === 'reagent') && m.price <= 180);
  const dryIce = popular.filter((m) => m.shipping === '干冰' && m.stock > 0);

  const addressesOf = (id: string): AddressRecord[] => people.addresses.filter((a) => a.memberId === id);
  const profilesOf = (id: string): InvoiceProfileRecord[] => people.invoiceProfiles.filter((p) => p.memberId === id);

  // ----- who buys what
  const S = (status: OrderStatus, n: number): OrderStatus[] => Array.from({ length: n }, () => status);
  const owner: Buyer = { memberId: DEMO.owner._id, addresses: addressesOf(DEMO.owner._id), profiles: profilesOf(DEMO.owner._id), style: 'lab' };
  const sub: Buyer = { ...owner, placedBy: DEMO.sub._id, addresses: addressesOf(DEMO.sub._id) };
  const distributor: Buyer = {
    memberId: DEMO.distributor._id,
    addresses: addressesOf(DEMO.distributor._id),
    profiles: profilesOf(DEMO.distributor._id),
    style: 'distributor',
  };
  const schedule: [Buyer, OrderStatus[]][] = [
    [owner, [
      ...S('pendingReview', 3), ...S('pendingPayment', 3), ...S('pendingShipment', 4), ...S('partiallyShipped', 3),
      ...S('pendingReceipt', 4), ...S('completed', 24), ...S('cancelled', 4),
    ]],
    [sub, ['pendingReview', 'pendingShipment', 'completed', 'completed', 'cancelled']],
    [distributor, [
      'pendingReview', ...S('pendingPayment', 2), ...S('pendingShipment', 2), ...S('partiallyShipped', 2),
      ...S('pendingReceipt', 2), ...S('completed', 10), 'cancelled',
    ]],
  ];
  const others = people.members.filter(
    (m) => !m.parentMbrId && 'creditCode' in m.companyInfo && m._id !== DEMO.owner._id && m._id !== DEMO.distributor._id,
  );
  others.forEach((m, i) => {
    const buyer: Buyer = { memberId: m._id, addresses: addressesOf(m._id), profiles: profilesOf(m._id), style: 'lab' };
    const extra = m.status === 'locked' ? [] : (([['pendingReceipt'], ['pendingShipment'], ['cancelled'], []] as OrderStatus[][])[i % 4] ?? []);
    schedule.push([buyer, [...S('completed', r.int(1, 3)), ...extra]]);
  });

  // ----- plans
  const plans: OrderPlan[] = [];
  for (const [buyer, statuses] of schedule) {
    statuses.forEach((status, i) => {
      // a few small orders below the free-freight threshold, and two with dry-ice goods
      let style: Style = buyer.style;
      if (buyer === owner && [5, 19, 27, 35].includes(i)) style = 'cheap';
      if (buyer === owner && [14, 22].includes(i)) style = 'dryIce';
      plans.push(planOrder(r, buyer, status, style, { popular, outOfStock, biolegend, cheap, dryIce }));
    });
  }
  plans.sort((a, b) => a.created - b.created);

  // ----- materialise: ids, numbers, stock-outs
  const coasByMaterial = new Map<string, CoaRecord[]>();
  for (const c of coas) {
    const list = coasByMaterial.get(c.matlId) ?? [];
    list.push(c);
    coasByMaterial.set(c.matlId, list);
  }
  const materialById = new Map(materials.map((m) => [m._id, m]));
  const daySeq = new Map<string, number>();
  const nextNo = (prefix: string, ms: number): string => {
    const day = prefix + yymmdd(ms);
    const seq = (daySeq.get(day) ?? r.int(1, 60)) + r.int(1, 9);
    daySeq.set(day, seq);
    return `${day}${String(seq).padStart(4, '0')}`;
  };
  const trackingNos = new Set<string>();
  const trackingNo = (): string => {
    for (;;) {
      let no = 'SF1';
      while (no.length < 15) no += String(r.int(0, 9));
      if (!trackingNos.has(no)) {
        trackingNos.add(no);
        return no;
      }
    }
  };

  const orders: OrderRecord[] = [];
  const stockOutDrafts: (StockOutRecord & { shippedMs: number })[] = [];
  let exceptionCounter = 0;
  plans.forEach((plan, index) => {
    const orderId = oid(NS.order, index + 1);
    const stockOutIds: string[] = [];
    for (const shipment of plan.shipments) {
      const id = oid(NS.stockOut, stockOutDrafts.length + 1);
      stockOutIds.push(id);
      const lines = shipment.lines.map(({ item, qty }) => {
        const it = plan.items[item] as OrderItem;
        const m = materialById.get(it.matlId) as Material;
        const lots = (coasByMaterial.get(m._id) ?? []).filter((c) => Date.parse(c.manufacturedAt) < shipment.shippedAt - 3 * DAY);
        const lot = lots[lots.length - 1]?.lot ?? makeLot(r, brandKeyOf.get(m.mfrId) ?? '', shipment.shippedAt - r.int(20, 200) * DAY);
        return { matlId: m._id, catalogNo: m.catalogNo, name: m.name, spec: m.spec, quantity: qty, lot, shipping: m.shipping };
      });
      const coldChain = lines.some((l) => l.shipping === '干冰') ? '干冰' : lines.some((l) => l.shipping === '冰袋') ? '冰袋' : null;
      // two route exceptions in the whole seed, on shipments that were delivered
      let exception: 'call' | 'delay' | null = null;
      if (plan.status === 'completed' && plan.address.provinceCode !== '310000') {
        exceptionCounter++;
        if (exceptionCounter === 4) exception = 'call';
        if (exceptionCounter === 17) exception = 'delay';
      }
      const route = buildRoute(r, shipment.shippedAt, plan.address, coldChain, exception);
      const signed = route.find((e) => e.phase === '已签收');
      stockOutDrafts.push({
        _id: id,
        stockOutNo: nextNo('CK', shipment.shippedAt),
        orderId,
        memberId: plan.buyer.memberId,
        items: lines.map(({ shipping: _shipping, ...line }) => line),
        courier: '顺丰速运',
        trackingNo: trackingNo(),
        shippedAt: iso(shipment.shippedAt),
        coldChain,
        routes: route.map((e) => ({ time: iso(e.ms), place: e.place, remark: e.remark, phase: e.phase })).reverse(),
        ...(signed ? { signedAt: iso(signed.ms) } : {}),
        shippedMs: shipment.shippedAt,
      });
    }
    let completed = plan.completed;
    if (plan.status === 'completed') {
      const lastSigned = Math.max(...stockOutDrafts.filter((s) => s.orderId === orderId).map((s) => (s.signedAt ? Date.parse(s.signedAt) : s.shippedMs)));
      completed = Math.min(SEED_NOW_MS - HOUR, after(r, lastSigned, 2, 7 * 24));
    }
    const goodsCents = plan.items.reduce((sum, it) => sum + Math.round(it.price * 100) * it.quantity, 0);
    const goodsAmount = goodsCents / 100;
    const freight = freightFor(goodsAmount);
    orders.push({
      _id: orderId,
      orderNo: nextNo('SO', plan.created),
      memberId: plan.buyer.memberId,
      ...(plan.buyer.placedBy ? { placedBy: plan.buyer.placedBy } : {}),
      status: plan.status,
      items: plan.items,
      goodsAmount,
      freight,
      amount: round2(goodsAmount + freight),
      address: snapshotAddress(plan.address),
      ...(plan.profile ? { invoiceProfile: snapshotProfile(plan.profile) } : {}),
      remark: plan.remark,
      ...(plan.poNo ? { poNo: plan.poNo } : {}),
      createdAt: iso(plan.created),
      ...(plan.confirmed ? { confirmedAt: iso(plan.confirmed) } : {}),
      ...(plan.paid ? { paidAt: iso(plan.paid) } : {}),
      ...(completed ? { completedAt: iso(completed) } : {}),
      ...(plan.cancelled ? { cancelledAt: iso(plan.cancelled), cancelReason: plan.cancelReason ?? '' } : {}),
      stockOutIds,
      version: 1,
      // the recorded steps (placed, reviewed, paid, completed, cancelled): filled by the procurement seed
      events: [],
    });
  });

  const invoices = buildInvoices(r, orders, people);
  const stockOuts = stockOutDrafts
    .sort((a, b) => b.shippedMs - a.shippedMs)
    .map(({ shippedMs: _shippedMs, ...s }) => s);
  orders.reverse();
  return { orders, stockOuts, invoices };
}

// ---------------------------------------------------------------------------

interface Pools {
  popular: Material[];
  outOfStock: Material[];
  biolegend: Material[];
  cheap: Material[];
  dryIce: Material[];
}

function pickWeighted(r: Random, pool: Material[]): Material {
  return pool[Math.floor(r.next() * r.next() * pool.length)] as Material;
}

function quantityFor(r: Random, m: Material, style: Style): number {
  if (style === 'distributor') return m.category === 'antibody' ? r.int(2, 5) : r.int(2, 10);
  if (m.category === 'consumable') return r.int(1, 6);
  if (m.category === 'reagent') return r.int(1, 3);
  return r.chance(0.75) ? 1 : 2;
}

function planOrder(r: Random, buyer: Buyer, status: OrderStatus, style: Style, pools: Pools): OrderPlan {
  const address = (r.chance(0.7) ? buyer.addresses.find((a) => a.isDefault) : undefined) ?? r.pick(buyer.addresses);
  // ----- timeline
  let created = 0;
  let confirmed: number | undefined;
  let paid: number | undefined;
  let cancelled: number | undefined;
  let cancelReason: string | undefined;
  const shipTimes: number[] = [];
  // a second parcel only if the items allow a split (see below)
  const twoShipments = r.chance(status === 'partiallyShipped' ? 0.3 : 0.25);
  const upstream = (first: number): void => {
    paid = before(r, first, 4, 48);
    confirmed = before(r, paid, 2, 72);
    created = before(r, confirmed, 0.5, 8);
  };
  switch (status) {
    case 'pendingReview':
      created = ago(r, 0.02, 3);
      break;
    case 'pendingPayment':
      confirmed = ago(r, 0.05, 10);
      created = before(r, confirmed, 0.5, 20);
      break;
    case 'pendingShipment':
      paid = ago(r, 0.1, 8);
      confirmed = before(r, paid, 2, 72);
      created = before(r, confirmed, 0.5, 8);
      break;
    case 'partiallyShipped':
    case 'pendingReceipt': {
      // most pendingReceipt parcels are still on the way (shipped yesterday: in Shanghai late in the
      // afternoon, elsewhere in the morning), the others are signed but not yet confirmed
      const onTheWay = r.chance(status === 'pendingReceipt' ? 0.7 : 0.3);
      const sameCity = address.provinceCode === '310000';
      const last = onTheWay
        ? atHour(SEED_NOW_MS - DAY, sameCity ? 17 + r.next() * 2.5 : 10 + r.next() * 2)
        : status === 'pendingReceipt'
          ? ago(r, 1.6, 4.5)
          : ago(r, 1.6, 25);
      if (twoShipments) shipTimes.push(before(r, last, 24, 144));
      shipTimes.push(last);
      upstream(shipTimes[0] as number);
      break;
    }
    case 'completed': {
      created = ago(r, 25, 425);
      confirmed = after(r, created, 0.5, 8);
      paid = after(r, confirmed, 2, 96);
      const first = after(r, paid, 4, 48);
      shipTimes.push(first);
      if (twoShipments) shipTimes.push(after(r, first, 24, 144));
      break;
    }
    case 'cancelled': {
      created = ago(r, 1, 425);
      if (r.chance(0.7)) {
        cancelled = Math.min(SEED_NOW_MS - 10 * MINUTE, after(r, created, 0.2, 30));
        cancelReason = r.pick(CANCEL_BY_MEMBER);
      } else {
        confirmed = Math.min(SEED_NOW_MS - 20 * MINUTE, after(r, created, 0.5, 8));
        cancelled = Math.min(SEED_NOW_MS - 10 * MINUTE, after(r, confirmed, 1, 72));
        cancelReason = r.pick(CANCEL_BY_SERVICE);
      }
      break;
    }
  }

  // ----- items: only products that were on sale when the order was placed
  const existed = (m: Material): boolean => Date.parse(m.createdAt) < created;
  const chosen: Material[] = [];
  const add = (m: Material | undefined): void => {
    if (m && existed(m) && !chosen.some((c) => c._id === m._id)) chosen.push(m);
  };
  const pickFrom = (pool: Material[]): Material | undefined => {
    const ok = pool.filter(existed);
    return ok.length ? r.pick(ok) : undefined;
  };
  if (style === 'cheap') {
    add(pickFrom(pools.cheap));
    if (r.chance(0.5)) add(pickFrom(pools.cheap));
  } else {
    if (style === 'dryIce') add(pickFrom(pools.dryIce));
    const n = style === 'distributor' ? r.int(2, 6) : r.chance(0.1) ? r.int(5, 6) : r.int(1, 4);
    const pool = style === 'distributor' ? pools.biolegend : pools.popular;
    if (status === 'partiallyShipped') {
      add(pickFrom(style === 'distributor' ? pools.biolegend.filter((m) => m.stock === 0) : pools.outOfStock));
    }
    for (let guard = 0; chosen.length < Math.max(n, status === 'partiallyShipped' ? 2 : 1) && guard < 200; guard++) {
      const m = pickWeighted(r, pool);
      if (status === 'partiallyShipped' && m.stock === 0) continue;
      add(m);
    }
  }
  let items: OrderItem[] = chosen.map((m) => ({
    matlId: m._id,
    catalogNo: m.catalogNo,
    name: m.name,
    spec: m.spec,
    mfrName: m.mfrName,
    price: m.price,
    quantity: style === 'cheap' ? r.int(1, 2) : quantityFor(r, m, style),
    shippedQty: 0,
  }));
  if (style === 'cheap') {
    // keep it below the free-freight threshold
    while (items.reduce((s, it) => s + it.price * it.quantity, 0) >= FREE_FREIGHT_FROM) {
      const last = items[items.length - 1] as OrderItem;
      if (last.quantity > 1) last.quantity--;
      else if (items.length > 1) items = items.slice(0, -1);
      else break;
    }
  }
  // the backordered item of a partially shipped order goes last
  if (status === 'partiallyShipped') items = [...items.slice(1), items[0] as OrderItem];

  // ----- shipments
  const shipments: ShipmentPlan[] = [];
  if (shipTimes.length) {
    const lines = items.map((it, i) => ({ item: i, qty: it.quantity }));
    let shippable = lines;
    if (status === 'partiallyShipped') {
      const pending = lines[lines.length - 1] as { item: number; qty: number };
      const part = pending.qty >= 2 && r.chance(0.4) ? r.int(1, pending.qty - 1) : 0;
      shippable = [...lines.slice(0, -1), ...(part ? [{ item: pending.item, qty: part }] : [])];
    }
    if (shipTimes.length === 2) {
      let first: typeof lines;
      let second: typeof lines;
      if (shippable.length >= 2) {
        const cut = r.int(1, shippable.length - 1);
        first = shippable.slice(0, cut);
        second = shippable.slice(cut);
      } else {
        const only = shippable[0] as { item: number; qty: number };
        const q = Math.max(1, Math.floor(only.qty / 2));
        first = [{ item: only.item, qty: q }];
        second = only.qty - q > 0 ? [{ item: only.item, qty: only.qty - q }] : [];
      }
      shipments.push({ shippedAt: shipTimes[0] as number, lines: first });
      if (second.length) shipments.push({ shippedAt: shipTimes[1] as number, lines: second });
    } else {
      shipments.push({ shippedAt: shipTimes[0] as number, lines: shippable });
    }
    for (const s of shipments) for (const l of s.lines) (items[l.item] as OrderItem).shippedQty += l.qty;
  }

  // ----- invoice, remark
  const profile = buyer.profiles.length && r.chance(0.85)
    ? ((r.chance(0.75) ? buyer.profiles.find((p) => p.isDefault) : undefined) ?? r.pick(buyer.profiles))
    : undefined;
  const { y } = parts(created);
  const poNo =
    buyer.style === 'distributor'
      ? `BR-PO-${yymmdd(created)}-${p2(r.int(1, 30))}`
      : r.chance(0.3)
        ? `KY${y}-${String(r.int(1, 480)).padStart(3, '0')}`
        : undefined;

  return {
    buyer,
    status,
    items,
    created,
    ...(confirmed ? { confirmed } : {}),
    ...(paid ? { paid } : {}),
    ...(cancelled ? { cancelled, cancelReason: cancelReason ?? '' } : {}),
    shipments,
    address,
    ...(profile ? { profile } : {}),
    remark: r.chance(0.35) ? r.pick(REMARKS) : '',
    ...(poNo ? { poNo } : {}),
  };
}

// ---------------------------------------------------------------------------
// SF Express routes (chronological here; the stock-out stores them newest first)

type Event = RouteEvent & { ms: number };

export function buildRoute(r: Random, shippedAt: number, address: AddressRecord, coldChain: string | null, exception: 'call' | 'delay' | null): Omit<Event, 'time'>[] {
  const [province = '', city = '', district = ''] = address.regionNames;
  const cityPlace = city === '市辖区' ? province : city;
  const place = cityPlace + district;
  const sameCity = address.provinceCode === '310000';
  const hub = HUBS[address.cityCode] ?? `${cityPlace.replace(/市$/, '')}集散中心`;
  const station = `${cityPlace.replace(/市$/, '')}${district.replace(/(新区|区)$/, '')}营业点`;
  const courier = `${r.pick(SURNAMES)}师傅`;
  let phone = '1' + r.pick(['3', '5', '8']) + String(r.int(0, 9));
  while (phone.length < 11) phone += String(r.int(0, 9));
  const receiverSurname = address.receiver.charAt(0);

  const events: Omit<Event, 'time'>[] = [];
  let t = shippedAt + (0.5 + r.next() * 2) * HOUR;
  const push = (phase: string, where: string, remark: string): void => {
    events.push({ ms: Math.round(t / MINUTE) * MINUTE + r.int(0, 59) * 1000, place: where, remark, phase });
  };
  const nextMorning = (): void => {
    t = hourOf(t) >= 18 || hourOf(t) < 6 ? atHour(hourOf(t) < 6 ? t : t + DAY, 7 + r.next() * 1.5) : t + (1 + r.next() * 2) * HOUR;
  };

  push('已揽收', '上海市闵行区', `顺丰速运 已收取快件${coldChain ? `（顺丰冷运，${coldChain}保温包装）` : ''}`);
  t += (1 + r.next() * 2) * HOUR;
  if (sameCity) {
    push('运输中', '上海市闵行区', `快件在【上海闵行集散中心】完成分拣，准备发往【${station}】`);
    t += (0.5 + r.next() * 0.5) * HOUR;
    push('运输中', '上海市', `快件已发车，正在发往【${station}】`);
    nextMorning();
    push('运输中', place, `快件到达【${station}】`);
    t += (0.5 + r.next() * 2) * HOUR;
  } else {
    push('运输中', '上海市闵行区', `快件在【上海闵行集散中心】完成分拣，准备发往【${hub}】`);
    t += (1 + r.next()) * HOUR;
    push('运输中', '上海市', `快件已发车，正在发往【${hub}】`);
    if (exception === 'delay') {
      t += (3 + r.next() * 3) * HOUR;
      push('异常', '上海市', '受天气影响，航班延误，快件预计延误 1 天送达，给您带来不便敬请谅解');
      t += DAY;
    }
    t += (5 + r.next() * 9) * HOUR;
    push('运输中', cityPlace, `快件到达【${hub}】`);
    if (!exception && r.chance(0.6)) {
      t += (1 + r.next() * 2) * HOUR;
      push('运输中', cityPlace, `快件已从【${hub}】发出，准备发往【${station}】`);
    }
    nextMorning();
    push('运输中', place, `快件到达【${station}】`);
    t += (0.3 + r.next() * 1.2) * HOUR;
  }
  push('派送中', place, `快件交给${courier}，正在派送途中（联系电话：${phone}，顺丰已开启“安全呼叫”保护您的电话隐私，请放心接听）`);
  if (exception === 'call') {
    t += (2 + r.next() * 2) * HOUR;
    push('异常', place, '收件人电话无人接听，快件已滞留营业点，将于次日再次派送');
    t = atHour(t + DAY, 8.5 + r.next() * 1.5);
    push('派送中', place, `快件交给${courier}，正在进行第二次派送（联系电话：${phone}）`);
  }
  t += (0.5 + r.next() * 2.5) * HOUR;
  push(
    '已签收',
    place,
    `您的快件已签收，签收人：${receiverSurname}${r.pick(['先生', '女士', '（本人）'])}。${coldChain ? '冷链快件请尽快拆箱，并按标签温度保存。' : '感谢使用顺丰，期待再次为您服务。'}`,
  );
  const done = events.filter((e) => e.ms <= SEED_NOW_MS);
  if (done.length < 4) throw new Error(`route of a parcel shipped ${iso(shippedAt)} has only ${done.length} events`);
  return done;
}

const HUBS: Record<string, string> = {
  '110100': '北京顺义集散中心',
  '120100': '天津东丽集散中心',
  '440100': '广州白云集散中心',
  '440300': '深圳宝安集散中心',
  '510100': '成都双流集散中心',
  '420100': '武汉东西湖集散中心',
  '320100': '南京江宁集散中心',
  '330100': '杭州萧山集散中心',
};

// ---------------------------------------------------------------------------
// VAT invoices (数电票, issued by our Shanghai company)

/**
 * The 红冲 of a seeded invoice, its numbers drawn from the invoice's own (no random draw, so the rest of the seed
 * stays as it was): the invoice's year, region 31, channel 9 (红字确认单) or 8 (红字发票), its 15-digit serial.
 */
function redLetterOf(invoiceNo: string, reason: string, appliedAt: string, redAt: string | null): NonNullable<InvoiceRecord['redLetter']> {
  const number = (channel: string) => `${invoiceNo.slice(0, 2)}31${channel}${invoiceNo.slice(5)}`;
  return { status: redAt ? '已红冲' : '红冲中', confirmationNo: number('9'), reason, appliedAt, redInvoiceNo: redAt ? number('8') : null, redAt };
}

const REISSUE_REASONS = ['发票抬头需更换为单位全称', '税号填写有误，申请重开', '开票备注需注明课题编号', '开户行信息有误，申请重开'];

function buildInvoices(r: Random, orders: OrderRecord[], people: People): InvoiceRecord[] {
  const invoiceNos = new Set<string>();
  const invoiceNo = (ms: number): string => {
    for (;;) {
      let no = `${p2(parts(ms).y % 100)}312`;
      while (no.length < 20) no += String(r.int(0, 9));
      if (!invoiceNos.has(no)) {
        invoiceNos.add(no);
        return no;
      }
    }
  };

  interface Draft {
    inv: Omit<InvoiceRecord, '_id'>;
    applied: number;
    issued?: number;
    order: OrderRecord;
    replaces?: Draft;
  }
  const drafts: Draft[] = [];
  const chronological = [...orders].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  let receiptSerial = 0;
  for (const order of chronological) {
    if (!order.invoiceProfile || !order.paidAt) continue;
    if (order.status !== 'completed' && order.status !== 'pendingReceipt') continue;
    const applied = after(r, Date.parse(order.paidAt), 0.5, 24);
    if (applied > SEED_NOW_MS - HOUR) continue;
    let issued: number | undefined = after(r, applied, 20, 96);
    // pendingReceipt: every other invoice is still being issued (开票中)
    if (issued > SEED_NOW_MS - HOUR || (order.status === 'pendingReceipt' && receiptSerial++ % 2 === 0)) issued = undefined;
    const amount = order.amount;
    drafts.push({
      applied,
      ...(issued ? { issued } : {}),
      order,
      inv: {
        invoiceNo: issued ? invoiceNo(issued) : '',
        memberId: order.memberId,
        orderId: order._id,
        orderNo: order.orderNo,
        type: order.invoiceProfile.type,
        amount,
        taxAmount: round2((amount * 13) / 113),
        status: issued ? 'issued' : 'applying',
        profile: { ...order.invoiceProfile },
        appliedAt: iso(applied),
        ...(issued ? { issuedAt: iso(issued) } : {}),
        formats: issued ? ['pdf', 'ofd', 'xml'] : [],
      },
    });
  }

  // Reissue stories: per member, [status, reissue progress] on chosen issued invoices (oldest first).
  const stories: Record<string, [InvoiceStatus, '申请中' | '红冲中' | '已重开' | '已驳回'][]> = {
    [DEMO.owner._id]: [['reissued', '已重开'], ['rejected', '已驳回'], ['reissuing', '红冲中'], ['reissuing', '申请中']],
    [DEMO.distributor._id]: [['reissued', '已重开'], ['reissuing', '申请中']],
  };
  const extra: Draft[] = [];
  for (const [memberId, plan] of Object.entries(stories)) {
    const issued = drafts.filter((d) => d.inv.memberId === memberId && d.issued !== undefined);
    // reissued/rejected stories on older invoices, reissuing ones on recent invoices
    const old = issued.filter((d) => (d.issued as number) < SEED_NOW_MS - 40 * DAY);
    const recent = issued.filter((d) => (d.issued as number) < SEED_NOW_MS - 3 * DAY).reverse();
    let oldIndex = 2;
    let recentIndex = 0;
    for (const [status, progress] of plan) {
      const target = status === 'reissuing' ? recent[recentIndex++] : old[oldIndex];
      if (status !== 'reissuing') oldIndex += 3;
      if (!target || target.replaces || target.inv.reissue) continue;
      const issuedAt = target.issued as number;
      // a rejected request asks for something a reissue cannot do (change the type, split the amount)
      const reason =
        status === 'rejected'
          ? target.inv.type === 'normal' ? '报销要求改开增值税专用发票' : '需按课题拆分为两张发票'
          : r.pick(REISSUE_REASONS);
      if (status === 'reissuing') {
        const appliedAt = Math.max(issuedAt + DAY, before(r, SEED_NOW_MS, 4, 60));
        target.inv.status = 'reissuing';
        target.inv.reissue = { reason, appliedAt: iso(appliedAt), status: progress };
        // at 红冲中 the 红字确认单 is filed (docs/api.md §7)
        if (progress === '红冲中') target.inv.redLetter = redLetterOf(target.inv.invoiceNo, reason, iso(appliedAt), null);
        continue;
      }
      const appliedAt = after(r, issuedAt, 3 * 24, 20 * 24);
      if (status === 'rejected') {
        target.inv.status = 'rejected';
        target.inv.reissue = { reason, appliedAt: iso(appliedAt), status: '已驳回' };
        continue;
      }
      // reissued: a red-letter cancel and a new invoice of the same type, on another profile of
      // that type if the member has one, else on the (corrected) same profile
      const alt = people.invoiceProfiles.find(
        (p) => p.memberId === memberId && p.type === target.inv.type && p.titleType === target.inv.profile.titleType && p._id !== target.inv.profile._id,
      );
      const profile = alt ? snapshotProfile(alt) : { ...target.inv.profile };
      const newIssued = after(r, appliedAt, 20, 72);
      const replacement: Draft = {
        applied: appliedAt,
        issued: newIssued,
        order: target.order,
        replaces: target,
        inv: {
          invoiceNo: invoiceNo(newIssued),
          memberId,
          orderId: target.inv.orderId,
          orderNo: target.inv.orderNo,
          type: target.inv.type,
          amount: target.inv.amount,
          taxAmount: target.inv.taxAmount,
          status: 'issued',
          profile,
          appliedAt: iso(appliedAt),
          issuedAt: iso(newIssued),
          formats: ['pdf', 'ofd', 'xml'],
        },
      };
      target.inv.status = 'reissued';
      target.inv.reissue = { reason, appliedAt: iso(appliedAt), status: '已重开' };
      // reissued: red-lettered first, through a 红字确认单 (docs/api.md §7)
      target.inv.redLetter = redLetterOf(target.inv.invoiceNo, reason, iso(appliedAt), iso(newIssued));
      extra.push(replacement);
    }
  }

  const all = [...drafts, ...extra].sort((a, b) => a.applied - b.applied);
  const ids = new Map<Draft, string>(all.map((d, i) => [d, oid(NS.invoice, i + 1)]));
  const records = all.map((d) => ({ _id: ids.get(d) as string, ...d.inv }));
  // link the red-letter invoices to their replacements
  for (const d of extra) {
    const original = d.replaces;
    const record = records.find((x) => x._id === (original ? ids.get(original) : ''));
    if (record?.reissue) record.reissue.newInvoiceId = ids.get(d) as string;
  }
  return records.reverse();
}
