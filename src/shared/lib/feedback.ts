import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Bridge from non-React code (the http client) to antd's context-aware
 * message and notification APIs. The app binds the instances from
 * `App.useApp()`; messages raised before that are queued, never lost.
 */
interface FeedbackApi {
  message: MessageInstance;
  notification: NotificationInstance;
}

type Pending = (api: FeedbackApi) => void;

let bound: FeedbackApi | null = null;
const pending: Pending[] = [];

export function bindFeedback(api: FeedbackApi): () => void {
  bound = api;
  pending.splice(0).forEach((show) => show(api));
  return () => {
    if (bound === api) bound = null;
  };
}

function run(show: Pending): void {
  if (bound) show(bound);
  else pending.push(show);
}

export interface ToastOptions {
  /** seconds */
  duration?: number;
  /** the same key replaces a visible toast instead of stacking another */
  key?: string;
}

export const feedback = {
  error(content: string, options: ToastOptions = {}): void {
    run((api) => void api.message.open({ type: 'error', content, ...options }));
  },
  success(content: string, options: ToastOptions = {}): void {
    run((api) => void api.message.open({ type: 'success', content, ...options }));
  },
  info(content: string, options: ToastOptions = {}): void {
    run((api) => void api.message.open({ type: 'info', content, ...options }));
  },
  warning(content: string, options: ToastOptions = {}): void {
    run((api) => void api.message.open({ type: 'warning', content, ...options }));
  },
  notify(title: string, description: string, type: 'info' | 'success' | 'warning' | 'error' = 'info'): void {
    run((api) => api.notification[type]({ title, description }));
  },
};
