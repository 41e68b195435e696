import { useState } from 'react';
import { Tabs } from 'antd';
import { PasswordLoginForm, SmsLoginForm, SubLoginForm, type LoginTarget } from './login-forms';
import { WechatQrLogin } from './wechat-qr-login';
import styles from './login.module.css';

export type LoginTab = 'wx' | 'sms' | 'password' | 'sub';

/** Every way in: WeChat QR (or official-account OAuth), SMS code, password, and the separate sub-account login. */
export function LoginPanel({ initialTab = 'sms', ...target }: LoginTarget & { initialTab?: LoginTab }) {
  const [tab, setTab] = useState<LoginTab>(initialTab);
  return (
    <Tabs
      className={styles.panel}
      activeKey={tab}
      onChange={(key) => setTab(key as LoginTab)}
      tabBarGutter={24}
      destroyOnHidden={false}
      items={[
        { key: 'wx', label: '微信扫码', children: <WechatQrLogin active={tab === 'wx'} target={target} /> },
        { key: 'sms', label: '验证码登录', children: <SmsLoginForm {...target} /> },
        { key: 'password', label: '密码登录', children: <PasswordLoginForm {...target} /> },
        { key: 'sub', label: '子账号登录', children: <SubLoginForm {...target} /> },
      ]}
    />
  );
}
