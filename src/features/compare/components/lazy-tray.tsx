import { lazy, Suspense } from 'react';
import { useFirstScreenShown } from '@/shared/ui/use-after-paint';
import type { TrayItem } from '../model/tray';

// The tray's code comes after the page's own (/product's first load is at its budget, size-budget.json), and only
// once the first screen has been shown: fetched with the page, its four files were the last wave before a detail's
// LCP (Lighthouse's simulated LCP without them: 2.28 → 2.15 s, `npm run bench:lcp-whatif`). The toggle sits over the
// card's picture or in a row of its own height and the bar floats, so nothing moves when they come.
const kit = () => import('./tray-ui');
const Toggle = lazy(() => kit().then((m) => ({ default: m.CompareToggle })));
const Bar = lazy(() => kit().then((m) => ({ default: m.CompareBar })));

export function LazyCompareToggle(props: { item: TrayItem; brand?: string; onCard?: boolean }) {
  return useFirstScreenShown() ? (
    <Suspense>
      <Toggle {...props} />
    </Suspense>
  ) : null;
}

export function LazyCompareBar() {
  return useFirstScreenShown() ? (
    <Suspense>
      <Bar />
    </Suspense>
  ) : null;
}
