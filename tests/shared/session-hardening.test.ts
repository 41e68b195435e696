import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db/index.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { checkToken, issueTokens } from '../../mocks/lib.ts';
import { server } from '../../mocks/node.ts';
import { http, isApiError, paths } from '@/shared/api';
import { refreshEpoch } from '@/shared/api/refresh';
import { REQUEST_TIMEOUT_MS, SESSION_EXPIRED_TOAST_S, TEXT } from '@/shared/config/constants';
import { feedback } from '@/shared/lib/feedback';
import { bindNavigator } from '@/shared/lib/navigation';
import { readTokenInfo, removeTokenInfo, STORAGE_KEYS, writeTokenInfo } from '@/shared/storage';
import { WAIT } from '../utils/wait';

/** Defects 2, 5, 6, 8 and 10 of issue 8: the session survives passing failures and ends only when it must. */
const url = (path: string) => `http://localhost:3000/mall/v1${path}`;

let toasts: { text: string; duration?: number }[];
let navigations: string[];
let unbind: () => void;

beforeEach(() => {
  toasts = [];
  navigations = [];
  vi.spyOn(feedback, 'error').mockImplementation((text, options) => void toasts.push({ text, duration: options?.duration }));
  unbind = bindNavigator((to) => void navigations.push(to));
});
afterEach(() => {
  unbind();
  vi.useRealTimers();
  server.events.removeAllListeners();
});

/** An endpoint that insists on a valid access token, like every member call. */
function guarded(path: string) {
  const seen: (string | null)[] = [];
  server.use(
    mock.get(url(path), ({ request }) => {
      const token = request.headers.get('Authorization')?.slice(7) ?? null;
      seen.push(token);
      return checkToken(token, 'mk').ok
        ? HttpResponse.json({ code: 0, data: 'ok' })
        : HttpResponse.json({ code: 401, msg: '登录已过期' }, { status: 401 });
    }),
  );
  return seen;
}

const expired = () => issueTokens(DEMO.owner._id, { accessTtlMs: -1000 });
const refreshAnswers = (resolver: Parameters<typeof mock.post>[1]) => server.use(mock.post(url('/auth/access-token'), resolver));

describe('defect 2: a passing refresh failure keeps the session', () => {
  it.each([
    ['HTTP 502', () => HttpResponse.json({ code: 502, msg: 'bad gateway' }, { status: 502 }), '服务暂时不可用（502），请稍后重试'],
    ['an HTML page', () => new HttpResponse('<html>维护中</html>', { headers: { 'Content-Type': 'text/html' } }), TEXT.badBody],
    ['a network error', () => HttpResponse.error(), TEXT.networkFailed],
  ])('refresh answered with %s: tokens kept, no redirect, the transport message once', async (_name, answer, message) => {
    const tokens = expired();
    writeTokenInfo(tokens);
    guarded('/echo');
    refreshAnswers(answer);
    const outcomes = await Promise.allSettled([http.get(paths.v1('/echo')), http.get(paths.v1('/echo')), http.get(paths.v1('/echo'))]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect(((outcome as PromiseRejectedResult).reason as Error).message).toBe(message);
    }
    expect(readTokenInfo()).toEqual(tokens);
    expect(navigations).toEqual([]);
    expect(toasts.map((t) => t.text)).toEqual([message]);
    expect(toasts.some((t) => t.text === TEXT.sessionExpired)).toBe(false);
  });

  it('the next request tries the refresh again and succeeds', async () => {
    writeTokenInfo(expired());
    guarded('/echo');
    server.use(mock.post(url('/auth/access-token'), () => HttpResponse.error(), { once: true }));
    await expect(http.get(paths.v1('/echo'))).rejects.toThrow(TEXT.networkFailed);
    await expect(http.get(paths.v1('/echo'))).resolves.toMatchObject({ data: 'ok' });
    expect(db.runtime.stats.refresh).toBe(1);
  });

  it('a refresh refused with 401 ends the session, and the login link leads back to the page', async () => {
    writeTokenInfo({ accessToken: expired().accessToken, refreshToken: 'mr.bad.0.0.x' });
    guarded('/echo');
    window.history.replaceState(null, '', '/order?keyword=R%26D+Systems');
    try {
      const error = await http.get(paths.v1('/echo')).catch((e: unknown) => e);
      expect((error as Error).message).toBe(TEXT.refreshFailedError);
      expect(readTokenInfo()).toBeNull();
      expect(toasts).toEqual([{ text: TEXT.sessionExpired, duration: SESSION_EXPIRED_TOAST_S }]);
      expect(navigations).toHaveLength(1);
      const target = new URL(navigations[0] ?? '', 'http://x');
      expect(target.pathname).toBe('/account/login');
      expect(target.searchParams.get('redirect')).toBe('/order?keyword=R%26D+Systems');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('a refresh refused by body code 401 (HTTP 200) also ends the session', async () => {
    writeTokenInfo(expired());
    guarded('/echo');
    refreshAnswers(() => HttpResponse.json({ code: 401, msg: '登录已过期' }));
    await expect(http.get(paths.v1('/echo'))).rejects.toThrow(TEXT.refreshFailedError);
    expect(readTokenInfo()).toBeNull();
  });
});

describe('calls sent together whose 401s straddle the refresh (issue 23, item 3: said once)', () => {
  /** Three calls with the expired token; the third one's 401 is held until the refresh has settled (its outcome recorded). */
  async function straddle(answer: () => Response) {
    const settledBefore = refreshEpoch();
    let calls = 0;
    let refreshes = 0;
    server.use(
      mock.get(url('/echo'), async () => {
        calls += 1;
        if (calls === 3) await vi.waitFor(() => expect(refreshEpoch()).toBeGreaterThan(settledBefore), { ...WAIT, interval: 5 });
        return HttpResponse.json({ code: 401, msg: '登录已过期' }, { status: 401 });
      }),
      mock.post(url('/auth/access-token'), () => {
        refreshes += 1;
        return answer();
      }),
    );
    const outcomes = await Promise.allSettled([http.get(paths.v1('/echo')), http.get(paths.v1('/echo')), http.get(paths.v1('/echo'))]);
    return { reasons: outcomes.map((o) => (o as PromiseRejectedResult).reason as Error), refreshes };
  }

  it('a refresh failing in passing: one refresh, one message, the tokens kept', async () => {
    const tokens = expired();
    writeTokenInfo(tokens);
    const { reasons, refreshes } = await straddle(() => HttpResponse.json({ code: 502, msg: 'bad gateway' }, { status: 502 }));
    expect(refreshes).toBe(1);
    expect(reasons.map((r) => r.message)).toEqual(Array(3).fill('服务暂时不可用（502），请稍后重试'));
    expect(toasts.map((t) => t.text)).toEqual(['服务暂时不可用（502），请稍后重试']);
    expect(readTokenInfo()).toEqual(tokens);
    expect(navigations).toEqual([]);
  });

  it('a refused refresh: one refresh, every call ends as the session did, one expiry toast and one redirect', async () => {
    writeTokenInfo(expired());
    const { reasons, refreshes } = await straddle(() => HttpResponse.json({ code: 401, msg: '登录已过期' }, { status: 401 }));
    expect(refreshes).toBe(1);
    for (const reason of reasons) {
      expect(isApiError(reason) && reason.kind).toBe('session-expired');
      expect(reason.message).toBe(TEXT.refreshFailedError);
    }
    expect(toasts.map((t) => t.text)).toEqual([TEXT.sessionExpired]);
    expect(navigations).toHaveLength(1);
  });
});

describe('a late 401 of a sign-in that has gone', () => {
  it('a logout while the call was on its way: no refresh, no replay, no expiry toast, no redirect', async () => {
    writeTokenInfo(expired());
    let refreshes = 0;
    server.use(
      mock.get(url('/echo'), async () => {
        removeTokenInfo(); // the member signs out (this tab or another) before the answer comes
        return HttpResponse.json({ code: 401, msg: '登录已过期' }, { status: 401 });
      }),
      mock.post(url('/auth/access-token'), () => {
        refreshes += 1;
        return HttpResponse.json({ code: 0, data: { accessToken: 'x' } });
      }),
    );
    const error = await http.get(paths.v1('/echo')).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('session-expired');
    expect(refreshes).toBe(0);
    expect(toasts).toEqual([]);
    expect(navigations).toEqual([]);
    expect(readTokenInfo()).toBeNull();
  });

  it('another account signed in meanwhile: the call is not replayed with that account’s token', async () => {
    writeTokenInfo(expired());
    const other = issueTokens(DEMO.distributor._id);
    const seen: (string | null)[] = [];
    server.use(
      mock.get(url('/echo'), async ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        if (seen.length === 1) {
          writeTokenInfo(other);
          return HttpResponse.json({ code: 401, msg: '登录已过期' }, { status: 401 });
        }
        return HttpResponse.json({ code: 0, data: 'ok' });
      }),
    );
    await expect(http.get(paths.v1('/echo'))).rejects.toThrow(TEXT.refreshFailedError);
    expect(seen).toHaveLength(1);
    expect(readTokenInfo()).toEqual(other);
    expect(navigations).toEqual([]);
  });
});

describe('defect 5: cross-tab edges', () => {
  it('a login in another tab re-arms expiry handling: the second expiry is said and redirected too', async () => {
    writeTokenInfo({ accessToken: expired().accessToken, refreshToken: 'mr.bad.0.0.x' });
    guarded('/echo');
    await expect(http.get(paths.v1('/echo'))).rejects.toThrow(TEXT.refreshFailedError);
    expect(navigations).toHaveLength(1);
    // Another tab signs in: only a storage event reaches this tab.
    localStorage.setItem(STORAGE_KEYS.tokenInfo, JSON.stringify({ accessToken: expired().accessToken, refreshToken: 'mr.bad.1.1.x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.tokenInfo, storageArea: localStorage }));
    await expect(http.get(paths.v1('/echo'))).rejects.toThrow(TEXT.refreshFailedError);
    expect(navigations).toHaveLength(2);
    expect(toasts.filter((t) => t.text === TEXT.sessionExpired)).toHaveLength(2);
  });

  it('a failed refresh never removes a token another tab stored meanwhile', async () => {
    writeTokenInfo(expired());
    guarded('/echo');
    const otherTab = issueTokens(DEMO.distributor._id);
    refreshAnswers(() => {
      localStorage.setItem(STORAGE_KEYS.tokenInfo, JSON.stringify(otherTab));
      return HttpResponse.json({ code: 401, msg: '登录已过期' }, { status: 401 });
    });
    await http.get(paths.v1('/echo')).catch(() => undefined);
    expect(readTokenInfo()).toEqual(otherTab);
  });
});

describe('defect 6: the 30 s limit covers the whole call', () => {
  it('a body that stalls after the headers fails with the timeout message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Headers arrive, then the body stalls for good (a fetch of our own: the fake mall's sockets cannot stall mid-body).
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":0,'));
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'application/json' } });
    });
    const settled = vi.fn();
    const call = http.get(paths.v1('/stall')).then(settled, (e: unknown) => {
      settled(e);
      throw e;
    });
    call.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1000);
    await vi.waitFor(() => expect(settled).toHaveBeenCalled(), WAIT);
    const error = await call.catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('timeout');
    expect((error as Error).message).toBe(TEXT.timeout);
  });
});

describe('defect 8: abort and the lock wait', () => {
  it('a request aborted while it waits for the refresh rejects at once', async () => {
    writeTokenInfo(expired());
    guarded('/echo');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    refreshAnswers(async ({ request }) => {
      await gate;
      const check = checkToken(request.headers.get('refreshToken'), 'mr');
      return HttpResponse.json({ code: 0, data: { accessToken: check.ok ? issueTokens(check.memberId).accessToken : '' } });
    });
    let refreshing = false;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/access-token')) refreshing = true;
    });
    const first = http.get(paths.v1('/echo'));
    await vi.waitFor(() => expect(refreshing).toBe(true), WAIT); // the refresh is running now
    const controller = new AbortController();
    const waiting = http.get(paths.v1('/echo'), { signal: controller.signal });
    const settled = vi.fn();
    waiting.then(settled, settled);
    controller.abort();
    await vi.waitFor(() => expect(settled).toHaveBeenCalled(), WAIT);
    const error = await waiting.catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('aborted');
    release();
    await expect(first).resolves.toMatchObject({ data: 'ok' });
  });

  afterEach(() => void Reflect.deleteProperty(navigator, 'locks'));

  it('waiting for another tab’s refresh lock is bounded: a passing failure, and the next call refreshes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const tokens = expired();
    writeTokenInfo(tokens);
    guarded('/echo');
    // Another tab holds the lock forever; the fake honours an abort signal like the Web Locks API.
    const locks = {
      request: (...args: unknown[]) => {
        const options = (args.length === 3 ? args[1] : {}) as { signal?: AbortSignal };
        return new Promise((_resolve, reject) => {
          options.signal?.addEventListener('abort', () => reject(options.signal?.reason));
        });
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const held = { mockRestore: () => void Reflect.deleteProperty(navigator, 'locks') };
    const settled = vi.fn();
    const call = http.get(paths.v1('/echo'));
    call.then(settled, settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
    await vi.waitFor(() => expect(settled).toHaveBeenCalled(), WAIT);
    await expect(call).rejects.toThrow(TEXT.timeout);
    expect(readTokenInfo()).toEqual(tokens);
    expect(navigations).toEqual([]);
    // The other tab lets go: the next call is not stuck behind the abandoned wait.
    held.mockRestore();
    vi.useRealTimers();
    await expect(http.get(paths.v1('/echo'))).resolves.toMatchObject({ data: 'ok' });
  });
});

describe('defect 10: a 401 after the replay is never silent', () => {
  it('is treated like a failed refresh: Request call failed, the expiry toast, the login page', async () => {
    writeTokenInfo(expired());
    server.use(mock.get(url('/always401'), () => HttpResponse.json({ code: 401, msg: '无权访问' }, { status: 401 })));
    const failed = await http.get(paths.v1('/always401')).catch((e: unknown) => e);
    expect((failed as Error).message).toBe(TEXT.refreshFailedError);
    expect(toasts).toEqual([{ text: TEXT.sessionExpired, duration: SESSION_EXPIRED_TOAST_S }]);
    expect(navigations).toHaveLength(1);
    expect(readTokenInfo()).toBeNull();
  });

  it('requests queued behind a failed refresh fail with Request call failed', async () => {
    writeTokenInfo({ accessToken: expired().accessToken, refreshToken: 'mr.bad.0.0.x' });
    guarded('/echo');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    refreshAnswers(async () => {
      await gate;
      return HttpResponse.json({ code: 401, msg: '登录已过期' }, { status: 401 });
    });
    let refreshing = false;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/access-token')) refreshing = true;
    });
    const first = http.get(paths.v1('/echo'));
    await vi.waitFor(() => expect(refreshing).toBe(true), WAIT);
    const queued = http.post(paths.v1('/echo'), { json: { a: 1 } });
    release();
    const outcomes = await Promise.allSettled([first, queued]);
    for (const outcome of outcomes) expect(((outcome as PromiseRejectedResult).reason as Error).message).toBe(TEXT.refreshFailedError);
  });
});
