import type { MemberInfo } from '@/entities/member';

/** The fields docs/api.md (CompanyInput) requires of a company profile. */
const REQUIRED = ['name', 'creditCode', 'contactName', 'orgType'] as const;

/**
 * Whether the member's company profile is complete: saved (it has an `_id`) with every required field.
 * Only an incomplete or missing profile is told 完善企业信息后即可下单… (issue 24 item 13).
 */
export function isCompanyComplete(companyInfo: MemberInfo['companyInfo'] | undefined): boolean {
  if (!companyInfo?._id) return false;
  return REQUIRED.every((key) => typeof companyInfo[key] === 'string' && companyInfo[key].trim() !== '');
}
