import type { Validity } from '@/entities/quote';
import styles from './quotes.styles';

/** 有效期至 …, with 今天到期 / 明天到期 / 已过期 stressed. */
export function ValidityText({ validity }: { validity: Validity }) {
  if (!validity.until) return null;
  return (
    <div className={styles.validity}>
      <span className={styles.muted}>有效期至 {validity.until}</span>
      {validity.urgent ? <strong className={validity.urgent === '已过期' ? styles.expired : styles.urgent}>{validity.urgent}</strong> : null}
    </div>
  );
}
