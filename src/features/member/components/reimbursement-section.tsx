import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, InputNumber, Skeleton, Space } from 'antd';
import { isSessionError } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { getFeedback } from '@/shared/lib/feedback';
import { useSession } from '@/entities/member';
import { LoadFailed } from '@/shared/ui/load-failed';
import { reimbursementQueries, useSaveReimbursementRules, type ReimbursementRules } from '../api/reimbursement';
import styles from './procurement.styles';

type Values = { contractThreshold: number; assetUnitPrice: number; splitWindowDays: number };

/** Thresholds finance offices commonly use for a contract (5万 the default, 2万 on some platforms). */
const CONTRACT_PRESETS = [20_000, 50_000, 100_000] as const;
const PRESET_LABEL: Record<(typeof CONTRACT_PRESETS)[number], string> = { 20_000: '2万', 50_000: '5万', 100_000: '10万' };

const yuanText = (value: number): string => formatFen(toFen(value));
const toValues = (r: ReimbursementRules): Values => ({ contractThreshold: r.contractThreshold, assetUnitPrice: r.assetUnitPrice, splitWindowDays: r.splitWindowDays });

/**
 * 报销规则 (docs/api.md §13): the thresholds the checkout and the approval screen warn by (需合同, 固定资产, 化整为零).
 * The owner edits them; a sub-account reads them. Warnings only: no order is refused by them.
 */
export function ReimbursementSection() {
  const { access } = useSession();
  const query = useQuery({ ...reimbursementQueries.rules(), enabled: access.canUseCompanyPages });
  if (!access.canUseCompanyPages) return null;
  let body;
  if (query.data) body = access.canManageApprovalRules ? <RulesForm rules={query.data} /> : <RulesSummary rules={query.data} />;
  else if (query.isError) body = <LoadFailed title="报销规则暂时无法加载" message={query.error.message} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  else body = <Skeleton active />;
  return (
    <Card id="reimbursement" title="报销规则">
      {body}
    </Card>
  );
}

function RulesSummary({ rules }: { rules: ReimbursementRules }) {
  return (
    <>
      <Alert type="info" showIcon className={styles.gap} title="报销规则由主账号设置；下单和审批时会按这些规则提醒，不影响下单。" />
      <Descriptions column={1} size="small" aria-label="适用的报销规则">
        <Descriptions.Item label="需附合同">订单金额达到 {yuanText(rules.contractThreshold)}</Descriptions.Item>
        <Descriptions.Item label="固定资产">商品单价达到 {yuanText(rules.assetUnitPrice)}，报销前须资产登记</Descriptions.Item>
        <Descriptions.Item label="化整为零">{rules.splitWindowDays} 天内同一经费、同一品牌的订单合计达到合同金额</Descriptions.Item>
      </Descriptions>
    </>
  );
}

function RulesForm({ rules }: { rules: ReimbursementRules }) {
  const [form] = Form.useForm<Values>();
  const { message } = getFeedback();
  const save = useSaveReimbursementRules();

  useEffect(() => {
    form.setFieldsValue(toValues(rules));
  }, [rules, form]);

  const submit = (v: Values) => save.mutate(v, { onSuccess: () => void message.success('报销规则已保存') });
  const failure = save.error && !isSessionError(save.error) ? save.error : null;
  const positive = { validator: (_: unknown, v: number | null | undefined) => (typeof v === 'number' && v > 0 ? Promise.resolve() : Promise.reject(new Error('金额须大于 0'))) };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={toValues(rules)} className={styles.form}>
      <Alert type="info" showIcon className={styles.gap} title="按单位财务的报销规定设置。下单和审批时按这些规则提醒下单人和审批人，从不阻止下单。" />
      <Form.Item label="订单金额达到此值须附合同（含运费）" extra="高校常见 5万；部分平台 2万。">
        <Space wrap>
          <Form.Item name="contractThreshold" noStyle rules={[positive]}>
            <InputNumber<number> prefix="¥" min={0} max={100_000_000} precision={2} step={1000} className={styles.amount} aria-label="合同金额" />
          </Form.Item>
          {CONTRACT_PRESETS.map((p) => (
            <Button key={p} size="small" onClick={() => form.setFieldValue('contractThreshold', p)}>
              {PRESET_LABEL[p]}
            </Button>
          ))}
        </Space>
      </Form.Item>
      <Form.Item name="assetUnitPrice" label="单价达到此值为固定资产" extra="报销前须办理资产登记；常见标准 1,000 元。" rules={[positive]}>
        <InputNumber<number> prefix="¥" min={0} max={100_000_000} precision={2} step={100} className={styles.amount} aria-label="固定资产单价" />
      </Form.Item>
      <Form.Item
        name="splitWindowDays"
        label="化整为零提醒期限"
        extra="此期限内同一经费、同一品牌、每单都低于合同金额而合计达到的订单，提醒疑似化整为零。"
        rules={[{ required: true, message: '请填写 1–365 天' }]}
      >
        <InputNumber<number> suffix="天" min={1} max={365} precision={0} className={styles.amount} aria-label="化整为零期限" />
      </Form.Item>
      {failure ? <Alert type="error" showIcon className={styles.gap} title={failure.message} /> : null}
      <Space wrap className={styles.actions}>
        {rules.updatedAt ? <span className={styles.hint}>上次保存于 {formatDateTime(rules.updatedAt)}</span> : <span className={styles.hint}>当前为默认规则</span>}
        <Button onClick={() => form.setFieldsValue(toValues(rules))} disabled={save.isPending}>
          还原
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存报销规则
        </Button>
      </Space>
    </Form>
  );
}
