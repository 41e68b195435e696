import type { ReactNode } from 'react';
import { atom } from 'jotai';

/** The one-time BioLegend supply notice. */
export const supplyNoticeAtom = atom<{ open: boolean }>({ open: false });

/**
 * A notification modal (spec: notificationModal open flag) with its text. Nothing opens it since issue 42: order
 * updates wait in 消息中心 instead of interrupting (docs/prompts.md); the spec's state and its lazy dialog stay for a
 * notice that must interrupt. `onClosed` runs once when it closes.
 */
export const notificationModalAtom = atom<{ open: boolean; title: string; content: ReactNode; onClosed?: () => void }>({
  open: false,
  title: '',
  content: null,
});

/**
 * The closable modal (spec: open, title, isClosed); a mall announcement opens it (./use-notice-prompt.tsx).
 * `okText` adds a button that always closes it (a must-read announcement's 我已阅读, with isClosed false: no X,
 * mask or Esc). `onClosed` runs once when it closes.
 */
export const closableModalAtom = atom<{
  open: boolean;
  title: string;
  isClosed: boolean;
  content: ReactNode;
  okText?: string;
  onClosed?: () => void;
}>({
  open: false,
  title: '',
  isClosed: true,
  content: null,
});

/** Closes the notification modal (its button, X, or a link in it) and runs its onClosed once. */
export const closeNotificationAtom = atom(null, (get, set) => {
  const state = get(notificationModalAtom);
  if (!state.open) return;
  set(notificationModalAtom, { ...state, open: false });
  state.onClosed?.();
});

/** Closes the closable modal: by the user only when isClosed, by its okText button (`confirmed`) always. */
export const closeClosableAtom = atom(null, (get, set, how: 'dismissed' | 'confirmed') => {
  const state = get(closableModalAtom);
  if (!state.open || (how === 'dismissed' && !state.isClosed)) return;
  set(closableModalAtom, { ...state, open: false });
  state.onClosed?.();
});

/** A notice of the mall was shown in this page load (the store lives as long as the page): no other prompt follows. */
export const noticePromptShownAtom = atom(false);
