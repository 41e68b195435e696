import { useEffect, type ReactNode } from 'react';
import { LiteIcon, closeIcon, serviceIcon } from '@/shared/ui/lite-icons';
import { HOTLINE, HOTLINE_HOURS } from '@/shared/config/constants';
import styles from './panel-frame.module.css';

/**
 * The assistant's box and title bar, without antd: the panel draws its conversation inside it, and the shell draws
 * it empty in the frame after the first press on the launcher, while the panel's code and antd arrive
 * (`placeholder` in src/shared/ui/lazy-dialog.tsx). Part of the first load, so kept small.
 */
export function PanelFrame({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  // Escape closes it, loaded or still loading (a key another part has handled, a select's list, is left alone)
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <section className={styles.panel} hidden={!open} role="dialog" aria-modal="false" aria-label="小助手">
      <header className={styles.header}>
        <LiteIcon icon={serviceIcon} aria-hidden className={styles.headerIcon} />
        <h2 className={styles.title}>小助手</h2>
        <span className={styles.hotline}>
          {HOTLINE} · {HOTLINE_HOURS}
        </span>
        <button type="button" className={styles.close} aria-label="关闭小助手" onClick={onClose}>
          <LiteIcon icon={closeIcon} aria-hidden />
        </button>
      </header>
      {children}
    </section>
  );
}

/** What the frame holds until the panel is in. */
export function PanelLoading() {
  return (
    <p className={styles.loading} role="status">
      小助手加载中…
    </p>
  );
}
