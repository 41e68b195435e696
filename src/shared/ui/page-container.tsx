import type { ReactNode } from 'react';
import styles from './page-container.module.css';

/**
 * A page's title row and content area: the layout rule later pages follow
 * (docs/layout.md). The width comes from the shell (`--page-max`,
 * `--page-gutter` in src/styles.css); `width="narrow"` caps forms and
 * account pages at 880 px; `panel` puts the content on a white card that
 * becomes edge-to-edge below 768 px. The title row wraps on phones, the
 * `extra` actions below the title.
 */
export function PageContainer({
  title,
  extra,
  width = 'full',
  panel = false,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  width?: 'full' | 'narrow';
  panel?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className={width === 'narrow' ? `${styles.page} ${styles.narrow}` : styles.page}>
      <div className={styles.head}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {extra ? <div className={styles.extra}>{extra}</div> : null}
      </div>
      {panel ? <div className={styles.panel}>{children}</div> : children}
    </section>
  );
}
