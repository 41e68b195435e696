import ky, { type AfterResponseHook, type BeforeRequestHook } from 'ky';
import { REQUEST_TIMEOUT_MS, SUCCESS_CODE, TEXT, UNAUTHORIZED_CODE } from '@/shared/config/constants';
import { feedback } from '@/shared/lib/feedback';
import { cleanParams, type Params } from '@/shared/lib/params';
import { readTokenInfo, sessionIdOf } from '@/shared/storage';
import { accessTokenOf, authorization } from './auth-header';
import { ApiError, claimNotice, isSessionError, RefreshFailedError, toApiError } from './errors';
import { callUrl, isSuccessEnvelope, takeEarlyCall } from './early';
import { abortable, endSession, obtainFreshToken, refreshEpoch, settledRefreshFor, waitForRefresh } from './refresh';
import type { Schema } from './mall-types';
import { apiBase, isApiUrl } from './url';

/** The response envelope (spec §3). A success returns the whole body. */
export interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

/** A paged list (docs/contract.md §2): the contract's Page (docs/openapi.yaml) with its list typed. */
export type Page<T> = Omit<Schema<'Page'>, 'list'> & { list: T[] };

export interface RequestOptions {
  /** query parameters, cleaned (spec §5) */
  params?: Params;
  /** JSON body */
  json?: unknown;
  /** multipart body (files): the browser sets the content type with its boundary */
  form?: FormData;
  signal?: AbortSignal;
  /** no toast for this call's failures (the caller shows its own state) */
  silent?: boolean;
  /** no toast for these business codes only: the caller says them in place (and claims them); others are said */
  quietCodes?: ReadonlySet<number>;
  /** the browser finishes the call even when the page unloads (fetch's keepalive; small bodies only) */
  keepalive?: boolean;
}

/** Attach the member's tokens, only for the mall API origin, after any running refresh (an abort stops the wait). */
const attachTokens: BeforeRequestHook = async ({ request, options }) => {
  if (!isApiUrl(request.url)) return;
  await waitForRefresh(request.signal);
  // which refreshes had settled when this call took its token (refreshOn401 asks it of a late 401)
  options.context.refreshEpoch = refreshEpoch();
  const tokens = readTokenInfo();
  // and in which sign-in (refreshOn401 replays a call only in the sign-in it was sent in)
  options.context.session = tokens ? sessionIdOf(tokens) : undefined;
  if (tokens?.accessToken) request.headers.set('Authorization', authorization(tokens.accessToken));
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
 * request once with the new token. A 401 again on the replay ends the session
 * like a refused refresh (src/shared/api/refresh.ts): never a silent failure.
 */
const refreshOn401: AfterResponseHook = async ({ request, options, response, retryCount }) => {
  if (!isApiUrl(request.url)) return;
  const unauthorized = response.status === 401 || (response.ok && (await envelopeCode(response)) === UNAUTHORIZED_CODE);
  if (!unauthorized) return;
  const sent = accessTokenOf(request.headers.get('Authorization'));
  if (retryCount > 0) {
    endSession(sent ?? undefined);
    throw new RefreshFailedError();
  }
  // The sign-in this call was sent in has gone (a logout, a refused refresh, another account signed in,
  // here or in another tab): the call is neither refreshed nor replayed with another sign-in's token, and
  // fails without a word (the page follows storage).
  const sentIn = options.context.session;
  const stillSignedIn = () => {
    const now = readTokenInfo();
    return typeof sentIn !== 'string' || (now !== null && sessionIdOf(now) === sentIn);
  };
  if (!stillSignedIn()) throw new RefreshFailedError();
  // A call that was on its way while a refresh for its token ran, and whose 401 comes after that refresh
  // ended, shares its outcome: the refresh is not made again, nor its failure said again.
  const epoch = options.context.refreshEpoch;
  const shared = typeof epoch === 'number' ? settledRefreshFor(sent, epoch) : null;
  // A visitor (no refresh token) has nothing to refresh: the 401 stands.
  if (!shared && !readTokenInfo()?.refreshToken) return;
  const token = await abortable(shared ?? obtainFreshToken(sent), request.signal);
  if (!stillSignedIn()) throw new RefreshFailedError();
  const headers = new Headers(request.headers);
  headers.set('Authorization', authorization(token));
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
  // The limit covers the whole call, body included: see withDeadline below.
  timeout: false,
  retry: { limit: 1, methods: [], statusCodes: [] },
  throwHttpErrors: true,
  hooks: { beforeRequest: [attachTokens], afterResponse: [refreshOn401] },
});

/**
 * Show the error once (unless silent), then hand it back for throwing. One error can reach several calls (a
 * passing refresh failure fails every call that waited for it): `notified` marks it once said, by a call or
 * by the caller of a silent one (the session's own word, src/app/session-lifecycle.ts).
 */
function report(error: ApiError, options: RequestOptions): ApiError {
  const quiet = options.silent || isSessionError(error) || (error.code !== undefined && options.quietCodes?.has(error.code) === true);
  if (!quiet && claimNotice(error)) {
    // Network-level failures share a key: ten failed calls show one toast.
    const key = error.kind === 'network' || error.kind === 'timeout' ? `net-${error.kind}` : undefined;
    feedback.error(error.message, key ? { key } : {});
  }
  return error;
}

/**
 * One call's deadline: REQUEST_TIMEOUT_MS over the whole call, from sending to
 * the last byte of the body (ky's own timeout stops at the headers), joined
 * with the caller's abort signal.
 */
function withDeadline(options: RequestOptions): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The call took longer than the limit.', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
  return { signal, done: () => clearTimeout(timer) };
}

async function send(method: string, path: string, options: RequestOptions, accept: string, signal: AbortSignal): Promise<Response> {
  try {
    const body = options.form === undefined ? { json: options.json } : { body: options.form };
    const call = client(path, {
      method,
      searchParams: cleanParams(options.params),
      ...body,
      signal,
      headers: { Accept: accept },
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    return await abortable(call, signal);
  } catch (error) {
    throw report(toApiError(signal.aborted && !options.signal?.aborted ? signal.reason : error), options);
  }
}

async function readEnvelope<T>(response: Response, options: RequestOptions, signal: AbortSignal): Promise<Envelope<T>> {
  let text: string;
  try {
    text = await abortable(response.text(), signal);
  } catch (error) {
    throw report(toApiError(signal.aborted && !options.signal?.aborted ? signal.reason : error), options);
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

/** The landing script's answer (src/shared/api/early.ts) when it is a success; otherwise nothing. */
async function earlyEnvelope<T>(early: Promise<unknown>, signal: AbortSignal): Promise<Envelope<T> | undefined> {
  try {
    const body = await abortable(early, signal);
    return isSuccessEnvelope<T>(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** A JSON call: resolves with the whole envelope when code is 0, otherwise rejects with an ApiError. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const deadline = withDeadline(options);
  try {
    // The answer the landing script fetched for this GET, if any; otherwise (or after a failure or a hang, with
    // the deadline then passed) the call is sent as usual, without waiting a turn when there is none.
    const early = method === 'GET' ? takeEarlyCall(callUrl(path, options.params)) : undefined;
    if (early) {
      const envelope = await earlyEnvelope<T>(early, deadline.signal);
      if (envelope) return envelope;
    }
    const response = await send(method, path, options, 'application/json', deadline.signal);
    return await readEnvelope<T>(response, options, deadline.signal);
  } finally {
    deadline.done();
  }
}

/**
 * A file call (PDF, blob): resolves with `{ code: 0, data: Blob }` (spec §7).
 * A JSON answer instead of a file is read as an envelope, so its error shows.
 */
export async function requestBlob(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<Blob>> {
  const deadline = withDeadline(options);
  const { signal } = deadline;
  try {
    const response = await send(method, path, options, 'application/pdf, application/octet-stream, */*', signal);
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const envelope = await readEnvelope<unknown>(response, options, signal);
      if (envelope.data instanceof Blob) return envelope as Envelope<Blob>;
      throw report(new ApiError('parse', TEXT.badBody, { status: response.status }), options);
    }
    try {
      return { code: SUCCESS_CODE, data: await abortable(response.blob(), signal) };
    } catch (error) {
      throw report(toApiError(signal.aborted && !options.signal?.aborted ? signal.reason : error), options);
    }
  } finally {
    deadline.done();
  }
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A file call (PDF, blob) through the same client: `{ code: 0, data: Blob }`. */
  blob: (method: string, path: string, options?: RequestOptions) => requestBlob(method, path, options),
};
