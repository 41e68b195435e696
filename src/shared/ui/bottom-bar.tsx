import type { ReactNode } from 'react';
import { actionBarRef } from './action-bar';
import { chunkStyles } from './chunk-styles';
import css from './bottom-bar.css?inline';

const styles = chunkStyles('bottomBar', css);

/**
 * The sticky bar of a page's primary action (结算栏, 提交订单, 审批操作, 申请开票, a buying list's 加入购物车): one look
 * and one phone layout for all, a landmark named by `label`, and counted by the shell's floating buttons
 * (src/shared/ui/action-bar.ts). `className`: the page's own layout of the bar's parts.
 */
export function BottomBar({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div ref={actionBarRef} className={[styles.bar, className].filter(Boolean).join(' ')} role="region" aria-label={label}>
      {children}
    </div>
  );
}
