/**
 * The demo's quotes (docs/api.md §16), on the owner's account (上海生科实验技术有限公司): one in every status —
 * pending (a custom line waiting for the mall), quoted and expiring tomorrow, quoted with volume discounts and a
 * custom line the mall could not supply, accepted (an order of the seed placed from it), expired, declined by the
 * buyer and declined by the mall — and one quote of the sub-account 陈晨.
 *
 * Dates: the seed is built on its fixed clock (SEED_NOW), deterministic; mocks/db/index.ts then moves the quotes
 * by whole days to the day the fake mall starts (`withDemoQuoteDates`), so that one of them always expires
 * tomorrow. The accepted quote is not moved: its order follows the seed's clock, and the quote came before it.
 */
import { DEMO } from '../demo-accounts.ts';
import { oid } from '../random.ts';
import type { Material, OrderRecord, QuoteLineRecord, QuoteRecord, Seed } from '../types.ts';
import { addDays, answerCustomLine, chinaDate, daysBetween, listedQuoteLine, QUOTE_VALID_DAYS } from '../../quote-rules.ts';
import { DAY, HOUR, SEED_NOW_MS, dayStart, iso, yymmdd } from './time.ts';

/** oid() namespaces of the quotes and their lines (the others are in ids.ts). */
const QUOTE_NS = 0x66bc0000;
const QUOTE_LINE_NS = 0x66bd0000;

/** The seeded quote with volume discounts (quoted, valid): its id is fixed for links and tests. */
export const DEMO_QUOTE_ID = oid(QUOTE_NS, 1);

const TODAY = chinaDate(SEED_NOW_MS);

interface CustomAsk {
  name: string;
  catalogNo?: string;
  spec: string;
  quantity: number;
  neededBy?: string;
  note?: string;
}

export function buildQuotes(materials: readonly Material[], orders: OrderRecord[]): QuoteRecord[] {
  const owner = DEMO.owner._id;
  const pool = materials.filter((m) => !m.offShelf && m.stock > 0);
  const pick = (k: number): Material => pool[(k * 7) % pool.length] as Material;
  let lineSerial = 0;
  const listed = (material: Material, quantity: number): QuoteLineRecord => listedQuoteLine(oid(QUOTE_LINE_NS, ++lineSerial), material, quantity);
  const custom = (ask: CustomAsk): QuoteLineRecord => ({
    _id: oid(QUOTE_LINE_NS, ++lineSerial),
    kind: 'custom',
    matlId: null,
    catalogNo: ask.catalogNo ?? '',
    name: ask.name,
    spec: ask.spec,
    mfrName: '',
    quantity: ask.quantity,
    neededBy: ask.neededBy ?? null,
    note: ask.note ?? '',
    status: 'pending',
    listPrice: null,
    unitPrice: null,
    leadDays: null,
    declineReason: null,
  });
  const quote = (n: number, createdMs: number, lines: QuoteLineRecord[], rest: Partial<QuoteRecord> = {}): QuoteRecord => ({
    _id: oid(QUOTE_NS, n),
    // the serial is the quote's own number: unique whatever days the dates move by
    quoteNo: `QT${yymmdd(createdMs)}${String(n).padStart(4, '0')}`,
    memberId: owner,
    requestedBy: owner,
    lines,
    remark: '',
    createdAt: iso(createdMs),
    quotedAt: lines.some((l) => l.status === 'pending') ? null : iso(createdMs),
    validUntil: lines.some((l) => l.status === 'quoted') ? addDays(chinaDate(createdMs), QUOTE_VALID_DAYS) : null,
    declinedBy: null,
    declineReason: null,
    orderId: null,
    ...rest,
  });
  /** quotedAt and validUntil of a quote answered at `ms` */
  const answeredAt = (ms: number) => ({ quotedAt: iso(ms), validUntil: addDays(chinaDate(ms), QUOTE_VALID_DAYS) });

  const quotes: QuoteRecord[] = [];

  // 1. quoted, valid: volume discounts (10 units 92 折, 5 units 95 折) and a custom line the mall cannot supply
  const declinedAnswer = dayStart(2) + 9.25 * HOUR;
  quotes.push(
    quote(
      1,
      dayStart(3) + 10.5 * HOUR,
      [
        listed(pick(1), 10),
        listed(pick(2), 5),
        listed(pick(3), 2),
        answerCustomLine(custom({ name: '小鼠原代海马神经元（冻存）', spec: '1×10^6 细胞/支', quantity: 2, note: '需附细胞鉴定报告' }), { decline: true }),
      ],
      { remark: '国自然面上项目 32170001 预算申报用', ...answeredAt(declinedAnswer) },
    ),
  );

  // 2. quoted, expiring tomorrow: the custom line was answered 29 days ago
  const priced = dayStart(QUOTE_VALID_DAYS - 1) + 11 * HOUR;
  quotes.push(
    quote(
      2,
      dayStart(QUOTE_VALID_DAYS) + 15 * HOUR,
      [
        listed(pick(4), 3),
        answerCustomLine(custom({ name: 'Recombinant Human IL-6 蛋白（无载体）', spec: '1 mg', quantity: 1, neededBy: addDays(TODAY, -10) }), { price: 4680 }),
      ],
      { remark: '招标采购比价，请报含税含运费价格', ...answeredAt(priced) },
    ),
  );

  // 3. pending: a listed line priced at once, a custom line waiting for the mall (the demo control answers it)
  quotes.push(
    quote(3, dayStart(1) + 16.3 * HOUR, [
      listed(pick(5), 1),
      custom({ name: 'CRISPR-Cas9 sgRNA 合成（化学修饰）', catalogNo: 'SG-2026-118', spec: '10 nmol', quantity: 3, neededBy: addDays(TODAY, 20), note: '序列见附件邮件，需 2′-O-甲基修饰' }),
    ]),
  );

  // 4. accepted: the owner's newest own order awaiting shipment without a fund, its lines under 5 units (no discount)
  const ordered = orders
    .filter((o) => o.memberId === owner && !o.placedBy && !o.fundId && o.status === 'pendingShipment' && o.items.every((i) => i.quantity < 5))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (ordered) {
    const createdMs = Date.parse(ordered.createdAt) - 2 * DAY - 5 * HOUR;
    const lines = ordered.items.map((item) => {
      const material = materials.find((m) => m._id === item.matlId) as Material;
      return { ...listed(material, item.quantity), listPrice: item.price, unitPrice: item.price };
    });
    const accepted = quote(4, createdMs, lines, { orderId: ordered._id });
    quotes.push(accepted);
    ordered.quoteId = accepted._id;
    const placed = ordered.events.find((e) => e.kind === 'placed');
    if (placed) placed.note = [quoteNote(accepted.quoteNo), placed.note].filter(Boolean).join('；');
  }

  // 5. expired ten days ago
  quotes.push(quote(5, dayStart(QUOTE_VALID_DAYS + 10) + 9 * HOUR, [listed(pick(6), 2), listed(pick(7), 1)], { remark: '年度试剂比价' }));

  // 6. declined by the buyer
  quotes.push(
    quote(6, dayStart(8) + 14 * HOUR, [listed(pick(8), 4)], { declinedBy: 'buyer', declineReason: '课题预算调整，暂不采购' }),
  );

  // 7. declined by the mall: no custom line could be supplied
  const mallAnswer = dayStart(11) + 15 * HOUR;
  quotes.push(
    quote(
      7,
      dayStart(12) + 10 * HOUR,
      [
        answerCustomLine(custom({ name: '人源类器官培养基（肝脏）', spec: '500 mL', quantity: 2 }), { decline: true }),
        answerCustomLine(custom({ name: '斑马鱼胚胎显微注射针', spec: '100 支/盒', quantity: 1 }), { decline: true }),
      ],
      { quotedAt: iso(mallAnswer), validUntil: null, declinedBy: 'mall', declineReason: '所询商品均无法供货' },
    ),
  );

  // 8. the sub-account 陈晨's own quote (quoted, valid; 95 折)
  quotes.push(quote(8, dayStart(5) + 11 * HOUR, [listed(pick(9), 6), listed(pick(10), 1)], { requestedBy: DEMO.sub._id, remark: '分子实验室 12 月试剂' }));

  return quotes.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The note on the timeline of an order placed from a quote. */
export const quoteNote = (quoteNo: string): string => `按报价单 ${quoteNo} 下单`;

const shiftIso = (time: string, days: number): string => iso(Date.parse(time) + days * DAY);

/**
 * The quotes dated from `nowMs`'s China day instead of the seed's: every date moved by the whole days between the
 * two (the quote number's date too); quotes already ordered keep the seed's dates, as their orders do.
 */
export function shiftQuotes(quotes: readonly QuoteRecord[], days: number): QuoteRecord[] {
  if (days === 0) return [...quotes];
  return quotes.map((q) => {
    if (q.orderId) return q;
    const createdAt = shiftIso(q.createdAt, days);
    return {
      ...q,
      quoteNo: `QT${yymmdd(Date.parse(createdAt))}${q.quoteNo.slice(-4)}`,
      createdAt,
      quotedAt: q.quotedAt && shiftIso(q.quotedAt, days),
      validUntil: q.validUntil && addDays(q.validUntil, days),
      lines: q.lines.map((l) => ({
        ...l,
        neededBy: l.neededBy && addDays(l.neededBy, days),
        ...(l.answerAt === undefined ? {} : { answerAt: l.answerAt + days * DAY }),
      })),
    };
  });
}

/** The seed with its quotes dated from the day the fake mall starts (docs/api.md §10). */
export function withDemoQuoteDates(seed: Seed, nowMs: number): Seed {
  return { ...seed, quotes: shiftQuotes(seed.quotes, daysBetween(SEED_NOW_MS, nowMs)) };
}
