import type { Schema } from '@/shared/api';

/** The member as GET {v1}/member/info answers it (docs/api.md §3 MemberInfo, docs/contract.md §3; docs/openapi.yaml). */
export type CompanyInfo = Schema<'CompanyInfo'>;

/**
 * The member as the shop keeps it. `companyInfo`: the company profile; absent until the company form is done. The
 * mall sends `{}` then: fetchMember (./requests.ts) drops a profile without an `_id`, so no reader has to tell `{}`
 * from a company.
 */
export type MemberInfo = Omit<Schema<'MemberInfo'>, 'companyInfo'> & { companyInfo?: CompanyInfo };
