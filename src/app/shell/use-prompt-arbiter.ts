import { useEffect, useRef } from 'react';
import { atom, useAtomValue, useStore, type Atom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/entities/member';
import { isFillingForm, resetEdits, useFillingForm } from '@/shared/lib/form-activity';
import type { PromptOffer } from '@/shared/lib/prompt-offer';
import { readSessionJson, SESSION_KEYS, writeSessionJson } from '@/shared/storage/session-storage';
import { choosePrompt, PROMPT_PRIORITY, type PromptKind, type UserDialogs } from './prompts';

const shownInSession = (): PromptKind | null => {
  const kind = readSessionJson<unknown>(SESSION_KEYS.promptShown);
  return PROMPT_PRIORITY.find((k) => k === kind) ?? null;
};

/** undefined: not set in this page load yet, read from the session */
const shownAtom = atom<PromptKind | null | undefined>(undefined);

/** The prompt opened in this session (this tab's sessionStorage: a reload keeps it), if any. */
export const promptShownAtom = atom(
  (get) => {
    const kind = get(shownAtom);
    return kind === undefined ? shownInSession() : kind;
  },
  (_get, set, kind: PromptKind | null) => {
    set(shownAtom, kind);
    writeSessionJson(SESSION_KEYS.promptShown, kind);
  },
);

/** What the user opened in this page load before any prompt (./prompts.ts UserDialogs). */
const userDialogsAtom = atom<UserDialogs>('none');

/** Whether some dialog is open now: the sign-in dialogs, and every other dialog of the host. */
export interface DialogWatch {
  signIn: Atom<boolean>;
  other: Atom<boolean>;
}

/**
 * A modal a page opened itself (新增收货地址 on /mine/setting, the address dialog at checkout): not in the host's
 * atoms, but no prompt opens over it either. A closed antd modal stays in the document, hidden.
 */
function pageModalOpen(): boolean {
  return Array.from(document.querySelectorAll('[role="dialog"][aria-modal="true"]')).some(
    (modal) => !modal.closest('[hidden], [style*="display: none"], [aria-hidden="true"]'),
  );
}

/**
 * The one place that decides, per session, which prompt opens by itself (rules: ./prompts.ts). `offers` come from
 * the features (src/app/shell/dialog-host.tsx). Decided in an effect on the store's current values, so a dialog
 * opened in the same commit (a user's click, a sign-in dialog) is seen before a prompt would open over it.
 */
export function usePromptArbiter(offers: Record<PromptKind, PromptOffer>, dialogs: DialogWatch, calmPage: boolean): void {
  const store = useStore();
  const { pathname } = useLocation();
  // subscribed for the re-render; the decision reads it live
  useFillingForm(pathname);
  const signInOpen = useAtomValue(dialogs.signIn);
  const otherOpen = useAtomValue(dialogs.other);
  const memberId = useSession().member?._id ?? null;
  const lastMember = useRef(memberId);

  // Another member in this tab (a sign-out and a sign-in, a switched account): the prompt shown was the previous
  // member's (clearSession removed its record); read it again before deciding.
  useEffect(() => {
    if (lastMember.current === memberId) return;
    lastMember.current = memberId;
    store.set(shownAtom, undefined);
  }, [memberId, store]);

  // A sign-in dialog over the page (加入购物车 as a visitor): the member left the page's fields for it (the quantity
  // was sent with the click), so what follows a sign-in is not held back by them.
  useEffect(() => {
    if (signInOpen) resetEdits();
  }, [signInOpen]);

  // Remember what the user opened before any prompt did.
  useEffect(() => {
    if (store.get(promptShownAtom) !== null) return;
    if (store.get(dialogs.other)) store.set(userDialogsAtom, 'other');
    else if (store.get(dialogs.signIn) && store.get(userDialogsAtom) === 'none') store.set(userDialogsAtom, 'signIn');
  }, [signInOpen, otherOpen, store, dialogs]);

  // After every render of the host (its inputs are all subscribed: the offers' wants, the dialogs, the form
  // activity), on the store's current values.
  useEffect(() => {
    const kind = choosePrompt({
      wants: Object.fromEntries(PROMPT_PRIORITY.map((k) => [k, offers[k].want])),
      shown: store.get(promptShownAtom),
      calmPage,
      dialogOpen: store.get(dialogs.signIn) || store.get(dialogs.other) || pageModalOpen(),
      userDialogs: store.get(userDialogsAtom),
      fillingForm: isFillingForm(),
    });
    if (!kind) return;
    store.set(promptShownAtom, kind);
    offers[kind].open();
  });
}
