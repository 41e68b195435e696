import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/config/routes';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import type { Statement, StatementDispute } from '../api/types';
import styles from './statements.styles';

/** The month's disputes, oldest first, with the mall's answers. */
export function Disputes({ disputes }: { disputes: StatementDispute[] }) {
  if (disputes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="statement-disputes">
      <h3 id="statement-disputes" className={styles.sectionTitle}>
        异议记录
      </h3>
      <ul className={styles.disputes}>
        {disputes.map((d) => (
          <li key={d._id} className={d.status === 'open' ? styles.dispute : `${styles.dispute} ${styles.disputeResolved}`} aria-label={`订单 ${d.orderNo} 的异议`}>
            <div className={styles.tags}>
              <strong>订单 {d.orderNo}</strong>
              <Tag color={d.status === 'open' ? 'red' : 'blue'}>{d.status === 'open' ? '待商城回复' : '商城已回复'}</Tag>
              <span className={styles.small}>
                {d.byName} 于 {formatDateTime(d.createdAt, 'YYYY-MM-DD HH:mm')} 提出
              </span>
            </div>
            <p className={styles.disputeNote}>{d.note}</p>
            {d.answer ? (
              <p className={styles.answer}>
                商城回复{d.answeredAt ? `（${formatDateTime(d.answeredAt, 'YYYY-MM-DD HH:mm')}）` : ''}：{d.answer}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Money going back to the account (docs/api.md §17, §18): the refunds of its cancelled orders opened or completed in
 * the month, outside the totals of delivered orders.
 */
export function Refunds({ refunds }: { refunds: Statement['refunds'] }) {
  if (refunds.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="statement-refunds">
      <h3 id="statement-refunds" className={styles.sectionTitle}>
        退款（已取消订单，不计入本月合计）
      </h3>
      <ul className={styles.disputes}>
        {refunds.map((r) => (
          <li key={r.orderId} className={`${styles.dispute} ${styles.refund}`} aria-label={`订单 ${r.orderNo} 的退款`}>
            <div className={styles.tags}>
              <strong>
                订单 <Link to={ROUTES.order(r.orderId)}>{r.orderNo}</Link>
              </strong>
              <Tag color={r.status === 'refunded' ? 'default' : 'purple'}>{r.statusLabel}</Tag>
              <strong>{formatFen(toFen(r.amount))}</strong>
            </div>
            <p className={styles.small}>
              {r.placedByName} · 申请于 {formatDateTime(r.requestedAt, 'YYYY-MM-DD HH:mm')}
              {r.refundedAt ? ` · 退回于 ${formatDateTime(r.refundedAt, 'YYYY-MM-DD HH:mm')}` : ' · 商城财务处理中'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
