import { useEffect } from 'react';
import { Button, Form, Input, Modal, Space, Switch } from 'antd';
import { isStrongPassword, normalizePhone } from '@/shared/lib/phone';
import { normalizePersonName } from '@/shared/lib/person-name';
import { claimNotice, isSessionError } from '@/shared/api/errors';
import { getFeedback } from '@/shared/lib/feedback';
import { useSaveSubMember } from '../api/mutations';
import type { SubMember } from '../api/requests';
import { lengthRule, personNameRule, phoneRule, required } from '../model/rules';
import { subMemberFieldError } from '../model/sub-member-errors';

interface Values {
  name: string;
  cellphone: string;
  account: string;
  password: string;
  department: string;
  enabled: boolean;
}

/** 新增 / 编辑子账号 (sub-member-section.tsx opens it, fetched on the first opening: lazy-dialogs.tsx). */
export function SubMemberFormDialog({ open, sub, onClose }: { open: boolean; sub: SubMember | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = getFeedback();
  const save = useSaveSubMember();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      sub
        ? { name: sub.name, cellphone: sub.cellphone, account: sub.account, department: sub.department, enabled: sub.enabled, password: '' }
        : { enabled: true },
    );
  }, [open, sub, form]);

  const submit = (v: Values) => {
    save.mutate(
      {
        ...(sub ? { _id: sub._id } : {}),
        name: normalizePersonName(v.name),
        cellphone: normalizePhone(v.cellphone) ?? v.cellphone,
        account: v.account.trim(),
        department: (v.department ?? '').trim(),
        enabled: v.enabled,
        ...(v.password ? { password: v.password } : {}),
      },
      {
        onSuccess: () => {
          message.success(sub ? '子账号已保存' : '子账号已创建');
          onClose();
        },
        // The request is silent: a refusal about one field (a login name already taken) stands under
        // that field, where the owner is typing; anything else is said once as a toast.
        onError: (error) => {
          const field = subMemberFieldError(error);
          if (field) {
            form.setFields([{ name: field.name, errors: [field.message] }]);
            void form.scrollToField(field.name);
          } else if (!isSessionError(error) && claimNotice(error)) {
            message.error(error.message);
          }
        },
      },
    );
  };

  return (
    <Modal open={open} title={sub ? '编辑子账号' : '新增子账号'} onCancel={onClose} footer={null} width={560} style={{ maxWidth: 'calc(100vw - 24px)' }}>
      <Form<Values> form={form} layout="vertical" onFinish={submit} validateTrigger={['onBlur', 'onSubmit']}>
        <Form.Item name="name" label="姓名" rules={[required('姓名'), personNameRule('姓名')]}>
          <Input maxLength={25} />
        </Form.Item>
        <Form.Item name="cellphone" label="手机号" rules={[required('手机号'), phoneRule]}>
          <Input inputMode="tel" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="account"
          label="登录账号"
          extra="4–32 位小写字母、数字、下划线或短横线，子账号用它登录"
          rules={[required('登录账号'), { pattern: /^[a-z0-9_-]{4,32}$/, message: '登录账号应为 4–32 位小写字母、数字、下划线或短横线' }]}
        >
          <Input autoComplete="off" maxLength={32} />
        </Form.Item>
        <Form.Item
          name="password"
          label={sub ? '重设密码（不改请留空）' : '登录密码'}
          rules={[
            ...(sub ? [] : [required('登录密码')]),
            {
              validator: (_, value: string | undefined) =>
                !value || (isStrongPassword(value) && !/\s/.test(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error('密码应为 8–20 位，至少包含字母、数字、符号中的两种，且不含空格')),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item name="department" label="部门（选填）" rules={[lengthRule('部门', 0, 50)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="enabled" label="允许登录" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
