import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Divider, Form, InputNumber, Radio, Select, Space, Switch, Tag } from 'antd';
import { isSessionError } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { getFeedback } from '@/shared/lib/feedback';
import { maskName } from '@/shared/lib/mask';
import { MATERIAL_CATEGORIES } from '@/shared/config/material-categories';
import {
  APPROVAL_MODES,
  useUpdateProcurementSettings,
  type ApprovalMode,
  type ProcurementSettings,
  type ProcurementSettingsInput,
} from '@/entities/procurement';
import { memberQueries } from '../api/queries';
import { OWNER_APPROVES } from '../model/procurement-text';
import styles from './procurement.styles';

/** §13: an amount threshold is above 0 (yuan, two decimals). */
const AMOUNT_MIN = 0.01;

type Values = ProcurementSettingsInput;


const toInput = (s: ProcurementSettings): Values => ({
  approvalMode: s.approvalMode,
  amountOver: s.amountOver,
  categories: [...s.categories],
  approverIds: [...s.approverIds],
  requireFund: s.requireFund,
  receiverMustDiffer: s.receiverMustDiffer,
});

/**
 * The owner's form (procurement-section.tsx opens it on 修改采购设置, in a chunk of its own: antd's Select, InputNumber,
 * Radio, Checkbox and Switch stay off 账号设置 until then). The whole settings object is saved at once (PUT takes it
 * whole); `onDone` after a save or 取消.
 */
export function SettingsForm({ settings, memberId, onDone }: { settings: ProcurementSettings; memberId: string | undefined; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = getFeedback();
  const save = useUpdateProcurementSettings();
  const subs = useQuery(memberQueries.subMembers(memberId));
  const mode = Form.useWatch('approvalMode', form) as ApprovalMode | undefined;

  // The form starts from the mall's settings, and again whenever they change (a save, another tab's save).
  useEffect(() => {
    form.setFieldsValue(toInput(settings));
  }, [settings, form]);

  // Enabled sub-accounts; an approver since disabled stays listed (marked) so the owner can take it off.
  const subList = subs.data?.list;
  const approverOptions = useMemo(() => {
    const options = (subList ?? [])
      .filter((s) => s.enabled || settings.approverIds.includes(s.subMbrId))
      .map((s) => ({ value: s.subMbrId, label: `${maskName(s.name)}（${s.account}）${s.enabled ? '' : ' · 已停用'}` }));
    // an approver the list does not show (not loaded yet): the mall's name for it
    for (const a of settings.approvers) {
      if (settings.approverIds.includes(a._id) && !options.some((o) => o.value === a._id)) options.push({ value: a._id, label: maskName(a.name) });
    }
    return options;
  }, [subList, settings]);
  const disabledIds = new Set((subList ?? []).filter((s) => !s.enabled).map((s) => s.subMbrId));

  const submit = (v: Values) => {
    save.mutate(
      {
        approvalMode: v.approvalMode,
        amountOver: v.amountOver ?? null,
        categories: v.categories ?? [],
        approverIds: v.approverIds ?? [],
        requireFund: v.requireFund,
        receiverMustDiffer: v.receiverMustDiffer,
      },
      {
        onSuccess: () => {
          message.success('采购设置已保存');
          onDone();
        },
      },
    );
  };

  const failure = save.error && !isSessionError(save.error) ? save.error : null;
  const rules = mode === 'rules';

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={toInput(settings)} className={styles.form}>
      <Form.Item name="approvalMode" label="哪些订单需要审批" extra="主账号自己的订单从不需要审批。开启审批后，超出所选经费可用余额的子账号订单也先交审批。">
        <Radio.Group className={styles.modes}>
          {APPROVAL_MODES.map((m) => (
            <Radio key={m.value} value={m.value}>
              <span>{m.label}</span>
              <span className={styles.hint}>{m.hint}</span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <div className={styles.rules} hidden={!rules}>
        <Form.Item
          name="amountOver"
          label="订单金额超过（含运费）"
          extra="不填则不按金额审批。"
          rules={[
            {
              validator: (_, value: number | null | undefined) =>
                !rules || value === null || value === undefined || value >= AMOUNT_MIN ? Promise.resolve() : Promise.reject(new Error('金额须大于 0')),
            },
          ]}
        >
          <InputNumber<number> prefix="¥" min={0} precision={2} step={100} placeholder="例如 5000" className={styles.amount} aria-label="审批金额" />
        </Form.Item>
        <Form.Item name="categories" label="含以下类别的商品时" extra="未设置金额和类别时，只有超出所选经费可用余额的订单需要审批。">
          <Checkbox.Group options={MATERIAL_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))} />
        </Form.Item>
      </div>
      <Form.Item
        name="approverIds"
        label="审批人"
        rules={[
          {
            validator: (_, ids: string[] | undefined) =>
              (ids ?? []).some((id) => disabledIds.has(id)) ? Promise.reject(new Error('审批人须是启用中的子账号，请移除已停用的子账号')) : Promise.resolve(),
          },
        ]}
        extra={`${OWNER_APPROVES}；可再指定启用中的子账号（如课题组负责人）。审批人不能审批自己下的订单。`}>
        <Select
          mode="multiple"
          allowClear
          placeholder="只由主账号审批"
          options={approverOptions}
          loading={subs.isPending}
          optionFilterProp="label"
          aria-label="审批人"
          notFoundContent="没有启用中的子账号"
        />
      </Form.Item>
      <Form.Item name="requireFund" label="要求每笔订单选择经费" valuePropName="checked" extra="开启后，下单人有可用经费时须为订单选择一项经费。">
        <Switch checkedChildren="开" unCheckedChildren="关" aria-label="要求每笔订单选择经费" />
      </Form.Item>

      <Divider titlePlacement="start" plain>
        <span id="receiving">收货设置</span>
      </Divider>
      <Form.Item
        name="receiverMustDiffer"
        label="收货人须不同于下单人"
        valuePropName="checked"
        extra="高校报销要求：确认收货（验收）的人不能是下单人本人，验收单上会分别列出两人。"
      >
        <Switch checkedChildren="开" unCheckedChildren="关" aria-label="收货人须不同于下单人" />
      </Form.Item>

      {failure ? <Alert type="error" showIcon className={styles.gap} title={failure.message} /> : null}
      <Space wrap className={styles.actions}>
        {settings.updatedAt ? <span className={styles.hint}>上次保存于 {formatDateTime(settings.updatedAt)}</span> : null}
        <Button onClick={onDone} disabled={save.isPending}>
          取消
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存采购设置
        </Button>
      </Space>
      {settings.approvers.length > 0 ? (
        <div className={styles.current}>
          当前审批人：
          {settings.approvers.map((a, i) => (
            <Tag key={a._id} color={i === 0 ? 'blue' : undefined}>
              {maskName(a.name)}
              {i === 0 ? '（主账号）' : ''}
            </Tag>
          ))}
        </div>
      ) : null}
    </Form>
  );
}
