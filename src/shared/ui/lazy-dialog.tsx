import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useAtomValue, type Atom } from 'jotai';
import { withAntd } from './with-antd';

type Loader = () => Promise<{ default: ComponentType }>;

/** Dialogs whose code has arrived: a host mounted again (a new shell) draws them at once. */
const loaded = new Map<Loader, ComponentType>();

function dialogOf(load: Loader): ComponentType {
  return (
    loaded.get(load) ??
    lazy(() =>
      withAntd(load().then((module) => module.default)).then((module) => {
        loaded.set(load, module.default);
        return module;
      }),
    )
  );
}

/**
 * Hosts a dialog whose code loads only when its atom first opens it, and
 * stays mounted afterwards so what the user typed survives a close (the
 * dialog clears its own draft on cancel). Drawn inside antd's scope, whose
 * code loads with the dialog's. Once loaded, a dialog never suspends again:
 * React would hold back its reveal (up to 300 ms) behind the Suspense fallback.
 */
export function LazyDialog({ atom, load }: { atom: Atom<{ open: boolean }>; load: Loader }) {
  const { open } = useAtomValue(atom);
  const [mounted, setMounted] = useState(open);
  const [Dialog] = useState(() => dialogOf(load));
  // Once opened, stay mounted (state adjusted while rendering, not in an effect).
  if (open && !mounted) setMounted(true);
  if (!mounted && !open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}
