/**
 * The fake mall's own rules of a company's terms (协议价与阶梯价, docs/api.md §5): which terms a caller has on a
 * material today, the unit price for a quantity, and whether a quantity keeps the minimum and the multiple. It
 * does not import the shop (src/): the shop keeps its own copy of the rule (src/shared/lib/contract-price.ts).
 */
import { db } from './db/index.ts';
import type { PriceTermsRecord } from './db/types.ts';
import { accountOwnerId, bearerToken, checkToken } from './lib.ts';
import { chinaDate } from './quote-rules.ts';

/** The terms as the contract sends them (PriceTerms): the record without its keys. */
export type TermsView = Omit<PriceTermsRecord, 'ownerId' | 'matlId'>;

/** The account owner whose terms a public call's token carries, or null (a visitor, a bad token). */
export function termsOwnerOf(request: Request): string | null {
  const check = checkToken(bearerToken(request), 'mk');
  if (!check.ok) return null;
  const member = db.state.members.find((m) => m._id === check.memberId);
  return member ? accountOwnerId(member) : null;
}

/** The terms in effect today for `ownerId` on `matlId`, or undefined when none (a contract price outside its dates is left out). */
export function termsOf(ownerId: string | null, matlId: string, now = Date.now()): TermsView | undefined {
  if (!ownerId) return undefined;
  const record = db.state.priceTerms.find((t) => t.ownerId === ownerId && t.matlId === matlId);
  if (!record) return undefined;
  const view: TermsView = {};
  if (record.contractPrice !== undefined && inEffect(record, chinaDate(now))) {
    view.contractPrice = record.contractPrice;
    if (record.validFrom) view.validFrom = record.validFrom;
    if (record.validTo) view.validTo = record.validTo;
  }
  if (record.breaks?.length) view.breaks = record.breaks.map((b) => ({ ...b }));
  if (record.minQuantity) view.minQuantity = record.minQuantity;
  if (record.multiple) view.multiple = record.multiple;
  return Object.keys(view).length > 0 ? view : undefined;
}

function inEffect(record: PriceTermsRecord, today: string): boolean {
  return (!record.validFrom || record.validFrom <= today) && (!record.validTo || today <= record.validTo);
}

/** `{ terms }` to spread into an answer, or nothing. */
export function termsField(ownerId: string | null, matlId: string): { terms?: TermsView } {
  const terms = termsOf(ownerId, matlId);
  return terms ? { terms } : {};
}

/** The unit price for `quantity`: the highest break reached, else the contract price, else the list price. */
export function unitPriceFor(listPrice: number, terms: TermsView | undefined, quantity: number): number {
  const base = terms?.contractPrice ?? listPrice;
  // only the breaks below the base count (a ladder step above it is no discount); the highest one reached applies
  const reached = (terms?.breaks ?? []).filter((b) => b.price < base && b.from <= quantity).sort((a, b) => b.from - a.from)[0];
  return reached ? reached.price : base;
}

/** What a quantity breaks of the minimum and the multiple, as 10054 says it, or null. */
export function quantityProblem(catalogNo: string, unit: string, terms: TermsView | undefined, quantity: number): string | null {
  const min = terms?.minQuantity ?? 1;
  const multiple = terms?.multiple ?? 1;
  if (quantity >= min && quantity % multiple === 0) return null;
  const rule = [min > 1 ? `起订 ${min} ${unit}` : '', multiple > 1 ? `按 ${multiple} 的倍数购买` : ''].filter(Boolean).join('，');
  return `商品 ${catalogNo} ${rule}（本单 ${quantity} ${unit}），请修改数量后再结算`;
}
