import { atom } from 'jotai';

/** The floating panel is open. Small on purpose: the shell imports it eagerly, the chat loads on first open. */
export const assistantOpenAtom = atom<{ open: boolean }>({ open: false });
