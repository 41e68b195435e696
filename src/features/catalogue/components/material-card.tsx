import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Tag } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { formatPrice } from '@/shared/lib/format';
import type { MaterialSummary } from '../api/types';
import styles from './material-card.module.css';

export const CATEGORY_LABEL: Record<MaterialSummary['category'], string> = {
  antibody: '抗体',
  elisa: 'ELISA 试剂盒',
  cytokine: '细胞因子',
  reagent: '试剂',
  consumable: '耗材',
};

/** A material in a grid. `action` is a slot for another feature's button (e.g. add to cart). */
export function MaterialCard({ material, action }: { material: MaterialSummary; action?: ReactNode }) {
  const inStock = material.stock > 0;
  return (
    <article className={styles.card} aria-label={material.name}>
      <div className={styles.brand}>
        <Tag color="blue" variant="filled">
          {CATEGORY_LABEL[material.category] ?? material.category}
        </Tag>
        {material.mfrName}
      </div>
      <h3 className={styles.name}>
        <Link to={ROUTES.product(material._id)}>{material.name}</Link>
      </h3>
      <div className={styles.meta}>
        货号 {material.catalogNo} · 规格 {material.spec}
      </div>
      <div className={styles.meta}>
        {inStock ? (
          <Tag color="success" variant="filled">
            现货
          </Tag>
        ) : (
          <Tag color="warning" variant="filled">
            期货 约 {material.leadDays} 个工作日
          </Tag>
        )}
        {material.shipping !== '常温' && material.shipping ? <Tag variant="filled">{material.shipping}运输</Tag> : null}
      </div>
      <div className={styles.footer}>
        <span className={styles.price}>{formatPrice(material.price)}</span>
        {action}
      </div>
    </article>
  );
}
