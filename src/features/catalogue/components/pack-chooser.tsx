import { useId } from 'react';
import { baseFen } from '@/shared/lib/contract-price';
import { formatFen } from '@/shared/lib/money';
import { stockStatus } from '@/shared/lib/stock-status';
import type { MaterialPack } from '@/entities/material';
import { packStockText } from '../model/pack-stock';
import styles from './material-card.module.css';

/**
 * The pack sizes inside a product's card (docs/api.md §5 `packs`): each with its price and stock, one chosen
 * (the card's link, 货号 and add button follow it). A radio group: arrow keys move, as native radios do.
 */
export function PackChooser({ packs, chosen, onChoose }: { packs: readonly MaterialPack[]; chosen: string; onChoose: (id: string) => void }) {
  const name = useId();
  return (
    <fieldset className={styles.packs}>
      <legend className={styles.packsLegend}>规格（{packs.length}）</legend>
      {packs.map((p) => {
        const stock = stockStatus(p);
        return (
          <label key={p._id} className={styles.pack} data-chosen={p._id === chosen || undefined}>
            <input
              type="radio"
              className={styles.packRadio}
              name={name}
              value={p._id}
              checked={p._id === chosen}
              onChange={() => onChoose(p._id)}
              aria-label={`${p.spec}，${formatFen(baseFen(p))}${p.terms?.contractPrice !== undefined ? '（协议价）' : ''}，${packStockText(p)}`}
            />
            <span className={styles.packSpec}>{p.spec}</span>
            {/* the company's price (docs/api.md §5), else the list price */}
            <span className={styles.packPrice}>{formatFen(baseFen(p))}</span>
            <span className={styles.packStock} data-tone={stock.tone}>
              {packStockText(p)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
