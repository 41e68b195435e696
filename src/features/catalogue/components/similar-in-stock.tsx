import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { imageSrc } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { hasToken } from '@/shared/storage';
import { StockTag } from '@/shared/ui/stock-tag';
import { useSession } from '@/entities/member';
import { materialQueries, structureIndexQuery, type MaterialDetail } from '@/entities/material';
import { qualificationQueries } from '@/entities/qualification';
import { covered, offersSimilar, percent, similarInStock, similarInStockIds } from '../model/similar';
import styles from './similar-in-stock.module.css';

/**
 * 相似现货 (docs/api.md §5 Structures) of a chemical that is out of stock, off shelf or controlled beyond this
 * company's permits: up to six in-stock, orderable products of the nearest structures in the mall's index (the
 * one the structure search reads), each with its similarity. A lazy chunk, asked for after the first paint.
 */
export default function SimilarInStock({ material }: { material: MaterialDetail }) {
  const { access } = useSession();
  const member = hasToken() && access.canUseCompanyPages;
  const held = useQuery({ ...qualificationQueries.list(), enabled: member }).data;
  const blocked = offersSimilar(material, member ? held : undefined);
  const index = useQuery({ ...structureIndexQuery(), enabled: blocked });
  const ranked = blocked && index.data ? similarInStockIds(index.data.entries, material) : [];
  const list = useQuery({ ...materialQueries.list({ ids: ranked.map((r) => r.id).join(','), pageSize: 50 }), enabled: ranked.length > 0 });
  if (!blocked || !index.data || (ranked.length > 0 && !list.data)) return null;
  const picks = similarInStock(ranked, list.data?.list ?? [], material.productNo, (m) => covered(m, held));
  return (
    <section className={styles.section} aria-labelledby="similar-title">
      <h2 id="similar-title" className={styles.title}>
        相似现货
      </h2>
      {picks.length === 0 ? (
        <p className={styles.none}>暂无结构相似的现货商品。</p>
      ) : (
        <ul className={styles.list}>
          {picks.map(({ material: m, score }) => (
            <li key={m._id} className={styles.card}>
              {m.structureImage ? <img className={styles.picture} src={imageSrc(m.structureImage)} alt={`${m.name} 的结构式`} loading="lazy" decoding="async" /> : null}
              <Link to={ROUTES.product(m._id)} className={styles.name}>
                {m.name}
              </Link>
              <span className={styles.meta}>
                {m.mfrName} · {m.spec}
              </span>
              <span className={styles.meta}>
                <StockTag stock={m.stock} leadDays={m.leadDays} /> {score === 1 ? '相同结构' : `相似度 ${percent(score)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
