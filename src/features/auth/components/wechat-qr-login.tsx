import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Alert, Button, QRCode, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useWechatQr } from '@/shared/api/wechat-qr';
import { isWechatBrowser } from '@/shared/lib/wechat';
import { historyAtom } from '@/shared/session';
import { MockPhone } from '@/shared/ui/mock-phone';
import { useLogin, useOauthStart } from '../api/mutations';
import { loginByWechatTicket } from '../api/requests';
import { accountChooserAtom, bindPhoneAtom } from '../model/dialogs';
import styles from './login.styles';

const STATUS_TEXT: Record<string, string> = {
  LOADING: '正在生成二维码…',
  WAITING: '请使用微信扫一扫登录',
  SCANNED: '已扫码，请在手机上确认登录',
  CONFIRMED: '已确认，正在登录…',
  EXPIRED: '二维码已失效',
  CANCELLED: '已在手机上取消登录',
  ERROR: '连接中断',
};

/** The fake mall's WeChat identities (README "Demo accounts"). */
const MOCK_IDENTITIES = [
  { wechatId: 'wx-owner-openid', label: '单账号（王敏）' },
  { wechatId: 'wx-multi-openid', label: '多账号（选择账号）' },
  { wechatId: 'wx-new-openid', label: '未绑定（绑定手机号）' },
] as const;

export function WechatQrLogin({ active }: { active: boolean }) {
  const { scene, status, ticket, refresh } = useWechatQr(active && !isWechatBrowser());
  const login = useLogin((confirmed: string) => loginByWechatTicket(confirmed));
  const { mutate } = login;
  const oauth = useOauthStart();
  const redirect = useAtomValue(historyAtom);
  const used = useRef<string | null>(null);
  // The scan led to the account chooser or the bind-phone dialog: this QR is spent. Seen from the dialogs
  // themselves, not from the login call's own onSuccess: that one is dropped when another call follows or the
  // tab's panel mounts again, and the QR then stayed at 已确认，正在登录… after × (seen under load in e2e).
  const [handedOff, setHandedOff] = useState(false);
  const chooserOpen = useAtomValue(accountChooserAtom).open;
  const bindOpen = useAtomValue(bindPhoneAtom).open;
  const dialogOpen = active && (chooserOpen || bindOpen);
  if (dialogOpen && !handedOff) setHandedOff(true);
  if (handedOff && !dialogOpen) {
    // Closed (×, 取消) without signing in: a fresh scene, so scanning again works
    // (adjusted while rendering, not in an effect).
    setHandedOff(false);
    refresh();
  }

  useEffect(() => {
    if (!ticket || used.current === ticket) return;
    used.current = ticket;
    mutate(ticket, { onError: refresh });
  }, [ticket, mutate, refresh]);

  // an old failure goes once the next scan starts
  const { reset } = login;
  const scanning = status === 'SCANNED' || status === 'CONFIRMED';
  useEffect(() => {
    if (scanning) reset();
  }, [scanning, reset]);
  const error = login.error?.message ?? null;

  if (isWechatBrowser()) {
    return (
      <div className={styles.qrBox}>
        <p className={styles.qrStatus}>您正在微信中访问，可直接使用微信授权登录</p>
        <Button type="primary" size="large" loading={oauth.isPending} onClick={() => oauth.mutate(redirect)}>
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
      {import.meta.env.VITE_API_MOCK === 'true' && scene && !overlay ? <MockPhone sceneId={scene.sceneId} status={status} identities={MOCK_IDENTITIES} /> : null}
    </div>
  );
}
