import { type CartLine } from '@/entities/cart';
import { coldChainFeeFenOf, conditionOf, type ShippingCondition } from '@/entities/material';
import { sumFenOf, totals, type OrderSumFen } from '@/entities/order';
import { pricedLines, type Quote } from '@/entities/quote';
import { keepsRule, ruleText, unitFen } from '@/shared/lib/contract-price';
import { fromFen } from '@/shared/lib/money';

/** One line of the checkout as it is shown and ordered: a cart line, or a priced line of a quote. */
export interface CheckoutLine {
  key: string;
  /** null: a line of a quote for something the catalogue does not list */
  matlId: string | null;
  name: string;
  mfrName: string;
  catalogNo: string;
  spec: string;
  /** the unit price ordered at (yuan): a cart line's company price for its quantity (docs/api.md §5), the preview's once it answers */
  price: number;
  /** the list price, when the line comes from the cart */
  listPrice?: number;
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
  // yuan for the order's `expected` body, which the mall compares with its own unit price (10014)
  price: fromFen(unitFen(l, l.quantity)),
  listPrice: l.price,
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

/**
 * The cart lines at the mall's unit prices once its preview has answered (docs/api.md §5 `OrderPreview.lines`): what
 * is shown and sent as `expected`. A quote's lines keep the quoted prices.
 */
export function withPreviewPrices(lines: readonly CheckoutLine[], fromMall: readonly { matlId: string; price: number }[] | undefined): CheckoutLine[] {
  if (!fromMall || fromMall.length === 0) return [...lines];
  const byId = new Map(fromMall.map((l) => [l.matlId, l.price]));
  return lines.map((l) => {
    const price = l.cart && l.matlId ? byId.get(l.matlId) : undefined;
    return price === undefined || price === l.price ? l : { ...l, price };
  });
}

/**
 * Whether a preview answered for exactly these lines (each id at its quantity): its unit prices, shipments and totals
 * hold for them whatever fund it was asked with (docs/api.md §13: the fund decides approval and cover, never a price),
 * so a change of fund keeps them on screen while the next answer is asked.
 */
export function answersLines(fromMall: readonly { matlId: string; quantity: number }[] | undefined, lines: readonly { matlId: string; quantity: number }[]): boolean {
  if (!fromMall || fromMall.length !== lines.length) return false;
  const asked = new Map(lines.map((l) => [l.matlId, l.quantity]));
  return asked.size === fromMall.length && fromMall.every((l) => asked.get(l.matlId) === l.quantity);
}

/** The line of the cart that breaks its minimum or multiple (docs/api.md §5, 10054), said as the mall would. */
export function brokenRule(lines: readonly CheckoutLine[]): string | null {
  for (const l of lines) {
    if (l.cart && !keepsRule(l.cart.terms, l.quantity)) {
      return `商品 ${l.catalogNo}：${ruleText(l.cart.terms, l.cart.unit) ?? ''}（本单 ${l.quantity} ${l.cart.unit}），请返回购物车修改数量`;
    }
  }
  return null;
}

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
