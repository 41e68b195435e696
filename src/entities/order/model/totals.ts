/** Freight rule of the mall (docs/api.md §6): free from ¥500 of goods, else ¥15. */
export const FREE_FREIGHT_FROM = 500;
export const FREIGHT = 15;
// The dry-ice fee (DRY_ICE_FEE, ¥80 per dry-ice shipment, docs/api.md §20) lives with the shipping conditions in
// the material entity (the cart page counts it too): the caller counts it (coldChainFeeOf) and passes it here, since
// an entity never imports another.

const fen = (yuan: number) => Math.round(yuan * 100);

/**
 * Goods, freight, the dry-ice fee and their total, as the mall counts them (its preview is the last word): the one
 * rule of an order's sum (docs/api.md §6, §20) that the checkout and the approval / resubmit dialogs share, in fen.
 */
export function totals(lines: readonly { price: number; quantity: number }[], coldChainFee: number) {
  const goodsFen = lines.reduce((sum, l) => sum + fen(l.price) * l.quantity, 0);
  const freight = lines.length === 0 || goodsFen >= fen(FREE_FREIGHT_FROM) ? 0 : FREIGHT;
  return { goods: goodsFen / 100, freight, coldChainFee, amount: (goodsFen + fen(freight) + fen(coldChainFee)) / 100 };
}
