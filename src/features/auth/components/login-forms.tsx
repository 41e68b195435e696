import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { Alert, App, Button, Checkbox, Form, Input } from 'antd';
import { isApiError, type ApiError } from '@/shared/api';
import { TEXT } from '@/shared/config/constants';
import { normalizePhone } from '@/shared/lib/phone';
import { completeLogin, type LoginContext } from '../api/complete-login';
import { AUTH_CODES, loginByPassword, loginBySms, loginSubAccount, type LoginResult } from '../api/requests';
import { accountTypeAtom } from '../model/dialogs';
import { SmsCodeField } from './sms-code-field';
import styles from './login.module.css';

export interface LoginTarget {
  redirect?: string | null;
  stay?: boolean;
}

const CONSENT_REQUIRED = '请先阅读并勾选同意《用户协议》和《隐私政策》';

/** Runs a login call; errors become one inline message (the calls are silent), success ends in completeLogin. */
function useLoginRunner(target: LoginTarget) {
  const qc = useQueryClient();
  const store = useStore();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<LoginResult>, onError?: (error: ApiError) => boolean) => {
    setBusy(true);
    setError(null);
    try {
      const context: LoginContext = { qc, store, redirect: target.redirect, stay: target.stay };
      await completeLogin(await call(), context);
    } catch (e) {
      const handled = isApiError(e) && onError?.(e);
      if (!handled) setError(e instanceof Error ? e.message : TEXT.requestFailed);
    } finally {
      setBusy(false);
    }
  };
  return { run, error, setError, busy, store };
}

export function Consent({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const { modal } = App.useApp();
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

const phoneRules = [
  { required: true }, // 手机号不能为空 (spec §5, the form's validateMessages)
  {
    validator: (_: unknown, value: string) =>
      !value || normalizePhone(value) ? Promise.resolve() : Promise.reject(new Error('手机号格式不正确')),
  },
];

/** Phone + SMS code; a new phone goes on to registration through the account-type selection. */
export function SmsLoginForm(target: LoginTarget) {
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const phone = Form.useWatch('phone', form) ?? '';
  const [consent, setConsent] = useState(false);
  const { run, error, setError, busy, store } = useLoginRunner(target);

  const submit = async ({ phone: raw, code }: { phone: string; code: string }) => {
    if (!consent) {
      setError(CONSENT_REQUIRED);
      return;
    }
    const normalized = normalizePhone(raw) ?? raw;
    await run(
      () => loginBySms(normalized, code),
      (e) => {
        if (e.code === AUTH_CODES.notRegistered) {
          store.set(accountTypeAtom, { open: true, accountTypeValue: 'company', phone: normalized, code });
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
  };

  return (
    <Form
      form={form}
      name="sms-login"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setError(null)}
      aria-label="验证码登录"
    >
      <Form.Item name="phone" label="手机号" rules={phoneRules} validateTrigger="onBlur">
        <Input inputMode="tel" autoComplete="tel" placeholder="请输入手机号" maxLength={20} allowClear />
      </Form.Item>
      <SmsCodeField phone={phone} purpose="login" hint="未注册的手机号验证后将自动创建账号" onComplete={() => form.submit()} />
      <Consent checked={consent} onChange={(value) => { setConsent(value); setError(null); }} />
      {error ? <Alert type="error" showIcon title={error} className={styles.error} role="alert" /> : null}
      <Button type="primary" htmlType="submit" block loading={busy} className={styles.submit}>
        登录 / 注册
      </Button>
    </Form>
  );
}

/** Phone + password. */
export function PasswordLoginForm(target: LoginTarget) {
  const [consent, setConsent] = useState(false);
  const { run, error, setError, busy } = useLoginRunner(target);
  const submit = async ({ phone, password }: { phone: string; password: string }) => {
    if (!consent) {
      setError(CONSENT_REQUIRED);
      return;
    }
    await run(() => loginByPassword(normalizePhone(phone) ?? phone, password));
  };
  return (
    <Form
      name="password-login"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setError(null)}
      aria-label="密码登录"
    >
      <Form.Item name="phone" label="手机号" rules={phoneRules} validateTrigger="onBlur">
        <Input inputMode="tel" autoComplete="username" placeholder="请输入手机号" maxLength={20} allowClear />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true }]}>
        <Input.Password autoComplete="current-password" placeholder="请输入密码" maxLength={20} />
      </Form.Item>
      <Consent checked={consent} onChange={(value) => { setConsent(value); setError(null); }} />
      {error ? <Alert type="error" showIcon title={error} className={styles.error} role="alert" /> : null}
      <Button type="primary" htmlType="submit" block loading={busy} className={styles.submit}>
        登录
      </Button>
      <p className={styles.hint}>忘记密码？请使用验证码登录后在“修改密码”中重新设置。</p>
    </Form>
  );
}

/** The separate sub-account login: account name + password. */
export function SubLoginForm(target: LoginTarget) {
  const [consent, setConsent] = useState(false);
  const { run, error, setError, busy } = useLoginRunner(target);
  const submit = async ({ account, password }: { account: string; password: string }) => {
    if (!consent) {
      setError(CONSENT_REQUIRED);
      return;
    }
    await run(() => loginSubAccount(account.trim(), password));
  };
  return (
    <Form
      name="sub-login"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setError(null)}
      aria-label="子账号登录"
    >
      <Form.Item name="account" label="子账号" rules={[{ required: true }]}>
        <Input autoComplete="username" placeholder="主账号分配的子账号，如 shengke-lab01" maxLength={32} allowClear />
      </Form.Item>
      <Form.Item
        name="password"
        label="密码"
        rules={[{ required: true }]}
      >
        <Input.Password autoComplete="current-password" placeholder="请输入密码" maxLength={20} />
      </Form.Item>
      <Consent checked={consent} onChange={(value) => { setConsent(value); setError(null); }} />
      {error ? <Alert type="error" showIcon title={error} className={styles.error} role="alert" /> : null}
      <Button type="primary" htmlType="submit" block loading={busy} className={styles.submit}>
        子账号登录
      </Button>
      <p className={styles.hint}>子账号由企业主账号在“账号设置 - 子账号管理”中创建。</p>
    </Form>
  );
}

