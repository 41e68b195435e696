import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Segmented } from 'antd';
import { CameraOutlined, PictureOutlined, SearchOutlined } from '@ant-design/icons';
import { codeReader, pixelsOf, type CodeReader } from '../model/decode';
import styles from './scan.styles';

type Mode = 'camera' | 'image' | 'typed';

/** The camera's failures, said in Chinese (getUserMedia's DOMException names). */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return '未获得摄像头权限：请在浏览器设置中允许本网站使用摄像头，或改用“识别图片”。';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return '未找到可用的摄像头：请改用“识别图片”或“手动输入”。';
  if (name === 'NotReadableError' || name === 'AbortError') return '摄像头正被其他应用使用：请关闭后重试。';
  return '无法打开摄像头：请改用“识别图片”或“手动输入”。';
}

const NOTHING_FOUND = '未在图片中识别到二维码或条码：请拍清楚、让码占满画面后重试，或改用“手动输入”。';
const READER_FAILED = '识别组件加载失败：请检查网络后重试，或改用“手动输入”。';
/** How often a camera frame is read (ms): quick enough to feel instant, light on a phone's CPU. */
const FRAME_EVERY_MS = 300;

/** A phone or tablet (a touch screen is the main pointer): where a bottle is scanned with the camera. */
const onPhone = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * 扫码查找's input: 拍照扫码 (the back camera, asked for only on a press), 识别图片 (a photo of the label) and
 * 手动输入. Hands the text read or typed to `onText`. `reader`: the decoder (tests pass their own). `cameraAtOnce`:
 * the panel was opened by a press of 扫码查找, so on a phone the camera starts with it (one tap fewer to the code);
 * elsewhere it waits for 打开摄像头扫码.
 */
export function ScanPanel({
  onText,
  reader: readerProp,
  cameraAtOnce = false,
}: {
  /** the text read or typed, and the code's format when a decoder read it (EAN8, QRCode, …) */
  onText: (text: string, format?: string) => void;
  reader?: () => Promise<CodeReader>;
  cameraAtOnce?: boolean;
}) {
  const getReader = readerProp ?? codeReader;
  const [mode, setMode] = useState<Mode>('camera');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [live, setLive] = useState(false);
  const [typed, setTyped] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const file = useRef<HTMLInputElement>(null);
  const textHandler = useRef(onText);
  useEffect(() => {
    textHandler.current = onText;
  }, [onText]);

  /** Each press of 打开摄像头扫码 is an attempt; stopping (停止, another mode, the dialog closed) ends the current one. */
  const attempt = useRef(0);
  const stopCamera = () => {
    attempt.current += 1;
    window.clearTimeout(timer.current);
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setLive(false);
  };

  const startCamera = async () => {
    setProblem('');
    if (!window.isSecureContext) {
      setProblem('摄像头需要安全连接（HTTPS）：请用 https 地址打开本页，或改用“识别图片”或“手动输入”。');
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('此浏览器不支持调用摄像头：请改用“识别图片”或“手动输入”。');
      return;
    }
    const mine = ++attempt.current;
    setBusy(true);
    // the decoder loads while the browser asks for the camera; its failure is read after the camera's answer
    const loading = getReader().then(
      (reader) => ({ reader }),
      () => ({ reader: null }),
    );
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      // stopped, another mode or the dialog closed while the browser asked: the camera is let go at once
      if (mine !== attempt.current) {
        media.getTracks().forEach((t) => t.stop());
        return;
      }
      stream.current = media;
      const { reader } = await loading;
      const element = video.current;
      if (mine !== attempt.current) return; // stopCamera let it go
      if (!reader || !element) {
        stopCamera();
        if (!reader) setProblem(READER_FAILED);
        return;
      }
      setLive(true);
      element.srcObject = media;
      await element.play().catch(() => undefined);
      const tick = async () => {
        if (mine !== attempt.current) return;
        if (element.videoWidth > 0) {
          const pixels = await pixelsOf(element).catch(() => null); // a frame not ready yet: the next one
          const found = pixels ? await reader.read(pixels).then((code) => ({ code }), () => null) : { code: null };
          if (mine !== attempt.current) return;
          if (!found) {
            stopCamera();
            setProblem(READER_FAILED);
            return;
          }
          if (found.code) {
            stopCamera();
            textHandler.current(found.code.text, found.code.format);
            return;
          }
        }
        timer.current = window.setTimeout(() => void tick(), FRAME_EVERY_MS);
      };
      void tick();
    } catch (error) {
      if (mine === attempt.current) {
        stopCamera();
        setProblem(cameraProblem(error));
      }
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    // after the dialog's first paint: the browser's question comes over the open dialog
    const atOnce = cameraAtOnce && onPhone() ? window.setTimeout(() => void startCamera(), 0) : undefined;
    return () => {
      window.clearTimeout(atOnce);
      stopCamera();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel opens
  }, []);

  const readImage = async (picked: File | undefined) => {
    if (!picked) return;
    setProblem('');
    setBusy(true);
    try {
      const reader = await getReader().catch(() => null);
      if (!reader) {
        setProblem(READER_FAILED);
        return;
      }
      const pixels = await pixelsOf(picked).catch(() => null);
      if (!pixels) {
        setProblem('无法读取这张图片：请选择 JPG、PNG 等图片文件。');
        return;
      }
      const found = await reader.read(pixels).then((code) => ({ code }), () => null);
      if (!found) setProblem(READER_FAILED);
      else if (found.code) onText(found.code.text, found.code.format);
      else setProblem(NOTHING_FOUND);
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className={styles.panel}>
      <Segmented<Mode>
        block
        value={mode}
        onChange={(next) => {
          stopCamera();
          setProblem('');
          setMode(next);
        }}
        options={[
          { value: 'camera', label: '拍照扫码', icon: <CameraOutlined /> },
          { value: 'image', label: '识别图片', icon: <PictureOutlined /> },
          { value: 'typed', label: '手动输入', icon: <SearchOutlined /> },
        ]}
      />
      {mode === 'camera' ? (
        <div className={styles.mode}>
          <p className={styles.hint}>对准试剂瓶标签上的二维码、DataMatrix 码或条码；打开摄像头时浏览器会询问是否允许。</p>
          <video ref={video} className={styles.video} hidden={!live} muted playsInline aria-label="摄像头画面" />
          {live ? (
            <Button onClick={stopCamera}>停止扫码</Button>
          ) : (
            <Button type="primary" icon={<CameraOutlined />} loading={busy} onClick={() => void startCamera()}>
              打开摄像头扫码
            </Button>
          )}
        </div>
      ) : null}
      {mode === 'image' ? (
        <div className={styles.mode}>
          <p className={styles.hint}>选择一张标签照片（验收单、瓶签上的二维码，Sigma/Merck 标签的 DataMatrix，货号条码）。</p>
          <input
            ref={file}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label="选择标签图片"
            onChange={(event) => void readImage(event.currentTarget.files?.[0])}
          />
          <Button type="primary" icon={<PictureOutlined />} loading={busy} onClick={() => file.current?.click()}>
            选择图片
          </Button>
        </div>
      ) : null}
      {mode === 'typed' ? (
        <form
          className={styles.mode}
          aria-label="手动输入"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim() === '') setProblem('请输入货号、CAS 号、GTIN 或标签上的链接');
            else onText(typed);
          }}
        >
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="货号、CAS 号、GTIN 或标签上的链接"
            aria-label="货号、CAS 号或条码内容"
            allowClear
          />
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查找
          </Button>
        </form>
      ) : null}
      {problem ? <Alert type="warning" showIcon role="alert" title={problem} /> : null}
    </div>
  );
}
