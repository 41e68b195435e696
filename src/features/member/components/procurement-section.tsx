import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { maskName } from '@/shared/lib/mask';
import { useSession } from '@/entities/member';
import { CATEGORY_LABEL } from '@/shared/config/material-categories';
import { procurementQueries, type ProcurementSettings } from '@/entities/procurement';
import { LoadFailed } from '@/shared/ui/load-failed';
import { OWNER_APPROVES } from '../model/procurement-text';
import styles from './procurement.styles';
import { useInlineForm } from './use-inline-form';

/** The owner's form (procurement-form.tsx), fetched on 修改采购设置. */
const loadForm = () => import('./procurement-form');

/** What approval means for a sub-account's orders, in one sentence: the sub-account's own ('您的'), or the owner's view. */
function approvalSummary(s: Pick<ProcurementSettings, 'approvalMode' | 'amountOver' | 'categories'>, whose = '您的'): string {
  if (s.approvalMode === 'off') return `${whose}订单不需要审批，提交后直接进入商城审核。`;
  if (s.approvalMode === 'allSubOrders') return `${whose}每笔订单都需要审批，批准后进入商城审核。`;
  const when = [
    s.amountOver !== null ? `金额（含运费）超过 ${formatFen(toFen(s.amountOver))} ` : null,
    s.categories.length > 0 ? `含${s.categories.map((c) => CATEGORY_LABEL[c]).join('、')}类商品` : null,
  ].filter(Boolean);
  if (when.length === 0) return `${whose}订单只在超出所选经费可用余额时需要审批。`;
  return `${whose}订单${when.join('或')}时需要审批；超出所选经费可用余额的${whose === '您的' ? '' : '子账号'}订单也需要审批。`;
}

/**
 * 采购审批 and 收货设置 (docs/api.md §13): the owner reads the account's rules and changes them in a form opened by
 * 修改采购设置; a sub-account reads what applies to its orders. The mall enforces every rule; the form's checks only
 * spare a refused call.
 */
export function ProcurementSection() {
  const { member, access } = useSession();
  const settingsQuery = useQuery({ ...procurementQueries.settings(), enabled: access.canUseCompanyPages });

  if (!access.canUseCompanyPages) {
    return (
      <Card id="procurement" title="采购审批">
        <Alert type="info" showIcon title="完善企业信息后即可设置采购审批和经费" />
      </Card>
    );
  }
  let body;
  if (settingsQuery.data) {
    const settings = settingsQuery.data;
    body = access.canManageApprovalRules ? <OwnerSettings settings={settings} memberId={member?._id} /> : <SettingsSummary settings={settings} />;
  } else if (settingsQuery.isError) {
    body = (
      <LoadFailed
        title="采购设置暂时无法加载"
        message={settingsQuery.error.message}
        retrying={settingsQuery.isFetching}
        onRetry={() => void settingsQuery.refetch()}
      />
    );
  } else {
    body = <Skeleton active />;
  }
  return (
    <Card id="procurement" title="采购审批">
      {body}
    </Card>
  );
}

/** A sub-account's view: what its orders go through, read-only. */
function SettingsSummary({ settings }: { settings: ProcurementSettings }) {
  return (
    <>
      <Alert type="info" showIcon className={styles.gap} title="采购设置由主账号管理，以下是适用于您的订单的规则。" />
      <section aria-label="适用于您的采购规则">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="审批">{approvalSummary(settings)}</Descriptions.Item>
        {settings.approvalMode !== 'off' ? (
          <Descriptions.Item label="审批人">{settings.approvers.map((a) => maskName(a.name)).join('、')}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="经费">{settings.requireFund ? '每笔订单须选择一项经费（有可用经费时）' : '下单时可选择经费，也可不选'}</Descriptions.Item>
        <Descriptions.Item label="收货">{settings.receiverMustDiffer ? '确认收货时，收货人须不同于下单人' : '下单人也可以确认收货'}</Descriptions.Item>
      </Descriptions>
      </section>
    </>
  );
}

/**
 * The owner's view: the rules as they stand, and 修改采购设置 opening the form (its code fetched when the pointer or
 * focus reaches the button, else on the press). A form that does not come is said once and the summary stays.
 */
function OwnerSettings({ settings, memberId }: { settings: ProcurementSettings; memberId: string | undefined }) {
  const { form, edit, done, launcher, panel } = useInlineForm(loadForm);
  if (form) {
    return (
      <div {...panel} role="group" aria-label="修改采购设置" className={styles.panel}>
        <form.SettingsForm settings={settings} memberId={memberId} onDone={done} />
      </div>
    );
  }
  return (
    <>
      <section aria-label="当前采购规则">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="审批">{approvalSummary(settings, '子账号的')}</Descriptions.Item>
          {settings.approvalMode !== 'off' ? (
            <Descriptions.Item label="审批人">
              {settings.approvers.length > 0 ? (
                settings.approvers.map((a, i) => (
                  <Tag key={a._id} color={i === 0 ? 'blue' : undefined}>
                    {maskName(a.name)}
                    {i === 0 ? '（主账号）' : ''}
                  </Tag>
                ))
              ) : (
                OWNER_APPROVES
              )}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label="经费">{settings.requireFund ? '每笔订单须选择一项经费（有可用经费时）' : '下单时可选择经费，也可不选'}</Descriptions.Item>
          <Descriptions.Item label="收货">{settings.receiverMustDiffer ? '确认收货时，收货人须不同于下单人' : '下单人也可以确认收货'}</Descriptions.Item>
        </Descriptions>
      </section>
      <div className={styles.summaryActions}>
        {settings.updatedAt ? <span className={styles.hint}>上次保存于 {formatDateTime(settings.updatedAt)}</span> : null}
        <Button type="primary" onClick={edit} {...launcher}>
          修改采购设置
        </Button>
      </div>
    </>
  );
}
