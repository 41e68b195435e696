/**
 * Plumbing shared by every fake-mall handler: paths under the configured
 * prefixes, the {code,msg,data} envelope, JSON body reading with Chinese
 * errors, paging, tokens that expire, and member authentication.
 * Runs in the browser worker, in msw/node and in the loopback HTTP server,
 * so it imports nothing but msw and relative .ts files.
 */
import { HttpResponse, type DefaultBodyType, type HttpRequestResolverExtras, type PathParams, type ResponseResolverInfo } from 'msw';
import { db } from './db/index.ts';
import type { MemberRecord } from './db/types.ts';
import { faultGeneration, takeFault } from './faults.ts';
import { MALL_CODE, type MallCode } from './facts.gen.ts';

type EnvSource = Record<string, string | boolean | undefined>;
const source: EnvSource =
  (import.meta as unknown as { env?: EnvSource }).env ?? (globalThis as { process?: { env: EnvSource } }).process?.env ?? {};
const read = (name: string, fallback: string): string => {
  const value = source[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : fallback;
};

/** VITE_AUTH_SCHEME as the bundle reads it (src/shared/config/env-schema.ts): `Bearer` when absent, empty for the bare token. */
const authScheme = (): string => {
  const value = source.VITE_AUTH_SCHEME;
  return typeof value === 'string' ? value.trim() : 'Bearer';
};

export const mockConfig = {
  prefixV1: read('VITE_API_PREFIX_V1', '/mall/v1'),
  prefixV2: read('VITE_API_PREFIX_V2', '/mall/v2'),
  prefixCommon: read('VITE_API_PREFIX_COMMON', '/common/v1'),
  prefixInvoice: read('VITE_API_PREFIX_INVOICE', '/finance/v1'),
  /** Access tokens expire after this many ms, so the refresh path runs in normal use. */
  accessTtlMs: Number(read('MOCK_ACCESS_TTL_SECONDS', '300')) * 1000,
  refreshTtlMs: 7 * 24 * 3600 * 1000,
  /** the scheme the fake mall expects before the access token in `Authorization`, like the bundle's */
  authScheme: authScheme(),
  /** websocket of the WeChat login (the browser worker and msw/node intercept it) */
  wsUrl: read('VITE_WS_URL', 'ws://localhost:5173/mock-ws/wechat'),
};

/** Handler paths: any origin (the bundle may point at any base URL), then prefix + path. */
export const api = {
  v1: (path: string) => `*${mockConfig.prefixV1}${path}`,
  v2: (path: string) => `*${mockConfig.prefixV2}${path}`,
  common: (path: string) => `*${mockConfig.prefixCommon}${path}`,
  invoice: (path: string) => `*${mockConfig.prefixInvoice}${path}`,
  /** Controls of the fake mall itself (reset, stats, demo helpers): never part of the real API. */
  mock: (path: string) => `*/__mock${path}`,
};

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'success'): Response {
  return HttpResponse.json({ code: 0, msg, data } satisfies Envelope<T>);
}

/** An HTTP error with the envelope: 400 bad input, 401, 403, 404, 429, 500. */
export function fail(status: number, msg: string, code: number = status): Response {
  return HttpResponse.json({ code, msg, data: null }, { status });
}

/** A business refusal: HTTP 200 with a code of the contract's ErrorCode (how the mall reports rule violations). */
export function refuse(msg: string, code: MallCode): Response {
  return HttpResponse.json({ code, msg, data: null });
}

/** Thrown inside a handler to answer at once with a prepared response. */
export class Answer extends Error {
  readonly response: Response;
  constructor(response: Response) {
    super('mock answer');
    this.response = response;
  }
}

export type Body = Record<string, unknown>;

/** The JSON body as an object; a malformed or non-object body answers 400. */
export async function readJson(request: Request): Promise<Body> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw new Answer(fail(400, '请求体无法读取'));
  }
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    return value as Body;
  } catch {
    throw new Answer(fail(400, '请求体不是合法的 JSON 对象'));
  }
}

/** Field readers that answer 400 with a Chinese message naming the field. */
export const field = {
  string(body: Body, name: string, label: string, opts: { required?: boolean; max?: number; min?: number } = {}): string {
    const value = body[name];
    if (value === undefined || value === null || value === '') {
      if (opts.required ?? true) throw new Answer(fail(400, `${label}不能为空`));
      return '';
    }
    if (typeof value !== 'string') throw new Answer(fail(400, `${label}格式不正确`));
    const text = value.trim();
    if ((opts.required ?? true) && text === '') throw new Answer(fail(400, `${label}不能为空`));
    const length = Array.from(text).length;
    if (opts.min !== undefined && length < opts.min) throw new Answer(fail(400, `${label}至少 ${opts.min} 个字符`));
    if (opts.max !== undefined && length > opts.max) throw new Answer(fail(400, `${label}不能超过 ${opts.max} 个字符`));
    return text;
  },
  boolean(body: Body, name: string, label: string): boolean {
    const value = body[name];
    if (typeof value !== 'boolean') throw new Answer(fail(400, `${label}必须为布尔值`));
    return value;
  },
  int(body: Body, name: string, label: string, opts: { min?: number; max?: number } = {}): number {
    const value = body[name];
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new Answer(fail(400, `${label}必须为整数`));
    if (opts.min !== undefined && value < opts.min) throw new Answer(fail(400, `${label}不能小于 ${opts.min}`));
    if (opts.max !== undefined && value > opts.max) throw new Answer(fail(400, `${label}不能大于 ${opts.max}`));
    return value;
  },
};

export interface PageResult<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Paging per the contract: `page` from 1, `pageSize` 1..100 (default 20). Bad values answer 400. */
export function paginate<T>(items: readonly T[], url: URL, defaultSize = 20): PageResult<T> {
  const pageRaw = url.searchParams.get('page');
  const sizeRaw = url.searchParams.get('pageSize');
  const page = pageRaw === null || pageRaw === '' ? 1 : Number(pageRaw);
  const pageSize = sizeRaw === null || sizeRaw === '' ? defaultSize : Number(sizeRaw);
  if (!Number.isInteger(page) || page < 1) throw new Answer(fail(400, 'page 必须是从 1 开始的整数'));
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    throw new Answer(fail(400, 'pageSize 必须是 1 到 100 之间的整数'));
  }
  const start = (page - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}

// ---------------------------------------------------------------- tokens

const SECRET = 'lab-mall-fake-secret';

function sign(text: string): string {
  // FNV-1a: enough to make a hand-edited token invalid in a fake backend.
  let hash = 0x811c9dc5;
  for (const char of `${text}.${SECRET}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function mint(kind: 'mk' | 'mr', memberId: string, expiresAt: number): string {
  const nonce = (db.runtime.tokenSerial++).toString(36);
  const body = `${kind}.${memberId}.${expiresAt}.${nonce}`;
  return `${body}.${sign(body)}`;
}

export function issueTokens(memberId: string, options: { accessTtlMs?: number } = {}) {
  const now = Date.now();
  return {
    accessToken: mint('mk', memberId, now + (options.accessTtlMs ?? mockConfig.accessTtlMs)),
    refreshToken: mint('mr', memberId, now + mockConfig.refreshTtlMs),
  };
}

export type TokenCheck = { ok: true; memberId: string } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

export function checkToken(token: string | null | undefined, kind: 'mk' | 'mr'): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== kind) return { ok: false, reason: 'invalid' };
  const [, memberId = '', expiresAt = '', , signature] = parts;
  if (sign(parts.slice(0, 4).join('.')) !== signature) return { ok: false, reason: 'invalid' };
  if (db.runtime.revoked.has(token)) return { ok: false, reason: 'invalid' };
  if (Number(expiresAt) <= Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, memberId };
}

/**
 * The access token of `Authorization` under the configured scheme (mockConfig.authScheme, case-insensitive),
 * or the header as is when the scheme is empty. A header under another scheme carries no token, as a real
 * backend would see it.
 */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization');
  if (!header) return null;
  const scheme = mockConfig.authScheme;
  if (scheme === '') return header;
  const prefix = `${scheme} `;
  return header.slice(0, prefix.length).toLowerCase() === prefix.toLowerCase() ? header.slice(prefix.length) : null;
}

/** The signed-in member, or an Answer with 401 (expired or missing token) / 403 (locked). */
export function requireMember(request: Request): MemberRecord {
  const check = checkToken(bearerToken(request), 'mk');
  if (!check.ok) {
    throw new Answer(fail(401, check.reason === 'expired' ? '登录已过期，请重新登录' : '请先登录'));
  }
  const member = db.state.members.find((m) => m._id === check.memberId);
  if (!member) throw new Answer(fail(401, '账号不存在或已注销'));
  if (member.status === 'locked') throw new Answer(fail(403, '账号已被锁定，请联系客服 400 819 7199', MALL_CODE.accountLocked));
  return member;
}

/** Bind a WeChat identity to a member: the member's wechatId and the identity's account list. */
export function linkWechatIdentity(member: MemberRecord, wechatId: string): void {
  if (member.wechatId && member.wechatId !== wechatId) {
    const previous = db.state.wechatIdentities.find((w) => w.wechatId === member.wechatId);
    if (previous) previous.memberIds = previous.memberIds.filter((id) => id !== member._id);
  }
  member.wechatId = wechatId;
  const identity = db.state.wechatIdentities.find((w) => w.wechatId === wechatId);
  if (identity) {
    if (!identity.memberIds.includes(member._id)) identity.memberIds.push(member._id);
  } else {
    db.state.wechatIdentities.push({ wechatId, nickname: '微信用户', memberIds: [member._id] });
  }
}

/** The member owning the data a member sees: a sub-account works in its owner's account. */
export function accountOwnerId(member: MemberRecord): string {
  return member.parentMbrId ?? member._id;
}

/**
 * Wrap a resolver: thrown Answers become responses, anything else a 500
 * envelope; every non-GET call is persisted (browser) after it ran.
 */
export type HandlerArgs = ResponseResolverInfo<HttpRequestResolverExtras<PathParams>, DefaultBodyType>;

export function handle(
  resolver: (args: HandlerArgs) => Response | Promise<Response>,
): (args: HandlerArgs) => Promise<Response> {
  return async (args) => {
    db.runtime.stats.requests++;
    try {
      const fault = takeFault(args.request);
      if (fault && fault.delayMs > 0) {
        const before = faultGeneration();
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        // the mall was reset while the call was held (a test's late call, its page long gone): it changes nothing
        if (faultGeneration() !== before) return fail(503, '服务器繁忙（模拟故障）');
      }
      if (fault && fault.status > 0) return fail(fault.status, '服务器繁忙（模拟故障）');
      return await resolver(args);
    } catch (error) {
      if (error instanceof Answer) return error.response;
      console.error('[fake mall] handler failed', error);
      return fail(500, '服务器内部错误（模拟）');
    } finally {
      if (args.request.method !== 'GET') db.touch();
    }
  };
}

/** handle() for calls that need a signed-in member. */
export function withMember(
  resolver: (args: HandlerArgs & { member: MemberRecord }) => Response | Promise<Response>,
): (args: HandlerArgs) => Promise<Response> {
  return handle((args) => resolver({ ...args, member: requireMember(args.request) }));
}

export function newId(): string {
  const serial = db.runtime.idSerial++;
  return `77b${Date.now().toString(16).padStart(13, '0')}${serial.toString(16).padStart(8, '0')}`.slice(0, 24);
}

export function nowIso(): string {
  const date = new Date(Date.now() + 8 * 3600 * 1000);
  return `${date.toISOString().slice(0, 19)}+08:00`;
}
