import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Descriptions, Divider, Form, InputNumber, Radio, Select, Skeleton, Space, Switch, Tag } from 'antd';
import { isSessionError } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { getFeedback } from '@/shared/lib/feedback';
import { maskName } from '@/shared/lib/mask';
import { useSession } from '@/entities/member';
import { CATEGORY_LABEL, MATERIAL_CATEGORIES } from '@/shared/config/material-categories';
import {
  APPROVAL_MODES,
  procurementQueries,
  useUpdateProcurementSettings,
  type ApprovalMode,
  type ProcurementSettings,
  type ProcurementSettingsInput,
} from '@/entities/procurement';
import { LoadFailed } from '@/shared/ui/load-failed';
import { memberQueries } from '../api/queries';
import styles from './procurement.styles';

/** The owner always approves (docs/api.md §13): said beside the approver list and in the summary. */
const OWNER_APPROVES = '主账号始终可以审批';

/** §13: an amount threshold is above 0 (yuan, two decimals). */
const AMOUNT_MIN = 0.01;

type Values = ProcurementSettingsInput;

/** A refusal or failure the session says itself (a sign-in needed or ended, a cancelled call): nothing here. */

const toInput = (s: ProcurementSettings): Values => ({
  approvalMode: s.approvalMode,
  amountOver: s.amountOver,
  categories: [...s.categories],
  approverIds: [...s.approverIds],
  requireFund: s.requireFund,
  receiverMustDiffer: s.receiverMustDiffer,
});

/** What approval means for the sub-account's own orders, in one sentence (the summary it reads). */
function approvalSummary(s: Pick<ProcurementSettings, 'approvalMode' | 'amountOver' | 'categories'>): string {
  if (s.approvalMode === 'off') return '您的订单不需要审批，提交后直接进入商城审核。';
  if (s.approvalMode === 'allSubOrders') return '您的每笔订单都需要审批，批准后进入商城审核。';
  const when = [
    s.amountOver !== null ? `金额（含运费）超过 ${formatFen(toFen(s.amountOver))} ` : null,
    s.categories.length > 0 ? `含${s.categories.map((c) => CATEGORY_LABEL[c]).join('、')}类商品` : null,
  ].filter(Boolean);
  if (when.length === 0) return '您的订单只在超出所选经费可用余额时需要审批。';
  return `您的订单${when.join('或')}时需要审批；超出所选经费可用余额的订单也需要审批。`;
}

/**
 * 采购审批 and 收货设置 (docs/api.md §13): the owner edits the account's rules; a sub-account reads what applies to
 * its orders. The mall enforces every rule; the form's checks only spare a refused call.
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
    body = access.canManageApprovalRules ? <SettingsForm settings={settings} memberId={member?._id} /> : <SettingsSummary settings={settings} />;
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

/** The owner's form: the whole settings object is saved at once (PUT takes it whole). */
function SettingsForm({ settings, memberId }: { settings: ProcurementSettings; memberId: string | undefined }) {
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
      { onSuccess: () => void message.success('采购设置已保存') },
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
        <Button onClick={() => form.setFieldsValue(toInput(settings))} disabled={save.isPending}>
          还原
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
