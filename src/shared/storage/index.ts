/**
 * The only module that touches browser storage. Storage keys of the spec
 * (§3, docs/contract.md §4) are named here once. It imports nothing of the app:
 * shared/api (the token for the ky hooks) and shared/session both read it.
 */
export const STORAGE_KEYS = {
  tokenInfo: 'tokenInfo',
  // (the spec's userInfo is not written: the member lives in the query cache only, docs/contract.md §4)
  selectedCartInfo: 'selectedCartInfo',
  showLoginModal: 'showLoginModal',
  isCheckModal: 'isCheckModal',
  assistantApiKey: 'assistantApiKey',
  /** the assistant proxy's opaque visitor id (docs/api.md §8): its sessions and daily budget are this visitor's */
  assistantVisitor: 'assistantVisitor',
  /** 最近浏览: the last materials viewed on this device (src/features/catalogue/model/recent.ts) */
  recentMaterials: 'recentMaterials',
  /** COA lookups made today, against the coa_query daily limit (src/features/coa/model/daily-count.ts) */
  coaLookups: 'coaLookups',
  /** 商品对比: the products chosen to compare, one sign-in's (src/features/compare/model/tray.ts) */
  compareTray: 'compareTray',
} as const;

export const ACCESS_TOKEN_COOKIE = 'accessToken';

export interface TokenInfo {
  accessToken: string;
  refreshToken: string;
  /**
   * Which sign-in these tokens belong to, once a refresh has rotated the refresh token: an opaque id
   * (sessionIdOf) carried over from token to token, so a refresh is not taken for another login.
   */
  session?: string;
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

/** Clears all local storage (logout, spec §4) and empties the accessToken cookie. */
export function clearStorage(): void {
  try {
    storage()?.clear();
  } catch {
    /* ignore */
  }
  syncAccessTokenCookie();
  notifyToken('this-tab');
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

/**
 * The session token: one source for the ky hooks (src/shared/api/http.ts,
 * src/shared/api/refresh.ts) and React (useTokenInfo in src/shared/session/use-token.ts).
 * It reads localStorage, so it is always in step with it, and tells its
 * subscribers when this tab writes or removes the token and when another tab
 * does (the browser's storage event).
 */
let cachedRaw: string | null | undefined;
let cachedInfo: TokenInfo | null = null;

function parseTokenInfo(raw: string | null): TokenInfo | null {
  if (raw === null) return null;
  let value: Partial<TokenInfo> | null;
  try {
    value = JSON.parse(raw) as Partial<TokenInfo> | null;
  } catch {
    return null;
  }
  if (!value || typeof value.accessToken !== 'string' || value.accessToken === '') return null;
  const info: TokenInfo = { accessToken: value.accessToken, refreshToken: typeof value.refreshToken === 'string' ? value.refreshToken : '' };
  if (typeof value.session === 'string' && value.session !== '') info.session = value.session;
  return info;
}

/** FNV-1a, 32 bits: an id derived from a token without keeping the token itself. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The sign-in these tokens belong to: the id a refresh carried over, or else one derived from the tokens
 * of the sign-in itself. A refresh keeps it (also when it rotates the refresh token); another login or
 * account changes it.
 */
export function sessionIdOf(info: TokenInfo): string {
  return info.session ?? `s-${digest(info.refreshToken || info.accessToken)}`;
}

/** tokenInfo, or null when absent or not the expected shape. The same object while the stored value is unchanged. */
export function readTokenInfo(): TokenInfo | null {
  const raw = readItem(STORAGE_KEYS.tokenInfo);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedInfo = parseTokenInfo(raw);
  }
  return cachedInfo;
}

export type TokenChangeSource = 'this-tab' | 'other-tab';
type TokenListener = (info: TokenInfo | null, source: TokenChangeSource) => void;
const tokenListeners = new Set<TokenListener>();
let listeningToOtherTabs = false;

function notifyToken(source: TokenChangeSource): void {
  const info = readTokenInfo();
  tokenListeners.forEach((listener) => listener(info, source));
}

/** Subscribe to token changes of this tab and of other tabs; returns the unsubscribe function. */
export function subscribeTokenInfo(listener: TokenListener): () => void {
  tokenListeners.add(listener);
  if (!listeningToOtherTabs && typeof window !== 'undefined') {
    listeningToOtherTabs = true;
    window.addEventListener('storage', (event) => {
      if (event.storageArea !== null && event.storageArea !== storage()) return;
      if (event.key !== null && event.key !== STORAGE_KEYS.tokenInfo) return;
      notifyToken('other-tab');
    });
  }
  return () => void tokenListeners.delete(listener);
}

export function writeTokenInfo(info: TokenInfo): void {
  writeJson(STORAGE_KEYS.tokenInfo, info);
  notifyToken('this-tab');
}

/**
 * Removes tokenInfo. With `onlyIf`, only while the stored access token is
 * still that one: a token another tab stored meanwhile is never removed.
 * Returns whether it removed anything.
 */
export function removeTokenInfo(onlyIf?: string): boolean {
  const stored = readTokenInfo();
  if (!stored) return false;
  if (onlyIf !== undefined && stored.accessToken !== onlyIf) return false;
  removeItem(STORAGE_KEYS.tokenInfo);
  syncAccessTokenCookie();
  notifyToken('this-tab');
  return true;
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

/** The assistant's bearer key saved in this browser (docs/contract.md §4); it overrides VITE_ASSISTANT_API_KEY. */
export function readAssistantApiKey(): string {
  return readItem(STORAGE_KEYS.assistantApiKey)?.trim() ?? '';
}

export function writeAssistantApiKey(key: string): void {
  const value = key.trim();
  if (value === '') removeItem(STORAGE_KEYS.assistantApiKey);
  else writeItem(STORAGE_KEYS.assistantApiKey, value);
}

/** The visitor id the assistant proxy issued to this browser ('' when none). */
export function readAssistantVisitor(): string {
  return readItem(STORAGE_KEYS.assistantVisitor)?.trim() ?? '';
}

export function writeAssistantVisitor(id: string): void {
  if (id === '') removeItem(STORAGE_KEYS.assistantVisitor);
  else writeItem(STORAGE_KEYS.assistantVisitor, id);
}

export * from './session-storage';
