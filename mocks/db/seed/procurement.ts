/**
 * Procurement of the seed (docs/api.md §13): the owner account's settings (rules: sub-account orders above
 * ¥5,000 need approval, 刘洋 approves besides the owner, a fund is required), two research funds with a
 * share of the account's orders charged to them (刘洋 is the 国自然 fund's 负责人, the owner the 科委 card's), three orders of 陈晨 in approval (two waiting, one
 * rejected by 王敏), and the recorded timeline of every order (placed, approvals, reviewed, paid, completed,
 * cancelled; shipments are read from the stock-outs).
 */
import { approvalReasons, fundUsage } from '../../approval-rules.ts';
import { DEMO } from '../demo-accounts.ts';
import { createRandom, oid } from '../random.ts';
import type { ApprovalRecord, FundRecord, Material, OrderEventRecord, OrderItem, OrderRecord, ProcurementSettingsRecord } from '../types.ts';
import { NS } from './ids.ts';
import type { People } from './members.ts';
import { freightFor } from './orders.ts';
import { HOUR, MINUTE, SEED_NOW_MS, atHour, iso, yymmdd } from './time.ts';
import { cents } from '../../rmb.ts';

export interface Procurement {
  procurementSettings: ProcurementSettingsRecord[];
  funds: FundRecord[];
  /** every order, with fund, approval and events; newest first */
  orders: OrderRecord[];
}

const OWNER = DEMO.owner._id;
const SUB = DEMO.sub._id;
const OWNER_NAME = '王敏';
/** orders above this need approval (the settings below) */
const AMOUNT_OVER = 5000;
/** the first order id of the approval stories (the seed's orders are numbered from 1) */
const STORY_ORDER = 0x1000;


export function buildProcurement(materials: Material[], people: People, seedOrders: OrderRecord[]): Procurement {
  const r = createRandom(0x5eed_0013);
  const liuYang = people.subMembers.find((s) => s.account === 'shengke-cell01');
  if (!liuYang) throw new Error('seed: 刘洋 (shengke-cell01) is missing');

  const settings: ProcurementSettingsRecord = {
    memberId: OWNER,
    approvalMode: 'rules',
    amountOver: AMOUNT_OVER,
    categories: [],
    approverIds: [liuYang.subMbrId],
    requireFund: true,
    receiverMustDiffer: true,
    updatedAt: '2025-12-29T16:20:00+08:00',
  };
  const nsfc: FundRecord = {
    _id: oid(NS.fund, 1),
    memberId: OWNER,
    name: '国自然面上项目 32170001',
    codeKind: 'project',
    code: '32170001',
    holder: OWNER_NAME,
    budget: 200_000,
    periodStart: '2026-01-01',
    periodEnd: '2029-12-31',
    memberIds: [SUB, liuYang.subMbrId],
    active: true,
    // 刘洋 approves the orders charged to the project (with the owner)
    approverId: liuYang.subMbrId,
    createdAt: '2025-12-29T16:05:00+08:00',
  };
  const stcsm: FundRecord = {
    _id: oid(NS.fund, 2),
    memberId: OWNER,
    name: '上海市科委课题 25JC1403100',
    codeKind: 'card',
    code: 'KW2025-0318',
    holder: OWNER_NAME,
    budget: 50_000,
    periodStart: '2025-07-01',
    periodEnd: '2027-06-30',
    memberIds: [SUB],
    active: true,
    approverId: OWNER,
    createdAt: '2025-06-26T10:40:00+08:00',
  };
  const funds = [nsfc, stcsm];

  const names = new Map<string, string>([
    ...people.members.map((m) => [m._id, m.contactName ?? ''] as const),
    ...people.subMembers.map((s) => [s.subMbrId, s.name] as const),
  ]);
  const buyerName = (o: OrderRecord): string => names.get(o.placedBy ?? o.memberId) ?? '';

  // ----- charge a share of the account's orders: project-numbered ones and 陈晨's to the NSFC project from
  // 2026, every third other one to the STCSM card while it lasts
  const account = seedOrders.filter((o) => o.memberId === OWNER).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  let other = 0;
  for (const order of account) {
    const day = order.createdAt.slice(0, 10);
    const inNsfc = day >= nsfc.periodStart;
    const inStcsm = day >= stcsm.periodStart && day <= stcsm.periodEnd;
    if (inNsfc && (order.placedBy === SUB || order.poNo?.startsWith('KY'))) order.fundId = nsfc._id;
    else if (order.placedBy === SUB && inStcsm) order.fundId = stcsm._id;
    else if (inStcsm && other++ % 3 === 0 && cents(fundUsage(stcsm, account).committed + order.amount) <= cents(stcsm.budget * 0.7)) {
      order.fundId = stcsm._id;
    }
  }

  // ----- the recorded steps of every seeded order
  for (const order of seedOrders) {
    const events: OrderEventRecord[] = [];
    const buyer = buyerName(order);
    const fund = funds.find((f) => f._id === order.fundId);
    events.push({ at: order.createdAt, kind: 'placed', title: '提交订单', actor: buyer, note: fund ? `经费：${fund.name}` : null });
    if (order.placedBy && fund && order.amount > AMOUNT_OVER) {
      // approved by the owner between placing and the mall's review (or the cancel)
      const created = Date.parse(order.createdAt);
      const next = Date.parse(order.confirmedAt ?? order.cancelledAt ?? iso(SEED_NOW_MS));
      const decided = iso(created + Math.min(2 * HOUR, Math.floor((next - created) / 2 / MINUTE) * MINUTE));
      const reasons = [`子账号订单金额超过 ¥5,000.00`];
      order.approval = { status: 'approved', reasons, decidedBy: OWNER, decidedByName: OWNER_NAME, decidedAt: decided, adjusted: [] };
      events.push({ at: order.createdAt, kind: 'approvalRequested', title: '提交审批', actor: buyer, note: reasons.join('；') });
      events.push({ at: decided, kind: 'approved', title: '审批通过', actor: OWNER_NAME, note: null });
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

  // ----- 陈晨's orders in approval: two waiting (¥12,000-ish on the project, ¥6,800-ish on the card), one rejected
  const subAddress = people.addresses.find((a) => a.memberId === SUB) ?? people.addresses.find((a) => a.memberId === OWNER);
  const profile = people.invoiceProfiles.find((p) => p.memberId === OWNER && p.isDefault);
  if (!subAddress || !profile) throw new Error('seed: the owner account has no address or invoice profile');
  const usedNos = new Set(seedOrders.map((o) => o.orderNo));
  const orderNo = (ms: number): string => {
    let serial = 70 + r.int(1, 20);
    while (usedNos.has(`SO${yymmdd(ms)}${String(serial).padStart(4, '0')}`)) serial++;
    const no = `SO${yymmdd(ms)}${String(serial).padStart(4, '0')}`;
    usedNos.add(no);
    return no;
  };
  const taken = new Set<string>();
  const itemsFor = (target: number, created: number, categories: Material['category'][]): OrderItem[] => {
    const pool = materials
      .filter((m) => !m.offShelf && m.stock > 0 && categories.includes(m.category) && m.price >= 900 && m.price <= 4200 && Date.parse(m.createdAt) < created && !taken.has(m._id))
      .sort((a, b) => b.sales - a.sales || a._id.localeCompare(b._id))
      .slice(0, 60);
    const items: OrderItem[] = [];
    let goods = 0;
    for (let guard = 0; goods < cents(target * 0.94) && guard < 400; guard++) {
      const m = r.pick(pool);
      if (taken.has(m._id)) continue;
      const qty = m.price * 2 + goods / 100 <= target * 1.04 && r.chance(0.3) ? 2 : 1;
      if (goods + cents(m.price) * qty > cents(target * 1.06)) continue;
      taken.add(m._id);
      goods += cents(m.price) * qty;
      items.push({ matlId: m._id, catalogNo: m.catalogNo, name: m.name, spec: m.spec, mfrName: m.mfrName, price: m.price, quantity: qty, shippedQty: 0 });
    }
    return items;
  };
  const address = {
    _id: subAddress._id,
    receiver: subAddress.receiver,
    cellphone: subAddress.cellphone,
    provinceCode: subAddress.provinceCode,
    cityCode: subAddress.cityCode,
    districtCode: subAddress.districtCode,
    regionNames: [...subAddress.regionNames],
    detail: subAddress.detail,
    ...(subAddress.postcode ? { postcode: subAddress.postcode } : {}),
  };
  const { memberId: _m, isDefault: _d, createdAt: _c, ...invoiceProfile } = profile;

  interface Story {
    created: number;
    target: number;
    categories: Material['category'][];
    fund: FundRecord;
    poNo?: string;
    remark: string;
    rejected?: { at: number; reason: string };
  }
  const stories: Story[] = [
    {
      created: atHour(SEED_NOW_MS - 3 * 24 * HOUR, 10 + 20 / 60),
      target: 8500,
      categories: ['antibody'],
      fund: nsfc,
      poNo: 'KY2026-508',
      remark: '流式实验用，请尽快发货',
      rejected: { at: atHour(SEED_NOW_MS - 3 * 24 * HOUR, 16 + 5 / 60), reason: '课题组冰箱里还有同货号的抗体，本月先用库存；请核对后调低数量再重新提交' },
    },
    { created: atHour(SEED_NOW_MS - 24 * HOUR, 14 + 36 / 60), target: 12000, categories: ['elisa', 'cytokine'], fund: nsfc, poNo: 'KY2026-517', remark: '' },
    { created: atHour(SEED_NOW_MS, 9 + 12 / 60), target: 6800, categories: ['antibody', 'reagent'], fund: stcsm, remark: '请工作日送达，周末实验室无人签收' },
  ];
  const storyOrders: OrderRecord[] = stories.map((story, i) => {
    const items = itemsFor(story.target, story.created, story.categories);
    const goodsAmount = items.reduce((sum, it) => sum + cents(it.price) * it.quantity, 0) / 100;
    const freight = freightFor(goodsAmount);
    const amount = (cents(goodsAmount) + cents(freight)) / 100;
    const available = fundUsage(story.fund, seedOrders).available;
    const reasons = approvalReasons({ settings, bySubAccount: true, amount, categories: [], fundAvailable: available });
    const createdAt = iso(story.created);
    const events: OrderEventRecord[] = [
      { at: createdAt, kind: 'placed', title: '提交订单', actor: '陈晨', note: `经费：${story.fund.name}` },
      { at: createdAt, kind: 'approvalRequested', title: '提交审批', actor: '陈晨', note: reasons.join('；') },
    ];
    let approval: ApprovalRecord = { status: 'pending', reasons, adjusted: [] };
    if (story.rejected) {
      const at = iso(story.rejected.at);
      approval = { ...approval, status: 'rejected', decidedBy: OWNER, decidedByName: OWNER_NAME, decidedAt: at, rejectReason: story.rejected.reason };
      events.push({ at, kind: 'rejected', title: '审批驳回', actor: OWNER_NAME, note: story.rejected.reason });
    }
    return {
      _id: oid(NS.order, STORY_ORDER + i),
      orderNo: orderNo(story.created),
      memberId: OWNER,
      placedBy: SUB,
      status: story.rejected ? 'rejected' : 'pendingApproval',
      items,
      goodsAmount,
      freight,
      amount,
      address,
      invoiceProfile,
      remark: story.remark,
      ...(story.poNo ? { poNo: story.poNo } : {}),
      createdAt,
      stockOutIds: [],
      version: 1 + events.length,
      fundId: story.fund._id,
      approval,
      events,
    };
  });

  // newest first, like the seed's orders (which keep their order)
  const orders = [...seedOrders];
  for (const story of storyOrders) {
    const at = orders.findIndex((o) => o.createdAt < story.createdAt);
    orders.splice(at === -1 ? orders.length : at, 0, story);
  }
  return { procurementSettings: [settings], funds, orders };
}
