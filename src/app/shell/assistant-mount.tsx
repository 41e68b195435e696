import styles from './shell.module.css';

/** Where the floating small assistant (小助手) mounts; the assistant issue fills it. */
export function AssistantMount() {
  return <aside className={styles.assistantMount} aria-label="小助手" data-assistant-mount />;
}
