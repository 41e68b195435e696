import { useAtom } from 'jotai';
import { Button, Form, Input, Modal } from 'antd';
import { isStrongPassword } from '@/shared/lib/phone';
import { useResetPassword } from '../api/mutations';
import { resetPasswordAtom } from '../model/dialogs';
import { getFeedback } from '@/shared/lib/feedback';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const RULE_TEXT = '8–20 位，至少包含字母、数字、符号中的两种';

/** 修改密码: current password, a strong new one twice. */
export default function ResetPasswordDialog() {
  const [{ open }, setState] = useAtom(resetPasswordAtom);
  const { message } = getFeedback();
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();

  const close = () => setState((s) => ({ ...s, open: false }));
  const cancel = () => {
    form.resetFields();
    close();
  };

  const submit = ({ oldPassword, newPassword }: Values) => {
    reset.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          message.success('密码已修改');
          form.resetFields();
          close();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="修改密码"
      width={460}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={cancel}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={reset.isPending} onClick={() => form.submit()}>
          确认修改
        </Button>,
      ]}
    >
      <Form<Values> form={form} layout="vertical" name="reset-password" onFinish={submit}>
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true }]}>
          <Input.Password placeholder="请输入原密码" autoComplete="current-password" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          extra={`密码为 ${RULE_TEXT}`}
          dependencies={['oldPassword']}
          rules={[
            { required: true },
            {
              validator: (_rule, value: string | undefined) => {
                if (!value) return Promise.resolve();
                if (/\s/.test(value)) return Promise.reject(new Error('新密码不能包含空格'));
                if (!isStrongPassword(value)) return Promise.reject(new Error(`新密码应为 ${RULE_TEXT}`));
                if (value === form.getFieldValue('oldPassword')) return Promise.reject(new Error('新密码不能与原密码相同'));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true },
            {
              validator: (_rule, value: string | undefined) =>
                !value || value === form.getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error('两次输入的新密码不一致')),
            },
          ]}
        >
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
