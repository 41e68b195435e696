import { http } from '@/shared/api/http';
import { paths } from '@/shared/api/url';
import type { MemberInfo } from '@/shared/session/types';
import type { ORG_TYPES } from '@/shared/config/constants';

export type OrgType = (typeof ORG_TYPES)[number];

/** POST {v1}/member/company (docs/api.md CompanyInput). */
export interface CompanyInput {
  name: string;
  coName?: string;
  creditCode: string;
  address?: string;
  contactName: string;
  orgType: OrgType;
}

/** One answer of the company lookup (docs/api.md TycCompany). */
export interface TycCompany {
  name: string;
  creditCode: string;
  legalPerson: string;
  regStatus: string;
  address: string;
}

export async function saveCompany(input: CompanyInput): Promise<MemberInfo> {
  const body = await http.post<MemberInfo>(paths.v1('/member/company'), { json: input });
  return body.data;
}

/**
 * Suggestions while typing a company name: silent, since a failed lookup
 * only means no suggestions (the user can still type name and code).
 */
export async function searchCompanies(keyword: string, signal?: AbortSignal): Promise<TycCompany[]> {
  const body = await http.get<TycCompany[]>(paths.v1('/member/companies-tyc'), { params: { keyword }, signal, silent: true });
  return Array.isArray(body.data) ? body.data : [];
}

export async function resetPassword(input: { oldPassword: string; newPassword: string }): Promise<void> {
  await http.put<null>(paths.v1('/member/password/reset'), { json: input });
}

/** PUT {v1}/member/wechat/bind with the one-time ticket of a confirmed QR scan. */
export async function bindWechat(ticket: string): Promise<MemberInfo> {
  const body = await http.put<MemberInfo>(paths.v1('/member/wechat/bind'), { json: { ticket } });
  return body.data;
}
