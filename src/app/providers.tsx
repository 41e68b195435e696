import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { SESSION_START_DELAY_MS } from '@/shared/config/constants';
import { SessionStartDelayContext } from '@/shared/session/use-session';
import type { AppStore } from '@/shared/session/store';

/**
 * antd's message/notification/modal host, fetched once the first page has been
 * drawn; what is raised before it arrives waits in src/shared/lib/feedback.ts.
 * A fetch that fails (the connection dropped) is tried again when the browser
 * is back online.
 */
function LateFeedbackHost() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      import('./feedback-host')
        .then((module) => {
          if (live) setHost(() => module.default);
        })
        .catch(() => window.addEventListener('online', load, { once: true }));
    };
    load();
    return () => {
      live = false;
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
