/**
 * Receiving and after-sales in the seed (docs/api.md §14–15), on the owner's account (上海生科实验技术有限公司):
 * its newest completed order of its own was received by a sub-account (a receiver other than the buyer), so the
 * 验收单 can be downloaded; and a cold-chain parcel signed for a few days ago has an open after-sales case
 * (已受理, 冷链失效, 换货补发) with a photo. Parcels signed but not yet received stay so for 确认收货. Deterministic: picks by
 * the seed's own order, times from the records.
 */
import { DEMO } from '../demo-accounts.ts';
import { oid } from '../random.ts';
import type { AfterSalesRecord, OrderRecord, StockOutRecord, SubMemberRecord } from '../types.ts';
import { coldChainPhoto } from './photo.ts';
import { HOUR, DAY, SEED_NOW_MS, iso, yymmdd } from './time.ts';

/** oid() namespace of the after-sales cases (the others are in ids.ts). */
const AFTER_SALES_NS = 0x66ba0000;

export function buildReceiving(orders: OrderRecord[], stockOuts: StockOutRecord[], subMembers: SubMemberRecord[]): AfterSalesRecord[] {
  const ownerId = DEMO.owner._id;
  const deliveries = (order: OrderRecord): StockOutRecord[] =>
    order.stockOutIds.map((id) => stockOuts.find((s) => s._id === id)).filter((s): s is StockOutRecord => Boolean(s));
  const newestFirst = [...orders].filter((o) => o.memberId === ownerId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  // ---- a completed order of the owner received by the sub-account 陈晨
  const receiver = subMembers.find((s) => s.subMbrId === DEMO.sub._id);
  const received = newestFirst.find((o) => o.status === 'completed' && !o.placedBy && o.completedAt && deliveries(o).every((s) => s.signedAt));
  if (receiver && received?.completedAt) {
    const parcels = deliveries(received).sort((a, b) => a.shippedAt.localeCompare(b.shippedAt));
    parcels.forEach((parcel, index) => {
      const signedMs = Date.parse(parcel.signedAt ?? parcel.shippedAt);
      const last = index === parcels.length - 1;
      const confirmedAt = last ? (received.completedAt as string) : iso(Math.min(signedMs + 2 * HOUR, Date.parse(received.completedAt as string)));
      parcel.receipt = {
        receiverId: receiver.subMbrId,
        receiverName: receiver.name,
        receivedAt: (parcel.signedAt ?? parcel.shippedAt).slice(0, 10),
        confirmedBy: receiver.name,
        confirmedAt,
        lines: parcel.items.map((i) => ({ matlId: i.matlId, catalogNo: i.catalogNo, name: i.name, quantity: i.quantity, lot: i.lot })),
        remark: index === 0 ? '外包装完好，冰袋未融化，已放入 4°C 冰箱' : '',
      };
    });
  }

  // ---- an open after-sales case on a cold-chain parcel signed for at least two days ago
  const cases: AfterSalesRecord[] = [];
  const candidates = newestFirst.filter((o) => o !== received && (o.status === 'pendingReceipt' || o.status === 'completed'));
  for (const order of candidates) {
    const parcel = deliveries(order).find((s) => s.coldChain && s.signedAt && Date.parse(s.signedAt) <= SEED_NOW_MS - 2 * DAY);
    const line = parcel?.items[0];
    if (!parcel?.signedAt || !line) continue;
    const created = Date.parse(parcel.signedAt) + 4 * HOUR;
    const accepted = created + 18 * HOUR;
    const buyer = order.placedBy ? (subMembers.find((s) => s.subMbrId === order.placedBy)?.name ?? '') : '王敏';
    const submittedNote = `${line.catalogNo} × 1：冷链失效，希望换货补发`;
    const acceptedNote = '您好，您的售后申请已受理，客服专员将在 1 个工作日内与您联系核实情况。';
    const caseNo = `AS${yymmdd(created)}0003`;
    cases.push({
      _id: oid(AFTER_SALES_NS, 1),
      caseNo,
      orderId: order._id,
      memberId: order.memberId,
      createdBy: order.placedBy ?? order.memberId,
      matlId: line.matlId,
      quantity: 1,
      reason: 'coldChain',
      want: 'replacement',
      description: `到货时${parcel.coldChain}已基本失效，泡沫箱内接近室温，试剂管外壁有冷凝水，担心活性受影响，申请补发。`,
      photos: [coldChainPhoto()],
      status: 'accepted',
      events: [
        { at: iso(created), status: 'submitted', actor: buyer, note: submittedNote },
        { at: iso(accepted), status: 'accepted', actor: '商城客服', note: acceptedNote },
      ],
      createdAt: iso(created),
    });
    order.events.push(
      { at: iso(created), kind: 'afterSales', title: `售后 ${caseNo} 已提交`, actor: buyer, note: submittedNote },
      { at: iso(accepted), kind: 'afterSales', title: `售后 ${caseNo} 已受理`, actor: '商城客服', note: acceptedNote },
    );
    order.version += 2;
    break;
  }
  return cases;
}
