import { SUCCESS_CODE } from '@/shared/config/constants';
import { cleanParams, type Params } from '@/shared/lib/params';
import { readTokenInfo } from '@/shared/storage';
import { authorization } from './auth-header';
import { apiBase } from './url';
import type { Envelope } from './http';

/**
 * Early calls (docs/performance.md): on a first visit to a catalogue page, or
 * a signed-in member's /order or order page, index.html's landing script (src/app/landing.ts) asks the API for what the
 * page will show (and on any signed-in member's page, the bell's count) while the app's code is still downloading, and the request
 * client (http.ts) takes that answer instead of asking again. Only a success
 * is taken: anything else (an error, an HTML page, a 401 that needs a refresh,
 * a lost connection) is asked again through the normal path, which says it once.
 */
interface EarlyCall {
  url: string;
  /** the access token it was sent with: an answer for another member is not taken */
  token: string | null;
  startedAt: number;
  body: Promise<unknown>;
  /** set once the body is in: a page drawn after that takes it at once (takeEarlyData) */
  settled?: { body: unknown };
}

/** An answer older than this is not taken (the first page has long been drawn). */
export const EARLY_CALL_TTL_MS = 30_000;

declare global {
  interface Window {
    __earlyCalls?: EarlyCall[];
  }
}

/** The URL of a GET on the mall API as the request client sends it (ky joins its prefix and the path with one slash). */
export function callUrl(path: string, params?: Params): string {
  const query = new URLSearchParams(cleanParams(params)).toString();
  return `${apiBase().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
}

/** A GET as the request client would send it (JSON, the member's tokens); resolves with its body, or null. */
export function startEarlyCall(path: string, params?: Params): Promise<unknown> {
  const url = callUrl(path, params);
  const tokens = readTokenInfo();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (tokens?.accessToken) headers.Authorization = authorization(tokens.accessToken);
  if (tokens?.refreshToken) headers.refreshToken = tokens.refreshToken;
  const call: EarlyCall = { url, token: tokens?.accessToken ?? null, startedAt: performance.now(), body: Promise.resolve(null) };
  call.body = fetch(url, { headers })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)
    .then((body: unknown) => {
      call.settled = { body };
      return body;
    });
  (window.__earlyCalls ??= []).push(call);
  return call.body;
}

/** The early call for this URL, taken out of the list, if it was started for the same member in the last half minute. */
function take(url: string, when: (call: EarlyCall) => boolean = () => true): EarlyCall | undefined {
  const calls = globalThis.window?.__earlyCalls;
  if (!calls?.length) return undefined;
  const index = calls.findIndex((call) => call.url === url);
  const call = calls[index];
  if (!call || !when(call)) return undefined;
  calls.splice(index, 1);
  const token = readTokenInfo()?.accessToken ?? null;
  return call.token === token && performance.now() - call.startedAt < EARLY_CALL_TTL_MS ? call : undefined;
}

/** The early answer to this GET (a promise of its body), once. */
export function takeEarlyCall(url: string): Promise<unknown> | undefined {
  return take(url)?.body;
}

/**
 * The data of a successful early answer that is already in, once: for a query's `initialData`, so the
 * page's first render shows it instead of a skeleton. Anything else stays for the request client.
 */
export function takeEarlyData<T>(path: string, params?: Params): T | undefined {
  const call = take(callUrl(path, params), (candidate) => isSuccessEnvelope(candidate.settled?.body));
  return call && isSuccessEnvelope<T>(call.settled?.body) ? call.settled.body.data : undefined;
}

export function isSuccessEnvelope<T>(body: unknown): body is Envelope<T> {
  return typeof body === 'object' && body !== null && (body as Envelope<T>).code === SUCCESS_CODE;
}
