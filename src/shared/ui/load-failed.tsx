import type { ReactNode } from 'react';
import { Button, Result } from 'antd';

export interface LoadFailedProps {
  /** what could not be loaded, e.g. 购物车暂时无法加载 */
  title: string;
  /** the failure's Chinese message, only where nothing else has said it (a silent call) */
  message?: string;
  /** a retry is on its way (React Query's own, or the button's) */
  retrying: boolean;
  onRetry: () => void;
  /** further actions after 重试 (a link back to a list) */
  extra?: ReactNode;
}

/**
 * A page's state when its data failed in passing (5xx, an HTML page, offline, a timeout): the member stays
 * on the page, is told once, and can try again (docs/session.md). Shown from the first failed attempt; the
 * button spins while a retry runs.
 */
export function LoadFailed({ title, message, retrying, onRetry, extra }: LoadFailedProps) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={message}
      extra={[
        // while a retry runs the button spins and takes no press: said to a screen reader too
        <Button key="retry" type="primary" loading={retrying} aria-busy={retrying} onClick={onRetry}>
          重试
        </Button>,
        extra,
      ]}
    />
  );
}
