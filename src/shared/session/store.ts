import { atom, createStore } from 'jotai';

/** The one jotai store: handed to <Provider store>, and used by non-React code. */
export const appStore = createStore();
export type AppStore = typeof appStore;

/**
 * 'starting': before the 1200 ms start timer fired (with a token);
 * 'ready': the session has been started (or there was no token);
 * 'leaving': a logout call is running (members-only pages wait, not redirect).
 */
export const sessionPhaseAtom = atom<'starting' | 'ready' | 'leaving'>('starting');

/** The spec's history string: where to return after a login. */
export const historyAtom = atom<string>('');
