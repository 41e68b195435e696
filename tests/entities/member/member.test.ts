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
      expect(getAccess(member)).toMatchObject({ isAuthenticated: true, needsCompanyProfile: true, canUseCompanyPages: false, canPlaceOrder: false });
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
    expect(getAccess(null)).toMatchObject({ isAuthenticated: false, needsCompanyProfile: false, canUseCompanyPages: false });
  });
});

describe('procurement permissions (docs/api.md §13 Who approves: mayApprove is the mall’s)', () => {
  const procurement = (access: ReturnType<typeof getAccess>) => ({
    canUseCompanyPages: access.canUseCompanyPages,
    canManageFunds: access.canManageFunds,
    canManageQualifications: access.canManageQualifications,
    canManageApprovalRules: access.canManageApprovalRules,
    canConfirmStatement: access.canConfirmStatement,
    mayApprove: access.mayApprove,
    mustAskOwner: access.mustAskOwner,
    needsCompanyProfile: access.needsCompanyProfile,
  });
  const manages = { canManageFunds: true, canManageQualifications: true, canManageApprovalRules: true, canConfirmStatement: true };
  const readsOnly = { canManageFunds: false, canManageQualifications: false, canManageApprovalRules: false, canConfirmStatement: false };

  it('the owner (王敏) manages funds, qualifications, approval rules, confirms statements and approves', () => {
    expect(procurement(getAccess(toMember({ ...base, mayApprove: true, companyInfo: company })))).toEqual({
      ...manages,
      canUseCompanyPages: true,
      mayApprove: true,
      mustAskOwner: false,
      needsCompanyProfile: false,
    });
  });

  it('a buyer sub-account (陈晨) reads only, approves nothing and asks the owner', () => {
    expect(procurement(getAccess(toMember({ ...base, parentMbrId: 'owner', mayApprove: false, companyInfo: company })))).toEqual({
      ...readsOnly,
      canUseCompanyPages: true,
      mayApprove: false,
      mustAskOwner: true,
      needsCompanyProfile: false,
    });
  });

  it('an approver sub-account (刘洋) approves, as the mall says, and manages nothing', () => {
    expect(procurement(getAccess(toMember({ ...base, parentMbrId: 'owner', mayApprove: true, companyInfo: company })))).toEqual({
      ...readsOnly,
      canUseCompanyPages: true,
      mayApprove: true,
      mustAskOwner: true,
      needsCompanyProfile: false,
    });
  });

  it('the owner approves only when the mall says so (a missing field is no)', () => {
    expect(getAccess(toMember({ ...base, companyInfo: company })).mayApprove).toBe(false);
    expect(getAccess(toMember({ ...base, mayApprove: false, companyInfo: company })).mayApprove).toBe(false);
  });

  it('a member without a company manages and approves nothing: the company form comes first', () => {
    expect(procurement(getAccess(toMember({ ...base, mayApprove: true, companyInfo: {} })))).toEqual({
      ...readsOnly,
      canUseCompanyPages: false,
      mayApprove: false,
      mustAskOwner: false,
      needsCompanyProfile: true,
    });
  });

  it('a visitor may nothing and is not asked for a company', () => {
    expect(procurement(getAccess(null))).toEqual({ ...readsOnly, canUseCompanyPages: false, mayApprove: false, mustAskOwner: false, needsCompanyProfile: false });
  });
});
