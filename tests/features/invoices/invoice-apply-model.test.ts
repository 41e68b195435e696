import { describe, expect, it } from 'vitest';
import type { InvoiceProfile } from '@/entities/invoice-profile';
import { fittingProfile, missingSpecialFields, titleConflicts, totalFenOf, type InvoiceableOrder } from '@/features/invoices';

const profile = (over: Partial<InvoiceProfile>): InvoiceProfile => ({
  _id: 'p1',
  type: 'normal',
  typeLabel: '增值税普通发票',
  titleType: 'company',
  title: '某某大学',
  taxNo: '12100000400000624D',
  regAddress: '',
  regPhone: '',
  bankName: '',
  bankAccount: '',
  email: '',
  isDefault: false,
  createdAt: '2026-01-01T00:00:00+08:00',
  ...over,
});
const order = (id: string, amount: number, title: { title: string; taxNo: string; type: 'special' | 'normal' } | null): InvoiceableOrder => ({
  _id: id,
  orderNo: `SO26110100${id}`,
  completedAt: '2026-11-01T10:00:00+08:00',
  amount,
  goodsAmount: amount,
  freight: 0,
  coldChainFee: 0,
  itemCount: 1,
  placedByName: '',
  poNo: '',
  profile: title,
  fund: null,
});

describe('consolidated invoice rules the shop checks first (docs/api.md §19)', () => {
  const uni = profile({ _id: 'u', title: '某某大学', taxNo: '12100000400000624D', isDefault: true });
  const lab = profile({ _id: 'l', title: '某某研究所', taxNo: '12100000400000999X' });

  it('an order placed with another title or tax number conflicts; one placed without a title never does', () => {
    const a = order('01', 100, { title: '某某大学', taxNo: '12100000400000624D', type: 'normal' });
    const b = order('02', 100, { title: '某某研究所', taxNo: '12100000400000999X', type: 'normal' });
    const c = order('03', 100, null);
    const d = order('04', 100, { title: '某某大学', taxNo: '91110000MA00000000', type: 'normal' });
    expect(titleConflicts([a, b, c, d], uni)).toEqual([b, d]);
    expect(titleConflicts([a, c], uni)).toEqual([]);
    // as the mall compares them: spaces (full-width too) and case do not count
    const spaced = order('05', 100, { title: '某某　大学 ', taxNo: '12100000400000624d', type: 'normal' });
    expect(titleConflicts([spaced], uni)).toEqual([]);
  });

  it('a 专票 needs its four extra fields; a 普票 none', () => {
    expect(missingSpecialFields(profile({ type: 'special', regAddress: '北京', regPhone: '', bankName: '工行', bankAccount: ' ' }))).toEqual(['注册电话', '银行账号']);
    expect(missingSpecialFields(profile({ type: 'normal' }))).toEqual([]);
  });

  it('proposes the orders’ own title when they share one, else the default', () => {
    const b = order('02', 100, { title: '某某研究所', taxNo: '12100000400000999X', type: 'normal' });
    expect(fittingProfile([b, order('03', 1, null)], [uni, lab])).toBe(lab);
    expect(fittingProfile([b, order('05', 1, { title: '某某大学', taxNo: '12100000400000624D', type: 'normal' })], [uni, lab])).toBe(uni);
    expect(fittingProfile([], [lab, uni])).toBe(uni);
    expect(fittingProfile([], [])).toBeUndefined();
  });

  it('sums in fen', () => {
    expect(totalFenOf([order('01', 0.1, null), order('02', 0.2, null)])).toBe(30);
  });
});
