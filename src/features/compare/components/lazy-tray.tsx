import { lazy, Suspense } from 'react';
import type { TrayItem } from '../model/tray';

// The tray's code comes after the page's own (/product's first load is at its budget, size-budget.json): the
// toggle sits over the card's picture and the bar floats, so nothing moves when they come.
const kit = () => import('./tray-ui');
const Toggle = lazy(() => kit().then((m) => ({ default: m.CompareToggle })));
const Bar = lazy(() => kit().then((m) => ({ default: m.CompareBar })));

export function LazyCompareToggle(props: { item: TrayItem; brand?: string; onCard?: boolean }) {
  return (
    <Suspense>
      <Toggle {...props} />
    </Suspense>
  );
}

export function LazyCompareBar() {
  return (
    <Suspense>
      <Bar />
    </Suspense>
  );
}
