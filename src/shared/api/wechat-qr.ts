import { useCallback, useEffect, useState } from 'react';
import { env } from '@/shared/config/env';
import { http } from './http';
import type { AnswerData } from './mall-types';
import { paths } from './url';

/**
 * The WeChat QR scene (docs/china-conventions.md "WeChat login"): the page gets a
 * scene from the mall, shows its QR, and learns over the websocket at
 * VITE_WS_URL whether it was scanned, confirmed (with a one-time ticket),
 * expired or cancelled. Shared by the login page and the binding dialog.
 */
export type QrStatus = 'LOADING' | 'WAITING' | 'SCANNED' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED' | 'ERROR';

export type QrScene = AnswerData<'wechatQrCode'>;

interface QrMessage {
  type: 'status';
  status: Exclude<QrStatus, 'LOADING' | 'ERROR'>;
  ticket?: string;
}

export async function fetchQrScene(signal?: AbortSignal): Promise<QrScene> {
  const body = await http.get<QrScene>(paths.v1('/auth/wechat/qrcode'), { signal, silent: true });
  return body.data;
}

function isQrMessage(value: unknown): value is QrMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as QrMessage).type === 'status' &&
    ['WAITING', 'SCANNED', 'CONFIRMED', 'EXPIRED', 'CANCELLED'].includes((value as QrMessage).status)
  );
}

/** Listens to one scene; returns the function that stops listening. */
export function watchQrScene(sceneId: string, onMessage: (message: QrMessage) => void, onError: () => void): () => void {
  const url = new URL(env.wsUrl);
  url.searchParams.set('sceneId', sceneId);
  let stopped = false;
  const socket = new WebSocket(url);
  socket.addEventListener('message', (event) => {
    try {
      const data: unknown = JSON.parse(String(event.data));
      if (isQrMessage(data)) onMessage(data);
    } catch {
      // not ours: ignore
    }
  });
  socket.addEventListener('error', () => {
    if (!stopped) onError();
  });
  socket.addEventListener('close', (event) => {
    if (!stopped && !event.wasClean) onError();
  });
  return () => {
    stopped = true;
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000, 'done');
  };
}

interface SceneState {
  /** which opening or refresh this belongs to */
  run: number;
  scene: QrScene | null;
  status: QrStatus;
  ticket: string | null;
}

/**
 * A QR scene with live status. Stops listening when the tab is hidden, the
 * QR expired or the scene finished; `refresh()` starts a new scene.
 * Each opening (enabled turning true) and each refresh is a new run: until its
 * scene arrives the status is LOADING, and answers of older runs are ignored.
 */
export function useWechatQr(enabled: boolean) {
  const [run, setRun] = useState(0);
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (enabled !== wasEnabled) {
    // adjusted while rendering (not in an effect): a new opening is a new run
    setWasEnabled(enabled);
    if (enabled) setRun((n) => n + 1);
  }
  const [state, setState] = useState<SceneState>({ run: -1, scene: null, status: 'LOADING', ticket: null });
  const current: SceneState = state.run === run ? state : { run, scene: null, status: 'LOADING', ticket: null };
  const { scene, status, ticket } = current;
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  const done = FINAL.includes(status);

  const refresh = useCallback(() => setRun((n) => n + 1), []);

  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // A new scene on start and on refresh.
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchQrScene(controller.signal).then(
      (next) => setState({ run, scene: next, status: 'WAITING', ticket: null }),
      () => {
        if (!controller.signal.aborted) setState({ run, scene: null, status: 'ERROR', ticket: null });
      },
    );
    return () => controller.abort();
  }, [enabled, run]);

  // Listen while enabled, visible and not finished; the QR also expires on the client.
  useEffect(() => {
    if (!enabled || !scene || !visible || done) return;
    const update = (next: (s: SceneState) => SceneState) => setState((s) => (s.run === run ? next(s) : s));
    const stop = watchQrScene(
      scene.sceneId,
      (message) =>
        update((s) => ({
          ...s,
          status: message.status,
          ticket: message.status === 'CONFIRMED' && message.ticket ? message.ticket : s.ticket,
        })),
      () => update((s) => (s.status === 'WAITING' || s.status === 'SCANNED' ? { ...s, status: 'ERROR' } : s)),
    );
    const timer = setTimeout(() => update((s) => ({ ...s, status: 'EXPIRED' })), scene.expiresIn * 1000);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [enabled, scene, visible, done, run]);

  return { scene, status, ticket, refresh };
}

const FINAL: readonly QrStatus[] = ['CONFIRMED', 'EXPIRED', 'CANCELLED', 'ERROR'];
