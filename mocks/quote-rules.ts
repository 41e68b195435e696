/**
 * The quotes' rules (docs/api.md §16), pure: the volume discount of a listed line, the mall's answer to a custom
 * line, a quote's status from its lines, `validUntil` and today's China date, its totals (freight by §6, the VAT
 * in the amount), what the buyer may do with it and why not (10132). The handlers (mocks/handlers/quotes.ts) read
 * and write the records; everything they decide comes from here.
 */
import { fnv1a } from './db/random.ts';
import { freightFor } from './db/seed/orders.ts';
import type { Material, OrderItem, QuoteLineRecord, QuoteRecord, QuoteStatus } from './db/types.ts';
import { MALL_COUNTS, MALL_LABELS, MALL_PROPERTY_LABELS } from './facts.gen.ts';
import { cents, yuan } from './rmb.ts';

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = MALL_LABELS.QuoteStatus;
export const QUOTE_STATUSES = Object.keys(QUOTE_STATUS_LABELS) as QuoteStatus[];

export const LINE_STATUS_LABELS: Record<QuoteLineRecord['status'], string> = MALL_PROPERTY_LABELS.QuoteLine.status;

/** VAT of goods, included in every quoted price. */
export const QUOTE_TAX_RATE = 0.13;
/** A quote is valid through the China date of `quotedAt` plus this many days. */
export const QUOTE_VALID_DAYS = 30;
/** The fake mall answers a pending custom line by itself this long after the request. */
export const AUTO_ANSWER_MS = 2 * 60_000;
/** The lead time of a custom line the mall prices. */
export const CUSTOM_LEAD_DAYS = 21;
/** The maker of a custom line when the mall does not name one. */
export const CUSTOM_MAKER = '实研定制';
/** At most this many lines in one request (10130). */
export const MAX_QUOTE_LINES = MALL_COUNTS.quoteLines;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The China date (YYYY-MM-DD) of a time (ms or ISO-8601). */
export function chinaDate(time: number | string): string {
  const ms = typeof time === 'number' ? time : Date.parse(time);
  return new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Whole days from the China date of `from` to that of `to` (negative when `to` is earlier). */
export function daysBetween(from: number | string, to: number | string): number {
  return Math.round((Date.parse(`${chinaDate(to)}T00:00:00Z`) - Date.parse(`${chinaDate(from)}T00:00:00Z`)) / DAY);
}

// ---------------------------------------------------------------- pricing

/** The volume discount of a quantity: ≥ 10 units 92 %, ≥ 5 units 95 %, else none. */
export function volumeDiscount(quantity: number): { rate: number; note: string } | null {
  if (quantity >= 10) return { rate: 0.92, note: '满 10 件 92 折' };
  if (quantity >= 5) return { rate: 0.95, note: '满 5 件 95 折' };
  return null;
}

/** The quoted unit price of a listed line: the list price with the volume discount, rounded to the fen. */
export function listedUnitPrice(listPrice: number, quantity: number): number {
  const discount = volumeDiscount(quantity);
  return discount ? yuan(Math.round(cents(listPrice) * discount.rate)) : listPrice;
}

/** A listed line's lead time: in stock 2 days, futures their lead time, out of stock with none 30 days (the mall sources it). */
export function listedLeadDays(material: { stock: number; leadDays: number }): number {
  if (material.stock > 0) return 2;
  return material.leadDays > 0 ? material.leadDays : 30;
}

/**
 * A listed line with id `_id`, answered at once: `listPrice` the catalogue's, the quote the company's unit price for
 * the quantity (`companyPrice`: its 协议价 or the break reached, docs/api.md §5; the list price without terms) or the
 * list price with the volume discount, whichever is lower.
 */
export function listedQuoteLine(_id: string, material: Material, quantity: number, companyPrice: number = material.price): QuoteLineRecord {
  return {
    _id,
    kind: 'listed',
    matlId: material._id,
    catalogNo: material.catalogNo,
    name: material.name,
    spec: material.spec,
    mfrName: material.mfrName,
    quantity,
    neededBy: null,
    note: '',
    status: 'quoted',
    listPrice: material.price,
    unitPrice: Math.min(companyPrice, listedUnitPrice(material.price, quantity)),
    leadDays: listedLeadDays(material),
    declineReason: null,
  };
}

/** unitPrice × quantity, to the fen; null while the line has no price. */
export function lineAmount(line: Pick<QuoteLineRecord, 'unitPrice' | 'quantity' | 'status'>): number | null {
  if (line.status !== 'quoted' || line.unitPrice === null) return null;
  return yuan(cents(line.unitPrice) * line.quantity);
}

/** The discount note of a quoted listed line (its unit price below the list price). */
export function discountNote(line: Pick<QuoteLineRecord, 'kind' | 'listPrice' | 'unitPrice' | 'quantity' | 'status'>): string | null {
  if (line.kind !== 'listed' || line.status !== 'quoted' || line.listPrice === null || line.unitPrice === null) return null;
  if (line.unitPrice >= line.listPrice) return null;
  // the volume discount when it is what lowered the price, else the company's own price (协议价 / 阶梯价, docs/api.md §5)
  const volume = volumeDiscount(line.quantity);
  return volume && line.unitPrice === listedUnitPrice(line.listPrice, line.quantity) ? volume.note : COMPANY_PRICE_NOTE;
}

/** The note of a line quoted at the company's own price (its 协议价 or 阶梯价 below the list price's discount). */
export const COMPANY_PRICE_NOTE = '贵单位协议价';

export const QUOTE_QUANTITY_RAISED = '按报价单下单的商品数量只能调低';

/**
 * An order placed from a quote whose quantities changed (approve, resubmit; docs/api.md §16): no line above its
 * quoted quantity (400 `按报价单下单的商品数量只能调低`); a listed line below it is priced again from its list price
 * with the volume discount of its new quantity; a custom line, or a line at its quoted quantity, keeps its quoted
 * price. `items` are the order's lines after the change (a removed line is simply absent).
 */
export function requoteItems(
  lines: readonly QuoteLineRecord[],
  items: readonly OrderItem[],
  companyPrice: (matlId: string, quantity: number) => number | null = () => null,
): { ok: true; items: OrderItem[] } | { ok: false; msg: string } {
  const repriced: OrderItem[] = [];
  for (const item of items) {
    const line = lines.find((l) => (l.matlId ?? l._id) === item.matlId && l.status === 'quoted' && l.unitPrice !== null);
    if (!line) {
      repriced.push(item);
      continue;
    }
    if (item.quantity > line.quantity) return { ok: false, msg: QUOTE_QUANTITY_RAISED };
    const lowered = item.quantity < line.quantity && line.kind === 'listed' && line.listPrice !== null;
    // a lowered listed line is quoted again for its quantity, as a new quote would be (the lower of the two prices)
    const own = lowered ? companyPrice(item.matlId, item.quantity) : null;
    const requoted = lowered ? Math.min(listedUnitPrice(line.listPrice!, item.quantity), own ?? Infinity) : line.unitPrice!;
    repriced.push({ ...item, price: requoted });
  }
  return { ok: true, items: repriced };
}

const hash = fnv1a;

/** The price the mall gives a custom line when the control names none: its own, stable for the line (¥380–2,980, whole tens). */
export function ownCustomPrice(line: Pick<QuoteLineRecord, '_id' | 'name' | 'spec'>): number {
  return 380 + (hash(`${line._id}|${line.name}|${line.spec}`) % 261) * 10;
}

export interface CustomAnswer {
  decline?: boolean;
  /** unit price, tax included */
  price?: number;
}

/**
 * The mall's answer to a pending custom line: priced (the given price or its own, a catalogue number `QS-` + 6
 * digits when none was asked, the brand asked for kept — 实研定制 only when none was asked —, 21 days), or
 * declined 无法供货.
 */
export function answerCustomLine(line: QuoteLineRecord, answer: CustomAnswer = {}): QuoteLineRecord {
  const { answerAt: _due, ...rest } = line;
  if (answer.decline) {
    return { ...rest, status: 'declined', unitPrice: null, leadDays: null, declineReason: '无法供货：原厂已停产该规格，暂无可替代货源' };
  }
  const catalogNo = line.catalogNo || `QS-${String(hash(line._id) % 1_000_000).padStart(6, '0')}`;
  return {
    ...rest,
    catalogNo,
    mfrName: line.mfrName || CUSTOM_MAKER,
    status: 'quoted',
    unitPrice: answer.price ?? ownCustomPrice(line),
    leadDays: CUSTOM_LEAD_DAYS,
    declineReason: null,
  };
}

/**
 * The quote after the mall's answers: every pending custom line answered (`due`: only those whose `answerAt` has
 * come by `nowMs`, answered at that time; `control`: all of them now, as the demo control says). `quotedAt` is
 * when the last line was answered, `validUntil` its China date + 30 days (null without a priced line), and a
 * quote whose every line was declined is declined by the mall. Unchanged (the same object) when nothing was due;
 * a quote the buyer declined or ordered is never answered.
 */
export function answerQuote(quote: QuoteRecord, nowMs: number, control?: CustomAnswer): QuoteRecord {
  if (quote.declinedBy || quote.orderId) return quote;
  let last = 0;
  const lines = quote.lines.map((line) => {
    if (line.kind !== 'custom' || line.status !== 'pending') return line;
    const at = control ? nowMs : line.answerAt;
    if (at === undefined || at > nowMs) return line;
    last = Math.max(last, at);
    return answerCustomLine(line, control);
  });
  if (last === 0) return quote;
  const answered = { ...quote, lines };
  if (lines.some((l) => l.status === 'pending')) return answered;
  return settle(answered, last);
}

/** `quotedAt`, `validUntil` and the mall's decline of a quote whose lines are all answered, as of `atMs`. */
export function settle(quote: QuoteRecord, atMs: number): QuoteRecord {
  const priced = quote.lines.some((l) => l.status === 'quoted');
  const quotedAt = isoChina(atMs);
  return {
    ...quote,
    quotedAt,
    validUntil: priced ? addDays(chinaDate(atMs), QUOTE_VALID_DAYS) : null,
    ...(priced ? {} : { declinedBy: 'mall' as const, declineReason: '所询商品均无法供货' }),
  };
}

/** ISO-8601 in +08:00, second precision. */
export function isoChina(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 8 * HOUR).toISOString().slice(0, 19)}+08:00`;
}

/** Custom lines still pending (the demo control answers them; 409 when there is none). */
export const pendingCustomLines = (quote: QuoteRecord): QuoteLineRecord[] =>
  quote.declinedBy || quote.orderId ? [] : quote.lines.filter((l) => l.kind === 'custom' && l.status === 'pending');

// ---------------------------------------------------------------- status, totals, what the buyer may do

/** The status as read on `today` (China date): `expired` is never stored. */
export function quoteStatus(quote: Pick<QuoteRecord, 'lines' | 'validUntil' | 'declinedBy' | 'orderId'>, today: string): QuoteStatus {
  if (quote.orderId) return 'accepted';
  if (quote.declinedBy) return 'declined';
  if (quote.lines.some((l) => l.status === 'pending')) return 'pending';
  if (!quote.lines.some((l) => l.status === 'quoted')) return 'declined';
  if (quote.validUntil !== null && quote.validUntil < today) return 'expired';
  return 'quoted';
}

export interface QuoteTotals {
  goodsAmount: number;
  freight: number;
  /** §20: the dry-ice fee the order placed from the quote will carry */
  coldChainFee: number;
  amount: number;
  /** the VAT in `amount`: amount − amount / 1.13, to the fen */
  taxAmount: number;
}

/**
 * The priced lines' goods, freight by the order rule (none while nothing is priced), the dry-ice fee of the order
 * the quote would become (`coldChainFee`, reckoned by the caller from the lines' conditions), the amount and the VAT in it.
 */
export function quoteTotals(lines: readonly QuoteLineRecord[], coldChainFee = 0): QuoteTotals {
  const goods = lines.reduce((sum, l) => sum + cents(lineAmount(l) ?? 0), 0);
  if (goods === 0) return { goodsAmount: 0, freight: 0, coldChainFee: 0, amount: 0, taxAmount: 0 };
  const freight = freightFor(yuan(goods));
  const amount = goods + cents(freight) + cents(coldChainFee);
  return { goodsAmount: yuan(goods), freight, coldChainFee, amount: yuan(amount), taxAmount: yuan(amount - Math.round(amount / (1 + QUOTE_TAX_RATE))) };
}

/** A quoted line's 货期 as the page and the PDF print it: working days, as every lead time of the mall. */
export const leadTimeText = (leadDays: number): string => `${leadDays} 个工作日`;

/**
 * The delivery terms of the quote, from its priced lines' own 货期 (never a day count no line has): one span of
 * working days after the order, and cold chain only when a priced line needs it (`coldChain`).
 */
export function deliveryTerms(lines: readonly QuoteLineRecord[], coldChain = false): string {
  const days = lines.flatMap((l) => (l.status === 'quoted' && l.leadDays !== null ? [l.leadDays] : []));
  const min = Math.min(...days);
  const max = Math.max(...days);
  const when =
    days.length === 0
      ? '按各行货期发货'
      : min === max
        ? `下单后 ${leadTimeText(min)}内发货`
        : `按各行货期发货，下单后 ${min}–${leadTimeText(max)}内发货（全部一次发货以最长货期为准）`;
  return `${when}，顺丰速运配送${coldChain ? '（需冷藏或冷冻的商品冷链运输）' : ''}，运费按订单规则计收`;
}

/** Quoted, valid today, not used: an order may be placed from it. */
export const canAccept = (status: QuoteStatus): boolean => status === 'quoted';
/** Pending or quoted: the buyer may turn it down. */
export const canDecline = (status: QuoteStatus): boolean => status === 'pending' || status === 'quoted';

/** Why an order cannot be placed from the quote now (10132), or null. */
export function orderRefusal(status: QuoteStatus, quote: Pick<QuoteRecord, 'validUntil'>, orderNo: string | null): string | null {
  switch (status) {
    case 'quoted':
      return null;
    case 'expired':
      return `报价单已过期（有效期至 ${quote.validUntil ?? ''}），请重新询价`;
    case 'accepted':
      return `报价单已下单（订单 ${orderNo ?? ''}），不能重复使用`;
    case 'declined':
      return '报价单已拒绝，不能下单';
    case 'pending':
      return '报价单尚未完成报价';
  }
}

/** Why the buyer cannot decline the quote now (10132), or null. */
export function declineRefusal(status: QuoteStatus): string | null {
  if (status === 'accepted') return '报价单已下单，不能拒绝';
  if (status === 'declined') return '报价单已拒绝';
  if (status === 'expired') return '报价单已过期';
  return null;
}

/** Whether the 报价单 PDF exists: not while pending, nor for a declined quote without a priced line (10133). */
export const hasQuoteDocument = (status: QuoteStatus, lines: readonly QuoteLineRecord[]): boolean =>
  status !== 'pending' && lines.some((l) => l.status === 'quoted');

/** `QT` + yyMMdd of the China date + the next 4-digit serial of that day among `used`. */
export function nextQuoteNo(date: string, used: readonly string[]): string {
  const prefix = `QT${date.slice(2).replace(/-/g, '')}`;
  const serials = used.filter((no) => no.startsWith(prefix)).map((no) => Number(no.slice(prefix.length)));
  return `${prefix}${String((serials.length ? Math.max(...serials) : 0) + 1).padStart(4, '0')}`;
}
