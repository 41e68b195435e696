import { SmallButton } from '@/shared/ui/lite';
import styles from './catalogue.module.css';

/** A light error line with a retry, for home-page sections (keeps antd's Alert out of the first load). */
export function InlineError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.inlineError}>
      <span>{title}，请稍后重试</span>
      <SmallButton onClick={onRetry}>重试</SmallButton>
    </div>
  );
}
