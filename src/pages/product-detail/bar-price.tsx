import type { MaterialDetail } from '@/entities/material';
import { unitFen } from '@/shared/lib/contract-price';
import { formatFen } from '@/shared/lib/money';
import styles from './product-detail.module.css';

/**
 * The pack size's unit price for the chosen quantity in the phone's buy bar (the company's, docs/api.md §5; on a
 * computer the page shows it above the controls).
 */
export function BarPrice({ material, quantity = 1 }: { material: Pick<MaterialDetail, 'price' | 'spec' | 'terms'>; quantity?: number }) {
  return (
    <span className={styles.barPrice}>
      <b>{formatFen(unitFen(material, quantity))}</b>
      <small>/ {material.spec}</small>
    </span>
  );
}
