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
