import type { useAppProps } from 'antd/es/app/context';

/**
 * Bridge to antd's context-aware message, notification and modal APIs, for
 * non-React code (the http client) and for components. antd is not in the
 * first load (docs/performance.md): the app binds the instances of one antd
 * `App` once its code has loaded (src/app/feedback-host.tsx), and whatever is
 * raised before that is queued, never lost.
 */
export type FeedbackApi = useAppProps;

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

/** One of the three APIs, whose calls wait for the binding (their return value is then undefined). */
function queued<K extends keyof FeedbackApi>(key: K): FeedbackApi[K] {
  return new Proxy({} as FeedbackApi[K], {
    get(_target, method: string) {
      return (...args: unknown[]) => {
        const call = (api: FeedbackApi) => (api[key] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]?.(...args);
        if (bound) return call(bound);
        pending.push((api) => void call(api));
        return undefined;
      };
    },
  });
}

const appApi: FeedbackApi = { message: queued('message'), notification: queued('notification'), modal: queued('modal') };

/** What antd's `App.useApp()` gives, for components: the one app-wide message, notification and modal. */
export function useAntdApp(): FeedbackApi {
  return appApi;
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
