import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { App as AntdApp, ConfigProvider } from 'antd';
import {
  COMPONENT_SIZE,
  MESSAGE_DURATION_S,
  MESSAGE_TOP_PX,
  NOTIFICATION_DURATION_S,
  NOTIFICATION_OFFSET_PX,
  NOTIFICATION_STACK_THRESHOLD,
  SESSION_START_DELAY_MS,
  TEXT,
} from '@/shared/config/constants';
import { bindFeedback } from '@/shared/lib/feedback';
import { SessionStartDelayContext } from '@/shared/session/use-session';
import type { AppStore } from '@/shared/session/store';
import type { AppLocale } from './locale';
import { theme } from './theme';

/** Hands antd's context-aware message/notification to non-React code. */
function FeedbackBridge() {
  const { message, notification } = AntdApp.useApp();
  useEffect(() => bindFeedback({ message, notification }), [message, notification]);
  return null;
}

const validateMessages = { required: `\${label}${TEXT.requiredSuffix}` };

export function AppProviders({
  queryClient,
  store,
  locale,
  sessionStartDelayMs = SESSION_START_DELAY_MS,
  children,
}: {
  queryClient: QueryClient;
  store: AppStore;
  /** the zh-CN bundle, loaded before the first render (src/app/locale.ts); undefined only if it failed to load */
  locale: AppLocale | undefined;
  /** the pause before a stored session starts (spec §4); tests pass 0 */
  sessionStartDelayMs?: number;
  children: ReactNode;
}) {
  const [client] = useState(queryClient);
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider store={store}>
        <SessionStartDelayContext value={sessionStartDelayMs}>
          <ConfigProvider
            locale={locale}
            theme={theme}
            componentSize={COMPONENT_SIZE}
            form={{ validateMessages }}
            // Button names read as written (antd would show 登录 as "登 录").
            button={{ autoInsertSpace: false }}
          >
            <AntdApp
              message={{ duration: MESSAGE_DURATION_S, top: MESSAGE_TOP_PX, maxCount: 3 }}
              notification={{
                duration: NOTIFICATION_DURATION_S,
                top: NOTIFICATION_OFFSET_PX,
                bottom: NOTIFICATION_OFFSET_PX,
                stack: { threshold: NOTIFICATION_STACK_THRESHOLD },
              }}
            >
              <FeedbackBridge />
              {children}
            </AntdApp>
          </ConfigProvider>
        </SessionStartDelayContext>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
