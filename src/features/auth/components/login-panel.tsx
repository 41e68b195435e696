import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { PasswordLoginForm, SmsLoginForm, SubLoginForm } from './login-forms';
import { WechatQrLogin } from './wechat-qr-login';
import styles from './login.styles';

export type LoginTab = 'wx' | 'sms' | 'password' | 'sub';

const TABS: { key: LoginTab; label: string }[] = [
  { key: 'wx', label: '微信扫码' },
  { key: 'sms', label: '验证码登录' },
  { key: 'password', label: '密码登录' },
  { key: 'sub', label: '子账号登录' },
];

/**
 * Every way in: WeChat QR (or official-account OAuth), SMS code, password, and
 * the separate sub-account login. Where a login leads is decided in one place
 * (src/features/auth/model/use-complete-login.ts).
 *
 * The tab bar is the WAI-ARIA tabs pattern (arrow keys, Home and End move and
 * choose) drawn without antd's Tabs, whose overflow menu and measuring are most
 * of the login page's script work on a phone (docs/performance.md). A pane is
 * drawn when first chosen and kept afterwards, so what was typed survives a switch.
 */
export function LoginPanel({ initialTab = 'sms' }: { initialTab?: LoginTab }) {
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [visited, setVisited] = useState<ReadonlySet<LoginTab>>(() => new Set([initialTab]));
  const id = useId();
  const buttons = useRef(new Map<LoginTab, HTMLButtonElement>());

  const choose = (key: LoginTab, focus = false) => {
    setTab(key);
    setVisited((seen) => (seen.has(key) ? seen : new Set(seen).add(key)));
    if (focus) buttons.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.key === tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(TABS[(next + TABS.length) % TABS.length]!.key, true);
  };

  const pane = (key: LoginTab) => {
    switch (key) {
      case 'wx':
        return <WechatQrLogin active={tab === 'wx'} />;
      case 'sms':
        return <SmsLoginForm />;
      case 'password':
        return <PasswordLoginForm />;
      case 'sub':
        return <SubLoginForm />;
    }
  };

  return (
    <div className={styles.panel}>
      <div role="tablist" aria-label="登录方式" className={styles.tabList} onKeyDown={onKeyDown}>
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            ref={(node) => {
              if (node) buttons.current.set(key, node);
              else buttons.current.delete(key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-pane-${key}`}
            tabIndex={tab === key ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className={styles.panes}>
        {TABS.filter(({ key }) => visited.has(key)).map(({ key }) => (
          <div key={key} role="tabpanel" id={`${id}-pane-${key}`} aria-labelledby={`${id}-tab-${key}`} hidden={tab !== key}>
            {pane(key)}
          </div>
        ))}
      </div>
    </div>
  );
}
