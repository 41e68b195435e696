import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useAtomValue, useSetAtom, type Atom } from 'jotai';
import { pageDialogsAtom } from '@/shared/lib/prompt-offer';

type Loader = () => Promise<{ default: ComponentType }>;

const dialogs = new Map<Loader, ComponentType>();
/** One lazy component per loader (a module-level loader): a page shown again does not suspend on it again. */
function dialogOf(load: Loader): ComponentType {
  let Dialog = dialogs.get(load);
  if (!Dialog) {
    Dialog = lazy(load);
    dialogs.set(load, Dialog);
  }
  return Dialog;
}

/**
 * A dialog that opens from one page only, mounted by that page rather than by the shell's dialog host
 * (src/app/shell/dialog-host.tsx), whose loaders and atoms are in every first load (docs/architecture.md). As
 * LazyDialog does: the code loads on the first opening (`load`, a module-level function), and the dialog stays
 * mounted afterwards so what the user typed survives a close. The page is already inside antd's scope. While the
 * page is shown its atom is registered (pageDialogsAtom), so no prompt of the shell opens over the dialog.
 */
export function PageDialog({ atom, load }: { atom: Atom<{ open: boolean }>; load: Loader }) {
  const { open } = useAtomValue(atom);
  const setPageDialogs = useSetAtom(pageDialogsAtom);
  const [mounted, setMounted] = useState(open);
  const [Dialog] = useState(() => dialogOf(load));
  useEffect(() => {
    setPageDialogs((list) => [...list, atom]);
    return () => setPageDialogs((list) => list.filter((dialog) => dialog !== atom));
  }, [atom, setPageDialogs]);
  // Once opened, stay mounted (state adjusted while rendering, not in an effect).
  if (open && !mounted) setMounted(true);
  if (!mounted && !open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}
