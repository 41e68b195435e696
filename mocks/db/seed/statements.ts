/**
 * Statements of the seed (docs/api.md §18), for the demo owner (上海生科实验技术有限公司): every month with delivered
 * orders before the last whole month of SEED_NOW was confirmed by 王敏 early in the following month; September's
 * after a dispute the mall answered (resolved). The last whole month (2026-10) has no answer yet: it reads
 * `pending`. The current month by the real clock reads `open` (statement-rules.ts). Deterministic: the months and
 * lines come from the seed's orders, the times from a seeded generator.
 */
import { chinaMonth, deliveredAt, addMonths } from '../../statement-rules.ts';
import { DEMO } from '../demo-accounts.ts';
import { createRandom, oid } from '../random.ts';
import type { MemberRecord, OrderRecord, StatementRecord, StockOutRecord } from '../types.ts';
import { HOUR, MINUTE, SEED_NOW_MS, iso } from './time.ts';

/** oid() namespace of the statements' disputes (the others are in ids.ts). */
const DISPUTE_NS = 0x66be0000;
/** The month with the seed's one dispute (answered by the mall, then confirmed). */
export const DISPUTED_MONTH = '2026-09';

const money = (n: number): string => n.toFixed(2);

/** `YYYY-MM-DD` of the month, at `hours` China time, as ms. */
const at = (month: string, day: number, hours: number): number => Date.parse(`${month}-${String(day).padStart(2, '0')}T00:00:00+08:00`) + hours * HOUR;

export function buildStatements(orders: readonly OrderRecord[], stockOuts: readonly StockOutRecord[], members: readonly MemberRecord[]): StatementRecord[] {
  const r = createRandom(0x5ea7_0018);
  const ownerId = DEMO.owner._id;
  const owner = members.find((m) => m._id === ownerId);
  const ownerName = owner?.contactName ?? '王敏';
  const pendingMonth = addMonths(chinaMonth(SEED_NOW_MS), -1);

  const byMonth = new Map<string, OrderRecord[]>();
  for (const order of orders) {
    if (order.memberId !== ownerId) continue;
    const delivered = deliveredAt(order, stockOuts);
    if (!delivered) continue;
    const month = chinaMonth(delivered);
    byMonth.set(month, [...(byMonth.get(month) ?? []), order]);
  }

  const records: StatementRecord[] = [];
  for (const month of [...byMonth.keys()].sort()) {
    if (month >= pendingMonth) continue;
    const next = addMonths(month, 1);
    const record: StatementRecord = { memberId: ownerId, month, confirmedAt: null, confirmedBy: null, confirmedByName: null, disputes: [] };
    let confirmed = at(next, r.int(3, 8), 9 + r.next() * 8);
    if (month === DISPUTED_MONTH) {
      const lines = [...(byMonth.get(month) ?? [])].sort((a, b) => a.orderNo.localeCompare(b.orderNo));
      // a small order that paid freight: the buyer asks whether the freight is right
      const order = lines.find((o) => o.freight > 0) ?? lines[0];
      if (order) {
        const raised = at(next, 3, 10 + r.next() * 2);
        const answered = at(next, 4, 14 + r.next() * 3);
        const freightCase = order.freight > 0;
        record.disputes.push({
          _id: oid(DISPUTE_NS, 1),
          orderId: order._id,
          note: freightCase
            ? `该订单运费 ¥${money(order.freight)} 是否应免收？同一课题组当月订单合计已超过 ¥500。`
            : '送达日期与我方验收记录不一致，请核实。',
          by: ownerId,
          byName: ownerName,
          createdAt: iso(raised),
          status: 'resolved',
          answer: freightCase
            ? `商城已核实：运费按单笔订单的货款计收（货款满 ¥500 免运费），本单货款 ¥${money(order.goodsAmount)}，运费 ¥${money(order.freight)} 无误。`
            : '商城已核实：送达日期以顺丰签收记录为准，金额无误。',
          answeredAt: iso(answered),
        });
        confirmed = at(next, r.int(5, 8), 9 + r.next() * 8);
      }
    }
    // in office hours, to the minute
    const ms = Math.round(confirmed / MINUTE) * MINUTE;
    record.confirmedAt = iso(ms);
    record.confirmedBy = ownerId;
    record.confirmedByName = ownerName;
    records.push(record);
  }
  return records;
}
