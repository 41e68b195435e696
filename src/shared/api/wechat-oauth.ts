import { readSessionJson, removeSessionItem, SESSION_KEYS, writeSessionJson } from '@/shared/storage';
import { feedback } from '@/shared/lib/feedback';
import { http } from './http';
import type { AnswerData } from './mall-types';
import { paths } from './url';

/**
 * The official-account OAuth legs inside the WeChat browser (docs/session.md "WeChat official-account OAuth"),
 * shared by the login (src/features/auth) and the WeChat binding (src/features/member): a random `state` per
 * start, the authorisation URL from the mall, off to it without a referrer, and the state checked on the way back.
 */
export type OauthPurpose = 'login' | 'bind';

/** A start's state is good once and for 10 minutes. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

interface StoredState {
  value: string;
  at: number;
  /** what the return leg does with the code; absent in states stored before binding existed: a login */
  purpose?: OauthPurpose;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new state for an OAuth start (replaces any earlier one), kept in this tab's sessionStorage. */
export function beginOauthState(purpose: OauthPurpose = 'login'): string {
  const value = randomState();
  writeSessionJson(SESSION_KEYS.oauthState, { value, at: Date.now(), purpose } satisfies StoredState);
  return value;
}

/**
 * True when `state` is the one this tab started for `purpose` less than 10 minutes ago; the stored state is used
 * up either way, so a link cannot sign anyone into (or bind a WeChat to) another account.
 */
export function takeOauthState(state: string | null, purpose: OauthPurpose = 'login'): boolean {
  const stored = readSessionJson<StoredState>(SESSION_KEYS.oauthState);
  removeSessionItem(SESSION_KEYS.oauthState);
  if (!stored || typeof stored.value !== 'string' || typeof stored.at !== 'number' || !state) return false;
  if ((stored.purpose ?? 'login') !== purpose) return false;
  return stored.value === state && Date.now() - stored.at <= OAUTH_STATE_TTL_MS;
}

/** The authorisation URL (docs/api.md `GET {v1}/auth/wechat/oauth/url`); `state` comes back on the return leg. */
export async function fetchOauthUrl(redirectUri: string, state: string, purpose: OauthPurpose = 'login') {
  const params: Record<string, string> = { redirect_uri: redirectUri, state };
  if (purpose === 'bind') params.purpose = 'bind';
  return (await http.get<AnswerData<'wechatOauthUrl'>>(paths.v1('/auth/wechat/oauth/url'), { params })).data;
}

export const OAUTH_URL_REFUSED = '授权地址不安全，已阻止跳转';

/** Only an https: authorisation page is followed (or this shop's own origin, as the fake mall answers). */
function isSafeOauthUrl(url: string): boolean {
  try {
    const target = new URL(url);
    return target.protocol === 'https:' || target.origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Leaves for the authorisation page without a referrer. With one, this page's
 * URL (its redirect=, a refused return leg's code and state) would go to the
 * authorisation host and, through the redirect back, become the return leg's
 * document.referrer, which third-party scripts such as analytics read.
 */
function leaveWithoutReferrer(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.referrerPolicy = 'no-referrer';
  link.rel = 'noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Starts the OAuth: comes back to `back` (absolute URL) with `code` and the state. */
export async function startOauth(back: URL, purpose: OauthPurpose): Promise<void> {
  const { url } = await fetchOauthUrl(back.toString(), beginOauthState(purpose), purpose);
  if (!isSafeOauthUrl(url)) {
    feedback.error(OAUTH_URL_REFUSED);
    return;
  }
  leaveWithoutReferrer(url);
}
