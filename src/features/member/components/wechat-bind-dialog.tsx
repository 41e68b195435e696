import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal, QRCode, Spin } from 'antd';
import { CheckCircleFilled, DownloadOutlined, ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import { startOauth } from '@/shared/api/wechat-oauth';
import { useWechatQr, type QrStatus } from '@/shared/api/wechat-qr';
import { isWechatBrowser } from '@/shared/lib/wechat';
import { SESSION_KEYS, setSessionFlag } from '@/shared/storage';
import { useIsPhone, useMedia } from '@/shared/ui/layout';
import { MockPhone } from '@/shared/ui/mock-phone';
import { useBindWechat } from '../api/mutations';
import { wechatBindAtom } from '../model/dialogs';
import { bindReturnUrl } from '../model/wechat-bind-return-mark';
import { getFeedback } from '@/shared/lib/feedback';
import { useSession } from '@/entities/member';

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
 * A touch device whose screen shows the QR cannot scan it: a phone by width (src/shared/ui/layout.ts, the shop's one
 * phone breakpoint), or a touch-only device of any width (a tablet).
 */
const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

type BindMode = 'oauth' | 'handheld' | 'qr';

/** Inside WeChat's browser: the official-account OAuth; elsewhere on a phone or tablet: bind from a computer or save the QR; else the QR. */
function bindModeOf(inWechat: boolean, handheld: boolean): BindMode {
  if (inWechat) return 'oauth';
  return handheld ? 'handheld' : 'qr';
}

/**
 * The QR as an image: on white with a quiet zone of 15 % per side (a transparent or borderless PNG does not scan
 * from the album), from antd's canvas (drawn at the device's pixel ratio), shown at the canvas's size plus that zone.
 */
const SAVE_MARGIN = 0.15;
const HANDHELD_QR_SIZE = 160;
const IMAGE_SIZE = Math.round(HANDHELD_QR_SIZE * (1 + 2 * SAVE_MARGIN));
const SAVED_QR_NAME = '绑定微信二维码.png';

function qrImageUrl(box: HTMLElement | null): string | null {
  const qr = box?.querySelector('canvas');
  if (!qr?.width) return null;
  try {
    const margin = Math.round(qr.width * SAVE_MARGIN);
    const out = document.createElement('canvas');
    out.width = qr.width + margin * 2;
    out.height = qr.height + margin * 2;
    const context = out.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, out.width, out.height);
    context.drawImage(qr, margin, margin);
    const url = out.toDataURL('image/png');
    return url.startsWith('data:image/png') ? url : null;
  } catch {
    return null;
  }
}

/** The image of one QR content; `url` null when the browser could not make it. */
type QrImage = { content: string; url: string | null };

/**
 * 绑定微信 (docs/china-conventions.md "WeChat login"), by where it is shown:
 * - on a computer: a QR scene with live status; a confirmed scan's ticket binds the WeChat identity, then the
 *   member is refetched and the dialog closes;
 * - inside WeChat's browser: 微信授权绑定, the official-account OAuth, whose return leg binds
 *   (src/features/member/model/use-wechat-bind-return.ts);
 * - on another phone or tablet browser, which cannot scan its own screen: how to bind from a computer
 *   (账号设置 → 绑定微信), and the QR as an <img>: iOS Safari saves a long-pressed image to Photos, where
 *   WeChat's 扫一扫 → 相册 looks (a download goes to Files; a canvas cannot be long-pressed); the download link
 *   stays for Android and desktop browsers. A refreshed QR makes a new image.
 * It never opens by itself (docs/prompts.md): the member opens it from 账号设置 → 绑定微信. 取消 / X close it.
 */
export default function WechatBindDialog() {
  const [{ open }, setState] = useAtom(wechatBindAtom);
  const { access, loading } = useSession();
  // signed out meanwhile (logout, another tab): nothing left to bind
  const signedOut = !loading && !access.isAuthenticated;
  useEffect(() => {
    if (signedOut && open) setState((s) => ({ ...s, open: false }));
  }, [signedOut, open, setState]);
  const { message } = getFeedback();
  const phone = useIsPhone();
  const touchOnly = useMedia(TOUCH_ONLY);
  const mode = bindModeOf(isWechatBrowser(), phone || touchOnly);
  const { scene, status, ticket, refresh } = useWechatQr(open && mode !== 'oauth');
  const bind = useBindWechat();
  const oauth = useMutation({ mutationFn: () => startOauth(bindReturnUrl(window.location.href), 'bind') });
  const usedTicket = useRef<string | null>(null);
  const qrBox = useRef<HTMLDivElement>(null);
  const [qrImage, setQrImage] = useState<QrImage | null>(null);
  const { mutate, reset } = bind;
  const handheld = mode === 'handheld';
  const content = scene?.qrContent ?? '';
  const wantImage = open && handheld && status === 'WAITING' && content !== '';

  // antd draws its canvas in an effect of its own: the image is read from it on the next frame
  useEffect(() => {
    if (!wantImage) return;
    const frame = requestAnimationFrame(() => setQrImage({ content, url: qrImageUrl(qrBox.current) }));
    return () => cancelAnimationFrame(frame);
  }, [wantImage, content]);
  const image = wantImage && qrImage?.content === content ? qrImage : null;

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
      footer={[
        <Button key="cancel" onClick={dismiss}>
          取消
        </Button>,
      ]}
    >
      {mode === 'oauth' ? (
        <div style={column}>
          <p style={lead}>绑定后可使用微信登录，并及时接收订单与发货通知。</p>
          <p style={{ ...lead, color: '#1f2533' }}>您正在微信中访问，授权后即可将当前微信绑定到本账号。</p>
          <Button type="primary" size="large" icon={<WechatOutlined />} loading={oauth.isPending} onClick={() => oauth.mutate()}>
            微信授权绑定
          </Button>
        </div>
      ) : (
        <div style={column}>
          <p style={lead}>绑定后可使用微信扫码登录，并及时接收订单与发货通知。</p>
          {handheld ? (
            <div style={handheldHelp}>
              <p style={{ margin: '0 0 6px', fontWeight: 600 }}>手机无法扫描自己屏幕上的二维码，您可以：</p>
              <ol style={{ margin: 0, paddingLeft: 20 }}>
                <li>
                  在电脑上登录商城，进入「账号设置 → 绑定微信」扫码绑定；
                </li>
                <li>或将下方二维码图片保存到相册，在微信「扫一扫」中点击相册选取该图片。</li>
              </ol>
            </div>
          ) : null}
          {image?.url ? (
            <img src={image.url} alt="微信绑定二维码图片" width={IMAGE_SIZE} height={IMAGE_SIZE} style={qrPicture} />
          ) : null}
          <div ref={qrBox} hidden={Boolean(image?.url)}>
            <QRCode
              type={handheld ? 'canvas' : 'svg'}
              size={handheld ? HANDHELD_QR_SIZE : 200}
              bgColor="#fff"
              value={scene?.qrContent || 'labmall'}
              status={qrStatus}
              onRefresh={retry}
              statusRender={() => (cover ? <CoverView cover={cover} onRetry={retry} /> : null)}
              aria-label="微信绑定二维码"
            />
          </div>
          {image?.url ? (
            <>
              <p style={pictureHelp}>
                长按图片保存到相册，再用微信「扫一扫」从相册选取
                <br />
                <span style={{ color: '#5f677a' }}>二维码 2 分钟内有效，失效后请点击刷新并重新保存</span>
              </p>
              <a href={image.url} download={SAVED_QR_NAME} style={saveLink}>
                <DownloadOutlined style={{ marginRight: 6 }} />
                保存二维码图片
              </a>
            </>
          ) : null}
          {image && !image.url ? (
            <p role="alert" style={pictureFailed}>
              二维码图片生成失败，无法保存到相册。请在电脑上登录商城，进入「账号设置 → 绑定微信」扫码绑定。
            </p>
          ) : null}
          <p role="status" aria-live="polite" style={{ margin: '12px 0 0', minHeight: 22, color: '#1f2533' }}>
            {status === 'WAITING' && !handheld ? (
              <>
                <WechatOutlined style={{ color: '#07c160', marginRight: 6 }} />
                请使用微信扫码
              </>
            ) : null}
          </p>
          {MOCK ? <MockPhone sceneId={scene?.sceneId} status={status} identities={MOCK_IDENTITIES} /> : null}
        </div>
      )}
    </Modal>
  );
}

const column: React.CSSProperties = { display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '8px 0 4px' };
const lead: React.CSSProperties = { marginTop: 0, color: '#5f677a', textAlign: 'center' };
const handheldHelp: React.CSSProperties = {
  alignSelf: 'stretch',
  margin: '0 0 12px',
  padding: '10px 12px',
  borderRadius: 8,
  background: '#f4f6fb',
  color: '#1f2533',
  lineHeight: 1.7,
};
const qrPicture: React.CSSProperties = { display: 'block', border: '1px solid #e6e9f0', borderRadius: 8, background: '#fff' };
const pictureHelp: React.CSSProperties = { margin: '10px 0 0', color: '#1f2533', textAlign: 'center', lineHeight: 1.6 };
const pictureFailed: React.CSSProperties = { margin: '10px 0 0', color: '#d4282c', textAlign: 'center' };
const saveLink: React.CSSProperties = { marginTop: 10, display: 'inline-flex', alignItems: 'center', color: '#375BDE' };
