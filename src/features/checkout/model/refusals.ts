import { MALL_CODE } from '@/shared/api/mall-codes.gen';
import { COMPLIANCE_REFUSALS, CREDIT_REFUSAL, FUND_REFUSALS, QUOTE_REFUSAL } from '@/entities/order';

const { cartLinesGone, materialUnavailable, priceChanged, quantityChanged, quantityTermsBroken } = MALL_CODE;

/**
 * Refusals after which the cart is read again: gone lines (10012), off-shelf (10013), a new price (10014) or quantity
 * (10015), a line off its minimum or multiple (10054, docs/api.md §5).
 */
const CART_STALE_CODES: ReadonlySet<number> = new Set([cartLinesGone, materialUnavailable, priceChanged, quantityChanged, quantityTermsBroken]);
/** From a quote, a new price or quantity (10014, 10015) means the quote changed: it is read again. */
const QUOTE_STALE_CODES: ReadonlySet<number> = new Set([QUOTE_REFUSAL, priceChanged, quantityChanged]);

/** Where on screen a refusal of placing the order is said (createOrder leaves these codes to the page). */
export type RefusalPlace = 'quote' | 'compliance' | 'fund' | 'credit';
/** What is read again after it: the quote, the cart (the session's reload), the cart's verdicts, the funds, the preview. */
export type RefusalReload = 'quote' | 'cart' | 'cartVerdicts' | 'funds' | 'preview';

interface Row {
  codes: ReadonlySet<number>;
  /** the source the row applies to */
  from: 'cart' | 'quote' | 'any';
  /** 404: the quote is gone */
  notFound?: boolean;
  say?: RefusalPlace;
  reload: readonly RefusalReload[];
}

/**
 * The checkout's table from a refusal code to its place on screen and what is read again: the quote's banner (the
 * quote expired, ordered elsewhere, declined), the compliance banner (what was typed kept), the fund picker.
 */
const ROWS: readonly Row[] = [
  { codes: new Set([QUOTE_REFUSAL]), from: 'quote', say: 'quote', reload: ['quote'] },
  { codes: QUOTE_STALE_CODES, from: 'quote', notFound: true, reload: ['quote'] },
  { codes: CART_STALE_CODES, from: 'cart', reload: ['cart'] },
  // a line without a covering qualification, over its limit, or without its 用途 (and the cart, whose lines carry the verdict)
  { codes: COMPLIANCE_REFUSALS, from: 'cart', say: 'compliance', reload: ['cartVerdicts', 'preview'] },
  { codes: COMPLIANCE_REFUSALS, from: 'quote', say: 'compliance', reload: ['preview'] },
  // a fund the buyer may no longer charge, or one that no longer covers the order
  { codes: FUND_REFUSALS, from: 'any', say: 'fund', reload: ['funds', 'preview'] },
  // an order past the account's credit limit (docs/api.md §17 Credit terms): the 结算方式 block, its figures read again
  { codes: new Set([CREDIT_REFUSAL]), from: 'any', say: 'credit', reload: ['preview'] },
];

/**
 * Where a refusal goes (several rows may apply: a quote's 10132 is said in its banner, and read again once), and
 * what is read again; nothing for any other refusal (the client has said it).
 */
export function routeRefusal(refusal: { code: number | undefined; status: number | undefined }, from: 'cart' | 'quote'): { say: RefusalPlace[]; reload: RefusalReload[] } {
  const rows = ROWS.filter(
    (r) => (r.from === 'any' || r.from === from) && ((refusal.code !== undefined && r.codes.has(refusal.code)) || (r.notFound === true && refusal.status === 404)),
  );
  return {
    say: [...new Set(rows.flatMap((r) => (r.say ? [r.say] : [])))],
    reload: [...new Set(rows.flatMap((r) => r.reload))],
  };
}
