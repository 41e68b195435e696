import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useAtom, useSetAtom, type PrimitiveAtom } from 'jotai';
import { getFeedback } from '@/shared/lib/feedback';
import { pageDialogsAtom } from '@/shared/lib/prompt-offer';
import { useChunk } from '@/shared/lib/use-chunk';

/** Chromium keeps a failed import() failed until the page is loaded again: a reload, not a later press, brings it. */
const PAGE_DIALOG_FAILED = '窗口暂时无法打开，请检查网络后刷新页面重试';

/** Says once (one toast, whatever the presses) that a dialog's code did not come. */
export const sayDialogFailed = () => void getFeedback().message.error({ content: PAGE_DIALOG_FAILED, key: 'page-dialog' });

/**
 * A dialog that opens from one page only, mounted by that page rather than by the shell's dialog host
 * (src/app/shell/dialog-host.tsx), whose loaders and atoms are in every first load (docs/architecture.md). The code
 * loads on the first opening (`load`, a module-level function), and the dialog stays mounted afterwards so what the
 * user typed survives a close. When the code cannot be fetched (offline, or a new deployment removed it), the
 * opening is said (sayDialogFailed) and undone: the page and what was entered on it stay. The page is already inside
 * antd's scope. While the page is shown its atom is registered (pageDialogsAtom), so no prompt of the shell opens
 * over the dialog.
 */
export function PageDialog<T extends { open: boolean }>({ atom, load }: { atom: PrimitiveAtom<T>; load: () => Promise<{ default: ComponentType }> }) {
  const [{ open }, setState] = useAtom(atom);
  const setPageDialogs = useSetAtom(pageDialogsAtom);
  const [mounted, setMounted] = useState(open);
  const { module, failed } = useChunk(load, open);
  useEffect(() => {
    setPageDialogs((list) => [...list, atom]);
    return () => setPageDialogs((list) => list.filter((dialog) => dialog !== atom));
  }, [atom, setPageDialogs]);
  useEffect(() => {
    if (!failed) return;
    sayDialogFailed();
    setState((state) => ({ ...state, open: false }));
  }, [failed, setState]);
  // Once opened, stay mounted (state adjusted while rendering, not in an effect).
  if (open && !mounted) setMounted(true);
  if (!mounted || !module) return null;
  const Dialog = module.default;
  // a dialog that suspends inside waits alone, never the page
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}
