import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/config/routes';
import { PriceFigure } from '@/shared/ui/contract-price';
import type { PackSize } from '@/entities/material';
import { stockStatus } from '@/shared/lib/stock-status';
import { LiteTag } from '@/shared/ui/lite';
import { ScrollHint } from '@/shared/ui/scroll-hint';
import { packStockText } from '../model/pack-stock';
import styles from './catalogue-detail.module.css';

/**
 * 规格与价格 on the detail page: a plain table, drawn with the page. It was antd's Table (with its pagination,
 * select and dropdown: about 110 KiB gzip of what the detail fetched until idle, docs/performance.md) for five
 * columns and a few rows; the other packs are reached by their 货号 links.
 */
export function PackTable({ packs }: { packs: PackSize[] }) {
  return (
    <ScrollHint label="规格与价格表格">
      <table className={styles.packTable}>
        <thead>
          <tr>
            <th scope="col">货号</th>
            <th scope="col">规格</th>
            <th scope="col">单价</th>
            <th scope="col">库存</th>
            <th scope="col">预计发货</th>
          </tr>
        </thead>
        <tbody>
          {packs.map((p) => (
            <tr key={p._id} aria-current={p.current ? 'page' : undefined}>
              <td>{p.current ? <strong>{p.catalogNo}</strong> : <Link to={ROUTES.product(p._id)}>{p.catalogNo}</Link>}</td>
              <td>{p.spec}</td>
              <td className={styles.packPrice}>
                <PriceFigure item={p} />
              </td>
              <td>
                <LiteTag tone={stockStatus(p).tone === 'default' ? undefined : stockStatus(p).tone}>{packStockText(p)}</LiteTag>
              </td>
              <td>{stockStatus(p).delivery}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollHint>
  );
}
