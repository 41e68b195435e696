import type { CompanyInfo, MemberInfo } from '../api/types';

/**
 * The access map (one place): what a member may see and do. Routes, header links, sections and buttons read
 * these flags only; the raw role (parentMbrId, the company profile) is read here and nowhere outside
 * src/entities/member (eslint.config.js says so).
 */
export interface Access {
  isAuthenticated: boolean;
  isBLGDistributor: boolean;
  /** signed in without a saved company profile: the company pages ask for the company form */
  needsCompanyProfile: boolean;
  /** the pages and sections that work on the company's data (orders, quotes, lists, funds, qualifications, …) */
  canUseCompanyPages: boolean;
  /**
   * The account works under an owner (a sub-account): what it may not do itself, it asks the owner
   * (member.ownerName) — for wording (请联系主账号 王敏) and the 子账号 tag, never for a permission.
   */
  mustAskOwner: boolean;
  canViewOrders: boolean;
  canViewInvoices: boolean;
  canPlaceOrder: boolean;
  canDeleteAccount: boolean;
  canManageSubMembers: boolean;
  canEditCompany: boolean;
  canManageInvoiceProfiles: boolean;
  /** 经费: add, edit, close funds (others with a company see the funds they may charge) */
  canManageFunds: boolean;
  /** 资质管理: upload and replace the company's qualifications */
  canManageQualifications: boolean;
  /** 采购审批 / 收货设置: change the approval rules and approvers (others read a summary) */
  canManageApprovalRules: boolean;
  /** 对账单: confirm a statement or raise an objection (others read their own orders on it) */
  canConfirmStatement: boolean;
  /** decides the account's orders (待我审批): the mall's MemberInfo.mayApprove (docs/api.md §13 Who approves) */
  mayApprove: boolean;
}

/** Whether the member has a saved company profile (the mall's `{}` is none, src/entities/member/api/requests.ts). */
export function hasCompanyProfile(member: MemberInfo | null | undefined): member is MemberInfo & { companyInfo: CompanyInfo } {
  return Boolean(member?.companyInfo?._id);
}

export function getAccess(member: MemberInfo | null | undefined): Access {
  const isAuthenticated = typeof member?._id === 'string' && member._id !== '';
  const hasCompany = isAuthenticated && hasCompanyProfile(member);
  const isSubAccount = isAuthenticated && Boolean(member?.parentMbrId);
  // A sub-account works inside its owner's company: it may order and see orders, but may not delete the
  // account, manage sub-accounts, change the company profile, the invoice profiles, the funds, the
  // qualifications or the approval rules, nor confirm a statement.
  const owns = hasCompany && !isSubAccount;
  return {
    isAuthenticated,
    isBLGDistributor: isAuthenticated && member?.isBLGDistributor === true,
    needsCompanyProfile: isAuthenticated && !hasCompany,
    canUseCompanyPages: hasCompany,
    mustAskOwner: isSubAccount,
    canViewOrders: hasCompany,
    canViewInvoices: hasCompany,
    canPlaceOrder: hasCompany,
    canDeleteAccount: owns,
    canManageSubMembers: owns,
    canEditCompany: isAuthenticated && !isSubAccount,
    canManageInvoiceProfiles: owns,
    canManageFunds: owns,
    canManageQualifications: owns,
    canManageApprovalRules: owns,
    canConfirmStatement: owns,
    // the mall decides (the owner, an approver sub-account); without a company there is nothing to decide
    mayApprove: hasCompany && member?.mayApprove === true,
  };
}

/** An account offered at sign-in (the login's accountsInfo): whether it works under an owner, for its 子账号 tag. */
export const worksUnderOwner = (account: { isSubAccount: boolean }): boolean => account.isSubAccount;
