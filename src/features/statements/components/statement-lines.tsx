import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Table, Tag } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { formatFen, toFen } from '@/shared/lib/money';
import type { StatementLine } from '../api/types';
import { chinaDate } from '@/shared/lib/date';
import { disputeState, dueState, fundLabel, INVOICE_COLORS, PAYMENT_COLORS } from '../model/labels';
import { WINDOW_FROM, WindowList } from '@/shared/ui/window-list';
import styles from './statements.styles';

/** a card before it is measured (px, at 390) */
const CARD_ESTIMATE = 300;
/** a long month's table in pages of this many lines (a real table: its rows and cells stay rows and cells for a screen reader) */
const TABLE_PAGE = 50;

interface LinesProps {
  lines: StatementLine[];
  /** the member may dispute a line now (the mall's canDispute) */
  canDispute: boolean;
  onDispute: (line: StatementLine) => void;
}

const fundName = (line: StatementLine) => fundLabel(line.fund) || '—';

function Payment({ line }: { line: StatementLine }) {
  return (
    <span className={`${styles.tags} ${styles.stack}`}>
      <Tag color={PAYMENT_COLORS[line.paymentStatus]}>{line.paymentStatusLabel}</Tag>
      {line.paymentStatus === 'partial' ? <span className={styles.small}>已付 {formatFen(toFen(line.amountPaid))}</span> : null}
    </span>
  );
}

/** 到期日, with 已逾期 on a line not paid by then. */
function Due({ line }: { line: StatementLine }) {
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
function Invoice({ line, number = true }: { line: StatementLine; number?: boolean }) {
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
function Dispute({ line, canDispute, onDispute }: { line: StatementLine } & Omit<LinesProps, 'lines'>) {
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

/** The lines as a table (a tablet or wider). */
export function LinesTable({ lines, canDispute, onDispute }: LinesProps) {
  return (
    <Table<StatementLine>
      size="small"
      rowKey="orderId"
      // a long month (hundreds of lines) in pages: 2,000 rows drawn at once took one 29 s task (issue 46)
      pagination={lines.length >= WINDOW_FROM ? { pageSize: TABLE_PAGE, showSizeChanger: false, showTotal: (total) => `共 ${total} 笔` } : false}
      dataSource={lines}
      aria-label="对账明细"
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: '订单号',
          dataIndex: 'orderNo',
          render: (_, line) => <Link to={ROUTES.order(line.orderId)}>{line.orderNo}</Link>,
        },
        { title: '采购单号', dataIndex: 'poNo', render: (value: string) => value || '—' },
        { title: '下单人', dataIndex: 'placedByName' },
        { title: '送达日期', dataIndex: 'deliveredAt' },
        { title: '到期日', key: 'dueDate', render: (_, line) => <Due line={line} /> },
        {
          title: '经费',
          key: 'fund',
          render: (_, line) => <span className={styles.fundCell}>{fundName(line)}</span>,
        },
        { title: '金额', dataIndex: 'amount', align: 'right', render: (value: number) => formatFen(toFen(value)) },
        { title: '付款', key: 'payment', render: (_, line) => <Payment line={line} /> },
        { title: '开票', key: 'invoice', render: (_, line) => <Invoice line={line} number={false} /> },
        { title: '异议', key: 'dispute', render: (_, line) => <Dispute line={line} canDispute={canDispute} onDispute={onDispute} /> },
      ]}
    />
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
