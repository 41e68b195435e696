import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useAtomValue, type Atom } from 'jotai';
import { withAntd } from './with-antd';

type Loader = () => Promise<{ default: ComponentType }>;

/** Dialogs whose code has arrived: a host mounted again (a new shell) draws them at once. */
const loaded = new Map<Loader, ComponentType>();
/** Dialogs whose code (with antd's scope and stylesheet) is on its way: an opening waits for the same fetch. */
const pending = new Map<Loader, Promise<{ default: ComponentType }>>();

function fetchDialog(load: Loader): Promise<{ default: ComponentType }> {
  let module = pending.get(load);
  if (!module) {
    module = withAntd(load().then((m) => m.default)).then(
      (m) => {
        loaded.set(load, m.default);
        return m;
      },
      (error: unknown) => {
        pending.delete(load); // the next opening tries again
        throw error;
      },
    );
    pending.set(load, module);
  }
  return module;
}

function dialogOf(load: Loader): ComponentType {
  return loaded.get(load) ?? lazy(() => fetchDialog(load));
}

/**
 * Fetches a dialog's code, antd's scope and its stylesheet before it is opened (the pointer on its launcher):
 * the opening then draws it without waiting on the network. Settles when the code is in or has failed; a failure
 * is left to the opening, which tries again and says it.
 */
export function preloadDialog(load: Loader): Promise<void> {
  return fetchDialog(load).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Hosts a dialog whose code loads only when its atom first opens it, and
 * stays mounted afterwards so what the user typed survives a close (the
 * dialog clears its own draft on cancel). Drawn inside antd's scope, whose
 * code loads with the dialog's. Once loaded, a dialog never suspends again:
 * React would hold back its reveal (up to 300 ms) behind the Suspense fallback.
 *
 * `placeholder`: drawn in the frame that follows the press, while the dialog's code arrives and its first
 * render runs in a transition behind it (React yields to the browser meanwhile), so a heavy dialog still answers
 * the press at once (`npm run bench:inp`). Without one, the dialog renders in the press's own update.
 */
export function LazyDialog({ atom, load, placeholder }: { atom: Atom<{ open: boolean }>; load: Loader; placeholder?: ReactNode }) {
  const { open } = useAtomValue(atom);
  const [Dialog, setDialog] = useState<ComponentType | null>(() => (open ? dialogOf(load) : null));
  const eager = placeholder === undefined;
  // Once opened, stay mounted (state adjusted while rendering, not in an effect).
  if (open && !Dialog && eager) setDialog(() => dialogOf(load));
  useEffect(() => {
    if (open && !Dialog && !eager) startTransition(() => setDialog(() => dialogOf(load)));
  }, [open, Dialog, eager, load]);
  if (!Dialog) return open ? placeholder : null;
  return (
    <Suspense fallback={open ? placeholder : null}>
      <Dialog />
    </Suspense>
  );
}
