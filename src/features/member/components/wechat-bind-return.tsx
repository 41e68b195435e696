import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { feedback } from '@/shared/lib/feedback';
import { useWechatBindReturnMarked } from '../model/wechat-bind-return-mark';

const LEG_FAILED = '微信绑定暂时无法完成，请检查网络后刷新页面';

/** The leg's code could not be fetched (offline): said once; the marks stay, so that a reload completes it. */
function LegFailed(): null {
  useEffect(() => feedback.error(LEG_FAILED, { key: LEG_FAILED }), []);
  return null;
}

const Leg = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('../model/use-wechat-bind-return').then(
      (m) => ({ default: m.WechatBindReturnLeg }),
      () => ({ default: LegFailed }),
    ),
);

/**
 * The return leg of 微信授权绑定 (`?wxbind=1&code=…&state=…`), handled on the page it comes back to. Its code (the
 * binding's call and checks) loads only there: every other page's first load goes without it.
 */
export function WechatBindReturn() {
  const marked = useWechatBindReturnMarked();
  // once begun, the leg stays: it takes the marks out of the address at once, and its binding call still has to
  // say how it ended (a mutation's callbacks are dropped with the component that called it)
  const [begun, setBegun] = useState(false);
  if (marked && !begun) setBegun(true);
  return marked || begun ? (
    <Suspense fallback={null}>
      <Leg />
    </Suspense>
  ) : null;
}
