import { coldChainFeeFenOf, type ShippingCondition } from '@/entities/material';
import { totals, type OrderSumFen } from '@/entities/order';
import { fromFen, toFen, type Fen } from '@/shared/lib/money';

/** A line as the approval and resubmit dialogs change it. */
interface Line {
  matlId: string;
  price: number;
  quantity: number;
  shippingCondition?: ShippingCondition;
}

/** Quantities by matlId, as the dialogs hold them; a line left out (its field cleared) keeps its ordered quantity. */
export type Quantities = Record<string, number>;

/** Labels of the approval's own status (docs/api.md §13 `approval.status`). */
export const APPROVAL_STATUS: Record<'pending' | 'approved' | 'rejected', { label: string; color: string }> = {
  pending: { label: '待审批', color: 'purple' },
  approved: { label: '已批准', color: 'green' },
  rejected: { label: '已驳回', color: 'red' },
};

/** The reject reason's length (docs/api.md §13 RejectInput.reason, 1..200). */
export const REJECT_REASON_MAX = 200;
/** The approver's comment, the buyer's remark (≤ 200) and 采购单号 (≤ 50). */
export const COMMENT_MAX = 200;
export const PO_NO_MAX = 50;
/** A resubmitted line: at most this many (0 drops it). */
export const RESUBMIT_QUANTITY_MAX = 9999;

export function quantitiesOf(lines: readonly Line[]): Quantities {
  return Object.fromEntries(lines.map((l) => [l.matlId, l.quantity]));
}

/** The lines whose quantity differs from the order's, as the mall takes them (0 drops a line). */
export function changedQuantities(lines: readonly Line[], quantities: Quantities): { matlId: string; quantity: number }[] {
  return lines.filter((l) => (quantities[l.matlId] ?? l.quantity) !== l.quantity).map((l) => ({ matlId: l.matlId, quantity: quantities[l.matlId] ?? l.quantity }));
}

/** Every line with its quantity now (resubmit sends the whole order). */
export function allQuantities(lines: readonly Line[], quantities: Quantities): { matlId: string; quantity: number }[] {
  return lines.map((l) => ({ matlId: l.matlId, quantity: quantities[l.matlId] ?? l.quantity }));
}

/** At least one line keeps a quantity (the mall refuses 至少保留一种商品). */
export function keepsALine(lines: readonly Line[], quantities: Quantities): boolean {
  return lines.some((l) => (quantities[l.matlId] ?? l.quantity) > 0);
}

/**
 * Goods, freight, the dry-ice fee and total of the order's lines at the quantities given: the checkout's one rule
 * (totals). `orderFeeFen`: the order's coldChainFee, in fen; an order without one was placed before the fee (docs/api.md §20:
 * only the condition recorded at order time counts), so its lines add none.
 */
export function totalsAt(lines: readonly Line[], quantities: Quantities, orderFeeFen: Fen): OrderSumFen {
  const now = lines.map((l) => ({ ...l, quantity: quantities[l.matlId] ?? l.quantity })).filter((l) => l.quantity > 0);
  const sum = totals(now, coldChainFeeFenOf(now));
  if (orderFeeFen > 0 || sum.coldChainFeeFen === 0) return sum;
  return { ...sum, coldChainFeeFen: 0, amountFen: sum.amountFen - sum.coldChainFeeFen };
}

/**
 * The lines of a resubmission at the unit prices the mall will charge (docs/api.md §13 resubmit, §5): a line whose
 * quantity changed is priced anew at the company's price for its new quantity (`priceNow`, fen; undefined while
 * unknown: its placed price stands in); an unchanged line keeps the price it was placed at.
 */
export function resubmitLines<L extends Line>(lines: readonly L[], quantities: Quantities, priceNow: (matlId: string, quantity: number) => Fen | undefined): L[] {
  return lines.map((l) => {
    const quantity = quantities[l.matlId] ?? l.quantity;
    const now = quantity !== l.quantity && quantity > 0 ? priceNow(l.matlId, quantity) : undefined;
    return now === undefined ? l : { ...l, price: fromFen(now) };
  });
}

/** 超支原因 of a 超支批准 (docs/api.md §13 `overdraft.reason`): 1..200. */
export const OVERDRAFT_REASON_MAX = 200;

/**
 * How far below 0 approving at `amount` would leave the order's fund (0 when it fits, or without a fund): the
 * mall's `afterApproval` (yuan) is at the order's amount, a lowered amount gives back the difference. In fen.
 */
export function overdraftFenAt(fund: { afterApproval: number | null } | null, orderFen: Fen, amountFen: Fen): Fen {
  if (!fund || fund.afterApproval === null) return 0;
  const after = toFen(fund.afterApproval) + orderFen - amountFen;
  return after < 0 ? -after : 0;
}
