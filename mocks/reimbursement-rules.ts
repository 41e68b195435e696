/**
 * The reimbursement (报销) rules of docs/api.md §13 as pure functions: which rules an order meets (需合同, 固定资产,
 * 疑似化整为零). Warnings only: nothing here refuses an order. The handlers feed them records.
 */
import type { OrderItem, OrderStatus, ReimbursementRulesRecord } from './db/types.ts';
import { cents, yuan } from './rmb.ts';
import { yuanText } from './approval-rules.ts';

/** Common Chinese university thresholds: a contract from 5万, a fixed asset from 1,000 元, a 30-day window. */
export const DEFAULT_REIMBURSEMENT_RULES = { contractThreshold: 50_000, assetUnitPrice: 1_000, splitWindowDays: 30 } as const;

export type ReimbursementRule = 'contract' | 'fixedAsset' | 'split';

export interface ReimbursementNote {
  rule: ReimbursementRule;
  message: string;
  orderNos?: string[];
  lines?: { matlId: string; name: string; price: number }[];
}

/** What the rules read of an order (a record, or the one being placed). */
export interface RuleOrder {
  orderNo?: string;
  status?: OrderStatus;
  fundId?: string;
  amount: number;
  createdAt: string;
  items: readonly Pick<OrderItem, 'matlId' | 'name' | 'price' | 'mfrName'>[];
}

const DAY_MS = 24 * 3600 * 1000;
const counted = (o: RuleOrder): boolean => o.status !== 'cancelled' && o.status !== 'rejected';

/**
 * The other orders that with `order` look like one purchase split to stay under the contract threshold: same fund
 * (or both none), a brand in common, placed within the window before it, each under the threshold; empty unless
 * their sum with the order reaches it. Oldest first.
 */
export function splitPartners(order: RuleOrder, others: readonly RuleOrder[], rules: Pick<ReimbursementRulesRecord, 'contractThreshold' | 'splitWindowDays'>): RuleOrder[] {
  const threshold = cents(rules.contractThreshold);
  if (cents(order.amount) >= threshold) return [];
  const at = Date.parse(order.createdAt);
  const brands = new Set(order.items.map((i) => i.mfrName));
  const partners = others
    .filter((o) => o !== order && o.orderNo !== order.orderNo && counted(o))
    .filter((o) => (o.fundId ?? null) === (order.fundId ?? null))
    .filter((o) => o.items.some((i) => brands.has(i.mfrName)))
    .filter((o) => cents(o.amount) < threshold)
    .filter((o) => {
      const t = Date.parse(o.createdAt);
      return t <= at && at - t <= rules.splitWindowDays * DAY_MS;
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const sum = partners.reduce((s, o) => s + cents(o.amount), cents(order.amount));
  return partners.length > 0 && sum >= threshold ? partners : [];
}

/** The rules `order` meets, in the order 需合同, 固定资产, 化整为零; empty when none (or the order is cancelled/rejected). */
export function reimbursementNotes(order: RuleOrder, others: readonly RuleOrder[], rules: Omit<ReimbursementRulesRecord, 'memberId' | 'updatedAt'>): ReimbursementNote[] {
  if (!counted(order)) return [];
  const notes: ReimbursementNote[] = [];
  if (cents(order.amount) >= cents(rules.contractThreshold)) {
    notes.push({ rule: 'contract', message: `订单金额 ${yuanText(order.amount)} 达到合同金额 ${yuanText(rules.contractThreshold)}` });
  }
  const assets = order.items.filter((i) => cents(i.price) >= cents(rules.assetUnitPrice));
  if (assets.length > 0) {
    notes.push({
      rule: 'fixedAsset',
      message: `${assets.map((i) => `${i.name}（单价 ${yuanText(i.price)}）`).join('、')}单价达到固定资产标准 ${yuanText(rules.assetUnitPrice)}`,
      lines: assets.map((i) => ({ matlId: i.matlId, name: i.name, price: i.price })),
    });
  }
  const partners = splitPartners(order, others, rules);
  if (partners.length > 0) {
    const sum = partners.reduce((s, o) => s + cents(o.amount), cents(order.amount));
    notes.push({
      rule: 'split',
      message: `${rules.splitWindowDays} 天内同一经费、同一品牌的订单 ${partners.map((o) => o.orderNo).join('、')} 与本单合计 ${yuanText(yuan(sum))}，达到合同金额 ${yuanText(rules.contractThreshold)}`,
      orderNos: partners.map((o) => o.orderNo ?? ''),
    });
  }
  return notes;
}
