import { MALL_FEES } from '@/shared/api/mall-facts.gen';
import { lineFen, sumFen, toFen, type Fen } from '@/shared/lib/money';

/** Freight rule of the mall (docs/api.md §6): free from ¥500 of goods, else ¥15 (the mall's preview is the last word). */
const FREE_FREIGHT_FROM_FEN = toFen(MALL_FEES.freeFreightFrom);
const FREIGHT_FEN = toFen(MALL_FEES.freight);
// The dry-ice fee (DRY_ICE_FEE_FEN, ¥80 per dry-ice shipment, docs/api.md §20) lives with the shipping conditions in
// the material entity (the cart page counts it too): the caller counts it (coldChainFeeFenOf) and passes it here,
// since an entity never imports another.

/** An order's sum, in fen. */
export interface OrderSumFen {
  goodsFen: Fen;
  freightFen: Fen;
  coldChainFeeFen: Fen;
  amountFen: Fen;
}

/** The freight of an order of `lineCount` lines worth `goodsFen` of goods, in fen: none for no lines. */
export const freightFenOf = (goodsFen: Fen, lineCount: number): Fen => (lineCount === 0 || goodsFen >= FREE_FREIGHT_FROM_FEN ? 0 : FREIGHT_FEN);

/**
 * Goods, freight, the dry-ice fee and their total, as the mall counts them (its preview is the last word): the one
 * rule of an order's sum (docs/api.md §6, §20) that the checkout and the approval / resubmit dialogs share, in fen.
 */
export function totals(lines: readonly { price: number; quantity: number }[], coldChainFeeFen: Fen): OrderSumFen {
  const goodsFen = sumFen(lines, (l) => lineFen(l.price, l.quantity));
  const freightFen = freightFenOf(goodsFen, lines.length);
  return { goodsFen, freightFen, coldChainFeeFen, amountFen: goodsFen + freightFen + coldChainFeeFen };
}

/** An order's sum as the mall sends it (a preview, a quote: yuan), in fen. */
export function sumFenOf(sum: { goodsAmount: number; freight: number; coldChainFee?: number; amount: number }): OrderSumFen {
  return { goodsFen: toFen(sum.goodsAmount), freightFen: toFen(sum.freight), coldChainFeeFen: toFen(sum.coldChainFee ?? 0), amountFen: toFen(sum.amount) };
}
