import { isApiError } from '@/shared/api/errors';
import { SUB_MEMBER_CODES } from '../api/requests';

export type SubMemberField = 'name' | 'cellphone' | 'account' | 'password' | 'department';

/** The labels the fake mall (and the mall) start a field's 400 message with (mocks/handlers/member.ts). */
const LABELS: [string, SubMemberField][] = [
  ['姓名', 'name'],
  ['手机号', 'cellphone'],
  ['子账号应为', 'account'],
  ['密码', 'password'],
  ['部门', 'department'],
];

/**
 * Which field of the sub-account form a refused save is about, with the mall's words: 10072
 * (该子账号名已被使用，请换一个) goes under 登录账号, a 400 naming a field under that field.
 * Null: a refusal of the whole save (no rights, the 50 limit, a failed connection), said as a toast.
 */
export function subMemberFieldError(error: unknown): { name: SubMemberField; message: string } | null {
  if (!isApiError(error)) return null;
  if (error.code === SUB_MEMBER_CODES.accountTaken) return { name: 'account', message: error.message };
  if (error.status !== 400 && error.code !== 400) return null;
  const field = LABELS.find(([label]) => error.message.startsWith(label));
  return field ? { name: field[1], message: error.message } : null;
}
