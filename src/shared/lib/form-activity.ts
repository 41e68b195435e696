import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the member is filling in a form (so no prompt opens over it, src/app/shell/prompts.ts): focus is in a
 * field one types or picks in, or a field of the page (not of a dialog) was edited since the page was entered. One listener pair on
 * the document; `useFillingForm(pageKey)` forgets the edits when the page changes (an in-app navigation).
 */

/** Input types that are not filled in (a checkbox toggled in the cart is not a form being written). */
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'file', 'image', 'color', 'hidden']);

/** A field one types or picks in: text-like inputs, textarea, select, contenteditable, ARIA text boxes. */
export function isFormField(element: Element | null): boolean {
  if (!element || !(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return !(element as HTMLTextAreaElement).disabled;
  if (tag === 'INPUT') {
    const input = element as HTMLInputElement;
    return !input.disabled && !input.readOnly && !NOT_TYPED.has(input.type);
  }
  const role = element.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

let edited = false;
let focused = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function onFocusChange(): void {
  // focusout fires before the next element has focus: look once the move is done
  queueMicrotask(() => {
    const next = isFormField(document.activeElement);
    if (next !== focused) {
      focused = next;
      notify();
    }
  });
}

function onEdit(event: Event): void {
  if (edited || !(event.target instanceof Element) || !isFormField(event.target)) return;
  // a dialog's form is not the page's: while the dialog is open nothing opens anyway, and once it closed (the login
  // dialog of a sign-in) what follows from it may
  if (event.target.closest('[role="dialog"], [aria-modal="true"]')) return;
  edited = true;
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof document !== 'undefined') {
    focused = isFormField(document.activeElement);
    document.addEventListener('focusin', onFocusChange, true);
    document.addEventListener('focusout', onFocusChange, true);
    document.addEventListener('input', onEdit, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof document !== 'undefined') {
      document.removeEventListener('focusin', onFocusChange, true);
      document.removeEventListener('focusout', onFocusChange, true);
      document.removeEventListener('input', onEdit, true);
      edited = false;
    }
  };
}

/** Forget the edits of the page: a new page, or the member moved on from it (a sign-in dialog opened over it). */
export function resetEdits(): void {
  if (!edited) return;
  edited = false;
  notify();
}

/**
 * Now: focus is in a form field, or a field of the page was edited. Read live (a focused field that was removed
 * from the document leaves focus on the body without a focusout in every browser).
 */
export function isFillingForm(): boolean {
  return edited || (typeof document !== 'undefined' && isFormField(document.activeElement));
}

/**
 * True while focus is in a form field or a field of this page (`pageKey`, e.g. the pathname) was edited; the
 * component re-renders when that changes.
 */
export function useFillingForm(pageKey: string): boolean {
  useEffect(() => resetEdits(), [pageKey]);
  return useSyncExternalStore(subscribe, isFillingForm, () => false);
}
