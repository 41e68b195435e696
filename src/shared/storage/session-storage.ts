/** sessionStorage (this tab only), named here once like the local storage keys (src/shared/storage/index.ts). */

/** sessionStorage (this tab only): e.g. the SMS send time that lets a countdown survive a reload. */
export function readSessionJson<T>(key: string): T | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    /* ignore */
  }
}

/** sessionStorage keys (this tab only). */
export const SESSION_KEYS = {
  /** the WeChat-binding dialog was closed: it does not open by itself again in this tab */
  wechatBindClosed: 'wechatBindClosed',
  /** the one prompt that opened by itself in this tab's session (src/app/shell/use-prompt-arbiter.ts) */
  promptShown: 'promptShown',
  /** the official-account OAuth start leg: { value, at } (src/features/auth/model/oauth-state.ts) */
  oauthState: 'oauthState',
  /** scroll positions by history entry, so Back, Forward and a reload land where the user was (src/app/scroll-restoration.ts) */
  scrollPositions: 'scrollPositions',
} as const;

export function readSessionFlag(key: string): boolean {
  return readSessionJson<unknown>(key) === true;
}

export function setSessionFlag(key: string, on: boolean): void {
  if (on) {
    writeSessionJson(key, true);
    return;
  }
  try {
    globalThis.sessionStorage?.removeItem(key);
  } catch {
    /* ignore */
  }
}

export function removeSessionItem(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(key);
  } catch {
    /* ignore */
  }
}
