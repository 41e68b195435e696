/** The member as GET {v1}/member/info answers it (docs/api.md §3 MemberInfo, docs/contract.md §3). */
export interface CompanyInfo {
  _id: string;
  name: string;
  coName: string;
  creditCode?: string;
  address?: string;
  contactName?: string;
  orgType?: string;
}

export interface MemberInfo {
  _id: string;
  cellphone: string;
  wechatId?: string;
  parentMbrId?: string;
  isBLGDistributor: boolean;
  contactName?: string;
  email?: string;
  /**
   * The company profile; absent until the company form is done. The mall sends `{}` then: fetchMember
   * (./requests.ts) drops a profile without an `_id`, so no reader has to tell `{}` from a company.
   */
  companyInfo?: CompanyInfo;
}
