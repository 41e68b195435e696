import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { SESSION_START_DELAY_MS } from '@/shared/config/constants';
import { afterNextPaint } from '@/shared/lib/after-paint';
import { bindFeedback, onFeedbackWanted } from '@/shared/lib/feedback';
import { SessionStartDelayContext, type AppStore } from '@/shared/session';
import { antdStyles } from '@/shared/ui/antd-styles';
import { liteFeedback } from '@/shared/ui/lite-toast';

const WAKE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * antd's message/notification/modal host is not part of the first load: it is
 * fetched as soon as the user starts to interact or something is to be said
 * (what is raised before it arrives waits in src/shared/lib/feedback.ts). When
 * it cannot be fetched (the connection dropped first), toasts are drawn
 * without antd (src/shared/ui/lite-toast.ts) and the fetch is tried again once
 * the browser is back online.
 */
function LateFeedbackHost() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    let loading = false;
    let lite = false;
    const load = () => {
      if (loading) return;
      loading = true;
      WAKE_EVENTS.forEach((type) => window.removeEventListener(type, wake, true));
      Promise.all([import('./feedback-host'), antdStyles('feedback')])
        .then(([module]) => {
          if (live) setHost(() => module.default);
        })
        .catch(() => {
          loading = false;
          if (!lite) bindFeedback(liteFeedback(), { fallback: true });
          lite = true;
          window.addEventListener('online', load, { once: true });
        });
    };
    // The first press or key: fetched after that input's answer has painted. Starting the import inside the event
    // adds the host's ~40 modulepreload links in the event's own task, about 100 ms of a slow phone's first tap.
    let cancelWake = () => {};
    const wake = () => {
      WAKE_EVENTS.forEach((type) => window.removeEventListener(type, wake, true));
      cancelWake = afterNextPaint(load);
    };
    WAKE_EVENTS.forEach((type) => window.addEventListener(type, wake, { capture: true, passive: true }));
    onFeedbackWanted(load);
    return () => {
      live = false;
      cancelWake();
      onFeedbackWanted(null);
      WAKE_EVENTS.forEach((type) => window.removeEventListener(type, wake, true));
      window.removeEventListener('online', load);
    };
  }, []);
  return Host ? <Host /> : null;
}

/**
 * The app-wide providers. antd's ConfigProvider is not among them: it wraps
 * only what uses antd (src/shared/ui/antd-scope.tsx), so the shell and the
 * home page draw before antd's core has loaded (docs/performance.md).
 */
export function AppProviders({
  queryClient,
  store,
  sessionStartDelayMs = SESSION_START_DELAY_MS,
  children,
}: {
  queryClient: QueryClient;
  store: AppStore;
  /** the pause before a stored session starts (spec §4); tests pass 0 */
  sessionStartDelayMs?: number;
  children: ReactNode;
}) {
  const [client] = useState(queryClient);
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider store={store}>
        <SessionStartDelayContext value={sessionStartDelayMs}>
          {children}
          <LateFeedbackHost />
        </SessionStartDelayContext>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
