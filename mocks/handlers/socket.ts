/**
 * The WeChat-login websocket (VITE_WS_URL?sceneId=…): sends the scene's
 * status at once and on every change; CONFIRMED carries a one-time ticket.
 * `subscribeScene` is shared by the msw link (browser worker, tests) and the
 * loopback HTTP server's real websocket.
 */
import { ws } from 'msw';
import { db, type QrScene } from '../db/index.ts';
import { mockConfig } from '../lib.ts';
import { issueWechatTicket, sceneState } from './auth.ts';

const FINAL = ['CONFIRMED', 'EXPIRED', 'CANCELLED'];

export function subscribeScene(sceneId: string, send: (text: string) => void, close: () => void): () => void {
  const scene = sceneState(sceneId);
  if (!scene) {
    send(JSON.stringify({ type: 'status', status: 'EXPIRED' }));
    close();
    return () => undefined;
  }
  let done = false;
  const push = (current: QrScene) => {
    if (done || current.sceneId !== sceneId) return;
    const message: { type: 'status'; status: string; ticket?: string } = { type: 'status', status: current.status };
    if (current.status === 'CONFIRMED' && current.wechatId) message.ticket = issueWechatTicket(current.wechatId);
    send(JSON.stringify(message));
    if (FINAL.includes(current.status)) {
      done = true;
      stop();
      close();
    }
  };
  const timer = setTimeout(() => {
    const current = sceneState(sceneId);
    if (current) push(current);
  }, Math.max(0, scene.expiresAt - Date.now()) + 50);
  const stop = () => {
    clearTimeout(timer);
    db.runtime.sceneListeners.delete(push);
  };
  db.runtime.sceneListeners.add(push);
  push(scene);
  return stop;
}

const wechatSocket = ws.link(mockConfig.wsUrl);

export const socketHandlers = [
  wechatSocket.addEventListener('connection', ({ client }) => {
    const sceneId = new URL(client.url).searchParams.get('sceneId') ?? '';
    const stop = subscribeScene(
      sceneId,
      (text) => client.send(text),
      () => setTimeout(() => client.close(1000, 'done'), 0),
    );
    client.addEventListener('close', stop);
  }),
];
