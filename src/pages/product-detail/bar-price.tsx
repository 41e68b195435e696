import type { MaterialDetail } from '@/entities/material';
import { formatFen, toFen } from '@/shared/lib/money';
import styles from './product-detail.module.css';

/** The pack size's price in the phone's buy bar (on a computer the page shows it above the controls). */
export function BarPrice({ material }: { material: Pick<MaterialDetail, 'price' | 'spec'> }) {
  return (
    <span className={styles.barPrice}>
      <b>{formatFen(toFen(material.price))}</b>
      <small>/ {material.spec}</small>
    </span>
  );
}
