import { http, type Page } from '@/shared/api/http';
import { paths } from '@/shared/api/url';
import type { MemberInfo } from '@/entities/member';
import type { Schema } from '@/shared/api/mall-types';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

export type OrgType = Schema<'OrgType'>;

/** POST {v1}/member/company (docs/api.md CompanyInput; docs/openapi.yaml). */
export type CompanyInput = Schema<'CompanyInput'>;

/** One answer of the company lookup (docs/api.md TycCompany). */
export type TycCompany = Schema<'TycCompany'>;

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
export async function bindWechat(ticket: string): Promise<void> {
  // The answer is the member as the mall sends it (companyInfo may be {}): the caller reloads the member entity instead.
  await http.put<unknown>(paths.v1('/member/wechat/bind'), { json: { ticket } });
}

/** PUT {v1}/member/wechat/bind with the official-account OAuth `code` of the return leg (docs/api.md). */
export async function bindWechatByCode(code: string): Promise<void> {
  await http.put<unknown>(paths.v1('/member/wechat/bind'), { json: { code } });
}

/** DELETE {v1}/member/wechat/bind (docs/api.md, proposed): the WeChat identity no longer logs in here. */
export async function unbindWechat(): Promise<void> {
  await http.delete<unknown>(paths.v1('/member/wechat/bind'));
}

// ---------------------------------------------------------------- sub-members (docs/api.md SubMemberInput)

/** The form always sends name, phone and login name; the password only to create or to reset it. */
export type SubMemberInput = Required<Pick<Schema<'SubMemberInput'>, 'name' | 'cellphone' | 'account'>> &
  Omit<Schema<'SubMemberInput'>, 'name' | 'cellphone' | 'account'>;

export type SubMember = Schema<'SubMember'>;

export async function fetchSubMembers(signal?: AbortSignal): Promise<Page<SubMember>> {
  const body = await http.get<Page<SubMember>>(paths.v1('/member/sub-members'), { params: { page: 1, pageSize: 50 }, signal });
  return body.data;
}

/** Sub-member refusals (docs/api.md §3). */
export const SUB_MEMBER_CODES = { accountTaken: MALL_CODE.subAccountNameTaken } as const;

/**
 * POST {v1}/member/sub-members (add) or PUT {v1}/member/sub-members/{_id} (update). `silent`: the form
 * puts a refusal about one of its fields under that field, and says anything else itself.
 */
export async function saveSubMember({ _id, ...input }: SubMemberInput & { _id?: string }): Promise<SubMember> {
  const body = _id
    ? await http.put<SubMember>(paths.v1(`/member/sub-members/${encodeURIComponent(_id)}`), { json: input, silent: true })
    : await http.post<SubMember>(paths.v1('/member/sub-members'), { json: input, silent: true });
  return body.data;
}

export async function deleteSubMember(id: string): Promise<void> {
  await http.delete<{ _id: string }>(paths.v1(`/member/sub-members/${encodeURIComponent(id)}`));
}

export async function setDefaultSubMember(id: string): Promise<SubMember> {
  const body = await http.put<SubMember>(paths.v1(`/member/sub-members/${encodeURIComponent(id)}/is-default`));
  return body.data;
}
