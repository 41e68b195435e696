/**
 * The session below the entities: the one jotai store, the token as React reads it, when the member's
 * queries may load, and the member-scoped caches (reload, clear, sign in). The member and the cart
 * themselves are entities (src/entities/member, src/entities/cart); browser storage is src/shared/storage.
 */
export { appStore, historyAtom, sessionPhaseAtom, type AppStore } from './store';
export { reloadSession, clearSession, signIn } from './caches';
export { IgnoredAnswer } from './ignored-answer';
export { useSessionEnabled, sessionKey, passingFailure, SessionStartDelayContext } from './use-token';
