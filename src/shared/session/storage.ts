/**
 * The only module that touches browser storage. Storage keys of the spec
 * (§3, API-CONTRACT §4) are named here once.
 */
export const STORAGE_KEYS = {
  tokenInfo: 'tokenInfo',
  userInfo: 'userInfo',
  selectedCartInfo: 'selectedCartInfo',
  showLoginModal: 'showLoginModal',
  isCheckModal: 'isCheckModal',
  assistantApiKey: 'assistantApiKey',
} as const;

export const ACCESS_TOKEN_COOKIE = 'accessToken';

export interface TokenInfo {
  accessToken: string;
  refreshToken: string;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed iframe)
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // quota or disabled storage: the session simply does not persist
  }
}

export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* ignore */
  }
}

/** Clears all local storage (logout) and empties the accessToken cookie. */
export function clearStorage(): void {
  try {
    storage()?.clear();
  } catch {
    /* ignore */
  }
  syncAccessTokenCookie();
}

export function readJson<T>(key: string): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}

/** tokenInfo, or null when absent or not the expected shape. */
export function readTokenInfo(): TokenInfo | null {
  const value = readJson<Partial<TokenInfo>>(STORAGE_KEYS.tokenInfo);
  if (!value || typeof value.accessToken !== 'string' || value.accessToken === '') return null;
  return { accessToken: value.accessToken, refreshToken: typeof value.refreshToken === 'string' ? value.refreshToken : '' };
}

const tokenListeners = new Set<(info: TokenInfo | null) => void>();

/** Called when this tab writes or removes tokenInfo (other tabs get a storage event). */
export function onTokenInfoChange(listener: (info: TokenInfo | null) => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

export function writeTokenInfo(info: TokenInfo): void {
  writeJson(STORAGE_KEYS.tokenInfo, info);
  tokenListeners.forEach((listener) => listener(info));
}

export function removeTokenInfo(): void {
  removeItem(STORAGE_KEYS.tokenInfo);
  syncAccessTokenCookie();
  tokenListeners.forEach((listener) => listener(null));
}

export function hasToken(): boolean {
  return readTokenInfo() !== null;
}

/** Copies accessToken into the `accessToken` cookie, emptied when absent (spec §3). */
export function syncAccessTokenCookie(): void {
  if (typeof document === 'undefined') return;
  const token = readTokenInfo()?.accessToken ?? '';
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax${secure}`;
}

export function readFlag(key: string): boolean {
  const value = readItem(key);
  return value !== null && value !== 'false' && value !== '0';
}

export function setFlag(key: string, on: boolean): void {
  if (on) writeItem(key, 'true');
  else removeItem(key);
}

/** The assistant's bearer key saved in this browser (API-CONTRACT §4); it overrides VITE_ASSISTANT_API_KEY. */
export function readAssistantApiKey(): string {
  return readItem(STORAGE_KEYS.assistantApiKey)?.trim() ?? '';
}

export function writeAssistantApiKey(key: string): void {
  const value = key.trim();
  if (value === '') removeItem(STORAGE_KEYS.assistantApiKey);
  else writeItem(STORAGE_KEYS.assistantApiKey, value);
}

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
