import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Tag } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { formatFen, toFen } from '@/shared/lib/money';
import type { StatementLine } from '../api/types';
import { chinaDate } from '@/shared/lib/date';
import { disputeState, dueState, fundLabel, INVOICE_COLORS, PAYMENT_COLORS } from '../model/labels';
import { WindowList } from '@/shared/ui/window-list';
import styles from './statements.styles';

/** a card before it is measured (px, at 390) */
const CARD_ESTIMATE = 300;

export interface LinesProps {
  lines: StatementLine[];
  /** the member may dispute a line now (the mall's canDispute) */
  canDispute: boolean;
  onDispute: (line: StatementLine) => void;
}

export const fundName = (line: StatementLine) => fundLabel(line.fund) || '—';

export function Payment({ line }: { line: StatementLine }) {
  return (
    <span className={`${styles.tags} ${styles.stack}`}>
      <Tag color={PAYMENT_COLORS[line.paymentStatus]}>{line.paymentStatusLabel}</Tag>
      {line.paymentStatus === 'partial' ? <span className={styles.small}>已付 {formatFen(toFen(line.amountPaid))}</span> : null}
    </span>
  );
}

/** 到期日, with 已逾期 on a line not paid by then. */
export function Due({ line }: { line: StatementLine }) {
  // the mall's dates are China dates: today's there, whatever the device's zone
  const [today] = useState(() => chinaDate(Date.now()));
  const due = dueState(line, today);
  return (
    <span className={styles.tags}>
      {due.text}
      {due.overdue ? <Tag color="red">已逾期</Tag> : null}
    </span>
  );
}

/** The invoice state; its number beside it on a card, as the tag's tooltip in the table (20 digits do not fit). */
export function Invoice({ line, number = true }: { line: StatementLine; number?: boolean }) {
  return (
    <span className={styles.tags}>
      <Tag color={INVOICE_COLORS[line.invoiceStatus]} title={line.invoiceNo && !number ? `发票号码 ${line.invoiceNo}` : undefined}>
        {line.invoiceStatusLabel}
      </Tag>
      {line.invoiceNo && number ? <span className={styles.small}>{line.invoiceNo}</span> : null}
    </span>
  );
}

/** The line's dispute state, and 提出异议 while it may take one (no open dispute on it). */
export function Dispute({ line, canDispute, onDispute }: { line: StatementLine } & Omit<LinesProps, 'lines'>) {
  const state = disputeState(line.dispute);
  const open = line.dispute?.status === 'open';
  return (
    <span className={styles.tags}>
      {state ? <Tag color={state.color}>{state.text}</Tag> : null}
      {canDispute && !open ? (
        <Button size="small" type="link" onClick={() => onDispute(line)} aria-label={`对订单 ${line.orderNo} 提出异议`}>
          提出异议
        </Button>
      ) : null}
      {!state && !(canDispute && !open) ? '—' : null}
    </span>
  );
}

/** The lines as cards (a phone). */
export function LinesCards({ lines, canDispute, onDispute }: LinesProps) {
  return (
    <WindowList
      className={styles.cards}
      label="对账明细"
      items={lines}
      itemKey={(line) => line.orderId}
      estimate={CARD_ESTIMATE}
      gap={8}
      renderItem={(line, rowProps) => (
        <li {...rowProps}>
          <article className={styles.card} aria-label={`订单 ${line.orderNo}`}>
            <div className={styles.cardHead}>
              <Link to={ROUTES.order(line.orderId)}>{line.orderNo}</Link>
              <span className={styles.amount}>{formatFen(toFen(line.amount))}</span>
            </div>
            <dl className={styles.fields}>
              <dt>采购单号</dt>
              <dd>{line.poNo || '—'}</dd>
              <dt>下单人</dt>
              <dd>{line.placedByName}</dd>
              <dt>送达日期</dt>
              <dd>{line.deliveredAt}</dd>
              <dt>到期日</dt>
              <dd>
                <Due line={line} />
              </dd>
              <dt>经费</dt>
              <dd>{fundName(line)}</dd>
              <dt>付款</dt>
              <dd>
                <Payment line={line} />
              </dd>
              <dt>开票</dt>
              <dd>
                <Invoice line={line} />
              </dd>
              <dt>异议</dt>
              <dd>
                <Dispute line={line} canDispute={canDispute} onDispute={onDispute} />
              </dd>
            </dl>
          </article>
        </li>
      )}
    />
  );
}
