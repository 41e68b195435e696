import { useState } from 'react';
import { Tabs } from 'antd';
import { PasswordLoginForm, SmsLoginForm, SubLoginForm } from './login-forms';
import { WechatQrLogin } from './wechat-qr-login';
import styles from './login.module.css';

export type LoginTab = 'wx' | 'sms' | 'password' | 'sub';

/**
 * Every way in: WeChat QR (or official-account OAuth), SMS code, password, and
 * the separate sub-account login. Where a login leads is decided in one place
 * (src/features/auth/model/use-complete-login.ts).
 */
export function LoginPanel({ initialTab = 'sms' }: { initialTab?: LoginTab }) {
  const [tab, setTab] = useState<LoginTab>(initialTab);
  return (
    <Tabs
      className={styles.panel}
      activeKey={tab}
      onChange={(key) => setTab(key as LoginTab)}
      tabBarGutter={24}
      destroyOnHidden={false}
      items={[
        { key: 'wx', label: '微信扫码', children: <WechatQrLogin active={tab === 'wx'} /> },
        { key: 'sms', label: '验证码登录', children: <SmsLoginForm /> },
        { key: 'password', label: '密码登录', children: <PasswordLoginForm /> },
        { key: 'sub', label: '子账号登录', children: <SubLoginForm /> },
      ]}
    />
  );
}
