import { chunkStyles } from '@/shared/ui/chunk-styles';
import { formatFen, toFen } from '@/shared/lib/money';
import { availableText } from '../model/rules';
import css from './fund-balance.css?inline';

const styles = chunkStyles('fund-balance', css);

interface FundFigures {
  budget: number;
  committed: number;
  pending: number;
  available: number;
}

const below0 = (yuan: number): boolean => toFen(yuan) < 0;

/**
 * A fund's money as every screen shows it (docs/api.md §13): 可用余额 first (超支 ¥… below 0), its parts beneath
 * (预算 / 已占用 / 审批中); on an approval also this order and what approving it leaves.
 */
export function FundBalance({ figures, compact = false, approval }: {
  figures: FundFigures;
  compact?: boolean;
  /** the order awaiting approval: its amount and the 可用余额 once approved at it */
  approval?: { amount: number; afterApproval: number };
}) {
  const over = below0(figures.available);
  return (
    <div className={[styles.box, compact ? styles.compact : ''].join(' ')} data-testid="fund-balance">
      <div className={styles.head}>
        {/* an overdraft reads 超支 ¥…, never 可用余额 with it */}
        {over ? null : <span className={styles.label}>可用余额</span>}
        <b className={[styles.value, over ? styles.over : ''].join(' ')} data-testid="fund-available">
          {availableText(figures.available)}
        </b>
      </div>
      <dl className={styles.parts}>
        <div>
          <dt>预算</dt>
          <dd>{formatFen(toFen(figures.budget))}</dd>
        </div>
        <div>
          <dt>已占用</dt>
          <dd>{formatFen(toFen(figures.committed))}</dd>
        </div>
        <div>
          <dt>审批中</dt>
          <dd>{formatFen(toFen(figures.pending))}</dd>
        </div>
      </dl>
      {approval ? (
        <div className={styles.after}>
          本单 {formatFen(toFen(approval.amount))} · {below0(approval.afterApproval) ? '批准后' : '批准后剩余 '}
          <b className={below0(approval.afterApproval) ? styles.over : undefined} data-testid="fund-after-approval">
            {availableText(approval.afterApproval)}
          </b>
        </div>
      ) : null}
    </div>
  );
}
