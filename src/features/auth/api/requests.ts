import { http, paths, type AnswerData, type RequestBody, type RequestOptions, type Schema } from '@/shared/api';
import { env } from '@/shared/config/env';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

/** What every login call answers (docs/api.md LoginResult): tokens, an account choice, or a phone to bind. */
export type LoginResult = Schema<'LoginResult'>;

export type SmsPurpose = Exclude<NonNullable<RequestBody<'sendSmsCode'>['purpose']>, ''>;

/** Business codes the forms react to (docs/api.md §9). */
export const AUTH_CODES = {
  wrongCode: MALL_CODE.wrongSmsCode,
  wrongPassword: MALL_CODE.wrongPassword,
  notRegistered: MALL_CODE.notRegistered,
  ticketExpired: MALL_CODE.wechatTicketExpired,
  alreadyRegistered: MALL_CODE.alreadyRegistered,
  tooFrequent: MALL_CODE.tooFrequent,
  locked: MALL_CODE.accountLocked,
} as const;

const post = async <T>(path: string, json: unknown, options: RequestOptions = {}) =>
  (await http.post<T>(paths.v1(path), { json, ...options })).data;

/** `mockCode`, the code itself: only from the fake mall, and kept only when the shop runs on it (VITE_API_MOCK). */
type SmsSent = AnswerData<'sendSmsCode'>;

/**
 * POST {v1}/sms/code. The fake mall answers the code as `mockCode` (docs/api.md §2) so a developer can sign in
 * without a phone; any other backend's `mockCode` is dropped here, so a production page never shows a code.
 */
export async function sendSmsCode(phone: string, purpose: SmsPurpose): Promise<SmsSent> {
  const { mockCode, ...sent } = await post<SmsSent>('/sms/code', { phone, purpose });
  return env.apiMock && typeof mockCode === 'string' ? { ...sent, mockCode } : sent;
}

/** Silent (also the sub-account, ticket and bind-phone logins): the form says the failure inline, once. */
export function loginByPassword(phone: string, password: string) {
  return post<LoginResult>('/auth/login', { type: 'password', phone, password }, { silent: true });
}

/** `silent`: the caller handles 10005 (a new phone goes on to registration). */
export function loginBySms(phone: string, code: string) {
  return post<LoginResult>('/auth/login', { type: 'sms', phone, code }, { silent: true });
}

export function loginByWechatTicket(ticket: string) {
  return post<LoginResult>('/auth/login', { type: 'wechat', ticket }, { silent: true });
}

export function loginByOauthCode(code: string) {
  return post<LoginResult>('/auth/mini-program/login', { code });
}

export function register(phone: string, code: string, accountType: 'company' | 'personal') {
  return post<LoginResult>('/auth/register', { phone, code, accountType });
}

export function loginSubAccount(account: string, password: string) {
  return post<LoginResult>('/auth/login/sub', { account, password }, { silent: true });
}

export function chooseAccount(memberId: string, ticket: string) {
  return post<LoginResult>(`/auth/wechat/login/members/${encodeURIComponent(memberId)}`, { ticket });
}

export function bindPhone(ticket: string, phone: string, code: string) {
  return post<LoginResult>('/auth/phone/bind', { ticket, phone, code }, { silent: true });
}

