import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Modal, Radio, Space } from 'antd';
import { isApiError } from '@/shared/api/errors';
import { normalizeCreditCode } from '@/shared/lib/credit-code';
import { useSession } from '@/entities/member';
import {
  bankAccountRule,
  gbkBytes,
  invoiceProfileQueries,
  maxChars,
  regPhoneRule,
  taxNoRule,
  titleBytesRule,
  TITLE_MAX_BYTES,
  useSaveInvoiceProfile,
  type InvoiceProfile,
} from '@/entities/invoice-profile';
import { toHalfWidth } from '@/shared/lib/half-width';
import { getFeedback } from '@/shared/lib/feedback';

/** What the form edits: a profile without the fields the mall makes. */
type Values = Omit<InvoiceProfile, '_id' | 'createdAt' | 'typeLabel'>;

const EMPTY: Values = {
  type: 'normal',
  titleType: 'company',
  title: '',
  taxNo: '',
  regAddress: '',
  regPhone: '',
  bankName: '',
  bankAccount: '',
  email: '',
  isDefault: false,
};

/**
 * 新增 / 编辑发票抬头 (docs/china-conventions.md, VAT invoices): a special invoice
 * (增值税专用发票) goes to a company and needs all six fields; an ordinary one
 * may go to a person. The title is limited in GBK bytes; the tax number is checked.
 */
export function ProfileFormDialog({ open, profile, onClose }: { open: boolean; profile: InvoiceProfile | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = getFeedback();
  const save = useSaveInvoiceProfile();
  const type = Form.useWatch('type', form) ?? 'normal';
  const titleType = Form.useWatch('titleType', form) ?? 'company';
  const title = Form.useWatch('title', form) ?? '';
  const special = type === 'special';
  const company = titleType === 'company';
  const qc = useQueryClient();
  const { member } = useSession();

  // 编辑 starts from the profile as the mall has it now (GET {invoice}/member/invoice/{id}), not from the list's
  // copy: a change made elsewhere meanwhile is not overwritten. After a passing failure (said once by the
  // client) the list's copy is used; a profile deleted meanwhile (404, said by the client) closes the form.
  const fresh = useQuery({ ...invoiceProfileQueries.one(member?._id, profile?._id ?? ''), enabled: open && profile !== null });
  const gone = isApiError(fresh.error) && fresh.error.status === 404;
  const start = profile === null ? null : (fresh.data ?? (fresh.isError && !gone ? profile : undefined));
  const waiting = open && start === undefined;

  // Filled once per opening, when the starting values are known: a later refetch never replaces what was typed.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      filledFor.current = null;
      // the next 编辑 waits for the mall's copy again instead of starting from this opening's
      qc.removeQueries({ queryKey: invoiceProfileQueries.oneRoot() });
      return;
    }
    const key = profile?._id ?? '';
    if (start === undefined || filledFor.current === key) return;
    filledFor.current = key;
    form.resetFields();
    form.setFieldsValue(start ? { ...EMPTY, ...start, isDefault: start.isDefault } : EMPTY);
  }, [open, profile, start, form, qc]);

  useEffect(() => {
    if (!open || !gone) return;
    void qc.invalidateQueries({ queryKey: invoiceProfileQueries.root() });
    onClose();
  }, [open, gone, qc, onClose]);

  useEffect(() => {
    if (special && titleType !== 'company') form.setFieldValue('titleType', 'company');
  }, [special, titleType, form]);

  const need = (label: string, when: boolean) => (when ? [{ required: true, whitespace: true, message: `${label}不能为空` }] : []);

  const submit = (v: Values) => {
    save.mutate(
      {
        ...(profile ? { _id: profile._id } : {}),
        type: v.type,
        titleType: v.type === 'special' ? 'company' : v.titleType,
        title: v.title.trim(),
        taxNo: normalizeCreditCode(v.taxNo ?? ''),
        regAddress: (v.regAddress ?? '').trim(),
        regPhone: toHalfWidth(v.regPhone ?? '').replace(/\s/g, ''),
        bankName: (v.bankName ?? '').trim(),
        bankAccount: toHalfWidth(v.bankAccount ?? '').replace(/\s/g, ''),
        email: (v.email ?? '').trim(),
        ...(v.isDefault ? { isDefault: true } : {}),
      },
      {
        onSuccess: () => {
          message.success(profile ? '发票抬头已保存' : '发票抬头已添加');
          onClose();
        },
      },
    );
  };

  return (
    <Modal open={open} title={profile ? '编辑发票抬头' : '新增发票抬头'} onCancel={onClose} footer={null} width={620} style={{ maxWidth: 'calc(100vw - 24px)' }}>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={EMPTY}
        validateTrigger={['onBlur', 'onSubmit']}
        disabled={waiting}
        aria-busy={waiting}
      >
        <Form.Item name="type" label="发票类型">
          <Radio.Group
            options={[
              { value: 'special', label: '增值税专用发票' },
              { value: 'normal', label: '增值税普通发票' },
            ]}
          />
        </Form.Item>
        <Form.Item name="titleType" label="抬头类型" extra={special ? '增值税专用发票只能开具给单位' : undefined}>
          <Radio.Group
            options={[
              { value: 'company', label: '单位' },
              { value: 'personal', label: '个人', disabled: special },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={company ? '发票抬头（单位名称）' : '发票抬头（个人姓名）'}
          rules={[...need('发票抬头', true), titleBytesRule]}
          extra={`${gbkBytes(title.trim())}/${TITLE_MAX_BYTES} 字节，一个汉字按 2 个字节计`}
        >
          <Input />
        </Form.Item>
        {company ? (
          <Form.Item
            name="taxNo"
            label="税号（统一社会信用代码）"
            rules={[...need('税号', true), taxNoRule(true)]}
            normalize={(value: string) => value.toUpperCase()}
          >
            <Input maxLength={24} autoComplete="off" />
          </Form.Item>
        ) : null}
        {company ? (
          <>
            <Form.Item name="regAddress" label={special ? '注册地址' : '注册地址（选填）'} rules={[...need('注册地址', special), maxChars('注册地址', 100)]}>
              <Input />
            </Form.Item>
            <Form.Item name="regPhone" label={special ? '注册电话' : '注册电话（选填）'} rules={[...need('注册电话', special), regPhoneRule]}>
              <Input inputMode="tel" />
            </Form.Item>
            <Form.Item name="bankName" label={special ? '开户银行' : '开户银行（选填）'} rules={[...need('开户银行', special), maxChars('开户银行', 50)]}>
              <Input />
            </Form.Item>
            <Form.Item name="bankAccount" label={special ? '银行账号' : '银行账号（选填）'} rules={[...need('银行账号', special), bankAccountRule]}>
              <Input inputMode="numeric" />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="email" label="接收邮箱（选填）" rules={[{ type: 'email', message: '接收邮箱格式不正确' }]}>
          <Input inputMode="email" />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked" hidden={profile?.isDefault === true}>
          <Checkbox>设为默认抬头</Checkbox>
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={false}>
            取消
          </Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
