import { useEffect, useRef, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import { Button, Modal, QRCode, Spin } from 'antd';
import { CheckCircleFilled, ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import { useWechatQr, type QrStatus } from '@/shared/api/wechat-qr';
import { SESSION_KEYS, setSessionFlag } from '@/shared/session';
import { MockPhone } from '@/shared/ui/mock-phone';
import { useBindWechat } from '../api/mutations';
import { wechatBindAtom } from '../model/dialogs';
import { useAntdApp } from '@/shared/lib/feedback';

/** With the fake mall only (the literal comparison lets the production build drop it). */
const MOCK = import.meta.env.VITE_API_MOCK === 'true';
const MOCK_IDENTITIES = [{ wechatId: 'wx-bind-demo-openid', label: '待绑定的微信' }];

type Cover = { kind: 'loading' | 'scanned' | 'retry'; text: string } | null;

function coverFor(status: QrStatus, binding: boolean, bindFailed: boolean): Cover {
  if (status === 'LOADING') return { kind: 'loading', text: '加载中' };
  if (status === 'SCANNED') return { kind: 'scanned', text: '已扫码，请在手机上确认' };
  if (status === 'EXPIRED') return { kind: 'retry', text: '二维码已失效，点击刷新' };
  if (status === 'CANCELLED') return { kind: 'retry', text: '已在手机上取消，点击刷新' };
  if (status === 'ERROR') return { kind: 'retry', text: '连接中断，点击重试' };
  if (status === 'CONFIRMED') {
    if (bindFailed) return { kind: 'retry', text: '绑定失败，点击重试' };
    return { kind: 'loading', text: binding ? '正在绑定…' : '已确认' };
  }
  return null;
}

function CoverView({ cover, onRetry }: { cover: NonNullable<Cover>; onRetry: () => void }): ReactNode {
  if (cover.kind === 'retry') {
    return (
      <button type="button" onClick={onRetry} style={coverButton}>
        <ReloadOutlined style={{ fontSize: 22, color: '#375BDE' }} />
        <span>{cover.text}</span>
      </button>
    );
  }
  return (
    <div style={coverBox}>
      {cover.kind === 'loading' ? <Spin /> : <CheckCircleFilled style={{ fontSize: 26, color: '#52c41a' }} />}
      <span>{cover.text}</span>
    </div>
  );
}

const coverBox: React.CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: 12,
  color: '#1f2533',
  textAlign: 'center',
};
const coverButton: React.CSSProperties = { ...coverBox, border: 0, background: 'none', cursor: 'pointer', font: 'inherit' };

/**
 * 绑定微信: a QR scene with live status; a confirmed scan's ticket binds the
 * WeChat identity, then the member is refetched and the dialog closes.
 * 取消 / X: remembered for this tab, so the prompt does not come back by itself.
 */
export default function WechatBindDialog() {
  const [{ open }, setState] = useAtom(wechatBindAtom);
  const { message } = useAntdApp();
  const { scene, status, ticket, refresh } = useWechatQr(open);
  const bind = useBindWechat();
  const usedTicket = useRef<string | null>(null);
  const { mutate, reset } = bind;

  useEffect(() => {
    if (!open || status !== 'CONFIRMED' || !ticket || usedTicket.current === ticket) return;
    usedTicket.current = ticket;
    mutate(ticket, {
      onSuccess: () => {
        message.success('微信绑定成功');
        setState((s) => ({ ...s, open: false }));
      },
    });
  }, [open, status, ticket, mutate, message, setState]);

  const dismiss = () => {
    setSessionFlag(SESSION_KEYS.wechatBindClosed, true);
    setState({ open: false, isClosed: true });
  };
  const retry = () => {
    reset();
    refresh();
  };

  const cover = coverFor(status, bind.isPending, bind.isError);
  const qrStatus = cover === null ? 'active' : cover.kind === 'retry' ? 'expired' : cover.kind === 'scanned' ? 'scanned' : 'loading';

  return (
    <Modal
      open={open}
      title="绑定微信"
      width={420}
      centered
      onCancel={dismiss}
      footer={
        <Button key="cancel" onClick={dismiss}>
          取消
        </Button>
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '8px 0 4px' }}>
        <p style={{ marginTop: 0, color: '#6b7385', textAlign: 'center' }}>绑定后可使用微信扫码登录，并及时接收订单与发货通知。</p>
        <QRCode
          type="svg"
          size={200}
          value={scene?.qrContent || 'labmall'}
          status={qrStatus}
          onRefresh={retry}
          statusRender={() => (cover ? <CoverView cover={cover} onRetry={retry} /> : null)}
          aria-label="微信绑定二维码"
        />
        <p role="status" aria-live="polite" style={{ margin: '12px 0 0', minHeight: 22, color: '#1f2533' }}>
          {status === 'WAITING' ? (
            <>
              <WechatOutlined style={{ color: '#07c160', marginRight: 6 }} />
              请使用微信扫码
            </>
          ) : null}
        </p>
        {MOCK ? <MockPhone sceneId={scene?.sceneId} status={status} identities={MOCK_IDENTITIES} /> : null}
      </div>
    </Modal>
  );
}
