import { readSessionJson, removeSessionItem, SESSION_KEYS, writeSessionJson } from '@/shared/session';

/**
 * The official-account OAuth `state` (CSRF guard): a random value per start,
 * kept in this tab's sessionStorage, good once and for 10 minutes. A return
 * leg without the matching state is refused, so a link cannot sign anyone into
 * another account.
 */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

interface StoredState {
  value: string;
  at: number;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new state for an OAuth start (replaces any earlier one). */
export function beginOauthState(): string {
  const value = randomState();
  writeSessionJson(SESSION_KEYS.oauthState, { value, at: Date.now() } satisfies StoredState);
  return value;
}

/** True when `state` is the one this tab started less than 10 minutes ago; the stored state is used up either way. */
export function takeOauthState(state: string | null): boolean {
  const stored = readSessionJson<StoredState>(SESSION_KEYS.oauthState);
  removeSessionItem(SESSION_KEYS.oauthState);
  if (!stored || typeof stored.value !== 'string' || typeof stored.at !== 'number' || !state) return false;
  return stored.value === state && Date.now() - stored.at <= OAUTH_STATE_TTL_MS;
}
