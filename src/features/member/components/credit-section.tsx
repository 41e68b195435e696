import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Progress, Skeleton } from 'antd';
import { formatFen } from '@/shared/lib/money';
import { creditQueries, creditSummary, useSession, type CreditSummary } from '@/entities/member';
import styles from './credit.styles';

/**
 * 结算与额度 (docs/api.md §17 Credit terms): the account's terms (月结（账期 N 天）or 现结), the credit limit, what is
 * used and available, what falls due this month and what is overdue. Every member of the account reads them (a
 * sub-account needs the remaining credit to order); paying is the owner's.
 */
export function CreditSection() {
  const { member, access } = useSession();
  const terms = useQuery({ ...creditQueries.terms(member?._id), enabled: access.canUseCompanyPages });
  if (!access.canUseCompanyPages) {
    return (
      <Card id="credit" title="结算与额度">
        <Alert type="info" showIcon title="完善企业信息后即可查看结算方式和信用额度" />
      </Card>
    );
  }
  return (
    <Card id="credit" title="结算与额度">
      {terms.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : terms.isError ? (
        <Empty description="结算方式加载失败">
          <Button onClick={() => void terms.refetch()}>重试</Button>
        </Empty>
      ) : (
        <CreditFigures summary={creditSummary(terms.data)} subAccount={access.mustAskOwner} />
      )}
    </Card>
  );
}

function CreditFigures({ summary, subAccount }: { summary: CreditSummary; subAccount: boolean }) {
  return (
    <>
      <div className={styles.terms}>
        <span className={styles.termsText} data-testid="credit-terms">
          {summary.terms}
        </span>
        <span className={styles.hint}>{summary.hint}</span>
      </div>
      {subAccount ? <Alert type="info" showIcon className={styles.gap} title="额度和到期货款为企业账号合计，货款由主账号统一结算。" /> : null}
      {summary.limitFen !== null && summary.availableFen !== null ? (
        <>
          <Progress percent={summary.usedPercent ?? 0} showInfo={false} aria-label={`已用信用额度 ${summary.usedPercent ?? 0}%`} />
          <dl className={styles.figures} aria-label="信用额度">
            <div>
              <dt>信用额度</dt>
              <dd>{formatFen(summary.limitFen)}</dd>
            </div>
            <div>
              <dt>已用</dt>
              <dd data-testid="credit-used">{formatFen(summary.usedFen)}</dd>
            </div>
            <div>
              <dt>可用</dt>
              <dd data-testid="credit-available">{formatFen(summary.availableFen)}</dd>
            </div>
            <div>
              <dt>本月到期</dt>
              <dd data-testid="credit-due">
                {formatFen(summary.dueFen)}
                <span className={styles.sub}>{summary.dueCount > 0 ? `${summary.dueCount} 笔，最早 ${summary.nextDueDate ?? ''}` : '本月无到期货款'}</span>
              </dd>
            </div>
          </dl>
          {summary.overdueCount > 0 ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              title={`已逾期 ${summary.overdueCount} 笔，共 ${formatFen(summary.overdueFen)}`}
              description="请尽快付款，逾期货款仍占用信用额度。到期日见对账单。"
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
