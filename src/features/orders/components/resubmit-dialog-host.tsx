import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { resubmitOrderAtom } from '../model/dialogs';

const ResubmitDialog = lazy(() => import('./resubmit-dialog'));

/**
 * 修改后重新提交 opens only from the order detail, so the detail hosts it rather than the shell's dialog host
 * (src/app/shell/dialog-host.tsx), whose loaders are in every first load. As LazyDialog does: the code loads on the
 * first opening, and the dialog stays mounted afterwards so what the buyer typed survives a close. The page is
 * already inside antd's scope.
 */
export function ResubmitDialogHost() {
  const { open } = useAtomValue(resubmitOrderAtom);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ResubmitDialog />
    </Suspense>
  );
}
