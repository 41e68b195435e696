import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { Alert, App, Button, Checkbox, Form, Steps } from 'antd';
import { http, isApiError, paths } from '@/shared/api';
import { HOTLINE } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { maskPhone } from '@/shared/lib/mask';
import { navigateTo } from '@/shared/lib/navigation';
import { clearSession, clearStorage, sessionPhaseAtom, useSession } from '@/shared/session';
import { AUTH_CODES } from '../api/requests';
import { SmsCodeField } from './sms-code-field';
import styles from './login.module.css';

const CONSEQUENCES = [
  '账号及其下所有子账号将无法再登录，微信绑定同时解除；',
  '购物车、收货地址、发票抬头等资料将被删除，且无法恢复；',
  '未完成的订单请先完成收货或取消，进行中的订单会导致注销失败；',
  '已开具的发票与订单记录按财税法规由商城保存，如需下载请在注销前完成；',
  '注销后同一手机号可重新注册，但无法找回原账号的任何数据。',
];

/** Account deletion for company-profile holders: consequences, SMS re-verification, final confirmation. */
export function AccountClean() {
  const { member, access } = useSession();
  const qc = useQueryClient();
  const store = useStore();
  const { modal, message } = App.useApp();
  const [step, setStep] = useState(0);
  const [understood, setUnderstood] = useState(false);
  const [form] = Form.useForm<{ code: string }>();
  const [error, setError] = useState<string | null>(null);

  if (!member) return null;
  if (!access.canDeleteAccount) {
    return (
      <Alert
        type="warning"
        showIcon
        title="当前账号不能注销"
        description={access.isSubAccount ? '子账号不能自行注销，请联系主账号在子账号管理中停用。' : '仅已完善企业信息的主账号可以在线注销。'}
      />
    );
  }

  const clean = async (code: string) => {
    setError(null);
    try {
      await http.post<null>(paths.v1('/member/account/clean'), { json: { code }, silent: true });
    } catch (e) {
      if (isApiError(e) && e.code === AUTH_CODES.wrongCode) form.setFields([{ name: 'code', errors: [e.message] }]);
      else setError(e instanceof Error ? e.message : '注销失败，请稍后重试');
      return;
    }
    // The session ends as on logout; this members-only page waits ('leaving') instead of
    // redirecting to login, until the route has changed (useSessionLifecycle).
    store.set(sessionPhaseAtom, 'leaving');
    clearSession(qc);
    clearStorage();
    void navigateTo(ROUTES.home, { replace: true });
    message.success('账号已注销，感谢您的使用');
  };

  const confirm = ({ code }: { code: string }) =>
    modal.confirm({
      title: '确认注销账号？',
      content: '注销后账号与数据无法恢复。',
      okText: '确认注销',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: () => clean(code),
    });

  return (
    <div style={{ maxWidth: 720 }}>
      <Steps current={step} items={[{ title: '注销须知' }, { title: '短信验证' }, { title: '确认注销' }]} style={{ marginBottom: 24 }} />
      {step === 0 ? (
        <section aria-label="注销须知">
          <Alert type="warning" showIcon title="注销账号是不可恢复的操作，请仔细阅读以下说明" style={{ marginBottom: 16 }} />
          <ol style={{ lineHeight: 2 }}>
            {CONSEQUENCES.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
          <p className={styles.hint}>如有疑问，请致电 {HOTLINE} 联系客服。</p>
          <Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} style={{ margin: '12px 0' }}>
            我已阅读并了解以上注销后果
          </Checkbox>
          <div>
            <Button type="primary" danger disabled={!understood} onClick={() => setStep(1)}>
              下一步
            </Button>
          </div>
        </section>
      ) : (
        <Form form={form} name="account-clean" layout="vertical" requiredMark={false} onFinish={(values) => { setStep(2); confirm(values); }} aria-label="短信验证">
          <p>为确认是您本人操作，请输入发送至 {maskPhone(member.cellphone)} 的短信验证码。</p>
          <SmsCodeField phone={member.cellphone} purpose="clean" />
          {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} /> : null}
          <div style={{ display: 'flex', gap: 12 }}>
            <Button onClick={() => setStep(0)}>上一步</Button>
            <Button type="primary" danger htmlType="submit">
              注销账号
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
