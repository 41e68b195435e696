import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/config/routes';
import { baseFen } from '@/shared/lib/contract-price';
import { formatFen } from '@/shared/lib/money';
import { PriceFigure } from '@/shared/ui/contract-price';
import { LiteTag } from '@/shared/ui/lite';
import { StockTag } from '@/shared/ui/stock-tag';
import { tagsBesideHazard, type MaterialPack, type MaterialSummary } from '@/entities/material';
import { CATEGORY_LABEL } from '../model/filters';
import { cardPicture } from '../model/first-row';
import { ImageBox } from './image-box';
import { LazyHazardMarks } from './lazy-hazard';
import { PackChooser } from './pack-chooser';
import styles from './material-card.module.css';

/** The row itself as a pack size: a list without `group=product`, the home page's lists. */
function ownPack(m: MaterialSummary): MaterialPack {
  const { _id, catalogNo, spec, unit, price, stock, inStock, leadDays, terms } = m;
  return { _id, catalogNo, spec, unit, price, stock, inStock, leadDays, ...(terms ? { terms } : {}) };
}

/**
 * A material in a grid: one card per product. With `packs` (docs/api.md §5, group=product) its pack sizes are
 * inside, each with price and stock, the row's own size chosen first; the link, 货号 and the action follow the
 * chosen size. `action` is a slot for another feature's button (e.g. add to cart), given the chosen size.
 */
export function MaterialCard({
  material,
  action,
  eager,
}: {
  material: MaterialSummary;
  action?: (pack: MaterialPack) => ReactNode;
  eager?: boolean;
}) {
  const packs = material.packs && material.packs.length > 0 ? material.packs : undefined;
  const [chosenId, setChosenId] = useState(material._id);
  const chosen = packs?.find((p) => p._id === chosenId) ?? packs?.find((p) => p._id === material._id) ?? ownPack(material);
  // the lowest of the sizes at the company's price (docs/api.md §5), or the chosen size's with its list price struck
  const from = packs && packs.length > 1 && !chosen.terms ? Math.min(...packs.map((p) => baseFen(p))) : undefined;
  return (
    <article className={styles.card} aria-label={material.name}>
      <Link to={ROUTES.product(chosen._id)} tabIndex={-1} aria-hidden className={styles.media}>
        {/* a chemical shows its structure (docs/api.md §5 Structures): a 4:3 drawing at the library's bond length */}
        <ImageBox src={cardPicture(material)} alt={material.name} eager={eager} afterFirstScreen={!eager} />
      </Link>
      <div className={styles.brand}>
        <span className={styles.category}>{CATEGORY_LABEL[material.category] ?? material.category}</span>
        <span className={styles.brandName}>{material.mfrName}</span>
      </div>
      <h3 className={styles.name}>
        <Link to={ROUTES.product(chosen._id)}>{material.name}</Link>
      </h3>
      <div className={styles.meta}>
        货号 <span className={styles.mono}>{chosen.catalogNo}</span>
        {packs ? null : ` · ${material.spec}`}
      </div>
      {material.cas ? <div className={styles.meta}>CAS {material.cas}</div> : null}
      {material.hazard ? (
        <div className={styles.hazard}>
          <LazyHazardMarks hazard={material.hazard} size={22} short />
        </div>
      ) : null}
      <div className={styles.tags}>
        {packs ? null : <StockTag stock={material.stock} leadDays={material.leadDays} />}
        {tagsBesideHazard(material.tags, material.hazard).slice(0, 2).map((tag) => (
          <LiteTag key={tag._id} tone={tag.color} variant="outlined">
            {tag.name}
          </LiteTag>
        ))}
      </div>
      {packs ? <PackChooser packs={packs} chosen={chosen._id} onChoose={setChosenId} /> : null}
      <div className={styles.footer}>
        <span className={styles.price}>
          {from === undefined ? <PriceFigure item={chosen} /> : formatFen(from)}
          {from === undefined ? null : <span className={styles.from}> 起</span>}
        </span>
        {action?.(chosen)}
      </div>
    </article>
  );
}
