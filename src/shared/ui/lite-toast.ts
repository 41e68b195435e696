import type { Key } from 'react';
import type { FeedbackApi } from '@/shared/lib/feedback';
import { MESSAGE_DURATION_S, MESSAGE_TOP_PX } from '@/shared/config/constants';

/** antd's answer to a message call: calling it closes the message; it resolves once the message has gone. */
type MessageType = ReturnType<FeedbackApi['message']['open']>;
type Tone = 'info' | 'success' | 'error' | 'warning' | 'loading';
interface Config {
  content?: unknown;
  title?: unknown;
  description?: unknown;
  key?: Key;
  duration?: number | false | null;
  type?: Tone;
}

const ICON: Record<Tone, string> = { info: 'ℹ', success: '✓', error: '✕', warning: '!', loading: '…' };
const COLOUR: Record<Tone, string> = { info: '#375bde', success: '#237804', error: '#a8071a', warning: '#874d00', loading: '#375bde' };

let host: HTMLElement | null = null;
const shown = new Map<Key, { node: HTMLElement; timer: number | undefined; closed: (value: boolean) => void }>();
let serial = 0;

function container(): HTMLElement {
  if (host?.isConnected) return host;
  host = document.createElement('div');
  host.setAttribute('role', 'status');
  host.setAttribute('aria-live', 'polite');
  host.dataset.liteToast = '';
  Object.assign(host.style, {
    position: 'fixed',
    top: `${MESSAGE_TOP_PX}px`,
    left: '0',
    right: '0',
    zIndex: '2010',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '8px',
    pointerEvents: 'none',
  });
  document.body.append(host);
  return host;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Shows a toast; like antd's, the answer closes it when called and resolves when it has gone. */
function show(tone: Tone, config: Config): MessageType {
  const key = config.key ?? `lite-${++serial}`;
  close(key);
  const node = document.createElement('div');
  Object.assign(node.style, {
    maxWidth: 'calc(100vw - 32px)',
    padding: '9px 12px',
    borderRadius: '8px',
    background: '#fff',
    boxShadow: '0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12), 0 9px 28px 8px rgba(0,0,0,0.05)',
    color: 'rgba(0,0,0,0.88)',
    fontSize: '14px',
    lineHeight: '22px',
    pointerEvents: 'auto',
  });
  const icon = document.createElement('span');
  icon.textContent = ICON[tone];
  icon.setAttribute('aria-hidden', 'true');
  Object.assign(icon.style, { color: COLOUR[tone], fontWeight: '700', marginInlineEnd: '8px' });
  const body = document.createElement('span');
  body.textContent = [text(config.content), text(config.title), text(config.description)].filter(Boolean).join('：');
  node.append(icon, body);
  container().append(node);
  const seconds = config.duration === false ? 0 : (config.duration ?? MESSAGE_DURATION_S);
  const timer = seconds > 0 ? window.setTimeout(() => close(key), seconds * 1000) : undefined;
  let closed: (value: boolean) => void = () => {};
  const gone = new Promise<boolean>((resolve) => {
    closed = resolve;
  });
  shown.set(key, { node, timer, closed });
  return Object.assign(() => close(key), { then: gone.then.bind(gone) });
}

function close(key?: Key): void {
  for (const [k, entry] of shown) {
    if (key !== undefined && k !== key) continue;
    window.clearTimeout(entry.timer);
    entry.node.remove();
    entry.closed(true);
    shown.delete(k);
  }
}

function shorthand(tone: Tone) {
  // antd's shorthand: (content, duration?) or (content, onClose?); the lite toast has no onClose to call.
  return (content: unknown, duration?: number | VoidFunction) =>
    show(
      tone,
      typeof content === 'object' && content !== null && 'content' in content
        ? (content as Config)
        : { content, duration: typeof duration === 'number' ? duration : undefined },
    );
}

/**
 * Toasts without antd, for when antd's own host could not be fetched (the
 * connection dropped before it loaded): a failure is still said, in Chinese,
 * on screen and to screen readers (src/app/providers.tsx). Confirmations wait
 * for antd (bound as a fallback, src/shared/lib/feedback.ts).
 */
export function liteFeedback(): FeedbackApi {
  const message = {
    open: (config: Config) => show(config.type ?? 'info', config),
    info: shorthand('info'),
    success: shorthand('success'),
    error: shorthand('error'),
    warning: shorthand('warning'),
    loading: shorthand('loading'),
    destroy: close,
  };
  const notice = (tone: Tone) => (config: Config) => show(tone, config);
  const notification = {
    open: (config: Config) => show(config.type ?? 'info', config),
    info: notice('info'),
    success: notice('success'),
    error: notice('error'),
    warning: notice('warning'),
    destroy: close,
  };
  // Confirmations are never asked of the fallback: feedback.ts waits for antd for them.
  return { message, notification, modal: {} as FeedbackApi['modal'] };
}

/** Takes the fallback toasts off the screen once antd's host has taken over. */
export function clearLiteToasts(): void {
  close();
}
