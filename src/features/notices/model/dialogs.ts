import type { ReactNode } from 'react';
import { atom } from 'jotai';

/** The one-time BioLegend supply notice. */
export const supplyNoticeAtom = atom<{ open: boolean }>({ open: false });

/** A notification modal (spec: notificationModal open flag) with its text. */
export const notificationModalAtom = atom<{ open: boolean; title: string; content: ReactNode }>({
  open: false,
  title: '',
  content: null,
});

/** The closable modal (spec: open, title, isClosed). */
export const closableModalAtom = atom<{ open: boolean; title: string; isClosed: boolean; content: ReactNode }>({
  open: false,
  title: '',
  isClosed: true,
  content: null,
});
