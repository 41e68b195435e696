import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/config/routes';
import { formatFen, toFen } from '@/shared/lib/money';
import { LiteTag } from '@/shared/ui/lite';
import { StockTag } from '@/shared/ui/stock-tag';
import { tagsBesideHazard, type MaterialSummary } from '@/entities/material';
import { CATEGORY_LABEL } from '../model/filters';
import { ImageBox } from './image-box';
import { LazyHazardMarks } from './lazy-hazard';
import styles from './material-card.module.css';

/** A material in a grid. `action` is a slot for another feature's button (e.g. add to cart). */
export function MaterialCard({ material, action, eager }: { material: MaterialSummary; action?: ReactNode; eager?: boolean }) {
  return (
    <article className={styles.card} aria-label={material.name}>
      <Link to={ROUTES.product(material._id)} tabIndex={-1} aria-hidden className={styles.media}>
        <ImageBox src={material.image} alt={material.name} eager={eager} />
      </Link>
      <div className={styles.brand}>
        <span className={styles.category}>{CATEGORY_LABEL[material.category] ?? material.category}</span>
        <span className={styles.brandName}>{material.mfrName}</span>
      </div>
      <h3 className={styles.name}>
        <Link to={ROUTES.product(material._id)}>{material.name}</Link>
      </h3>
      <div className={styles.meta}>
        货号 <span className={styles.mono}>{material.catalogNo}</span> · {material.spec}
      </div>
      {material.cas ? <div className={styles.meta}>CAS {material.cas}</div> : null}
      {material.hazard ? (
        <div className={styles.hazard}>
          <LazyHazardMarks hazard={material.hazard} size={22} short />
        </div>
      ) : null}
      <div className={styles.tags}>
        <StockTag stock={material.stock} leadDays={material.leadDays} />
        {tagsBesideHazard(material.tags, material.hazard).slice(0, 2).map((tag) => (
          <LiteTag key={tag._id} tone={tag.color} variant="outlined">
            {tag.name}
          </LiteTag>
        ))}
      </div>
      <div className={styles.footer}>
        <span className={styles.price}>{formatFen(toFen(material.price))}</span>
        {action}
      </div>
    </article>
  );
}
