import { Button } from 'antd';
import { formatFen } from '@/shared/lib/money';
import { orderStyles as styles, type useCreateOrder } from '@/entities/order';
import { BottomBar } from '@/shared/ui/bottom-bar';
import { prefersReducedMotion } from '@/shared/lib/motion';
import { COMPLIANCE_BANNER_ID } from './checkout-compliance';
import { CREDIT_TITLE_ID } from './checkout-credit';
import own from './checkout-fund.styles';
import type { useCheckout } from './use-checkout';

/** To the block that says why (its heading or banner), where it is changed. */
function show(id: string) {
  document.getElementById(id)?.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * 提交订单: the sum (the mall's once it has answered), why the button is disabled, and the button. A fund or permit
 * refusal is said once, where it is changed (the fund picker, the compliance banner): here only a pointer to it, which
 * a phone user, whose bar hides the block, follows there.
 */
export function SubmitBar({ checkout, create }: { checkout: ReturnType<typeof useCheckout>; create: ReturnType<typeof useCreateOrder> }) {
  const { total, blocked, quoteRefusal, compliance, credit, place } = checkout;
  const complianceBlocked = compliance.blocked;
  return (
    <BottomBar label="提交订单" className={styles.submitBar}>
      <div className={styles.submitSum}>
        <span className={styles.muted}>
          商品 {formatFen(total.goodsFen)} · 运费 {total.freightFen ? formatFen(total.freightFen) : '免运费'}
          {total.coldChainFeeFen ? <> · 干冰费 <span data-testid="checkout-cold-chain-fee">{formatFen(total.coldChainFeeFen)}</span></> : null}
        </span>
        <span>
          应付 <b className={styles.amount} data-testid="checkout-amount">{formatFen(total.amountFen)}</b>
        </span>
        {/* why 提交订单 is disabled, where the button is (the notice itself may be out of sight on a phone) */}
        {blocked ? (
          <button type="button" className={own.barPointer} onClick={() => show('fund-title')}>
            暂不能提交：见「经费」
          </button>
        ) : null}
        {credit.blocked ? (
          <button type="button" className={own.barPointer} onClick={() => show(CREDIT_TITLE_ID)}>
            暂不能提交：本单超出可用信用额度，见「结算方式」
          </button>
        ) : null}
        {quoteRefusal ? <span className={own.barError}>{quoteRefusal}</span> : null}
        {complianceBlocked ? (
          <button type="button" className={own.barPointer} onClick={() => show(COMPLIANCE_BANNER_ID)}>
            暂不能提交：见上方管制化学品提示
          </button>
        ) : null}
      </div>
      <Button type="primary" size="large" className={styles.submit} loading={create.isPending} disabled={Boolean(blocked) || Boolean(quoteRefusal) || Boolean(complianceBlocked) || Boolean(credit.blocked)} onClick={place}>
        提交订单
      </Button>
    </BottomBar>
  );
}
