import type { CompanyInfo, MemberInfo } from '../api/types';

/**
 * The access map (one place): what a member may see and do. Routes, header
 * links and buttons all read these flags.
 */
export interface Access {
  isAuthenticated: boolean;
  hasCompany: boolean;
  isSubAccount: boolean;
  isBLGDistributor: boolean;
  canViewOrders: boolean;
  canViewInvoices: boolean;
  canPlaceOrder: boolean;
  canDeleteAccount: boolean;
  canManageSubMembers: boolean;
  canEditCompany: boolean;
  canManageInvoiceProfiles: boolean;
}

/** Whether the member has a saved company profile (the mall's `{}` is none, src/entities/member/api/requests.ts). */
export function hasCompanyProfile(member: MemberInfo | null | undefined): member is MemberInfo & { companyInfo: CompanyInfo } {
  return Boolean(member?.companyInfo?._id);
}

export function getAccess(member: MemberInfo | null | undefined): Access {
  const isAuthenticated = typeof member?._id === 'string' && member._id !== '';
  const hasCompany = isAuthenticated && hasCompanyProfile(member);
  const isSubAccount = isAuthenticated && Boolean(member?.parentMbrId);
  return {
    isAuthenticated,
    hasCompany,
    isSubAccount,
    isBLGDistributor: isAuthenticated && member?.isBLGDistributor === true,
    canViewOrders: hasCompany,
    canViewInvoices: hasCompany,
    canPlaceOrder: hasCompany,
    // A sub-account works inside its owner's company: it may order and see
    // orders, but may not delete the account, manage sub-accounts, change the
    // company profile or the invoice profiles.
    canDeleteAccount: hasCompany && !isSubAccount,
    canManageSubMembers: hasCompany && !isSubAccount,
    canEditCompany: isAuthenticated && !isSubAccount,
    canManageInvoiceProfiles: hasCompany && !isSubAccount,
  };
}
