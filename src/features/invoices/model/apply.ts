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

export const TYPE_SHORT: Record<InvoiceProfile['type'], string> = { special: '专票', normal: '普票' };
