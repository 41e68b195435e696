import { useAtom } from 'jotai';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { isApiError } from '@/shared/api';
import { TEXT } from '@/shared/config/constants';
import { normalizePhone } from '@/shared/lib/phone';
import { useLogin } from '../api/mutations';
import { AUTH_CODES, bindPhone } from '../api/requests';
import { bindPhoneAtom } from '../model/dialogs';
import { phoneRules } from './phone-rules';
import { SmsCodeField } from './sms-code-field';
import styles from './login.styles';

/** A WeChat identity without an account binds a phone by SMS (a new phone creates the account). */
export default function BindPhoneDialog() {
  const [state, setState] = useAtom(bindPhoneAtom);
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const phone = Form.useWatch('phone', form) ?? '';
  const login = useLogin(
    async ({ ticket, phone: raw, code }: { ticket: string; phone: string; code: string }) => {
      const result = await bindPhone(ticket, normalizePhone(raw) ?? raw, code);
      form.resetFields();
      return result;
    },
    (e) => {
      // one message per failure (the call is silent): a wrong code on its field, anything else once under the form
      if (e.code !== AUTH_CODES.wrongCode) return false;
      form.setFields([{ name: 'code', errors: [e.message] }]);
      return true;
    },
  );
  const failure = login.error;
  const error = !failure
    ? null
    : isApiError(failure) && failure.code === AUTH_CODES.ticketExpired
      ? '微信授权已失效，请关闭后重新扫码'
      : failure.message || TEXT.requestFailed;

  const submit = ({ phone, code }: { phone: string; code: string }) => {
    if (state.tokenInfo) login.mutate({ ticket: state.tokenInfo.ticket, phone, code });
  };

  const cancel = () => {
    form.resetFields();
    login.reset();
    setState((prev) => ({ ...prev, open: false, tokenInfo: null }));
  };

  return (
    <Modal
      open={state.open}
      title={state.title || '绑定手机号'}
      width={440}
      onCancel={() => setState((prev) => ({ ...prev, open: false }))}
      footer={[
        <Button key="cancel" onClick={cancel}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={login.isPending} onClick={() => form.submit()}>
          绑定并登录
        </Button>,
      ]}
    >
      <p className={styles.hint} style={{ marginTop: 0, marginBottom: 16 }}>
        该微信尚未绑定商城账号。验证手机号后即可登录，未注册的手机号将自动创建账号。
      </p>
      <Form form={form} name="bind-phone" layout="vertical" requiredMark={false} onFinish={submit} onValuesChange={() => login.reset()} aria-label="绑定手机号">
        <Form.Item
          name="phone"
          label="手机号"
          validateTrigger="onBlur"
          rules={phoneRules}
        >
          <Input inputMode="tel" autoComplete="tel" placeholder="请输入手机号" maxLength={20} />
        </Form.Item>
        <SmsCodeField phone={phone} purpose="bind" />
        {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      </Form>
    </Modal>
  );
}
