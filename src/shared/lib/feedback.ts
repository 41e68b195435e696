import type { useAppProps } from 'antd/es/app/context';

/**
 * Bridge to antd's context-aware message, notification and modal APIs, for
 * non-React code (the http client) and for components. antd is not in the
 * first load (docs/performance.md): the app binds the instances of one antd
 * `App` once its code has loaded (src/app/feedback-host.tsx), and whatever is
 * raised before that is queued, never lost.
 */
export type FeedbackApi = useAppProps;

interface Pending {
  show: (api: FeedbackApi) => void;
  /** a confirmation: only antd's own host can show it */
  modal: boolean;
}

let bound: FeedbackApi | null = null;
/** the antd-free toasts, bound when antd's host could not be fetched (src/shared/ui/lite-toast.ts) */
let fallback = false;
const pending: Pending[] = [];
let wanted: (() => void) | null = null;

/**
 * Binds the API that shows what is raised from now on, and what waited. A
 * `fallback` binding (toasts without antd) shows messages but lets
 * confirmations wait for antd's host.
 */
export function bindFeedback(api: FeedbackApi, options: { fallback?: boolean } = {}): () => void {
  bound = api;
  fallback = options.fallback === true;
  const now = pending.filter((entry) => !fallback || !entry.modal);
  pending.splice(0, pending.length, ...pending.filter((entry) => !now.includes(entry)));
  now.forEach((entry) => entry.show(api));
  return () => {
    if (bound === api) bound = null;
  };
}

/** Called when something waits for a binding: the app then fetches antd's host at once (src/app/providers.tsx). */
export function onFeedbackWanted(listener: (() => void) | null): void {
  wanted = listener;
  if (listener && pending.length > 0) listener();
}

function run(show: Pending['show'], modal = false): void {
  if (bound && !(modal && fallback)) {
    show(bound);
    return;
  }
  pending.push({ show, modal });
  wanted?.();
}

/** One of the three APIs, whose calls wait for the binding (their return value is then undefined). */
function queued<K extends keyof FeedbackApi>(key: K): FeedbackApi[K] {
  return new Proxy({} as FeedbackApi[K], {
    get(_target, method) {
      // not a thenable, and nothing for symbols (inspection, coercion)
      if (typeof method !== 'string' || method === 'then') return undefined;
      return (...args: unknown[]) => {
        const call = (api: FeedbackApi) => (api[key] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]?.(...args);
        if (bound && !(key === 'modal' && fallback)) return call(bound);
        run((api) => void call(api), key === 'modal');
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
