import type { MemberInfo } from '@/entities/member';

/** The fields docs/api.md (CompanyInput) requires of a company profile. */
const REQUIRED = ['name', 'creditCode', 'contactName', 'orgType'] as const;

/** A profile read field by field: the check does not take the contract's word that every field is there. */
type CompanyFields = { readonly [K in keyof NonNullable<MemberInfo['companyInfo']>]?: unknown };

/**
 * Whether the member's company profile is complete: saved (it has an `_id`) with every required field.
 * Only an incomplete or missing profile is told 完善企业信息后即可下单… (issue 24 item 13).
 */
export function isCompanyComplete(companyInfo: CompanyFields | undefined): boolean {
  if (!companyInfo?._id) return false;
  return REQUIRED.every((key) => {
    const value = companyInfo[key];
    return typeof value === 'string' && value.trim() !== '';
  });
}
