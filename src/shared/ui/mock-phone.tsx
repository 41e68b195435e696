import { useState } from 'react';
import { Button } from 'antd';
import { apiUrl } from '@/shared/api/url';
import type { QrStatus } from '@/shared/api/wechat-qr';
import styles from './mock-phone.module.css';
import { getFeedback } from '@/shared/lib/feedback';

/** A WeChat identity of the fake mall's demo accounts (mocks/db/demo-accounts.ts). */
export interface MockIdentity {
  wechatId: string;
  label: string;
}

/**
 * With the fake mall only (callers render it behind `import.meta.env.VITE_API_MOCK === 'true'`,
 * so the production build drops it): plays the phone that scans the shown QR,
 * through the fake mall's control call `POST /__mock/wechat/scan` (mocks/handlers/auth.ts).
 * Used by the QR login and the WeChat-binding dialog.
 */
export function MockPhone({ sceneId, status, identities }: { sceneId: string | undefined; status: QrStatus; identities: readonly MockIdentity[] }) {
  const { message } = getFeedback();
  const [wechatId, setWechatId] = useState(identities[0]?.wechatId ?? '');
  const act = async (action: 'scan' | 'confirm' | 'cancel') => {
    try {
      const response = await fetch(apiUrl('', '/__mock/wechat/scan'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sceneId, action, wechatId }),
      });
      const body = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
      if (!response.ok || body?.code !== 0) message.error(`模拟操作失败：${body?.msg ?? response.status}`);
    } catch {
      message.error('模拟操作失败');
    }
  };
  const idle = !sceneId || (status !== 'WAITING' && status !== 'SCANNED');
  return (
    <div className={styles.controls} role="group" aria-label="模拟手机操作">
      <span className={styles.caption}>模拟手机（仅模拟商城）</span>
      {identities.length > 1 ? (
        <select value={wechatId} onChange={(event) => setWechatId(event.target.value)} aria-label="模拟的微信身份">
          {identities.map((identity) => (
            <option key={identity.wechatId} value={identity.wechatId}>
              {identity.label}
            </option>
          ))}
        </select>
      ) : null}
      <Button size="small" disabled={idle || status !== 'WAITING'} onClick={() => void act('scan')}>
        模拟扫码
      </Button>
      <Button size="small" disabled={idle} onClick={() => void act('confirm')}>
        模拟确认
      </Button>
      <Button size="small" disabled={idle} onClick={() => void act('cancel')}>
        模拟取消
      </Button>
    </div>
  );
}
