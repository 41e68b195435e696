import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import {
  COMPONENT_SIZE,
  LOCALE,
  MESSAGE_DURATION_S,
  MESSAGE_TOP_PX,
  NOTIFICATION_DURATION_S,
  NOTIFICATION_OFFSET_PX,
  NOTIFICATION_STACK_THRESHOLD,
  TEXT,
} from '@/shared/config/constants';
import { bindFeedback } from '@/shared/lib/feedback';
import type { AppStore } from '@/shared/session/store';
import { theme } from './theme';

dayjs.locale(LOCALE);

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
  children,
}: {
  queryClient: QueryClient;
  store: AppStore;
  children: ReactNode;
}) {
  const [client] = useState(queryClient);
  return (
    <QueryClientProvider client={client}>
      <JotaiProvider store={store}>
        <ConfigProvider locale={zhCN} theme={theme} componentSize={COMPONENT_SIZE} form={{ validateMessages }}>
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
      </JotaiProvider>
    </QueryClientProvider>
  );
}
