import { http, paths } from '@/shared/api';
import { IgnoredAnswer } from '@/shared/session';
import type { CompanyInfo, MemberInfo } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isMember(value: unknown): value is MemberInfo & { companyInfo?: unknown } {
  return isRecord(value) && typeof value._id === 'string';
}

/** A saved company profile has an `_id`; the mall's `{}` (no profile yet) is none. */
function isCompany(value: unknown): value is CompanyInfo {
  return isRecord(value) && typeof value._id === 'string' && value._id !== '';
}

/** The member as the shop keeps it: `companyInfo` only when the mall sent a saved profile. */
export function toMember(value: unknown): MemberInfo {
  if (!isMember(value)) throw new IgnoredAnswer('member');
  const { companyInfo, ...member } = value;
  return isCompany(companyInfo) ? { ...member, companyInfo } : member;
}

/** Silent: the shell says a failure once for member and cart together (src/app/session-lifecycle.ts). */
export async function fetchMember(signal?: AbortSignal): Promise<MemberInfo> {
  const body = await http.get<unknown>(paths.v1('/member/info'), { silent: true, signal });
  return toMember(body.data);
}
