import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { TEXT } from '@/shared/config/constants';

/**
 * One error type for every failed call, so callers and React Query can tell
 * what went wrong without parsing messages.
 * - business: HTTP 2xx with a non-zero envelope code
 * - http: HTTP error status other than 401
 * - unauthorized: 401 that could not be fixed by a refresh (no refresh token, or 401 after the replay)
 * - session-expired: the refresh failed; message is exactly 'Request call failed'
 * - network / timeout: no answer
 * - parse: an answer that is not the JSON envelope (HTML error page, empty body)
 * - aborted: cancelled by the caller
 */
export type ApiErrorKind =
  | 'business'
  | 'http'
  | 'unauthorized'
  | 'session-expired'
  | 'network'
  | 'timeout'
  | 'parse'
  | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** envelope code, when there was one */
  readonly code: number | undefined;
  /** HTTP status, when there was a response */
  readonly status: number | undefined;
  /** true once the user has been shown this error (never toast twice) */
  notified = false;

  constructor(kind: ApiErrorKind, message: string, init: { code?: number; status?: number; cause?: unknown } = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.code = init.code;
    this.status = init.status;
  }

  /** Worth retrying automatically (React Query, idempotent queries only). */
  get transient(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || (this.kind === 'http' && (this.status ?? 0) >= 500);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Failures the session speaks about itself (a sign-in needed or ended, a cancelled call): no one else says them. */
const SESSION_KINDS: ReadonlySet<ApiErrorKind> = new Set<ApiErrorKind>(['unauthorized', 'session-expired', 'aborted']);
export const isSessionError = (error: unknown): boolean => isApiError(error) && SESSION_KINDS.has(error.kind);

/**
 * Whether `error` is still to be said, marking it said: one failure reaches several calls (a passing
 * refresh failure fails every call that waited for it), and only the first to say it does.
 */
export function claimNotice(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.notified) return false;
  error.notified = true;
  return true;
}

/** The Chinese message for an HTTP error status (spec §8). */
export function httpMessage(status: number): string {
  if (status === 400) return `请求参数有误（${status}）`;
  if (status === 403) return `没有权限执行此操作（${status}）`;
  if (status === 404) return `请求的内容不存在（${status}）`;
  if (status === 408) return TEXT.timeout;
  if (status === 413) return `提交的内容过大（${status}）`;
  if (status === 429) return `操作过于频繁，请稍后再试（${status}）`;
  if (status >= 500) return `服务暂时不可用（${status}），请稍后重试`;
  return `${TEXT.requestFailed}（${status}）`;
}

function serverMsg(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const msg = (data as { msg?: unknown; message?: unknown }).msg ?? (data as { message?: unknown }).message;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : undefined;
}

/** By name: DOMException differs between realms (page, worker, test runner). */
function errorName(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
}

/** Raised when the session ended (refresh refused, or 401 again after the replay): message exactly 'Request call failed'. */
export class RefreshFailedError extends Error {
  constructor() {
    super(TEXT.refreshFailedError);
    this.name = 'RefreshFailedError';
  }
}

/** Map anything a call can throw to an ApiError with a Chinese message (spec §8). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof RefreshFailedError || (error instanceof Error && error.message === TEXT.refreshFailedError)) {
    return new ApiError('session-expired', TEXT.refreshFailedError, { cause: error });
  }
  if (isHTTPError(error)) {
    const status = error.response.status;
    if (status === 401) return new ApiError('unauthorized', '登录已失效，请重新登录', { status, cause: error });
    const data: unknown = error.data;
    const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
    return new ApiError('http', serverMsg(data) ?? httpMessage(status), {
      status,
      code: typeof code === 'number' ? code : undefined,
      cause: error,
    });
  }
  if (isTimeoutError(error) || errorName(error) === 'TimeoutError') return new ApiError('timeout', TEXT.timeout, { cause: error });
  if (errorName(error) === 'AbortError') return new ApiError('aborted', '请求已取消', { cause: error });
  if (isNetworkError(error) || error instanceof TypeError) {
    const offline = globalThis.navigator?.onLine === false;
    return new ApiError('network', offline ? TEXT.offline : TEXT.networkFailed, { cause: error });
  }
  return new ApiError('http', TEXT.requestFailed, { cause: error });
}
