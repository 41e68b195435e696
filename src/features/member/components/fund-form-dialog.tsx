import { useEffect } from 'react';
import { useAtom } from 'jotai';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@/shared/lib/date';
import { Button, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Space, Switch } from 'antd';
import { claimNotice, isSessionError } from '@/shared/api/errors';
import { formatFen, toFen } from '@/shared/lib/money';
import { getFeedback } from '@/shared/lib/feedback';
import { FUND_CODE_KIND_LABEL, FUND_LIMITS, useCreateFund, useUpdateFund, type Fund, type FundInput } from '@/entities/fund';
import { fundFormAtom } from '../model/fund-dialog';
import { fundFieldError } from '../model/fund-errors';
import { lengthRule, required } from '../model/rules';
import styles from './fund-form.styles';

const DAY = 'YYYY-MM-DD';

interface Values {
  name: string;
  codeKind: Fund['codeKind'];
  code: string;
  holder: string;
  budget: number | null;
  periodStart: Dayjs | null;
  periodEnd: Dayjs | null;
  memberIds: string[];
  active: boolean;
  approverId: string | undefined;
}

const toValues = (fund: Fund | null, defaultApprover: string | undefined): Values =>
  fund
    ? {
        name: fund.name,
        codeKind: fund.codeKind,
        code: fund.code,
        holder: fund.holder,
        budget: fund.budget,
        periodStart: dayjs(fund.periodStart),
        periodEnd: dayjs(fund.periodEnd),
        memberIds: [...fund.memberIds],
        active: fund.active,
        approverId: fund.approverId,
      }
    : { name: '', codeKind: 'card', code: '', holder: '', budget: null, periodStart: null, periodEnd: null, memberIds: [], active: true, approverId: defaultApprover };

const toInput = (v: Values): FundInput => ({
  name: v.name.trim(),
  codeKind: v.codeKind,
  code: v.code.trim(),
  holder: v.holder.trim(),
  budget: v.budget ?? 0,
  periodStart: v.periodStart?.format(DAY) ?? '',
  periodEnd: v.periodEnd?.format(DAY) ?? '',
  memberIds: v.memberIds ?? [],
  active: v.active,
  ...(v.approverId ? { approverId: v.approverId } : {}),
});

/**
 * 新增经费 / 编辑经费 (docs/api.md §13 FundInput): the form checks §13's bounds, the mall checks them again. It opens
 * only from the member centre's 经费, so its code comes with the centre's chunk (src/features/member/index.ts).
 */
export function FundFormDialog() {
  const [{ open, fund, members, approvers }, setState] = useAtom(fundFormAtom);
  const [form] = Form.useForm<Values>();
  const { message } = getFeedback();
  const create = useCreateFund();
  const update = useUpdateFund();
  const saving = create.isPending || update.isPending;
  const codeKind = Form.useWatch('codeKind', form) as Fund['codeKind'] | undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toValues(fund, approvers[0]?.value));
  }, [open, fund, form, approvers]);

  const close = () => setState((s) => ({ ...s, open: false }));

  const submit = (v: Values) => {
    const input = toInput(v);
    const done = {
      onSuccess: () => {
        message.success(fund ? '经费已保存' : '经费已登记');
        close();
      },
      // A refusal about one field stands under it; anything else is said once.
      onError: (error: Error) => {
        const field = fundFieldError(error);
        if (field) {
          form.setFields([{ name: field.name, errors: [field.message] }]);
          void form.scrollToField(field.name);
        } else if (!isSessionError(error) && claimNotice(error)) {
          message.error(error.message);
        }
      },
    };
    if (fund) update.mutate({ ...input, _id: fund._id }, done);
    else create.mutate(input, done);
  };

  const committed = fund ? fund.committed : 0;

  return (
    <Modal
      open={open}
      title={fund ? '编辑经费' : '新增经费'}
      onCancel={close}
      maskClosable={false} // a stray tap beside the form must not lose what was typed
      width={600}
      style={{ maxWidth: 'calc(100vw - 24px)' }}
      footer={
        <Space>
          <Button onClick={close}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} layout="vertical" name="fund-form" onFinish={submit} validateTrigger={['onBlur', 'onSubmit']}>
        <Form.Item name="name" label="经费名称" extra="例如 国自然面上项目 32170001" rules={[required('经费名称'), lengthRule('经费名称', 1, FUND_LIMITS.nameMax)]}>
          <Input maxLength={FUND_LIMITS.nameMax} />
        </Form.Item>
        <Form.Item name="codeKind" label="编号类型">
          <Radio.Group
            optionType="button"
            options={(['card', 'project'] as const).map((k) => ({ value: k, label: FUND_CODE_KIND_LABEL[k] }))}
          />
        </Form.Item>
        <Form.Item
          name="code"
          label={FUND_CODE_KIND_LABEL[codeKind ?? 'card']}
          extra="在本企业内不能重复"
          rules={[required(FUND_CODE_KIND_LABEL[codeKind ?? 'card']), lengthRule('编号', 1, FUND_LIMITS.codeMax)]}
        >
          <Input maxLength={FUND_LIMITS.codeMax} autoComplete="off" />
        </Form.Item>
        <Form.Item name="holder" label="负责人" rules={[required('负责人'), lengthRule('负责人', 1, FUND_LIMITS.holderMax)]}>
          <Input maxLength={FUND_LIMITS.holderMax} />
        </Form.Item>
        <Form.Item
          name="budget"
          label="预算（元）"
          extra={fund && committed > 0 ? `已占用 ${formatFen(toFen(committed))}，预算不能低于此金额` : undefined}
          rules={[
            { required: true, message: '预算不能为空' },
            {
              validator: (_, value: number | null | undefined) => {
                if (value === null || value === undefined) return Promise.resolve();
                if (!(value > 0)) return Promise.reject(new Error('预算须大于 0'));
                if (value > FUND_LIMITS.budgetMax) return Promise.reject(new Error(`预算不能超过 ${formatFen(toFen(FUND_LIMITS.budgetMax))}`));
                if (toFen(value) < toFen(committed)) return Promise.reject(new Error(`预算不能低于已占用金额 ${formatFen(toFen(committed))}`));
                return Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber<number> prefix="¥" min={0} precision={2} step={1000} style={{ width: '100%' }} />
        </Form.Item>
        <div className={styles.period}>
          <Form.Item name="periodStart" label="开始日期" rules={[{ required: true, message: '开始日期不能为空' }]}>
            <DatePicker style={{ width: '100%' }} format={DAY} placeholder="开始日期" />
          </Form.Item>
          <Form.Item
            name="periodEnd"
            label="结束日期"
            dependencies={['periodStart']}
            rules={[
              { required: true, message: '结束日期不能为空' },
              ({ getFieldValue }) => ({
                validator: (_, value: Dayjs | null | undefined) => {
                  const start = getFieldValue('periodStart') as Dayjs | null | undefined;
                  return !value || !start || !value.isBefore(start, 'day') ? Promise.resolve() : Promise.reject(new Error('结束日期不能早于开始日期'));
                },
              }),
            ]}
          >
            <DatePicker style={{ width: '100%' }} format={DAY} placeholder="结束日期" />
          </Form.Item>
        </div>
        <Form.Item name="memberIds" label="可使用的子账号" extra="主账号始终可以使用；不选则只有主账号可用。">
          <Select mode="multiple" allowClear placeholder="选择子账号" options={members} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="approverId" label="经费负责人（审批人）" extra="使用此经费的订单由其与主账号审批；可选主账号或采购设置中的审批人。">
          <Select placeholder="选择审批人" options={approvers} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="active" label="启用" valuePropName="checked" extra="停用后不能再用于下单，已下的订单保留。">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
