import { type CartLine } from '@/entities/cart';
import { coldChainFeeFenOf, conditionOf, type ShippingCondition } from '@/entities/material';
import { sumFenOf, totals, type OrderSumFen } from '@/entities/order';
import { pricedLines, type Quote } from '@/entities/quote';

/** One line of the checkout as it is shown and ordered: a cart line, or a priced line of a quote. */
export interface CheckoutLine {
  key: string;
  /** null: a line of a quote for something the catalogue does not list */
  matlId: string | null;
  name: string;
  mfrName: string;
  catalogNo: string;
  spec: string;
  price: number;
  quantity: number;
  /** how it ships (docs/api.md §20); a quote's line is placed by the preview's shipments */
  shippingCondition?: ShippingCondition;
  /** the cart line (its stock), when the line comes from the cart */
  cart?: CartLine;
  /** the quote's line (its list price, discount, lead time), when it comes from a quote */
  quoted?: Quote['lines'][number];
}

/** What the order is placed from: the cart's selected lines, or a quote (docs/api.md §16 Accepting). */
export type CheckoutSource = { kind: 'cart'; cart: readonly CartLine[]; lines: readonly CartLine[] } | { kind: 'quote'; quote: Quote };

const fromCart = (l: CartLine): CheckoutLine => ({
  key: l.matlId,
  matlId: l.matlId,
  name: l.name,
  mfrName: l.mfrName,
  catalogNo: l.catalogNo,
  spec: l.spec,
  price: l.price,
  quantity: l.quantity,
  shippingCondition: conditionOf(l),
  cart: l,
});

const fromQuote = (quote: Quote): CheckoutLine[] =>
  pricedLines(quote).map((l) => ({
    key: l._id,
    matlId: l.matlId,
    name: l.name,
    mfrName: l.mfrName,
    catalogNo: l.catalogNo,
    spec: l.spec,
    price: l.unitPrice,
    quantity: l.quantity,
    quoted: l,
  }));

/** The checkout's lines: the quote's priced lines at the quoted prices, else the cart's selected lines. */
export const checkoutLines = (quote: Quote | null, cartLines: readonly CartLine[]): CheckoutLine[] => (quote ? fromQuote(quote) : cartLines.map(fromCart));

/** The page's own sum before the mall's preview answers: the quote's figures (its 干冰费 included, docs/api.md §16), or the lines' (entities/order totals). */
export function sourceSum(quote: Quote | null, lines: readonly CheckoutLine[]): OrderSumFen {
  if (quote) return sumFenOf(quote);
  return totals(lines, coldChainFeeFenOf(lines));
}

/** Why a quote cannot be ordered now, as the mall would say it (docs/api.md §16, 10132). */
export function quoteBlock(quote: Quote): string | null {
  if (quote.canAccept) return null;
  if (quote.status === 'expired') return `报价单已过期（有效期至 ${quote.validUntil ?? '—'}），请重新询价`;
  if (quote.status === 'accepted') return `报价单已下单（订单 ${quote.orderNo ?? '—'}），不能重复使用`;
  if (quote.status === 'declined') return '报价单已拒绝，不能下单';
  if (quote.status === 'pending') return '报价单尚未完成报价';
  return '该报价单暂不能下单';
}
