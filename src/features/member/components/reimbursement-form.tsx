import { useEffect } from 'react';
import { Alert, Button, Form, InputNumber, Space } from 'antd';
import { isSessionError } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { getFeedback } from '@/shared/lib/feedback';
import { useSaveReimbursementRules, type ReimbursementRules } from '../api/reimbursement';
import styles from './procurement.styles';

type Values = { contractThreshold: number; assetUnitPrice: number; splitWindowDays: number };

/** Thresholds finance offices commonly use for a contract (5万 the default, 2万 on some platforms). */
const CONTRACT_PRESETS = [20_000, 50_000, 100_000] as const;
const PRESET_LABEL: Record<(typeof CONTRACT_PRESETS)[number], string> = { 20_000: '2万', 50_000: '5万', 100_000: '10万' };

const toValues = (r: ReimbursementRules): Values => ({ contractThreshold: r.contractThreshold, assetUnitPrice: r.assetUnitPrice, splitWindowDays: r.splitWindowDays });

/**
 * The owner's form (reimbursement-section.tsx opens it on 修改报销规则, in a chunk of its own with antd's InputNumber);
 * `onDone` after a save or 取消.
 */
export function RulesForm({ rules, onDone }: { rules: ReimbursementRules; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = getFeedback();
  const save = useSaveReimbursementRules();

  useEffect(() => {
    form.setFieldsValue(toValues(rules));
  }, [rules, form]);

  const submit = (v: Values) =>
    save.mutate(v, {
      onSuccess: () => {
        message.success('报销规则已保存');
        onDone();
      },
    });
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
        <Button onClick={onDone} disabled={save.isPending}>
          取消
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存报销规则
        </Button>
      </Space>
    </Form>
  );
}
