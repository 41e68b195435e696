import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { Alert, Button, Checkbox, Form, Skeleton, Steps } from 'antd';
import { isApiError } from '@/shared/api';
import { HOTLINE } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { maskPhone } from '@/shared/lib/mask';
import { navigateTo } from '@/shared/lib/navigation';
import { clearSession, sessionPhaseAtom } from '@/shared/session';
import { clearStorage } from '@/shared/storage';
import { useSession } from '@/entities/member';
import { accountCleanQueries, useCleanAccount, type CleanBlocker } from '../api/account-clean';
import { AUTH_CODES } from '../api/requests';
import { SmsCodeField } from './sms-code-field';
import styles from './login.styles';
import { getFeedback } from '@/shared/lib/feedback';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

const CONSEQUENCES = [
  '账号及其下所有子账号将无法再登录，微信绑定同时解除；',
  '购物车、收货地址、发票抬头等资料将被删除，且无法恢复；',
  '未完成的订单请先完成收货或取消，进行中的订单会导致注销失败；',
  '已开具的发票与订单记录按财税法规由商城保存，如需下载请在注销前完成；',
  '注销后同一手机号可重新注册，但无法找回原账号的任何数据。',
];

/** Where the user settles a blocker: the order or invoice list filtered to its status. */
function blockerLink(blocker: CleanBlocker): string {
  const base = blocker.kind === 'order' ? ROUTES.orders : ROUTES.invoices;
  return `${base}?status=${encodeURIComponent(blocker.status)}`;
}

/** The preconditions, said before anything else: what blocks deletion, with links to settle it. */
function Blockers({ blockers, onRecheck, checking }: { blockers: CleanBlocker[]; onRecheck: () => void; checking: boolean }) {
  return (
    <section aria-label="暂时无法注销">
      <Alert
        type="warning"
        showIcon
        title="暂时无法注销账号"
        description="以下事项处理完成后即可注销。订单可在完成收货或取消后注销；发票开具完成后即可注销。"
        style={{ marginBottom: 16 }}
      />
      <ul className={styles.blockers}>
        {blockers.map((blocker) => (
          <li key={`${blocker.kind}-${blocker.status}`}>
            <span>
              {blocker.label}的{blocker.kind === 'order' ? '订单' : '发票'} <strong>{blocker.count}</strong> {blocker.kind === 'order' ? '笔' : '张'}
            </span>
            <Link to={blockerLink(blocker)}>{blocker.kind === 'order' ? '查看订单' : '查看发票'}</Link>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>如有疑问，请致电 {HOTLINE} 联系客服。</p>
      <Button onClick={onRecheck} loading={checking}>
        已处理，重新检查
      </Button>
    </section>
  );
}

/**
 * Account deletion for company-profile holders: the preconditions first
 * (unfinished orders, invoices in progress, with links), then consequences,
 * SMS re-verification and the final confirmation.
 */
export function AccountClean() {
  const { member, access } = useSession();
  const qc = useQueryClient();
  const store = useStore();
  const { modal, message } = getFeedback();
  const [step, setStep] = useState(0);
  const [understood, setUnderstood] = useState(false);
  const [form] = Form.useForm<{ code: string }>();
  const [error, setError] = useState<string | null>(null);
  const check = useQuery({ ...accountCleanQueries.check(), enabled: Boolean(member) && access.canDeleteAccount });
  const cleaning = useCleanAccount();

  if (!member) return null;
  if (!access.canDeleteAccount) {
    return (
      <Alert
        type="warning"
        showIcon
        title="当前账号不能注销"
        description={access.mustAskOwner ? '子账号不能自行注销，请联系主账号在子账号管理中停用。' : '仅已完善企业信息的主账号可以在线注销。'}
      />
    );
  }
  if (check.isPending) return <Skeleton active paragraph={{ rows: 4 }} aria-busy="true" />;
  if (check.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="无法确认账号能否注销"
        description={check.error.message}
        action={
          <Button size="small" onClick={() => void check.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (!check.data.canClean) {
    return <Blockers blockers={check.data.blockers} onRecheck={() => void check.refetch()} checking={check.isFetching} />;
  }

  const clean = async (code: string) => {
    setError(null);
    try {
      await cleaning.mutateAsync(code);
    } catch (e) {
      setStep(1);
      if (isApiError(e) && e.code === AUTH_CODES.wrongCode) form.setFields([{ name: 'code', errors: [e.message] }]);
      else if (isApiError(e) && (e.code === MALL_CODE.cleanOpenOrders || e.code === MALL_CODE.cleanOpenInvoices)) void check.refetch(); // settled meanwhile: show what blocks
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

  const confirm = ({ code }: { code: string }) => {
    setStep(2);
    modal.confirm({
      title: '确认注销账号？',
      content: '注销后账号与数据无法恢复。',
      okText: '确认注销',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: () => clean(code),
      onCancel: () => setStep(1),
    });
  };

  return (
    <div style={{ maxWidth: 720 }}>
      <Steps
        current={step}
        responsive={false}
        size="small"
        items={[{ title: '注销须知' }, { title: '短信验证' }, { title: '确认注销' }]}
        style={{ marginBottom: 24 }}
      />
      {step === 0 ? (
        <section aria-label="注销须知">
          <Alert type="warning" showIcon title="注销账号是不可恢复的操作，请仔细阅读以下说明" style={{ marginBottom: 16 }} />
          <ol style={{ lineHeight: 2, paddingLeft: 20 }}>
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
        <Form form={form} name="account-clean" layout="vertical" requiredMark={false} onFinish={confirm} aria-label="短信验证">
          <p>为确认是您本人操作，请输入发送至 {maskPhone(member.cellphone)} 的短信验证码。</p>
          <SmsCodeField phone={member.cellphone} purpose="clean" />
          {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} /> : null}
          <div style={{ display: 'flex', gap: 12 }}>
            <Button onClick={() => setStep(0)}>上一步</Button>
            <Button type="primary" danger htmlType="submit" loading={cleaning.isPending}>
              注销账号
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
