import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton } from 'antd';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { useSession } from '@/entities/member';
import { LoadFailed } from '@/shared/ui/load-failed';
import { reimbursementQueries, type ReimbursementRules } from '../api/reimbursement';
import styles from './procurement.styles';
import { useInlineForm } from './use-inline-form';

/** The owner's form (reimbursement-form.tsx), fetched when 修改报销规则 is reached for. */
const loadForm = () => import('./reimbursement-form');

const yuanText = (value: number): string => formatFen(toFen(value));

/**
 * 报销规则 (docs/api.md §13): the thresholds the checkout and the approval screen warn by (需合同, 固定资产, 化整为零).
 * The owner reads them and changes them in a form opened by 修改报销规则; a sub-account reads them. Warnings only: no
 * order is refused by them.
 */
export function ReimbursementSection() {
  const { access } = useSession();
  const query = useQuery({ ...reimbursementQueries.rules(), enabled: access.canUseCompanyPages });
  if (!access.canUseCompanyPages) return null;
  let body;
  if (query.data) body = access.canManageApprovalRules ? <OwnerRules rules={query.data} /> : <RulesSummary rules={query.data} />;
  else if (query.isError) body = <LoadFailed title="报销规则暂时无法加载" message={query.error.message} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  else body = <Skeleton active />;
  return (
    <Card id="reimbursement" title="报销规则">
      {body}
    </Card>
  );
}

function RulesSummary({ rules, owner = false }: { rules: ReimbursementRules; owner?: boolean }) {
  return (
    <>
      <Alert
        type="info"
        showIcon
        className={styles.gap}
        title={owner ? '按单位财务的报销规定设置。下单和审批时按这些规则提醒下单人和审批人，从不阻止下单。' : '报销规则由主账号设置；下单和审批时会按这些规则提醒，不影响下单。'}
      />
      <section aria-label={owner ? '当前报销规则' : '适用的报销规则'}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="需附合同">订单金额达到 {yuanText(rules.contractThreshold)}</Descriptions.Item>
          <Descriptions.Item label="固定资产">商品单价达到 {yuanText(rules.assetUnitPrice)}，报销前须资产登记</Descriptions.Item>
          <Descriptions.Item label="化整为零">{rules.splitWindowDays} 天内同一经费、同一品牌的订单合计达到合同金额</Descriptions.Item>
        </Descriptions>
      </section>
    </>
  );
}

/** The owner's view: the rules, and 修改报销规则 opening the form; a form that does not come is said once. */
function OwnerRules({ rules }: { rules: ReimbursementRules }) {
  const { form, edit, done, launcher, panel } = useInlineForm(loadForm);
  if (form) {
    return (
      <div {...panel} role="group" aria-label="修改报销规则" className={styles.panel}>
        <form.RulesForm rules={rules} onDone={done} />
      </div>
    );
  }
  return (
    <>
      <RulesSummary rules={rules} owner />
      <div className={styles.summaryActions}>
        <span className={styles.hint}>{rules.updatedAt ? `上次保存于 ${formatDateTime(rules.updatedAt)}` : '当前为默认规则'}</span>
        <Button type="primary" onClick={edit} {...launcher}>
          修改报销规则
        </Button>
      </div>
    </>
  );
}
