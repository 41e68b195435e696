import { http as mock, HttpResponse } from 'msw';
import { TimeoutError } from 'ky';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { issueTokens, mockConfig } from '../../mocks/lib.ts';
import { client } from '@/shared/api/http';
import { http, isApiError, paths, requestBlob, toApiError, type ApiError } from '@/shared/api';
import { TEXT } from '@/shared/config/constants';
import { env } from '@/shared/config/env';
import { feedback } from '@/shared/lib/feedback';
import { bindNavigator } from '@/shared/lib/navigation';
import { readTokenInfo, writeTokenInfo } from '@/shared/storage';

const url = (path: string) => `http://localhost:3000/mall/v1${path}`;

let toasts: string[];
let navigations: string[];
let unbind: () => void;

beforeEach(() => {
  toasts = [];
  navigations = [];
  vi.spyOn(feedback, 'error').mockImplementation((text: string) => void toasts.push(text));
  unbind = bindNavigator((to) => void navigations.push(to));
});
afterEach(() => unbind());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the envelope (spec §7)', () => {
  it('returns the whole body on code 0', async () => {
    server.use(mock.get(url('/probe'), () => HttpResponse.json({ code: 0, msg: 'ok', data: { a: 1 }, extra: true })));
    await expect(http.get(paths.v1('/probe'))).resolves.toEqual({ code: 0, msg: 'ok', data: { a: 1 }, extra: true });
    expect(toasts).toEqual([]);
  });

  it('sends JSON bodies and cleaned params', async () => {
    let seen: { search: string; body: unknown; type: string | null } | undefined;
    server.use(
      mock.post(url('/probe'), async ({ request }) => {
        seen = { search: new URL(request.url).search, body: await request.json(), type: request.headers.get('content-type') };
        return HttpResponse.json({ code: 0, data: null });
      }),
    );
    await http.post(paths.v1('/probe'), { params: { keyword: '\u00a0CD4 ', skip: undefined }, json: { quantity: 2 } });
    expect(seen).toEqual({ search: '?keyword=CD4', body: { quantity: 2 }, type: 'application/json' });
  });

  it('returns file answers as { code: 0, data: Blob }', async () => {
    server.use(
      mock.get(url('/file'), () => new HttpResponse('%PDF-1.4 fake', { headers: { 'Content-Type': 'application/pdf' } })),
    );
    const result = await requestBlob('GET', paths.v1('/file'));
    expect(result.code).toBe(0);
    expect(result.data).toBeInstanceOf(Blob);
    expect(await result.data.text()).toBe('%PDF-1.4 fake');
  });
});

describe('the error catalogue (spec §8)', () => {
  it('body code non-zero: toast with msg, the call fails', async () => {
    server.use(mock.get(url('/probe'), () => HttpResponse.json({ code: 10001, msg: '库存不足', data: null })));
    const error = await failure(http.get(paths.v1('/probe')));
    expect(error.kind).toBe('business');
    expect(error.code).toBe(10001);
    expect(toasts).toEqual(['库存不足']);
  });

  it('body code non-zero without msg: 请求出错了 ~', async () => {
    server.use(mock.get(url('/probe'), () => HttpResponse.json({ code: 500 })));
    await failure(http.get(paths.v1('/probe')));
    expect(toasts).toEqual([TEXT.requestFailed]);
  });

  it('HTTP error other than 401: toast with the server msg', async () => {
    server.use(mock.get(url('/probe'), () => HttpResponse.json({ code: 400, msg: '手机号格式不正确' }, { status: 400 })));
    const error = await failure(http.get(paths.v1('/probe')));
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(toasts).toEqual(['手机号格式不正确']);
  });

  it("HTTP error without a server msg (a proxy's HTML 502 page): the error's own Chinese message", async () => {
    server.use(
      mock.get(url('/probe'), () =>
        HttpResponse.html('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502 }),
      ),
    );
    const error = await failure(http.get(paths.v1('/probe')));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(toasts).toEqual(['服务暂时不可用（502），请稍后重试']);
  });

  it('401 status: no toast; a visitor without a refresh token just fails', async () => {
    server.use(mock.get(url('/probe'), () => HttpResponse.json({ code: 401, msg: '请先登录' }, { status: 401 })));
    const error = await failure(http.get(paths.v1('/probe')));
    expect(error.kind).toBe('unauthorized');
    expect(toasts).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('an HTML page where JSON was expected: one clear Chinese toast', async () => {
    server.use(mock.get(url('/probe'), () => HttpResponse.html('<!doctype html><title>维护中</title>')));
    const error = await failure(http.get(paths.v1('/probe')));
    expect(error.kind).toBe('parse');
    expect(toasts).toEqual([TEXT.badBody]);
  });

  it('an empty body: one clear Chinese toast', async () => {
    server.use(mock.get(url('/probe'), () => new HttpResponse(null, { status: 200 })));
    const error = await failure(http.get(paths.v1('/probe')));
    expect(error.kind).toBe('parse');
    expect(toasts).toEqual([TEXT.emptyBody]);
  });

  it('JSON that is not the envelope: one clear Chinese toast', async () => {
    server.use(mock.get(url('/probe'), () => HttpResponse.json([1, 2, 3])));
    await failure(http.get(paths.v1('/probe')));
    expect(toasts).toEqual([TEXT.badBody]);
  });

  it('a lost connection: a network error with a Chinese toast, never a retry of a POST', async () => {
    let calls = 0;
    server.use(
      mock.post(url('/probe'), () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    const error = await failure(http.post(paths.v1('/probe'), { json: { a: 1 } }));
    expect(error.kind).toBe('network');
    expect(error.transient).toBe(true);
    expect(toasts).toEqual([TEXT.networkFailed]);
    expect(calls).toBe(1);
  });

  it('no retry of a failing GET inside the client (React Query is the one retry layer)', async () => {
    let calls = 0;
    server.use(
      mock.get(url('/probe'), () => {
        calls++;
        return HttpResponse.json({ code: 500, msg: '服务器繁忙' }, { status: 503 });
      }),
    );
    await failure(http.get(paths.v1('/probe')));
    expect(calls).toBe(1);
  });

  it('a timeout maps to the Chinese timeout message', () => {
    const error = toApiError(new TimeoutError(new Request('http://localhost:3000/x')));
    expect(error).toMatchObject({ kind: 'timeout', message: TEXT.timeout, transient: true });
  });

  it('silent calls show no toast', async () => {
    server.use(mock.get(url('/probe'), () => HttpResponse.json({ code: 10001, msg: '不显示' })));
    await failure(http.get(paths.v1('/probe'), { silent: true }));
    expect(toasts).toEqual([]);
  });

  it('a file call answered with a JSON error shows that error', async () => {
    server.use(mock.get(url('/file'), () => HttpResponse.json({ code: 10404, msg: '文件不存在' })));
    await failure(requestBlob('GET', paths.v1('/file')));
    expect(toasts).toEqual(['文件不存在']);
  });
});

describe('tokens (spec §7, docs/contract.md §2)', () => {
  it('sends Authorization and refreshToken from tokenInfo to the mall API', async () => {
    const tokens = issueTokens(DEMO.owner._id);
    writeTokenInfo(tokens);
    let headers: Headers | undefined;
    server.use(
      mock.get(url('/probe'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ code: 0, data: null });
      }),
    );
    await http.get(paths.v1('/probe'));
    expect(headers?.get('authorization')).toBe(`Bearer ${tokens.accessToken}`);
    expect(headers?.get('refreshtoken')).toBe(tokens.refreshToken);
  });

  it('VITE_AUTH_SCHEME empty: the bare token on every call and on the refresh, which the fake mall configured alike accepts (issue 23, item 19)', async () => {
    const saved = { client: env.authScheme, mall: mockConfig.authScheme };
    env.authScheme = '';
    mockConfig.authScheme = '';
    try {
      const expired = issueTokens(DEMO.owner._id, { accessTtlMs: -1000 });
      writeTokenInfo(expired);
      const sent: string[] = [];
      server.events.on('request:start', ({ request }) => void sent.push(`${new URL(request.url).pathname} ${request.headers.get('authorization')}`));
      await expect(http.get(paths.v1('/member/info'))).resolves.toMatchObject({ code: 0 });
      const fresh = readTokenInfo()?.accessToken;
      expect(sent).toEqual([
        `/mall/v1/member/info ${expired.accessToken}`,
        `/mall/v1/auth/access-token ${expired.accessToken}`,
        `/mall/v1/member/info ${fresh}`,
      ]);
      // a header under a scheme the mall was not configured for carries no token
      const bearer = await fetch(url('/member/info'), { headers: { Authorization: `Bearer ${fresh}` } });
      expect(bearer.status).toBe(401);
    } finally {
      env.authScheme = saved.client;
      mockConfig.authScheme = saved.mall;
    }
  });

  it('the default scheme: the fake mall refuses a bare token, as a backend expecting Bearer would', async () => {
    const tokens = issueTokens(DEMO.owner._id);
    const bare = await fetch(url('/member/info'), { headers: { Authorization: tokens.accessToken } });
    expect(bare.status).toBe(401);
    const bearer = await fetch(url('/member/info'), { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    expect(bearer.status).toBe(200);
  });

  it('sends no headers when tokenInfo is absent', async () => {
    let headers: Headers | undefined;
    server.use(
      mock.get(url('/probe'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ code: 0, data: null });
      }),
    );
    await http.get(paths.v1('/probe'));
    expect(headers?.get('authorization')).toBeNull();
    expect(headers?.get('refreshtoken')).toBeNull();
  });

  it('never sends the member tokens to another origin', async () => {
    writeTokenInfo(issueTokens(DEMO.owner._id));
    let headers: Headers | undefined;
    server.use(
      mock.get('https://elsewhere.example/steal', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ code: 0, data: null });
      }),
    );
    // The client's prefix pins every call to the API base; even an instance
    // extended to another origin keeps the hooks and must not attach tokens.
    await client.extend({ prefix: 'https://elsewhere.example' }).get('steal');
    expect(headers?.get('authorization')).toBeNull();
    expect(headers?.get('refreshtoken')).toBeNull();
  });
});

describe('calls the caller gives up on', () => {
  /** Rejections nobody handled while `run` and a few turns after it went by. */
  async function unhandledDuring(run: () => Promise<void>): Promise<unknown[]> {
    const seen: unknown[] = [];
    const onUnhandled = (reason: unknown) => void seen.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await run();
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    return seen;
  }

  it('a signal aborted before the call: it fails as aborted, says nothing, and leaves no unhandled rejection behind', async () => {
    server.use(mock.get(url('/probe'), () => HttpResponse.json({ code: 0, data: 1 })));
    const unhandled = await unhandledDuring(async () => {
      const controller = new AbortController();
      controller.abort();
      const error = await failure(http.get(paths.v1('/probe'), { signal: controller.signal }));
      expect(error.kind).toBe('aborted');
    });
    expect(unhandled).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('a signal aborted while the call is out: the same', async () => {
    server.use(mock.get(url('/probe'), () => new Promise<Response>(() => undefined)));
    const unhandled = await unhandledDuring(async () => {
      const controller = new AbortController();
      const call = failure(http.get(paths.v1('/probe'), { signal: controller.signal }));
      setTimeout(() => controller.abort(), 10);
      expect((await call).kind).toBe('aborted');
    });
    expect(unhandled).toEqual([]);
    expect(toasts).toEqual([]);
  });
});
