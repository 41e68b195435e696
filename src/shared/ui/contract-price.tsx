import type { ReactNode } from 'react';
import { baseFen, ladderRows, listFen, unitFen, type Priced } from '@/shared/lib/contract-price';
import { formatFen } from '@/shared/lib/money';
import styles from './contract-price.module.css';

/**
 * A unit price as the company pays it (docs/api.md §5, src/shared/lib/contract-price.ts): the price for `quantity`,
 * and when the terms lower it the list price struck beside it with 协议价 or 阶梯价. Without terms: the list price alone.
 */
export function PriceFigure({ item, quantity = 1, className }: { item: Priced; quantity?: number; className?: string | undefined }) {
  const unit = unitFen(item, quantity);
  const list = listFen(item);
  const lower = unit < list;
  // below the base price a break applies; at it, the 协议价
  const label = unit < baseFen(item) ? '阶梯价' : '协议价';
  return (
    <span className={[styles.figure, className].filter(Boolean).join(' ')}>
      <span>{formatFen(unit)}</span>
      {lower ? (
        <>
          <s className={styles.list} aria-label={`目录价 ${formatFen(list)}`}>
            {formatFen(list)}
          </s>
          <span className={styles.badge}>{label}</span>
        </>
      ) : null}
    </span>
  );
}

/** The ladder as a small table (数量 / 单价), the row of `quantity` marked; nothing without breaks. */
export function LadderTable({ item, unit, quantity }: { item: Priced; unit: string; quantity?: number }) {
  const rows = ladderRows(item);
  if (rows.length === 0) return null;
  return (
    <table className={styles.ladder} aria-label="阶梯价">
      <caption>阶梯价</caption>
      <thead>
        <tr>
          <th scope="col">数量（{unit}）</th>
          <th scope="col">单价</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.from} data-current={quantity !== undefined && quantity >= r.from && (r.to === null || quantity <= r.to) ? '' : undefined}>
            <td>{r.to === null ? `${r.from} 及以上` : r.from === r.to ? String(r.from) : `${r.from}–${r.to}`}</td>
            <td>{formatFen(r.unitFen)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A short note in the terms' colour (再买 2 件享 ¥x/件, 起订量, 已省 ¥x). */
export function TermsNote({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return <div className={muted ? styles.muted : styles.note}>{children}</div>;
}
