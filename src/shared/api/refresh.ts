import ky from 'ky';
import { env } from '@/shared/config/env';
import { REQUEST_TIMEOUT_MS, SESSION_EXPIRED_TOAST_S, SUCCESS_CODE, TEXT } from '@/shared/config/constants';
import { loginPath } from '@/shared/config/routes';
import { feedback } from '@/shared/lib/feedback';
import { currentPath, navigateTo } from '@/shared/lib/navigation';
import { readTokenInfo, removeTokenInfo, sessionIdOf, subscribeTokenInfo, writeTokenInfo, type TokenInfo } from '@/shared/storage';
import { authorization } from './auth-header';
import { ApiError, httpMessage, RefreshFailedError, toApiError } from './errors';
import { apiUrl } from './url';

/**
 * 401 single-flight refresh (docs/contract.md §3, docs/session.md). One refresh at
 * a time in this page (a shared promise) and across tabs (a Web Lock); a tab
 * that gets the lock after another tab refreshed adopts the token it finds in
 * storage.
 *
 * A refresh the mall refuses (HTTP 401, or its envelope with any code but 0)
 * ends the session. A passing failure (5xx, an HTML page, offline, timeout, a
 * lock held too long by another tab) fails the waiting requests with the
 * transport's Chinese message and keeps the tokens; the next request tries again.
 */
export const REFRESH_LOCK = 'lab-mall:token-refresh';
export const REFRESH_PATH = '/auth/access-token';
/** Another tab's refresh takes at most REQUEST_TIMEOUT_MS; waiting for its lock longer than this is a passing failure. */
export const REFRESH_LOCK_WAIT_MS = REQUEST_TIMEOUT_MS + 5_000;

let inflight: Promise<string> | null = null;
let epoch = 0;
let lastSettled: { sentToken: string | null; epoch: number; outcome: Promise<string> } | null = null;
let expiryHandled = false;

// A login (in this tab or another) re-arms the once-only expiry handling.
subscribeTokenInfo((info) => {
  if (info) expiryHandled = false;
});

export { RefreshFailedError };

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * The promise, or a rejection as soon as `signal` aborts (the promise itself runs on, and its own outcome is
 * then nobody's: a call handed an aborted signal rejects too, which would otherwise be an unhandled rejection).
 */
export function abortable<T>(promise: Promise<T>, signal?: AbortSignal | null): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(abortError(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Resolves when no refresh is running. If the running one ended the session it
 * rejects with 'Request call failed'; if it failed in passing, with its error.
 * An abort of `signal` rejects at once.
 */
export async function waitForRefresh(signal?: AbortSignal | null): Promise<void> {
  if (!inflight) return;
  await abortable(
    inflight.then(
      () => undefined,
      (error: unknown) => {
        throw error instanceof RefreshFailedError ? new RefreshFailedError() : error;
      },
    ),
    signal,
  );
}

/**
 * A token to replay a request that got 401 while sent with `sentToken`.
 * If the stored token already differs (another request or tab refreshed
 * meanwhile), it is reused and no refresh call is made.
 */
export function obtainFreshToken(sentToken: string | null): Promise<string> {
  if (inflight) return inflight;
  const stored = readTokenInfo()?.accessToken;
  if (stored && sentToken && stored !== sentToken) return Promise.resolve(stored);
  const outcome = refreshOnce(sentToken);
  inflight = outcome.finally(() => {
    epoch += 1;
    lastSettled = { sentToken, epoch, outcome };
    inflight = null;
  });
  return inflight;
}

/** How many refreshes of this page have settled; a call notes it when it takes its token (src/shared/api/http.ts). */
export function refreshEpoch(): number {
  return epoch;
}

/**
 * The outcome of the refresh that ended after a call took its token (`sentAtEpoch`), when that refresh replaced
 * the token the call was sent with: three calls sent together whose 401s arrive around the refresh share one
 * refresh and one failure, however late the last 401 comes. A call sent after it tries the refresh again.
 */
export function settledRefreshFor(sentToken: string | null, sentAtEpoch: number): Promise<string> | null {
  if (!lastSettled || lastSettled.epoch <= sentAtEpoch || lastSettled.sentToken !== sentToken) return null;
  return lastSettled.outcome;
}

/** The refresh was refused: the session ends. */
class SessionRefused extends Error {
  readonly accessToken: string | undefined;
  constructor(accessToken: string | undefined) {
    super('refresh refused');
    this.accessToken = accessToken;
  }
}

/** Storage no longer holds the session that was refreshed (a login or a logout meanwhile): the answer is dropped. */
class SessionLeft extends Error {
  constructor() {
    super('the refreshed session has left storage');
  }
}

/**
 * A failure of the transport, not an answer of the mall: a server error, a gateway's timeout or throttle.
 * These are passing; any other refusal ends the session (spec §4).
 */
const passingStatus = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * One refresh call. Passing (the tokens stay): no answer, a timeout, a passing status, a body that is not
 * the mall's JSON envelope (an HTML page, an empty body). Refused (the session ends): HTTP 401, or the
 * mall's envelope with any code but 0 (docs/session.md). A refresh token in the answer replaces the stored
 * one (docs/contract.md §3).
 */
async function callRefresh(accessToken: string, refreshToken: string): Promise<Omit<TokenInfo, 'session'>> {
  let response: Response;
  try {
    response = await ky.post(apiUrl(env.prefixV1, REFRESH_PATH), {
      headers: { Authorization: authorization(accessToken), refreshToken },
      timeout: REQUEST_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
    });
  } catch (error) {
    throw toApiError(error);
  }
  if (response.status === 401) throw new SessionRefused(accessToken);
  if (passingStatus(response.status)) throw new ApiError('http', httpMessage(response.status), { status: response.status });
  let body: { code?: unknown; msg?: unknown; data?: { accessToken?: unknown; refreshToken?: unknown } } | null;
  try {
    body = JSON.parse(await response.text()) as typeof body;
  } catch (error) {
    if (error instanceof SyntaxError) throw new ApiError('parse', TEXT.badBody, { status: response.status });
    throw toApiError(error);
  }
  if (typeof body !== 'object' || body === null || typeof body.code !== 'number') {
    throw new ApiError('parse', TEXT.badBody, { status: response.status });
  }
  // The mall answered and said no: a code of 401, "refresh token expired" under any other code, a 4xx.
  if (body.code !== SUCCESS_CODE || !response.ok) throw new SessionRefused(accessToken);
  const fresh = body.data?.accessToken;
  if (typeof fresh !== 'string' || fresh === '') throw new ApiError('parse', TEXT.badBody, { status: response.status });
  const rotated = body.data?.refreshToken;
  return { accessToken: fresh, refreshToken: typeof rotated === 'string' && rotated !== '' ? rotated : refreshToken };
}

async function refreshOnce(failedToken: string | null): Promise<string> {
  const run = async (): Promise<string> => {
    const stored = readTokenInfo();
    // Signed out while this tab waited for the lock (a logout here or in another tab): nothing was refused.
    if (!stored) throw new SessionLeft();
    if (!stored.refreshToken) throw new SessionRefused(stored.accessToken);
    // Another tab may have refreshed while this one waited for the lock.
    if (failedToken && stored.accessToken !== failedToken) return stored.accessToken;
    const fresh = await callRefresh(stored.accessToken, stored.refreshToken);
    // Written only over the session that was refreshed: a login or a logout (this tab or another) during
    // the call stands, and the answer is dropped.
    const now = readTokenInfo();
    if (now?.accessToken !== stored.accessToken || now.refreshToken !== stored.refreshToken) throw new SessionLeft();
    writeTokenInfo({ ...fresh, session: sessionIdOf(stored) });
    return fresh.accessToken;
  };

  try {
    return await withLock(run);
  } catch (error) {
    if (error instanceof SessionRefused) {
      endSession(error.accessToken);
      throw new RefreshFailedError();
    }
    // The waiting calls belonged to a session that has gone: they fail without a word (the page follows storage).
    if (error instanceof SessionLeft) throw new RefreshFailedError();
    throw toApiError(error);
  }
}

/** Runs `run` under the cross-tab lock; waiting for the lock is bounded by REFRESH_LOCK_WAIT_MS. */
async function withLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return run();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new ApiError('timeout', TEXT.timeout)), REFRESH_LOCK_WAIT_MS);
  try {
    return await locks.request(REFRESH_LOCK, { signal: controller.signal }, () => {
      clearTimeout(timer);
      return run();
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The session ended (refresh refused, or 401 again after the replay): the
 * token that failed is removed (never one another tab stored meanwhile), one
 * toast for 6 s, one redirect to the login page with the way back.
 */
export function endSession(failedAccessToken: string | undefined): void {
  if (failedAccessToken !== undefined) removeTokenInfo(failedAccessToken);
  else removeTokenInfo();
  if (readTokenInfo()) return; // another tab signed in meanwhile: this tab carries on with that session
  if (expiryHandled) return;
  expiryHandled = true;
  feedback.error(TEXT.sessionExpired, { duration: SESSION_EXPIRED_TOAST_S, key: 'session-expired' });
  void navigateTo(loginPath(currentPath()));
}

/** Test hook: forget a stuck refresh and re-arm the once-only expiry handling. */
export function resetRefreshState(): void {
  inflight = null;
  lastSettled = null;
  expiryHandled = false;
}
