import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Alert, Button, Empty, Result, Select, Skeleton, Tag } from 'antd';
import { isApiError } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { MEDIA, useIsPhone, useMedia } from '@/shared/ui/layout';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageDialog } from '@/shared/ui/page-dialog';
import { useChunk } from '@/shared/lib/use-chunk';
import { useSession } from '@/entities/member';
import { useDownloadStatementPdf, useExportStatement } from '../api/mutations';
import { statementQueries } from '../api/queries';
import type { Statement } from '../api/types';
import { confirmStatementAtom, disputeLineAtom } from '../model/dialogs';
import { confirmHint, fundLabel, STATUS_COLORS } from '../model/labels';
import { isMonth, monthLabel } from '../model/month';
import { Disputes, Refunds } from './statement-extras';
import { Months } from './statement-months';
import { LinesCards, type LinesProps } from './statement-lines';
import styles from './statements.styles';

// Both dialogs open only from this page: mounted here (PageDialog), their code (with antd's Modal, Form and Input)
// fetched on the first opening.
const loadConfirmDialog = () => import('./confirm-dialog');
const loadDisputeDialog = () => import('./dispute-dialog');

/** The lines' table (statement-table.tsx), for a tablet or wider; a phone shows cards and never fetches it. */
const loadTable = () => import('./statement-table');

export interface StatementChoice {
  /** YYYY-MM, or '' for the newest month */
  month: string;
  /** a fund's _id, or '' for 全部经费 */
  fundId: string;
}

function Totals({ statement }: { statement: Statement }) {
  const t = statement.totals;
  return (
    <dl className={styles.totals} aria-label="合计">
      <div className={styles.total}>
        <dt>订单数</dt>
        <dd>{t.orderCount} 笔</dd>
      </div>
      <div className={styles.total}>
        <dt>金额合计</dt>
        <dd>
          {formatFen(toFen(t.amount))}
          <span className={styles.sub}>
            商品 {formatFen(toFen(t.goodsAmount))} · 运费 {formatFen(toFen(t.freight))}
          </span>
        </dd>
      </div>
      <div className={styles.total}>
        <dt>已付 / 未付</dt>
        <dd>
          {formatFen(toFen(t.paid))}
          <span className={styles.sub}>未付 {formatFen(toFen(t.unpaid))}</span>
        </dd>
      </div>
      <div className={styles.total}>
        <dt>已开票 / 未开票</dt>
        <dd>
          {formatFen(toFen(t.invoiced))}
          <span className={styles.sub}>未开票 {formatFen(toFen(t.uninvoiced))}</span>
        </dd>
      </div>
    </dl>
  );
}

/**
 * The mall has no such statement (404: a month without the caller's deliveries, a fund it does not know): its
 * message, and the way on — the newest month, 全部经费 — rather than a retry that cannot succeed.
 */
function StatementMissing({ message, month, newest, fundId, onMonth, onFund }: {
  message: string;
  month: string;
  newest: string;
  fundId: string;
  onMonth: (month: string) => void;
  onFund: (fundId: string) => void;
}) {
  const actions = [
    month !== newest ? (
      <Button key="newest" type="primary" onClick={() => onMonth(newest)}>
        查看{monthLabel(newest)}对账单
      </Button>
    ) : null,
    fundId ? (
      <Button key="all" type={month === newest ? 'primary' : 'default'} onClick={() => onFund('')}>
        查看全部经费
      </Button>
    ) : null,
  ].filter(Boolean);
  return <Result status="info" title={message} extra={actions.length > 0 ? actions : undefined} />;
}

/** One month's statement: its state, the fund filter, the totals, the lines, the disputes and what may be done. */
function MonthStatement({ month, newest, fundId, onMonth, onFund, action, LinesTable }: {
  month: string;
  /**
   * how the lines are drawn: the table once its code is in, 'loading' until then, null for cards (a phone, or a
   * table whose code did not come: every line still shown)
   */
  LinesTable: ComponentType<LinesProps> | 'loading' | null;
  /** the page's own action on the shown statement (报销材料包) */
  action?: (statement: Statement) => ReactNode;
  /** the newest month of the list, where a missing statement leads */
  newest: string;
  fundId: string;
  onMonth: (month: string) => void;
  onFund: (fundId: string) => void;
}) {
  const { member, access } = useSession();
  const query = useQuery(statementQueries.detail(member?._id, month, fundId || undefined));
  const openConfirm = useSetAtom(confirmStatementAtom);
  const openDispute = useSetAtom(disputeLineAtom);
  const exporting = useExportStatement();
  const downloading = useDownloadStatementPdf();
  const statement = query.data;

  if (query.isPending) return <Skeleton active />;
  if (!statement && isApiError(query.error) && query.error.status === 404) {
    return <StatementMissing message={query.error.message} month={month} newest={newest} fundId={fundId} onMonth={onMonth} onFund={onFund} />;
  }
  if (!statement) {
    return (
      <LoadFailed
        title={`${monthLabel(month)}对账单暂时无法加载`}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        extra={fundId ? (
          <Button key="all" onClick={() => onFund('')}>
            查看全部经费
          </Button>
        ) : undefined}
      />
    );
  }
  const hint = statement.canConfirm ? null : confirmHint(statement.status);
  const lineProps: LinesProps = {
    lines: statement.lines,
    canDispute: statement.canDispute,
    onDispute: (line: Statement['lines'][number]) => openDispute({ open: true, month: statement.month, orderId: line.orderId, orderNo: line.orderNo }),
  };
  return (
    <section aria-labelledby="statement-title" aria-busy={query.isFetching}>
      <div className={styles.head}>
        <div>
          <h2 id="statement-title" className={styles.heading}>
            {monthLabel(statement.month)}对账单
            <Tag color={STATUS_COLORS[statement.status]}>{statement.statusLabel}</Tag>
          </h2>
          <p className={styles.muted}>
            {statement.company.name} · 对账期间 {statement.period.from} 至 {statement.period.to}
          </p>
        </div>
        <div className={styles.actions}>
          {statement.canConfirm ? (
            <Button type="primary" onClick={() => openConfirm({ open: true, month: statement.month, fundId: fundId || undefined })}>
              确认对账单
            </Button>
          ) : null}
          <Button loading={exporting.isPending} onClick={() => exporting.mutate(statement)}>
            导出 Excel
          </Button>
          <Button loading={downloading.isPending} onClick={() => downloading.mutate(statement)}>
            下载 PDF
          </Button>
          {action?.(statement)}
        </div>
      </div>
      {statement.confirmedAt ? (
        <Alert
          className={styles.alert}
          type="success"
          showIcon
          title={`已于 ${formatDateTime(statement.confirmedAt, 'YYYY-MM-DD HH:mm')} 由 ${statement.confirmedByName ?? '主账号'} 确认`}
        />
      ) : hint ? (
        <Alert className={styles.alert} type={statement.status === 'disputed' ? 'warning' : 'info'} showIcon title={hint} />
      ) : null}
      {!access.canConfirmStatement ? <p className={styles.muted}>子账号只能查看本人下单的订单；确认对账单、提出异议请联系主账号。</p> : null}
      {statement.funds.length > 0 || fundId ? (
        <div className={styles.filter}>
          <label htmlFor="statement-fund">经费</label>
          <Select
            id="statement-fund"
            aria-label="经费"
            className={styles.fundSelect}
            value={fundId}
            onChange={onFund}
            options={[
              { value: '', label: '全部经费' },
              ...statement.funds.map((f) => ({ value: f._id, label: fundLabel(f) })),
            ]}
          />
        </div>
      ) : null}
      <Totals statement={statement} />
      {statement.lines.length === 0 ? (
        <Empty description={statement.fund ? '该经费本月没有送达的订单' : '本月没有送达的订单'} />
      ) : LinesTable === 'loading' ? (
        <Skeleton active />
      ) : LinesTable ? (
        <LinesTable {...lineProps} />
      ) : (
        <LinesCards {...lineProps} />
      )}
      <Disputes disputes={statement.disputes} />
      <Refunds refunds={statement.refunds} />
    </section>
  );
}

/**
 * 对账单 (docs/api.md §18): the months of the last 12 with deliveries, and the chosen month's statement. The
 * choice (month, fund) is the page's, kept in its URL.
 */
export function StatementsView({ choice, onChoice, action }: {
  choice: StatementChoice;
  /** a change to the choice: the page applies it to the latest address (two quick clicks keep both) */
  onChoice: (change: Partial<StatementChoice>) => void;
  action?: (statement: Statement) => ReactNode;
}) {
  const { member } = useSession();
  const narrow = useMedia(MEDIA.tablet);
  // a dialog asked for on one month (its code still on the way) does not open over another
  const setConfirm = useSetAtom(confirmStatementAtom);
  const setDispute = useSetAtom(disputeLineAtom);
  useEffect(() => {
    setConfirm((state) => (state.open ? { ...state, open: false } : state));
    setDispute((state) => (state.open ? { ...state, open: false } : state));
  }, [choice.month, choice.fundId, setConfirm, setDispute]);
  const phone = useIsPhone();
  // fetched on a wide screen beside the months and the statement, not after them
  const table = useChunk(loadTable, !phone);
  const LinesTable = phone || table.failed ? null : (table.module?.default ?? 'loading');
  const months = useQuery(statementQueries.list(member?._id));
  const list = months.data;

  if (months.isPending) return <Skeleton active />;
  if (!list) {
    return <LoadFailed title="对账单暂时无法加载" retrying={months.isFetching} onRetry={() => void months.refetch()} />;
  }
  if (list.length === 0) {
    return (
      <div className={styles.panel}>
        <Empty description="近 12 个月没有送达的订单，暂无对账单" />
      </div>
    );
  }
  const month = isMonth(choice.month) ? choice.month : list[0]!.month;
  return (
    <div className={styles.layout}>
      <Months months={list} month={month} narrow={narrow} onMonth={(next) => onChoice({ month: next, fundId: '' })} />
      <div className={styles.panel}>
        <MonthStatement
          month={month}
          newest={list[0]!.month}
          fundId={choice.fundId}
          onMonth={(next) => onChoice({ month: next, fundId: '' })}
          onFund={(fundId) => onChoice({ fundId })}
          action={action}
          LinesTable={LinesTable}
        />
      </div>
      <PageDialog atom={confirmStatementAtom} load={loadConfirmDialog} />
      <PageDialog atom={disputeLineAtom} load={loadDisputeDialog} />
    </div>
  );
}
