import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useStore } from 'jotai';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { isApiError } from '@/shared/api';
import { TEXT } from '@/shared/config/constants';
import { normalizePhone } from '@/shared/lib/phone';
import { historyAtom } from '@/shared/session';
import { completeLogin } from '../api/complete-login';
import { AUTH_CODES, bindPhone } from '../api/requests';
import { bindPhoneAtom, loginDialogAtom } from '../model/dialogs';
import { SmsCodeField } from './sms-code-field';
import styles from './login.module.css';

/** A WeChat identity without an account binds a phone by SMS (a new phone creates the account). */
export default function BindPhoneDialog() {
  const [state, setState] = useAtom(bindPhoneAtom);
  const store = useStore();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const phone = Form.useWatch('phone', form) ?? '';
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async ({ phone: raw, code }: { phone: string; code: string }) => {
    if (!state.tokenInfo) return;
    setBusy(true);
    setError(null);
    try {
      const result = await bindPhone(state.tokenInfo.ticket, normalizePhone(raw) ?? raw, code);
      form.resetFields();
      await completeLogin(result, { qc, store, redirect: store.get(historyAtom), stay: store.get(loginDialogAtom).open });
    } catch (e) {
      // one message per failure (the call is silent): in the field, or once under the form
      if (isApiError(e) && e.code === AUTH_CODES.wrongCode) form.setFields([{ name: 'code', errors: [e.message] }]);
      else if (isApiError(e) && e.code === AUTH_CODES.ticketExpired) setError('微信授权已失效，请关闭后重新扫码');
      else setError(e instanceof Error ? e.message : TEXT.requestFailed);
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    form.resetFields();
    setError(null);
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
        <Button key="ok" type="primary" loading={busy} onClick={() => form.submit()}>
          绑定并登录
        </Button>,
      ]}
    >
      <p className={styles.hint} style={{ marginTop: 0, marginBottom: 16 }}>
        该微信尚未绑定商城账号。验证手机号后即可登录，未注册的手机号将自动创建账号。
      </p>
      <Form
        form={form}
        name="bind-phone"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setError(null)}
        aria-label="绑定手机号"
      >
        <Form.Item
          name="phone"
          label="手机号"
          validateTrigger="onBlur"
          rules={[
            { required: true },
            { validator: (_, v: string) => (!v || normalizePhone(v) ? Promise.resolve() : Promise.reject(new Error('手机号格式不正确'))) },
          ]}
        >
          <Input inputMode="tel" autoComplete="tel" placeholder="请输入手机号" maxLength={20} />
        </Form.Item>
        <SmsCodeField phone={phone} purpose="bind" />
        {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      </Form>
    </Modal>
  );
}
