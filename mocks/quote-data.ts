/**
 * The account's quotes as the handlers read them (docs/api.md §16): who sees which, the mall's answers that have
 * come due (read lazily), the answer shapes, and the order lines of a quote. The rules themselves are pure, in
 * mocks/quote-rules.ts; the quotes' handlers are in mocks/handlers/quotes.ts, ordering from a quote in
 * mocks/handlers/orders.ts.
 */
import { db } from './db/index.ts';
import type { MemberRecord, OrderItem, OrderRecord, QuoteRecord, QuoteStatus } from './db/types.ts';
import { Answer, accountOwnerId, fail } from './lib.ts';
import { coldChainFeeOf, shippingConditionOf } from './hazard-data.ts';
import { chinaToday, personName } from './procurement-data.ts';
import {
  LINE_STATUS_LABELS,
  QUOTE_STATUS_LABELS,
  QUOTE_TAX_RATE,
  answerQuote,
  canAccept,
  canDecline,
  deliveryTerms,
  discountNote,
  lineAmount,
  quoteStatus,
  quoteTotals,
  type QuoteTotals,
} from './quote-rules.ts';

/**
 * The quote with the mall's answers that have come due by now (each answered at its own time, so reading it again
 * after a reload of the demo gives the same record); saved when anything changed.
 */
export function refreshQuote(quote: QuoteRecord): QuoteRecord {
  const answered = answerQuote(quote, Date.now());
  if (answered === quote) return quote;
  const index = db.state.quotes.indexOf(quote);
  if (index >= 0) db.state.quotes[index] = answered;
  db.touch();
  return answered;
}

/** The quotes this member sees, newest first: the owner every quote of the account, a sub-account those it asked for. */
export function visibleQuotes(member: MemberRecord): QuoteRecord[] {
  const ownerId = accountOwnerId(member);
  return db.state.quotes
    .filter((q) => q.memberId === ownerId && (!member.parentMbrId || q.requestedBy === member._id))
    .map(refreshQuote)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.quoteNo.localeCompare(a.quoteNo));
}

/** A quote this member sees, else 404 `报价单不存在`. */
export function findQuote(member: MemberRecord, id: string): QuoteRecord {
  const quote = visibleQuotes(member).find((q) => q._id === id);
  if (!quote) throw new Answer(fail(404, '报价单不存在'));
  return quote;
}

export const statusOf = (quote: QuoteRecord): QuoteStatus => quoteStatus(quote, chinaToday());

export const orderNoOf = (quote: QuoteRecord): string | null =>
  quote.orderId ? (db.state.orders.find((o) => o._id === quote.orderId)?.orderNo ?? null) : null;

export function quoteListItem(quote: QuoteRecord) {
  const status = statusOf(quote);
  return {
    _id: quote._id,
    quoteNo: quote.quoteNo,
    status,
    statusLabel: QUOTE_STATUS_LABELS[status],
    createdAt: quote.createdAt,
    quotedAt: quote.quotedAt,
    validUntil: quote.validUntil,
    lineCount: quote.lines.length,
    names: quote.lines.slice(0, 3).map((l) => l.name),
    amount: quoteTotalsOf(quote).amount,
    requestedByName: personName(quote.requestedBy),
    orderId: quote.orderId,
    orderNo: orderNoOf(quote),
  };
}

export function quoteView(quote: QuoteRecord) {
  const head = quoteListItem(quote);
  const { amount: _amount, ...totals } = quoteTotalsOf(quote);
  return {
    ...head,
    lines: quote.lines.map(({ answerAt: _due, ...line }) => ({
      ...line,
      statusLabel: LINE_STATUS_LABELS[line.status],
      amount: lineAmount(line),
      discountNote: discountNote(line),
    })),
    remark: quote.remark,
    ...totals,
    taxRate: QUOTE_TAX_RATE,
    deliveryTerms: quoteDeliveryTerms(quote),
    declinedBy: quote.declinedBy,
    declineReason: quote.declineReason,
    canAccept: canAccept(head.status),
    canDecline: canDecline(head.status),
  };
}

/**
 * The order lines of a quote: its priced lines with their quoted quantities and prices (declined lines left out).
 * A custom line has no material: its order line's `matlId` is the quote line's `_id` (docs/api.md §16).
 */
export function quoteOrderItems(quote: QuoteRecord): OrderItem[] {
  return quote.lines
    .filter((l) => l.status === 'quoted' && l.unitPrice !== null)
    .map((l) => ({
      matlId: l.matlId ?? l._id,
      catalogNo: l.catalogNo,
      name: l.name,
      spec: l.spec,
      mfrName: l.mfrName,
      price: l.unitPrice ?? 0,
      quantity: l.quantity,
      shippedQty: 0,
      // docs/api.md §20: the material's condition at order time (a line without a catalogue material ships ambient)
      shippingCondition: shippingConditionOf(db.state.materials.find((m) => m._id === l.matlId)?.shipping ?? ''),
    }));
}

/** The quote's delivery terms: its lines' 货期, cold chain when a priced line of the order it would become needs it. */
export const quoteDeliveryTerms = (quote: QuoteRecord): string =>
  deliveryTerms(quote.lines, quoteOrderItems(quote).some((i) => i.shippingCondition !== 'ambient'));

/** A quote's totals with the dry-ice fee of the order it would become (docs/api.md §16, §20): the same lines, the same rule. */
export const quoteTotalsOf = (quote: QuoteRecord): QuoteTotals => quoteTotals(quote.lines, coldChainFeeOf(quoteOrderItems(quote)));

/**
 * The order placed from a quote was cancelled: the quote may be ordered again (docs/api.md §16) — 已报价 while
 * valid, else 已过期, as its lines and dates say.
 */
export function releaseQuote(order: Pick<OrderRecord, '_id' | 'quoteId'>): void {
  const quote = db.state.quotes.find((q) => q.orderId === order._id);
  if (quote) quote.orderId = null;
}
