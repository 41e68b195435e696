import { createContext, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { isApiError } from '@/shared/api/errors';
import { SESSION_START_DELAY_MS } from '@/shared/config/constants';
import { readTokenInfo, sessionIdOf, subscribeTokenInfo, type TokenInfo } from '@/shared/storage';
import { sessionPhaseAtom } from './store';

/** The pause before a stored session starts (spec §4: 1200 ms); the tests render with 0 (tests/utils/render.tsx). */
export const SessionStartDelayContext = createContext(SESSION_START_DELAY_MS);

/** The stored token, re-rendering on every change in this tab or another. */
function useTokenInfo(): TokenInfo | null {
  return useSyncExternalStore(subscribeTokenInfo, readTokenInfo, () => null);
}

/** One sign-in is one session: a refresh keeps it (even one that rotates the refresh token), another login starts a new one. */
export function sessionKey(info: TokenInfo | null): string | null {
  return info ? sessionIdOf(info) : null;
}

/**
 * Whether the member's session queries (the member entity's and the cart entity's) may load: a token is
 * stored and the session has started (the start delay is over). Both entities read this one rule.
 */
export function useSessionEnabled(): { token: TokenInfo | null; phase: 'starting' | 'ready' | 'leaving'; enabled: boolean } {
  const token = useTokenInfo();
  const phase = useAtomValue(sessionPhaseAtom);
  return { token, phase, enabled: token !== null && phase === 'ready' };
}

/** A failure worth saying: the answer never came or was not the mall's (spec §8 "HTTP error other than 401"). */
function isPassingFailure(error: unknown): error is Error {
  return isApiError(error) && (error.kind === 'http' || error.kind === 'parse' || error.kind === 'network' || error.kind === 'timeout');
}

/**
 * The passing failure of a session query, from its first failed attempt on (React Query's retries may go on
 * in the background), or of its last fetch once that has ended; nothing while a new fetch (重试, a route
 * change) runs again.
 */
export function passingFailure(query: { failureReason: unknown; error: unknown; fetchStatus: string }): Error | null {
  if (isPassingFailure(query.failureReason)) return query.failureReason;
  return query.fetchStatus === 'idle' && isPassingFailure(query.error) ? query.error : null;
}
