import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { Alert, Button, QRCode, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useWechatQr } from '@/shared/api/wechat-qr';
import { TEXT } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { completeLogin } from '../api/complete-login';
import { fetchOauthUrl, loginByWechatTicket } from '../api/requests';
import { accountChooserAtom, bindPhoneAtom } from '../model/dialogs';
import type { LoginTarget } from './login-forms';
import styles from './login.module.css';

const STATUS_TEXT: Record<string, string> = {
  LOADING: '正在生成二维码…',
  WAITING: '请使用微信扫一扫登录',
  SCANNED: '已扫码，请在手机上确认登录',
  CONFIRMED: '已确认，正在登录…',
  EXPIRED: '二维码已失效',
  CANCELLED: '已在手机上取消登录',
  ERROR: '连接中断',
};

/** Inside the WeChat browser the official-account OAuth redirect is used instead of a QR. */
export function isWechatBrowser(): boolean {
  return /MicroMessenger/i.test(globalThis.navigator?.userAgent ?? '');
}

/** The fake mall plays the phone: scan and confirm as one of the demo WeChat identities. */
function MockPhone({ sceneId }: { sceneId: string }) {
  const [identity, setIdentity] = useState('wx-owner-openid');
  const act = (action: 'scan' | 'confirm' | 'cancel') =>
    void fetch('/__mock/wechat/scan', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sceneId, action, wechatId: identity }),
    });
  return (
    <div className={styles.mockControls} aria-label="模拟微信">
      <span>模拟手机（仅模拟商城）</span>
      <select value={identity} onChange={(event) => setIdentity(event.target.value)} aria-label="模拟的微信身份">
        <option value="wx-owner-openid">单账号（王敏）</option>
        <option value="wx-multi-openid">多账号（选择账号）</option>
        <option value="wx-new-openid">未绑定（绑定手机号）</option>
      </select>
      <Button size="small" onClick={() => act('scan')}>
        模拟扫码
      </Button>
      <Button size="small" onClick={() => act('confirm')}>
        模拟确认
      </Button>
      <Button size="small" onClick={() => act('cancel')}>
        模拟取消
      </Button>
    </div>
  );
}

export function WechatQrLogin({ active, target }: { active: boolean; target: LoginTarget }) {
  const qc = useQueryClient();
  const store = useStore();
  const { scene, status, ticket, refresh } = useWechatQr(active && !isWechatBrowser());
  const [error, setError] = useState<string | null>(null);
  const used = useRef<string | null>(null);
  // The scan led to the account chooser or the bind-phone dialog: this QR is spent.
  const [handedOff, setHandedOff] = useState(false);
  const chooserOpen = useAtomValue(accountChooserAtom).open;
  const bindOpen = useAtomValue(bindPhoneAtom).open;
  if (handedOff && !chooserOpen && !bindOpen) {
    // Closed (×, 取消) without signing in: a fresh scene, so scanning again works
    // (adjusted while rendering, not in an effect).
    setHandedOff(false);
    refresh();
  }

  // an old failure goes once the next scan starts
  if (error && (status === 'SCANNED' || status === 'CONFIRMED')) setError(null);

  useEffect(() => {
    if (!ticket || used.current === ticket) return;
    used.current = ticket;
    loginByWechatTicket(ticket)
      .then((result) => completeLogin(result, { qc, store, redirect: target.redirect, stay: target.stay }))
      .then((outcome) => {
        if (outcome !== 'signed-in') setHandedOff(true);
      })
      .catch((e: unknown) => {
        setError(e instanceof Error ? e.message : TEXT.requestFailed);
        refresh();
      });
  }, [ticket, qc, store, target.redirect, target.stay, refresh]);

  if (isWechatBrowser()) {
    const authorize = async () => {
      const back = new URL(ROUTES.login, window.location.origin);
      back.searchParams.set('type', 'wx');
      if (target.redirect) back.searchParams.set('redirect', target.redirect);
      const { url } = await fetchOauthUrl(back.toString());
      window.location.assign(url);
    };
    return (
      <div className={styles.qrBox}>
        <p className={styles.qrStatus}>您正在微信中访问，可直接使用微信授权登录</p>
        <Button type="primary" size="large" onClick={() => void authorize()}>
          微信授权登录
        </Button>
      </div>
    );
  }

  const overlay = status === 'EXPIRED' || status === 'CANCELLED' || status === 'ERROR';
  return (
    <div className={styles.qrBox}>
      <div className={styles.qrFrame}>
        {scene ? (
          <QRCode value={scene.qrContent} size={200} bordered={false} aria-label="微信登录二维码" />
        ) : (
          <Spin style={{ position: 'absolute', inset: 0, margin: 'auto' }} />
        )}
        {overlay ? (
          <button type="button" className={styles.qrOverlay} onClick={refresh}>
            <ReloadOutlined style={{ fontSize: 28, color: '#375BDE' }} />
            <span>{status === 'ERROR' ? '连接中断，点击重试' : '二维码已失效，点击刷新'}</span>
          </button>
        ) : null}
      </div>
      <p className={styles.qrStatus} role="status" aria-live="polite">
        {handedOff && status === 'CONFIRMED' ? (chooserOpen ? '请在弹出的窗口中选择要登录的账号' : '请在弹出的窗口中绑定手机号') : STATUS_TEXT[status]}
      </p>
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      {import.meta.env.VITE_API_MOCK === 'true' && scene && !overlay ? <MockPhone sceneId={scene.sceneId} /> : null}
    </div>
  );
}
