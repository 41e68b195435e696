import ky, { isHTTPError, isNetworkError, isTimeoutError, type AfterResponseHook, type BeforeRequestHook } from 'ky';
import { REQUEST_TIMEOUT_MS, SUCCESS_CODE, TEXT, UNAUTHORIZED_CODE } from '@/shared/config/constants';
import { feedback } from '@/shared/lib/feedback';
import { cleanParams, type Params } from '@/shared/lib/params';
import { readTokenInfo } from '@/shared/session/storage';
import { ApiError } from './errors';
import { obtainFreshToken, RefreshFailedError, waitForRefresh } from './refresh';
import { apiBase, isApiUrl } from './url';

/** The response envelope (spec §3). A success returns the whole body. */
export interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

/** A paged list (API-CONTRACT §2). */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface RequestOptions {
  /** query parameters, cleaned (spec §5) */
  params?: Params;
  /** JSON body */
  json?: unknown;
  signal?: AbortSignal;
  /** no toast for this call's failures (the caller shows its own state) */
  silent?: boolean;
}

const bearer = (header: string | null): string | null => (header?.startsWith('Bearer ') ? header.slice(7) : header);

/** Attach the member's tokens, only for the mall API origin, after any running refresh. */
const attachTokens: BeforeRequestHook = async ({ request }) => {
  if (!isApiUrl(request.url)) return;
  await waitForRefresh();
  const tokens = readTokenInfo();
  if (tokens?.accessToken) request.headers.set('Authorization', `Bearer ${tokens.accessToken}`);
  else request.headers.delete('Authorization');
  if (tokens?.refreshToken) request.headers.set('refreshToken', tokens.refreshToken);
  else request.headers.delete('refreshToken');
};

async function envelopeCode(response: Response): Promise<number | undefined> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).code === 'number'
      ? (body as Envelope<unknown>).code
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * 401 by status or by body code: refresh once (single-flight) and replay the
 * request once with the new token. The replay (retryCount > 0) never refreshes again.
 */
const refreshOn401: AfterResponseHook = async ({ request, response, retryCount }) => {
  if (retryCount > 0 || !isApiUrl(request.url)) return;
  const unauthorized = response.status === 401 || (response.ok && (await envelopeCode(response)) === UNAUTHORIZED_CODE);
  if (!unauthorized) return;
  // A visitor (no refresh token) has nothing to refresh: the 401 stands.
  if (!readTokenInfo()?.refreshToken) return;
  const token = await obtainFreshToken(bearer(request.headers.get('Authorization')));
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${token}`);
  const refreshToken = readTokenInfo()?.refreshToken;
  if (refreshToken) headers.set('refreshToken', refreshToken);
  return ky.retry({ request: new Request(request, { headers }), code: 'TOKEN_REFRESHED', delay: 0 });
};

/**
 * The one ky instance. Retry is limited to the forced replay after a refresh
 * (no method is retried on its own); React Query is the only retry layer.
 */
export const client = ky.create({
  prefix: apiBase(),
  timeout: REQUEST_TIMEOUT_MS,
  retry: { limit: 1, methods: [], statusCodes: [] },
  throwHttpErrors: true,
  hooks: { beforeRequest: [attachTokens], afterResponse: [refreshOn401] },
});

function httpMessage(status: number): string {
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
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
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
    const code = typeof error.data === 'object' && error.data !== null ? (error.data as Envelope<unknown>).code : undefined;
    return new ApiError('http', serverMsg(error.data) ?? httpMessage(status), {
      status,
      code: typeof code === 'number' ? code : undefined,
      cause: error,
    });
  }
  if (isTimeoutError(error)) return new ApiError('timeout', TEXT.timeout, { cause: error });
  if (isAbort(error)) return new ApiError('aborted', '请求已取消', { cause: error });
  if (isNetworkError(error) || error instanceof TypeError) {
    const offline = globalThis.navigator?.onLine === false;
    return new ApiError('network', offline ? TEXT.offline : TEXT.networkFailed, { cause: error });
  }
  return new ApiError('http', TEXT.requestFailed, { cause: error });
}

const SILENT_KINDS = new Set(['unauthorized', 'session-expired', 'aborted']);

/** Show the error once (unless silent), then hand it back for throwing. */
function report(error: ApiError, options: RequestOptions): ApiError {
  if (!options.silent && !error.notified && !SILENT_KINDS.has(error.kind)) {
    // Network-level failures share a key: ten failed calls show one toast.
    const key = error.kind === 'network' || error.kind === 'timeout' ? `net-${error.kind}` : undefined;
    feedback.error(error.message, key ? { key } : {});
  }
  error.notified = true;
  return error;
}

async function send(method: string, path: string, options: RequestOptions, accept: string): Promise<Response> {
  try {
    return await client(path, {
      method,
      searchParams: cleanParams(options.params),
      json: options.json,
      signal: options.signal,
      headers: { Accept: accept },
    });
  } catch (error) {
    throw report(toApiError(error), options);
  }
}

async function readEnvelope<T>(response: Response, options: RequestOptions): Promise<Envelope<T>> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw report(toApiError(error), options);
  }
  if (text.trim() === '') throw report(new ApiError('parse', TEXT.emptyBody, { status: response.status }), options);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw report(new ApiError('parse', TEXT.badBody, { status: response.status, cause: error }), options);
  }
  if (typeof body !== 'object' || body === null || typeof (body as Envelope<T>).code !== 'number') {
    throw report(new ApiError('parse', TEXT.badBody, { status: response.status }), options);
  }
  const envelope = body as Envelope<T>;
  if (envelope.code === UNAUTHORIZED_CODE) {
    // still 401 after the replay, or a visitor: no toast (spec §8), the call fails
    throw report(new ApiError('unauthorized', '登录已失效，请重新登录', { code: envelope.code, status: response.status }), options);
  }
  if (envelope.code !== SUCCESS_CODE) {
    const msg = typeof envelope.msg === 'string' && envelope.msg.trim() !== '' ? envelope.msg : TEXT.requestFailed;
    throw report(new ApiError('business', msg, { code: envelope.code, status: response.status }), options);
  }
  return envelope;
}

/** A JSON call: resolves with the whole envelope when code is 0, otherwise rejects with an ApiError. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const response = await send(method, path, options, 'application/json');
  return readEnvelope<T>(response, options);
}

/**
 * A file call (PDF, blob): resolves with `{ code: 0, data: Blob }` (spec §7).
 * A JSON answer instead of a file is read as an envelope, so its error shows.
 */
export async function requestBlob(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<Blob>> {
  const response = await send(method, path, options, 'application/pdf, application/octet-stream, */*');
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const envelope = await readEnvelope<unknown>(response, options);
    if (envelope.data instanceof Blob) return envelope as Envelope<Blob>;
    throw report(new ApiError('parse', TEXT.badBody, { status: response.status }), options);
  }
  try {
    return { code: SUCCESS_CODE, data: await response.blob() };
  } catch (error) {
    throw report(toApiError(error), options);
  }
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  blob: (method: string, path: string, options?: RequestOptions) => requestBlob(method, path, options),
};
