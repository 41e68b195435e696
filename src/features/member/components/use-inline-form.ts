import { useState } from 'react';
import { getFeedback } from '@/shared/lib/feedback';
import { FORM_FAILED } from '../model/procurement-text';

/**
 * An owner's form drawn in place of its summary, its code in a chunk of its own: `preload` when the pointer or focus
 * reaches 修改, `edit` on the press (the code first; a form that does not come is said once, the summary stays),
 * `done` after a save or 取消. `form` is the module while editing.
 */
export function useInlineForm<M>(load: () => Promise<M>) {
  const [module, setModule] = useState<M | null>(null);
  const [editing, setEditing] = useState(false);
  const edit = () =>
    void load().then(
      (loaded) => {
        setModule(() => loaded);
        setEditing(true);
      },
      () => void getFeedback().message.error({ content: FORM_FAILED, key: 'page-dialog' }),
    );
  const preload = () => void load().catch(() => undefined);
  return { form: editing ? module : null, edit, done: () => setEditing(false), launcher: { onPointerEnter: preload, onFocus: preload } };
}
