import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { normalizePhone } from '@/shared/lib/phone';
import { useLogin } from '../api/mutations';
import { AUTH_CODES, loginByPassword, loginBySms, loginSubAccount } from '../api/requests';
import { accountTypeAtom } from '../model/dialogs';
import { phoneRules } from './phone-rules';
import { SmsCodeField } from './sms-code-field';
import styles from './login.styles';
import { getFeedback } from '@/shared/lib/feedback';

const CONSENT_REQUIRED = '请先阅读并勾选同意《用户协议》和《隐私政策》';

/**
 * What every login form does around its call: the consent box, which must be ticked before the call is made; the
 * form's one inline message (the consent check, else the call's error: the calls are silent or toast-free here),
 * gone as soon as the user changes what it was about; and the submit button.
 */
function useConsentGate<V>(login: { mutate: (values: V) => void; reset: () => void; error: Error | null; isPending: boolean }) {
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const clear = () => {
    setConsentMissing(false);
    login.reset();
  };
  const error = consentMissing ? CONSENT_REQUIRED : (login.error?.message ?? null);
  return {
    clear,
    submit: (values: V) => {
      setConsentMissing(!consent);
      if (consent) login.mutate(values);
    },
    /** the consent box, the message and the button that ends each form */
    end: (label: string) => (
      <>
        <Consent
          checked={consent}
          onChange={(value) => {
            setConsent(value);
            clear();
          }}
        />
        {error ? <Alert type="error" showIcon title={error} className={styles.error} role="alert" /> : null}
        <Button type="primary" htmlType="submit" block loading={login.isPending} className={styles.submit}>
          {label}
        </Button>
      </>
    ),
  };
}

function Consent({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const { modal } = getFeedback();
  const show = (title: string) =>
    modal.info({
      title,
      content: `${title}全文请见官网公告。使用本商城即表示您同意我们按${title}处理您的账号信息，用于登录、下单、开票与售后服务。`,
      okText: '知道了',
    });
  return (
    <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} className={styles.consent}>
      我已阅读并同意
      <button type="button" className={styles.inlineLink} onClick={() => show('《用户协议》')}>
        《用户协议》
      </button>
      <button type="button" className={styles.inlineLink} onClick={() => show('《隐私政策》')}>
        《隐私政策》
      </button>
    </Checkbox>
  );
}

/** Phone + SMS code; a new phone goes on to registration through the account-type selection. */
export function SmsLoginForm() {
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const phone = Form.useWatch('phone', form) ?? '';
  const openAccountType = useSetAtom(accountTypeAtom);
  const login = useLogin(
    ({ phone: normalized, code }: { phone: string; code: string }) => loginBySms(normalized, code),
    (e, { phone: normalized, code }) => {
      if (e.code === AUTH_CODES.notRegistered) {
        openAccountType({ open: true, accountTypeValue: 'company', phone: normalized, code });
        return true;
      }
      if (e.code === AUTH_CODES.wrongCode) {
        // the mall says which: 验证码错误或已过期, or 验证码错误次数过多，请重新获取
        form.setFields([{ name: 'code', errors: [e.message] }]);
        return true;
      }
      return false;
    },
  );
  const gate = useConsentGate(login);
  const submit = ({ phone: raw, code }: { phone: string; code: string }) => gate.submit({ phone: normalizePhone(raw) ?? raw, code });

  return (
    <Form form={form} name="sms-login" layout="vertical" requiredMark={false} onFinish={submit} onValuesChange={gate.clear} aria-label="验证码登录">
      <Form.Item name="phone" label="手机号" rules={phoneRules} validateTrigger="onBlur">
        <Input inputMode="tel" autoComplete="tel" placeholder="请输入手机号" maxLength={20} allowClear />
      </Form.Item>
      <SmsCodeField phone={phone} purpose="login" hint="未注册的手机号验证后将自动创建账号" onComplete={() => form.submit()} />
      {gate.end('登录 / 注册')}
    </Form>
  );
}

/** Phone + password. */
export function PasswordLoginForm() {
  const login = useLogin(({ phone, password }: { phone: string; password: string }) => loginByPassword(normalizePhone(phone) ?? phone, password));
  const gate = useConsentGate(login);
  return (
    <Form name="password-login" layout="vertical" requiredMark={false} onFinish={gate.submit} onValuesChange={gate.clear} aria-label="密码登录">
      <Form.Item name="phone" label="手机号" rules={phoneRules} validateTrigger="onBlur">
        <Input inputMode="tel" autoComplete="username" placeholder="请输入手机号" maxLength={20} allowClear />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true }]}>
        <Input.Password autoComplete="current-password" placeholder="请输入密码" maxLength={20} />
      </Form.Item>
      {gate.end('登录')}
      <p className={styles.hint}>忘记密码？请使用验证码登录后在“修改密码”中重新设置。</p>
    </Form>
  );
}

/** The separate sub-account login: account name + password. */
export function SubLoginForm() {
  const login = useLogin(({ account, password }: { account: string; password: string }) => loginSubAccount(account.trim(), password));
  const gate = useConsentGate(login);
  return (
    <Form name="sub-login" layout="vertical" requiredMark={false} onFinish={gate.submit} onValuesChange={gate.clear} aria-label="子账号登录">
      <Form.Item name="account" label="子账号" rules={[{ required: true }]}>
        <Input autoComplete="username" placeholder="主账号分配的子账号，如 shengke-lab01" maxLength={32} allowClear />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true }]}>
        <Input.Password autoComplete="current-password" placeholder="请输入密码" maxLength={20} />
      </Form.Item>
      {gate.end('子账号登录')}
      <p className={styles.hint}>子账号由企业主账号在“账号设置 - 子账号管理”中创建。</p>
    </Form>
  );
}
