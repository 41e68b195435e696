import { Fragment } from 'react';
import { type OrderDetail, orderStyles as styles } from '@/entities/order';

/**
 * 管制化学品记录 (docs/api.md §21): what the mall checked when the order was placed: the qualifications that
 * covered its controlled lines, and the 用途 recorded per line. Nothing for an order without controlled lines.
 */
export function OrderCompliance({ order }: { order: OrderDetail }) {
  const record = order.compliance;
  if (!record) return null;
  return (
    <section className={styles.panel} aria-labelledby="compliance-title">
      <h2 id="compliance-title" className={styles.h2}>
        管制化学品记录
      </h2>
      <dl className={styles.facts}>
        <dt>所用资质</dt>
        <dd>
          {record.qualifications.length > 0
            ? record.qualifications.map((q) => (
                <div key={q._id}>
                  {q.kindLabel} <span className={styles.muted}>编号 {q.number}</span>
                </div>
              ))
            : '—'}
        </dd>
        {record.purposes.map((p) => (
          <Fragment key={p.matlId}>
            <dt>用途</dt>
            <dd>
              {p.name}：{p.purpose}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
