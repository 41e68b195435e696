import { Alert } from 'antd';
import { formatFen } from '@/shared/lib/money';
import type { CheckoutCredit } from '@/entities/member';
import { orderStyles as styles } from '@/entities/order';
import own from './checkout-credit.styles';

export const CREDIT_TITLE_ID = 'credit-title';

/**
 * 结算方式: 月结（账期 N 天）with the credit available and what remains after this order, or 现结. An order past the
 * limit is said here, before it is submitted; `refusal` is the mall's own (10100) when placing was refused.
 */
export function CreditLine({ credit, refusal }: { credit: CheckoutCredit; refusal: string | null }) {
  return (
    <section className={styles.panel} aria-labelledby={CREDIT_TITLE_ID} data-testid="checkout-credit">
      <div className={styles.panelHead}>
        <h2 id={CREDIT_TITLE_ID}>结算方式</h2>
      </div>
      <dl className={own.facts}>
        <div>
          <dt>结算</dt>
          <dd data-testid="checkout-credit-terms">{credit.terms}</dd>
        </div>
        {credit.limitFen !== null ? (
          <div>
            <dt>信用额度</dt>
            <dd>{formatFen(credit.limitFen)}</dd>
          </div>
        ) : null}
        {credit.availableFen !== null ? (
          <div>
            <dt>可用额度</dt>
            <dd>{formatFen(credit.availableFen)}</dd>
          </div>
        ) : null}
        {credit.remainingAfterFen !== null ? (
          <div>
            <dt>本单后剩余</dt>
            <dd data-testid="checkout-credit-remaining" className={credit.overFen > 0 ? own.over : undefined}>
              {credit.overFen > 0 ? `超出 ${formatFen(credit.overFen)}` : formatFen(credit.remainingAfterFen)}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={own.hint}>{credit.hint}</div>
      {credit.blocked || refusal ? (
        <Alert className={own.alert} type="error" showIcon role="alert" title="超出信用额度" description={refusal ?? credit.blocked} />
      ) : null}
    </section>
  );
}
