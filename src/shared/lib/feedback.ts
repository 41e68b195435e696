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

/**
 * The one registry of the bridge, an explicit object that only the functions
 * below read and write: the bound API (null until antd's host is bound), whether
 * that binding is the antd-free fallback, what waits for a binding, and who
 * fetches antd's host when something waits (src/app/providers.tsx).
 */
const registry: {
  bound: FeedbackApi | null;
  fallback: boolean;
  pending: Pending[];
  wanted: (() => void) | null;
} = { bound: null, fallback: false, pending: [], wanted: null };

/**
 * Binds the API that shows what is raised from now on, and what waited. A
 * `fallback` binding (the toasts of src/shared/ui/lite-toast.ts) shows messages
 * but lets confirmations wait for antd's host. Returns the unbinding.
 */
export function bindFeedback(api: FeedbackApi, options: { fallback?: boolean } = {}): () => void {
  registry.bound = api;
  registry.fallback = options.fallback === true;
  const now = registry.pending.filter((entry) => !registry.fallback || !entry.modal);
  registry.pending = registry.pending.filter((entry) => !now.includes(entry));
  now.forEach((entry) => entry.show(api));
  return () => {
    if (registry.bound === api) registry.bound = null;
  };
}

/** Called when something waits for a binding: the app then fetches antd's host at once (src/app/providers.tsx). */
export function onFeedbackWanted(listener: (() => void) | null): void {
  registry.wanted = listener;
  if (listener && registry.pending.length > 0) listener();
}

/** The API that can show this now: antd's, or the fallback's unless it is a confirmation; null: it has to wait. */
function ready(modal: boolean): FeedbackApi | null {
  return registry.bound && !(modal && registry.fallback) ? registry.bound : null;
}

function run(show: Pending['show'], modal = false): void {
  const api = ready(modal);
  if (api) {
    show(api);
    return;
  }
  registry.pending.push({ show, modal });
  registry.wanted?.();
}

type Methods<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? K : never }[keyof T];

/**
 * `method` of one of the three APIs, called on the current binding, or on the
 * binding to come (its return value is then undefined: a toast or confirmation
 * that waited has no handle yet).
 */
function routed<K extends keyof FeedbackApi, M extends Methods<FeedbackApi[K]>>(key: K, method: M): FeedbackApi[K][M] {
  const modal = key === 'modal';
  const call = (...args: unknown[]): unknown => {
    const show = (api: FeedbackApi) => (api[key][method] as (...a: unknown[]) => unknown)(...args);
    const api = ready(modal);
    if (api) return show(api);
    run((later) => void show(later), modal);
    return undefined;
  };
  return call as FeedbackApi[K][M];
}

/** Every call goes to the binding of the moment (antd's, or the fallback's toasts), or waits for one. */
const routedApi: FeedbackApi = {
  message: {
    open: routed('message', 'open'),
    info: routed('message', 'info'),
    success: routed('message', 'success'),
    error: routed('message', 'error'),
    warning: routed('message', 'warning'),
    loading: routed('message', 'loading'),
    destroy: routed('message', 'destroy'),
  },
  notification: {
    open: routed('notification', 'open'),
    info: routed('notification', 'info'),
    success: routed('notification', 'success'),
    error: routed('notification', 'error'),
    warning: routed('notification', 'warning'),
    destroy: routed('notification', 'destroy'),
  },
  modal: {
    confirm: routed('modal', 'confirm'),
    info: routed('modal', 'info'),
    success: routed('modal', 'success'),
    error: routed('modal', 'error'),
    warning: routed('modal', 'warning'),
  },
};

/**
 * The one app-wide message, notification and modal (what antd's `App.useApp()`
 * gives), for components and plain code alike: not a hook, so it can be called
 * anywhere. Its calls go to antd's host once it is bound (toasts to the
 * antd-free fallback while only that is bound), and wait for it before.
 */
export function getFeedback(): FeedbackApi {
  return routedApi;
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
