import { useEffect, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import type { Dayjs } from 'dayjs';
// dayjs in Chinese for the date picker
import '@/shared/lib/date';
import { Alert, Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { isSessionError } from '@/shared/api/errors';
import { chinaDate } from '@/shared/lib/date';
import { getFeedback } from '@/shared/lib/feedback';
import { toHalfWidth } from '@/shared/lib/half-width';
import {
  CONTROL_CLASS_LABEL,
  isCasNumber,
  KIND_CLASSES,
  LIMIT_UNITS,
  QUALIFICATION_KIND_LABEL,
  QUALIFICATION_KINDS,
  useCreateQualification,
  type ControlClass,
  type LimitUnit,
  type QualificationDraft,
  type QualificationKind,
} from '@/entities/qualification';
import { qualificationFormAtom } from '../model/qualification-dialog';
import { qualificationFieldError } from '../model/qualification-errors';
import { lengthRule, required } from '../model/rules';
import { FilePicker } from './qualification-file-picker';
import styles from './qualification.styles';

const DAY = 'YYYY-MM-DD';
interface Values {
  kind: QualificationKind | undefined;
  number: string;
  authority: string;
  classes: ControlClass[];
  substances: string[];
  limits: { cas: string; amount: number | null; unit: LimitUnit }[];
  validFrom: Dayjs | null;
  validTo: Dayjs | null;
  file: File | undefined;
}

const EMPTY: Values = {
  kind: undefined,
  number: '',
  authority: '',
  classes: [],
  substances: [],
  limits: [],
  validFrom: null,
  validTo: null,
  file: undefined,
};

const normalizeCas = (value: string) => toHalfWidth(value).trim();

const casRule = {
  validator: (_: unknown, value: string | undefined) => {
    const cas = normalizeCas(value ?? '');
    if (!cas) return Promise.resolve(); // the required rule speaks
    return isCasNumber(cas) ? Promise.resolve() : Promise.reject(new Error(`CAS 号 ${cas} 格式不正确（例如 67-64-1）`));
  },
};

const toDraft = (v: Values): QualificationDraft => ({
  kind: v.kind!,
  number: v.number.trim(),
  authority: v.authority.trim(),
  classes: v.classes,
  substances: v.substances.map(normalizeCas),
  limits: (v.limits ?? []).map((l) => ({ cas: normalizeCas(l.cas), amount: l.amount ?? 0, unit: l.unit })),
  validFrom: v.validFrom?.format(DAY) ?? '',
  validTo: v.validTo?.format(DAY) ?? '',
  file: v.file!,
});

/**
 * 添加资质 (docs/api.md §21): the owner uploads a permit. The form checks what it can (CAS check digits, dates, the
 * file's bytes and size); the mall checks again, and a refusal about a field stands under it. Closing keeps what was
 * typed; 取消 clears it.
 */
export function QualificationFormDialog() {
  const [{ open }, setState] = useAtom(qualificationFormAtom);
  const [form] = Form.useForm<Values>();
  const { message } = getFeedback();
  const create = useCreateQualification();
  const [refusal, setRefusal] = useState<string | null>(null);
  // a refusal stands by the footer and is brought into view: on a phone the top of the form is far above the buttons
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [refusal]);
  const kind = Form.useWatch('kind', form) as QualificationKind | undefined;

  const close = () => setState({ open: false });
  const cancel = () => {
    form.resetFields();
    fileProblem.current = null;
    setRefusal(null);
    close();
  };

  // why the last picked file was refused: it stays the field's error (the required rule would otherwise replace it)
  const fileProblem = useRef<string | null>(null);
  const setFileProblem = (problem: string | null) => {
    fileProblem.current = problem;
    form.setFields([{ name: 'file', errors: problem ? [problem] : [] }]);
  };

  const submit = (v: Values) => {
    setRefusal(null);
    create.mutate(toDraft(v), {
      onSuccess: () => {
        void message.success('资质已提交，审核通过后即可购买');
        form.resetFields();
        close();
      },
      // A refusal about one field stands under it; anything else by the footer, below what was typed.
      onError: (error) => {
        const field = qualificationFieldError(error);
        if (field && field.name !== 'limits') {
          if (field.name === 'file') fileProblem.current = field.message;
          form.setFields([{ name: field.name, errors: [field.message] }]);
          void form.scrollToField(field.name);
        } else if (!isSessionError(error)) {
          setRefusal(error.message);
        }
      },
    });
  };

  return (
    <Modal
      open={open}
      title="添加资质"
      onCancel={close}
      mask={{ closable: false }} // a stray tap beside the form must not lose what was typed
      width={640}
      style={{ maxWidth: 'calc(100vw - 24px)' }}
      footer={
        <Space>
          <Button onClick={cancel}>取消</Button>
          <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
            提交审核
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="qualification-form"
        initialValues={EMPTY}
        onFinish={submit}
        validateTrigger={['onBlur', 'onSubmit']}
        onValuesChange={(changed: Partial<Values>) => {
          // a kind covers only its classes: choosing one takes all of them, which the owner may narrow
          if (changed.kind) form.setFieldsValue({ classes: [...KIND_CLASSES[changed.kind]] });
          // a new start date checks an end date already chosen (not `dependencies`, which would also call an empty,
          // not yet reached end date missing)
          if ('validFrom' in changed && form.getFieldValue('validTo')) void form.validateFields(['validTo']).catch(() => undefined);
        }}
      >
        <Form.Item name="kind" label="资质类型" rules={[{ required: true, message: '请选择资质类型' }]}>
          <Select
            placeholder="请选择"
            options={QUALIFICATION_KINDS.map((k) => ({ value: k, label: QUALIFICATION_KIND_LABEL[k] }))}
          />
        </Form.Item>
        <div className={styles.pair}>
          <Form.Item name="number" label="证件编号" rules={[required('证件编号'), lengthRule('证件编号', 1, 50)]}>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
          <Form.Item name="authority" label="发证机关" rules={[required('发证机关'), lengthRule('发证机关', 1, 50)]}>
            <Input maxLength={50} placeholder="例如 上海市公安局浦东分局" />
          </Form.Item>
        </div>
        <Form.Item
          name="classes"
          label="许可范围"
          extra={kind ? undefined : '先选择资质类型'}
          rules={[{ required: true, type: 'array', min: 1, message: '请选择许可范围' }]}
        >
          <Checkbox.Group options={(kind ? KIND_CLASSES[kind] : []).map((c) => ({ value: c, label: CONTROL_CLASS_LABEL[c] }))} />
        </Form.Item>
        <Form.Item
          name="substances"
          label="许可品种（CAS 号）"
          extra="证件上列明品种时逐个填写 CAS 号（回车分隔）；不填表示许可范围内的全部品种。"
          normalize={(value: string[] | undefined) => (value ?? []).map(normalizeCas).filter(Boolean)}
          rules={[
            {
              validator: (_, value: string[] | undefined) => {
                const bad = (value ?? []).filter((cas) => !isCasNumber(cas));
                return bad.length === 0 ? Promise.resolve() : Promise.reject(new Error(`CAS 号格式不正确：${bad.join('、')}`));
              },
            },
          ]}
        >
          <Select mode="tags" suffixIcon={null} tokenSeparators={[',', '，', '、', ' ']} placeholder="例如 67-64-1" aria-label="许可品种" />
        </Form.Item>
        <Form.Item label="许可数量" extra="证件限定购买数量时填写；下单时按已购数量校验。" style={{ marginBottom: 8 }}>
          <Form.List name="limits">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <div key={field.key} className={styles.limitRow}>
                    <Form.Item
                      name={[field.name, 'cas']}
                      dependencies={['substances']}
                      rules={[
                        { required: true, whitespace: true, message: '请填写 CAS 号' },
                        casRule,
                        ({ getFieldValue }) => ({
                          validator: (_, value: string | undefined) => {
                            const cas = normalizeCas(value ?? '');
                            const listed = (getFieldValue('substances') as string[] | undefined) ?? [];
                            const limits = (getFieldValue('limits') as Values['limits'] | undefined) ?? [];
                            if (!cas) return Promise.resolve();
                            if (listed.length > 0 && !listed.includes(cas)) return Promise.reject(new Error('许可数量的 CAS 号须在许可品种中'));
                            if (limits.filter((l) => normalizeCas(l?.cas ?? '') === cas).length > 1) return Promise.reject(new Error('同一 CAS 号只能设置一个许可数量'));
                            return Promise.resolve();
                          },
                        }),
                      ]}
                    >
                      <Input placeholder="CAS 号" aria-label={`许可数量 ${i + 1} CAS 号`} autoComplete="off" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'amount']}
                      rules={[
                        {
                          validator: (_, value: number | null | undefined) =>
                            typeof value === 'number' && value > 0 ? Promise.resolve() : Promise.reject(new Error('许可数量须大于 0')),
                        },
                      ]}
                    >
                      <InputNumber<number> min={0} placeholder="数量" aria-label={`许可数量 ${i + 1} 数量`} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'unit']}>
                      <Select aria-label={`许可数量 ${i + 1} 单位`} options={LIMIT_UNITS.map((u) => ({ value: u, label: u }))} />
                    </Form.Item>
                    <Button type="text" icon={<DeleteOutlined />} aria-label={`删除许可数量 ${i + 1}`} onClick={() => remove(field.name)} />
                  </div>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ cas: '', amount: null, unit: 'kg' })}>
                  添加许可数量
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <div className={styles.pair}>
          <Form.Item name="validFrom" label="有效期开始" rules={[{ required: true, message: '请选择有效期开始日期' }]}>
            <DatePicker style={{ width: '100%' }} format={DAY} placeholder="开始日期" />
          </Form.Item>
          <Form.Item
            name="validTo"
            label="有效期结束"
            rules={[
              { required: true, message: '请选择有效期结束日期' },
              ({ getFieldValue }) => ({
                validator: (_, value: Dayjs | null | undefined) => {
                  if (!value) return Promise.resolve();
                  const start = getFieldValue('validFrom') as Dayjs | null | undefined;
                  if (start && value.isBefore(start, 'day')) return Promise.reject(new Error('有效期结束日期不能早于开始日期'));
                  if (value.format(DAY) < chinaDate(Date.now())) return Promise.reject(new Error('资质已过期，请上传有效期内的资质'));
                  return Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker style={{ width: '100%' }} format={DAY} placeholder="结束日期" />
          </Form.Item>
        </div>
        <Form.Item
          name="file"
          label="资质文件"
          required
          extra="证件扫描件或照片：JPG、PNG、WebP 或 PDF，不超过 10 MB；图片上传前会去除拍摄信息。"
          rules={[
            {
              validator: (_, value: File | undefined) => {
                if (fileProblem.current) return Promise.reject(new Error(fileProblem.current));
                return value ? Promise.resolve() : Promise.reject(new Error('请上传资质文件'));
              },
            },
          ]}
        >
          <FilePicker onProblem={setFileProblem} />
        </Form.Item>
      </Form>
      <div ref={refusalRef}>{refusal ? <Alert type="error" showIcon role="alert" title={refusal} /> : null}</div>
    </Modal>
  );
}
