import { describe, expect, it } from 'vitest';
import { getAccess, hasCompanyProfile, toMember } from '@/entities/member';
import { IgnoredAnswer } from '@/shared/session';

const base = { _id: 'm1', cellphone: '13800000000', isBLGDistributor: false };
const company = { _id: 'c1', name: '北京大学', coName: '北大' };

describe('toMember: the member as the mall sends it (docs/api.md: companyInfo is {} until the company form is done)', () => {
  it('keeps a saved company profile', () => {
    const member = toMember({ ...base, companyInfo: company });
    expect(member.companyInfo).toEqual(company);
    expect(hasCompanyProfile(member)).toBe(true);
  });

  it('drops the mall’s {} (and a profile without an _id), so companyInfo is absent', () => {
    for (const companyInfo of [{}, { _id: '' }, { name: '未保存' }, null, undefined]) {
      const member = toMember({ ...base, companyInfo });
      expect('companyInfo' in member).toBe(false);
      expect(hasCompanyProfile(member)).toBe(false);
      expect(getAccess(member)).toMatchObject({ isAuthenticated: true, hasCompany: false, canPlaceOrder: false });
    }
  });

  it('ignores an answer that is not a member', () => {
    for (const value of [null, {}, { _id: 7 }, 'member']) expect(() => toMember(value)).toThrow(IgnoredAnswer);
  });
});

describe('access flags', () => {
  it('an owner with a company may order and manage; a sub-account may order only', () => {
    expect(getAccess(toMember({ ...base, companyInfo: company }))).toMatchObject({ canPlaceOrder: true, canManageSubMembers: true, canEditCompany: true });
    expect(getAccess(toMember({ ...base, parentMbrId: 'owner', companyInfo: company }))).toMatchObject({
      canPlaceOrder: true,
      canManageSubMembers: false,
      canEditCompany: false,
    });
    expect(getAccess(null)).toMatchObject({ isAuthenticated: false, hasCompany: false });
  });
});
