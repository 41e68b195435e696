import type { ReactNode } from 'react';
import styles from './item-list.styles';

export interface ItemListRow {
  key: string;
  /** accessible name of the row */
  label: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode[];
}

/**
 * A list of records with their actions (addresses, sub-accounts, invoice
 * profiles, invoices). Actions move under the text on a phone. (antd's List is
 * deprecated in antd 6 and warns in the console.)
 */
export function ItemList({ label, rows }: { label: string; rows: ItemListRow[] }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => {
        const actions = (row.actions ?? []).filter(Boolean);
        return (
          <li key={row.key} className={styles.row} aria-label={row.label}>
            <div className={styles.body}>
              <div className={styles.title}>{row.title}</div>
              {row.description ? <div className={styles.description}>{row.description}</div> : null}
            </div>
            {actions.length > 0 ? <div className={styles.actions}>{actions}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
