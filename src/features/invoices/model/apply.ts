/**
 * The rules of a consolidated invoice application (docs/api.md §19) the shop checks before sending, so the buyer
 * hears them next to the selection rather than as the mall's refusal (10162, 10163), which still says them if it comes.
 */
import type { InvoiceProfile } from '@/entities/invoice-profile';
import { sumFen, toFen, type Fen } from '@/shared/lib/money';
import type { InvoiceableOrder } from '../api/apply';

type Title = Pick<InvoiceProfile, 'title' | 'taxNo'>;

/** Titles and tax numbers compared as the mall compares them (docs/api.md §19): spaces and case do not count. */
const norm = (text: string | undefined) => (text ?? '').replace(/[\s\u3000]+/g, '').toUpperCase();
const same = (a: Title, b: Title) => norm(a.title) === norm(b.title) && norm(a.taxNo) === norm(b.taxNo);

/** The selected orders placed with another title (or tax number) than the chosen profile: the mall refuses them (10162). */
export function titleConflicts(orders: readonly InvoiceableOrder[], profile: Title): InvoiceableOrder[] {
  return orders.filter((o) => o.profile !== null && !same(o.profile, profile));
}

/** The 专票 fields the mall requires (10163) that this profile lacks, by their Chinese names; none for a 普票. */
export function missingSpecialFields(profile: InvoiceProfile): string[] {
  if (profile.type !== 'special') return [];
  const fields: [keyof InvoiceProfile, string][] = [
    ['regAddress', '注册地址'],
    ['regPhone', '注册电话'],
    ['bankName', '开户银行'],
    ['bankAccount', '银行账号'],
  ];
  return fields.filter(([key]) => String(profile[key] ?? '').trim() === '').map(([, label]) => label);
}

/**
 * The profile that fits the selected orders: the one of the title they were placed with (when they name one title),
 * else the default; else the first. None without profiles.
 */
export function fittingProfile(orders: readonly InvoiceableOrder[], profiles: readonly InvoiceProfile[]): InvoiceProfile | undefined {
  const titles = orders.flatMap((o) => (o.profile ? [o.profile] : []));
  const first = titles[0];
  if (first && titles.every((t) => same(t, first))) {
    const match = profiles.find((p) => same(p, first));
    if (match) return match;
  }
  return profiles.find((p) => p.isDefault) ?? profiles[0];
}

/** The orders' amounts summed, in fen (0.1 + 0.2 is 0.3). */
export function totalFenOf(orders: readonly Pick<InvoiceableOrder, 'amount'>[]): Fen {
  return sumFen(orders, (o) => toFen(o.amount));
}

/**
 * A selection as the shop reads it before sending: the profile it goes to (the one picked, else the fitting one),
 * the orders placed with another title, and what would be refused, said in full.
 */
export function assessApplication(
  selected: readonly InvoiceableOrder[],
  profiles: readonly InvoiceProfile[],
  pickedId: string | null,
): { profile: InvoiceProfile | undefined; conflicts: InvoiceableOrder[]; warnings: string[] } {
  const profile = profiles.find((p) => p._id === pickedId) ?? fittingProfile(selected, profiles);
  if (!profile) return { profile, conflicts: [], warnings: [] };
  const conflicts = titleConflicts(selected, profile);
  const missing = missingSpecialFields(profile);
  const warnings: string[] = [];
  if (conflicts.length > 0) {
    warnings.push(
      `所选订单的发票抬头不一致：${conflicts
        .slice(0, 3)
        .map((o) => `订单 ${o.orderNo} 下单时选择了「${o.profile?.title ?? ''}」`)
        .join('；')}${conflicts.length > 3 ? ` 等 ${conflicts.length} 个订单` : ''}，与所选抬头「${profile.title}」不同。请改选抬头，或取消勾选这些订单。`,
    );
  }
  if (missing.length > 0) {
    warnings.push(`增值税专用发票需要完整的抬头信息：「${profile.title}」缺少${missing.join('、')}，请先补全该抬头或改选普票抬头。`);
  }
  return { profile, conflicts, warnings };
}

export const TYPE_SHORT: Record<InvoiceProfile['type'], string> = { special: '专票', normal: '普票' };
