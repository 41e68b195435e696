import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useAtomValue, type Atom } from 'jotai';
import { withAntd } from './with-antd';

/**
 * Hosts a dialog whose code loads only when its atom first opens it, and
 * stays mounted afterwards so what the user typed survives a close (the
 * dialog clears its own draft on cancel). Drawn inside antd's scope, whose
 * code loads with the dialog's.
 */
export function LazyDialog({
  atom,
  load,
}: {
  atom: Atom<{ open: boolean }>;
  load: () => Promise<{ default: ComponentType }>;
}) {
  const { open } = useAtomValue(atom);
  const [mounted, setMounted] = useState(open);
  const [Dialog] = useState(() => lazy(() => withAntd(load().then((module) => module.default))));
  // Once opened, stay mounted (state adjusted while rendering, not in an effect).
  if (open && !mounted) setMounted(true);
  if (!mounted && !open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}
