import { useCallback, useEffect, useState, type ComponentType } from 'react';

/** 我的订单's 自定义 range picker (order-date-range.tsx), loaded on first use: the static part that waits for it. */
type RangeProps = { value: readonly [string, string] | null; onChange: (range: string | null) => void };
type DateRange = ComponentType<RangeProps>;
const loadDateRange = () => import('./order-date-range');
let dateRange: DateRange | null = null;

/**
 * The 自定义 range picker's code, fetched when it is first wanted: 'ready' once it has come; 'failed' (offline) until
 * `retry` fetches it again. The page says a failure where the picker would be, with 重试.
 */
export function useDateRange(wanted: boolean): { state: 'loading' | 'ready' | 'failed'; retry: () => void } {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() => (dateRange ? 'ready' : 'loading'));
  useEffect(() => {
    if (!wanted || state !== 'loading') return;
    let live = true;
    loadDateRange().then(
      (module) => {
        dateRange = module.default;
        if (live) setState('ready');
      },
      () => {
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, state]);
  const retry = useCallback(() => setState('loading'), []);
  return { state, retry };
}

/** The picker once its code has come (useDateRange). */
export function DateRangeLoaded(props: RangeProps) {
  const Picker = dateRange;
  return Picker ? <Picker {...props} /> : null;
}
