import { Select, Tag } from 'antd';
import { formatFen, toFen } from '@/shared/lib/money';
import type { StatementSummary } from '../api/types';
import { STATUS_COLORS } from '../model/labels';
import { monthLabel } from '../model/month';
import styles from './statements.styles';

const monthMeta = (m: StatementSummary) =>
  `${m.orderCount} 笔 · ${formatFen(toFen(m.amount))}${m.openDisputes > 0 ? ` · ${m.openDisputes} 条异议待回复` : ''}`;

/** The months: a list beside the statement on a wide screen, a select above it below 1200 px. */
export function Months({ months, month, narrow, onMonth }: { months: StatementSummary[]; month: string; narrow: boolean; onMonth: (month: string) => void }) {
  if (narrow) {
    return (
      <Select
        aria-label="对账月份"
        className={styles.monthSelect}
        value={month}
        onChange={onMonth}
        options={months.map((m) => ({
          value: m.month,
          label: (
            <span>
              {monthLabel(m.month)} <Tag color={STATUS_COLORS[m.status]}>{m.statusLabel}</Tag>
              <span className={styles.small}>{formatFen(toFen(m.amount))}</span>
            </span>
          ),
        }))}
      />
    );
  }
  return (
    <nav aria-label="对账月份">
      <ul className={styles.months}>
        {months.map((m) => (
          <li key={m.month}>
            <button type="button" className={styles.monthButton} aria-current={m.month === month} onClick={() => onMonth(m.month)}>
              <span className={styles.monthName}>{monthLabel(m.month)}</span>
              <Tag color={STATUS_COLORS[m.status]} style={{ marginInlineEnd: 0 }}>
                {m.statusLabel}
              </Tag>
              <span className={styles.monthMeta}>{monthMeta(m)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
