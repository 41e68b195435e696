import { useEffect, useRef, useState } from 'react';
import { getFeedback } from '@/shared/lib/feedback';
import { FORM_FAILED } from '../model/procurement-text';

/**
 * An owner's form drawn in place of its summary, its code in a chunk of its own: fetched when the pointer or focus
 * reaches 修改 (`launcher`, with `loading` while a press waits for it), then `edit` draws the form (a form that does
 * not come is said once and the summary stays), `done` after a save or 取消 draws the summary again. Focus follows
 * the press: into the form (`panel`, focusable), and back to 修改 when it closes. `form` is the module while editing.
 */
export function useInlineForm<M>(load: () => Promise<M>) {
  const [module, setModule] = useState<M | null>(null);
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // focus moves only after a press, not when the section first draws
  const pressed = useRef(false);
  useEffect(() => {
    if (pressed.current) (editing ? panel.current : button.current)?.focus();
  }, [editing]);
  const edit = () => {
    if (pending) return;
    pressed.current = true;
    setPending(true);
    load().then(
      (loaded) => {
        setModule(() => loaded);
        setEditing(true);
        setPending(false);
      },
      () => {
        setPending(false);
        void getFeedback().message.error({ content: FORM_FAILED, key: 'page-dialog' });
      },
    );
  };
  const preload = () => void load().catch(() => undefined);
  return {
    form: editing ? module : null,
    edit,
    done: () => setEditing(false),
    launcher: { ref: button, loading: pending, onPointerEnter: preload, onFocus: preload },
    panel: { ref: panel, tabIndex: -1 },
  };
}
