import { atom, type Atom } from 'jotai';

/**
 * What a feature tells the shell about a dialog that may open by itself (a prompt): whether it wants to open in
 * this page load, and how to open it. The shell's arbiter (src/app/shell/prompts.ts) picks at most one per page load.
 */
export type PromptWant = 'yes' | 'no' | 'unknown';

export interface PromptOffer {
  /** 'yes': would open now; 'no': not in this page load; 'unknown': not known yet (member or data loading) */
  want: PromptWant;
  /** opens it (called by the arbiter only) */
  open: () => void;
}

/**
 * The open flags of the dialogs a page mounts itself (PageDialog, src/shared/ui/page-dialog.tsx), while the page
 * is shown: the shell's arbiter holds its prompts back while one of them is open, as for the shell's own dialogs.
 */
export const pageDialogsAtom = atom<readonly Atom<{ open: boolean }>[]>([]);
/** One of the page-mounted dialogs is open. */
export const pageDialogOpenAtom = atom((get) => get(pageDialogsAtom).some((dialog) => get(dialog).open));
