import ky from 'ky';
import { env } from '@/shared/config/env';
import { REQUEST_TIMEOUT_MS, SESSION_EXPIRED_TOAST_S, SUCCESS_CODE, TEXT } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { feedback } from '@/shared/lib/feedback';
import { navigateTo } from '@/shared/lib/navigation';
import { onTokenInfoChange, readTokenInfo, removeTokenInfo, writeTokenInfo } from '@/shared/session/storage';
import { apiUrl } from './url';

/**
 * 401 single-flight refresh (API-CONTRACT §3). One refresh at a time in this
 * page (a shared promise) and across tabs (a Web Lock); a tab that gets the
 * lock after another tab refreshed adopts the token it finds in storage.
 */
export const REFRESH_LOCK = 'lab-mall:token-refresh';
export const REFRESH_PATH = '/auth/access-token';

let inflight: Promise<string> | null = null;
let expiryHandled = false;

// A fresh login (a new tokenInfo written) re-arms the once-only expiry handling.
onTokenInfoChange((info) => {
  if (info) expiryHandled = false;
});

export class RefreshFailedError extends Error {
  constructor() {
    super(TEXT.refreshFailedError);
    this.name = 'RefreshFailedError';
  }
}

/** Resolves when no refresh is running; rejects with 'Request call failed' if the running one fails. */
export async function waitForRefresh(): Promise<void> {
  if (!inflight) return;
  await inflight.then(
    () => undefined,
    () => {
      throw new RefreshFailedError();
    },
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
  inflight = refreshOnce(sentToken).finally(() => {
    inflight = null;
  });
  return inflight;
}

async function refreshOnce(failedToken: string | null): Promise<string> {
  const run = async (): Promise<string> => {
    const stored = readTokenInfo();
    if (!stored?.refreshToken) throw new RefreshFailedError();
    // Another tab may have refreshed while this one waited for the lock.
    if (failedToken && stored.accessToken !== failedToken) return stored.accessToken;
    const body = await ky
      .post(apiUrl(env.prefixV1, REFRESH_PATH), {
        headers: { Authorization: `Bearer ${stored.accessToken}`, refreshToken: stored.refreshToken },
        timeout: REQUEST_TIMEOUT_MS,
        retry: 0,
      })
      .json<{ code?: number; data?: { accessToken?: unknown; refreshToken?: unknown } }>();
    const accessToken = body?.data?.accessToken;
    if (body?.code !== SUCCESS_CODE || typeof accessToken !== 'string' || accessToken === '') {
      throw new RefreshFailedError();
    }
    const refreshToken = typeof body.data?.refreshToken === 'string' ? body.data.refreshToken : stored.refreshToken;
    writeTokenInfo({ accessToken, refreshToken });
    return accessToken;
  };

  try {
    const locks = globalThis.navigator?.locks;
    return locks ? await locks.request(REFRESH_LOCK, run) : await run();
  } catch {
    handleExpiry();
    throw new RefreshFailedError();
  }
}

/** Refresh failure: tokenInfo removed, one toast for 6 s, one redirect to the WeChat login. */
function handleExpiry(): void {
  removeTokenInfo();
  if (expiryHandled) return;
  expiryHandled = true;
  feedback.error(TEXT.sessionExpired, { duration: SESSION_EXPIRED_TOAST_S, key: 'session-expired' });
  void navigateTo(ROUTES.loginWechat);
}

/** Test hook: forget a stuck refresh and re-arm the once-only expiry handling. */
export function resetRefreshState(): void {
  inflight = null;
  expiryHandled = false;
}
