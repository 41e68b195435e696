import { useEffect } from 'react';
import { App as AntdApp } from 'antd';
import {
  MESSAGE_DURATION_S,
  MESSAGE_TOP_PX,
  NOTIFICATION_DURATION_S,
  NOTIFICATION_OFFSET_PX,
  NOTIFICATION_STACK_THRESHOLD,
} from '@/shared/config/constants';
import { bindFeedback } from '@/shared/lib/feedback';
import { AntdScope } from '@/shared/ui/antd-scope';
import { clearLiteToasts } from '@/shared/ui/lite-toast';

/** Hands the one app-wide message, notification and modal to the feedback bridge. */
function FeedbackBridge() {
  const api = AntdApp.useApp();
  useEffect(() => {
    clearLiteToasts(); // antd takes over from the fallback toasts (src/app/providers.tsx)
    return bindFeedback(api);
  }, [api]);
  return null;
}

/**
 * The one antd `App` of the shop: toasts, notifications and confirmations of
 * every page and dialog show here, so they outlive the dialog that raised them.
 * Fetched when the user starts to interact or something is to be said (src/app/providers.tsx).
 */
export default function FeedbackHost() {
  return (
    <AntdScope>
      <AntdApp
        component={false}
        message={{ duration: MESSAGE_DURATION_S, top: MESSAGE_TOP_PX, maxCount: 3 }}
        notification={{
          duration: NOTIFICATION_DURATION_S,
          top: NOTIFICATION_OFFSET_PX,
          bottom: NOTIFICATION_OFFSET_PX,
          stack: { threshold: NOTIFICATION_STACK_THRESHOLD },
        }}
      >
        <FeedbackBridge />
      </AntdApp>
    </AntdScope>
  );
}
