import { Tag } from 'antd';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import type { OrderPayment } from '../api/payment';
import { type OrderDetail, orderStyles, PAYMENT_COLOR } from '@/entities/order';
import { Receipts } from './payment-receipt-list';
import { TransferAccountBox } from './transfer-account';
import styles from './payment.styles';

/** The transfers the mall matched to the order, oldest first. */
function Transfers({ payment }: { payment: OrderPayment }) {
  if (payment.transfers.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="transfers-title">
      <h3 id="transfers-title">已收到的转账</h3>
      <ul className={styles.transfers}>
        {payment.transfers.map((t) => (
          <li key={`${t.at}-${t.amount}`}>
            <span>
              {formatDateTime(t.at)} · {t.payer}
            </span>
            <b>{formatFen(toFen(t.amount))}</b>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A cancelled order that had received money: what came in, and its refund (退款中 → 已退款), never dropped. */
function RefundView({ orderId, payment, frame }: { orderId: string; payment: OrderPayment; frame: string | undefined }) {
  const refund = payment.refund;
  if (!refund) return null;
  const done = refund.status === 'refunded';
  return (
    <section className={frame} aria-labelledby="refund-title">
      <div className={styles.head}>
        <h2 id="refund-title">退款</h2>
        <Tag color={PAYMENT_COLOR[payment.status]}>{payment.statusLabel}</Tag>
      </div>
      <dl className={styles.refund} aria-label="退款信息">
        <dt>已收款</dt>
        <dd>{formatFen(toFen(payment.amountPaid))}</dd>
        <dt>退款金额</dt>
        <dd className={styles.dueAmount}>{formatFen(toFen(refund.amount))}</dd>
        <dt>申请时间</dt>
        <dd>{formatDateTime(refund.requestedAt)}</dd>
        <dt>{done ? '退款时间' : '退款进度'}</dt>
        <dd>{refund.refundedAt ? formatDateTime(refund.refundedAt) : '商城财务处理中，将原路退回付款账户'}</dd>
      </dl>
      <p className={styles.muted}>{refund.reason}</p>
      <Transfers payment={payment} />
      {payment.receipts.length > 0 ? <Receipts orderId={orderId} payment={payment} /> : null}
    </section>
  );
}

/**
 * Payment by transfer (docs/api.md §17) on the order result and the order detail: what is due, the mall's account
 * and the reference to write, each copyable; the payment status and the transfers the mall matched; the buyer's
 * receipts. Before the mall's review only what the order costs and that payment follows the review; one line once
 * it is paid; a cancelled order that had received money shows its refund. Nothing when `payment` is null.
 */
export function PaymentPanel({ order, embedded = false }: { order: Pick<OrderDetail, '_id' | 'amount' | 'payment'>; embedded?: boolean }) {
  const payment = order.payment;
  // on the order result, inside that page's own panel: no second frame
  const frame = embedded ? styles.embedded : orderStyles.panel;
  if (!payment) return null;
  if (payment.refund) return <RefundView orderId={order._id} payment={payment} frame={frame} />;
  if (payment.status === 'paid') {
    return (
      <section className={frame} aria-label="付款信息">
        <div className={styles.paid}>
          <Tag color={PAYMENT_COLOR.paid}>{payment.statusLabel}</Tag>
          <span>
            已付 {formatFen(toFen(payment.amountPaid))}
            {payment.paidAt ? ` · ${formatDateTime(payment.paidAt)} 付清` : ''}
          </span>
        </div>
      </section>
    );
  }
  return (
    <section className={frame} aria-labelledby="payment-title">
      <div className={styles.head}>
        <h2 id="payment-title">对公转账付款</h2>
        <Tag color={PAYMENT_COLOR[payment.status]}>{payment.statusLabel}</Tag>
      </div>
      <div className={styles.due}>
        <span>
          {payment.canPay ? '待付金额' : '订单金额'} <span className={styles.dueAmount}>{formatFen(toFen(payment.amountDue))}</span>
        </span>
        {payment.amountPaid > 0 ? (
          <span className={styles.muted}>
            订单金额 {formatFen(toFen(order.amount))} · 已付 {formatFen(toFen(payment.amountPaid))}
          </span>
        ) : null}
      </div>
      {payment.canPay ? (
        <>
          <TransferAccountBox reference={payment.reference} />
          <Transfers payment={payment} />
          <Receipts orderId={order._id} payment={payment} />
        </>
      ) : (
        // the mall takes payment after its review (docs/api.md §17): no account, no receipts before it
        <p className={styles.notYet} role="note">
          审核通过后即可付款：商城审核订单的价格、库存与发票信息后，这里会显示收款账户，届时请按订单号转账。
        </p>
      )}
    </section>
  );
}
